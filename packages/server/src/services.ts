import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { HotMetadata } from './auth/hot-metadata';
import { LoginLimiter } from './auth/login-limiter';
import { LoginService } from './auth/login-service';
import { Principals } from './auth/principals';
import { SecretBox } from './auth/secret-box';
import { deriveKey, resolveSecretKey } from './auth/secret-key';
import { TokenService } from './auth/tokens';
import { ChartService } from './charts/chart-service';
import { LegacyChartData } from './charts/legacy-chart-data';
import type { Config } from './config';
import type { AppContext } from './context';
import { DashboardService } from './dashboards/dashboard-service';
import { ConnectionManager } from './databases/connection-manager';
import { DatabaseIntrospection } from './databases/database-introspection';
import { DatabaseService } from './databases/database-service';
import { parseFileDatabaseDirs } from './databases/file-databases';
import { DatasetSamples } from './datasets/dataset-samples';
import { DatasetService } from './datasets/dataset-service';
import { LegacyDatasets } from './datasets/legacy-datasets';
import { defaultEngineRegistry } from './engines/registry';
import { EXAMPLES_FILE } from './examples/files';
import { ExploreService } from './explore/explore-service';
import { FormDataStateService } from './explore/form-data-state-service';
import { ActivityService } from './activity/activity-service';
import { createAsyncBackends } from './jobs/async-backends';
import { runChartDataJob } from './jobs/chart-data-job';
import { KeyValueService } from './key-value/key-value-service';
import { FilterSetService } from './dashboards/filter-set-service';
import { ChartDataRequests } from './query/chart-data-requests';
import { ChartDataService } from './query/chart-data-service';
import { ChartDataTargets } from './query/chart-data-targets';
import { KeyedConcurrencyGates } from './query/dashboard-concurrency';
import { AnnotationService } from './annotations/annotation-service';
import { ReportContent } from './reports/report-content';
import { buildReportRuntime, reportsBaseUrl } from './reports/report-runtime';
import { ReportService } from './reports/report-service';
import { startSession } from './auth/sessions';
import { RoleService } from './roles/role-service';
import { buildSqlLabServices } from './sqllab/build-sqllab-services';
import { jobCallerOf } from './sqllab/caller';
import type { Store } from './store/db';
import { createRepos, type Repos } from './store/repos';
import { TransferService } from './transfer/transfer-service';
import { UserService } from './users/user-service';

/** What routes and jobs use, and how to release it. */
export interface Services {
  ctx: AppContext;
  /** Stops the job queue, closes engine connections and the cache/queue backends. */
  close(): Promise<void>;
}

/** Builds the services of an API process or a `meridian worker` from a config and an open store. */
export async function buildServices(config: Config, store: Store, log: FastifyBaseLogger): Promise<Services> {
  const secret = resolveSecretKey(config.secretKey, config.dataDir);
  const repos = createRepos(store);
  const connections = new ConnectionManager();
  const backends = createAsyncBackends(config, log);
  const hotMetadata = new HotMetadata();
  const databases = new DatabaseService(
    repos.databases,
    new SecretBox(deriveKey(secret, 'database-passwords')),
    defaultEngineRegistry,
    connections,
    {
      dataDir: config.dataDir,
      allowedFiles: [path.join(config.dataDir, EXAMPLES_FILE)],
      allowedDirs: parseFileDatabaseDirs(config.fileDatabaseDirs),
    },
  );
  // The in-process queue runs its jobs against these very services; they only start after they exist.
  const queue = backends.chartDataQueue((job, signal) => runChartDataJob(ctx, job, signal));
  const asyncQueries = { queue, events: backends.events, results: backends.results };
  const chartData = new ChartDataService(backends.results, config.csvExport);
  const dashboardQueries = new KeyedConcurrencyGates(config.dashboardQueryConcurrency);
  const annotations = new AnnotationService({ annotations: repos.annotations, clock: () => new Date() });
  const content = contentServices({ repos, databases, chartData, hotMetadata, annotations });
  const sqlLab = buildSqlLabServices({
    config,
    repos,
    databases,
    backends,
    callerOf: async (userId) => jobCallerOf(await ctx.principals.ofUser(userId)),
  });
  const ctx: AppContext = {
    config,
    repos,
    hotMetadata,
    databases,
    chartData,
    asyncQueries,
    dashboardQueries,
    sqlLab,
    reports: reportService(repos, databases),
    annotations,
    reportRuntime: buildReportRuntime({
      config,
      reports: repos.reports,
      content: new ReportContent({
        principalOf: (userId) => ctx.principals.ofUser(userId),
        legacyChartData: {
          savedChartData: (...a) => ctx.legacyChartData.savedChartData(...a),
          exploreJson: (...a) => ctx.legacyChartData.exploreJson(...a),
        },
        startSession: (userId, ttlHours) => startSession(repos.sessions, userId, ttlHours),
        endSession: (token) => ctx.login.endSession(token),
        baseUrl: () => reportsBaseUrl(config),
      }),
      runAlertQuery: async ({ databaseId, sql, signal }) => {
        const row = await repos.databases.get(databaseId);
        if (!row) throw new Error('Database does not exist');
        const connection = await databases.connect(row);
        return connection.execute({ sql, parameters: [] }, { signal, maxRows: 10 });
      },
      log,
    }),
    ...securityServices({ config, repos, hotMetadata, jwtKey: deriveKey(secret, 'jwt') }),
    ...content,
    chartDataRequests: new ChartDataRequests({
      config,
      targets: content.chartDataTargets,
      chartData,
      gates: dashboardQueries,
      asyncQueries,
    }),
  };
  return {
    ctx,
    close: async () => {
      await ctx.reportRuntime.close();
      await queue.close();
      await sqlLab.queue.close();
      await connections.closeAll();
      await backends.close();
    },
  };
}

/** Report schedules over the store, checking the charts, dashboards, databases and users they name. */
function reportService(repos: Repos, databases: DatabaseService): ReportService {
  return new ReportService({
    reports: repos.reports,
    chartExists: async (id) => (await repos.charts.get(id)) !== undefined,
    dashboardExists: async (id) => (await repos.dashboards.get(id)) !== undefined,
    databaseDialect: async (id) => {
      const row = await repos.databases.get(id);
      return row ? databases.specOf(row).dialect : undefined;
    },
    userIdsExist: async (ids) => (await repos.charts.unknownUserIds(ids)).length === 0,
    clock: () => new Date(),
  });
}

/** Who calls, signing in, users and roles. */
function securityServices(deps: {
  config: Config;
  repos: Repos;
  hotMetadata: HotMetadata;
  jwtKey: Uint8Array;
}): Pick<AppContext, 'principals' | 'login' | 'users' | 'roles'> {
  const { config, repos } = deps;
  const tokens = new TokenService(deps.jwtKey);
  return {
    principals: new Principals({
      tokens,
      sessions: repos.sessions,
      users: repos.users,
      roles: repos.roles,
      grants: deps.hotMetadata.grants,
    }),
    login: new LoginService({
      users: repos.users,
      sessions: repos.sessions,
      tokens,
      limiter: new LoginLimiter(),
      sessionTtlHours: config.sessionTtlHours,
    }),
    users: new UserService({ users: repos.users, roles: repos.roles, sessions: repos.sessions }),
    roles: new RoleService({ roles: repos.roles }),
  };
}

/** Datasets, charts, dashboards and what reads them: permalinks, explore, chart data targets, import/export. */
function contentServices(deps: {
  repos: Repos;
  databases: DatabaseService;
  chartData: ChartDataService;
  hotMetadata: HotMetadata;
  annotations: AnnotationService;
}): Pick<
  AppContext,
  | 'introspection'
  | 'datasets'
  | 'legacyDatasets'
  | 'samples'
  | 'charts'
  | 'dashboards'
  | 'keyValue'
  | 'filterSets'
  | 'explore'
  | 'formDataState'
  | 'activity'
  | 'chartDataTargets'
  | 'legacyChartData'
  | 'transfer'
> {
  const { repos, databases, chartData } = deps;
  const datasets = new DatasetService(repos.datasets, repos.databases, databases);
  const charts = new ChartService({ charts: repos.charts, favstar: repos.favstar, datasets });
  const dashboards = new DashboardService({
    dashboards: repos.dashboards,
    charts: repos.charts,
    roles: repos.roles,
    favstar: repos.favstar,
    datasetBundles: repos.datasets,
    datasets,
  });
  const keyValue = new KeyValueService({ keyValue: repos.keyValue, dashboards, datasets });
  const formDataState = new FormDataStateService({ keyValue: repos.keyValue, datasets, charts });
  const chartDataTargets: ChartDataTargets = new ChartDataTargets({
    cache: deps.hotMetadata.datasets,
    datasetsRepo: repos.datasets,
    databasesRepo: repos.databases,
    datasets,
    databases,
    annotations: deps.annotations,
    // Late-bound: the legacy chart data service is built on these very targets.
    chartAnnotationData: (principal, layer, host) =>
      legacyChartData.chartAnnotationData(principal, layer, { host }),
  });
  const legacyChartData: LegacyChartData = new LegacyChartData({
    charts,
    datasets,
    targets: chartDataTargets,
    chartData,
  });
  return {
    introspection: new DatabaseIntrospection({ databases }),
    datasets,
    legacyDatasets: new LegacyDatasets({ datasets }),
    samples: new DatasetSamples({ targets: chartDataTargets, chartData }),
    charts,
    dashboards,
    keyValue,
    filterSets: new FilterSetService({ keyValue: repos.keyValue, dashboards }),
    explore: new ExploreService({ charts, datasets, permalinks: keyValue, formDataState }),
    formDataState,
    activity: new ActivityService({ logs: repos.logs }),
    chartDataTargets,
    legacyChartData,
    transfer: new TransferService({ repos, databases, datasets, charts, dashboards }),
  };
}
