import type { HotMetadata } from './auth/hot-metadata';
import type { LoginService } from './auth/login-service';
import type { Principals } from './auth/principals';
import type { ChartService } from './charts/chart-service';
import type { LegacyChartData } from './charts/legacy-chart-data';
import type { Config } from './config';
import type { DashboardService } from './dashboards/dashboard-service';
import type { DatabaseIntrospection } from './databases/database-introspection';
import type { DatabaseService } from './databases/database-service';
import type { DatasetSamples } from './datasets/dataset-samples';
import type { DatasetService } from './datasets/dataset-service';
import type { LegacyDatasets } from './datasets/legacy-datasets';
import type { ExploreService } from './explore/explore-service';
import type { FormDataStateService } from './explore/form-data-state-service';
import type { ActivityService } from './activity/activity-service';
import type { AsyncQueries } from './jobs/chart-data-job';
import type { KeyValueService } from './key-value/key-value-service';
import type { FilterSetService } from './dashboards/filter-set-service';
import type { ChartDataRequests } from './query/chart-data-requests';
import type { ChartDataService } from './query/chart-data-service';
import type { ChartDataTargets } from './query/chart-data-targets';
import type { KeyedConcurrencyGates } from './query/dashboard-concurrency';
import type { AnnotationService } from './annotations/annotation-service';
import type { ReportRuntime } from './reports/report-runtime';
import type { ReportService } from './reports/report-service';
import type { RoleService } from './roles/role-service';
import type { Repos } from './store/repos';
import type { TransferService } from './transfer/transfer-service';
import type { UserService } from './users/user-service';
import type { SqlLabServices } from './sqllab/services';

/**
 * Every service of an app, built once by `buildServices` (app.ts). Route modules take the few they call
 * (`Pick<AppContext, …>`); services never see this: each takes a narrow dependency object of its own.
 */
export interface AppContext {
  /** The configuration the app was built from (read live: tests switch flags). */
  config: Config;
  /** Repositories over the store (bootstrap, examples and tests use them directly). */
  repos: Repos;
  /** Who calls: bearer tokens, sessions, anonymous. */
  principals: Principals;
  /** Sign-in, sessions and API tokens. */
  login: LoginService;
  /** Grants and chart-data targets reused for a moment across requests. */
  hotMetadata: HotMetadata;
  users: UserService;
  roles: RoleService;
  /** Database connections: CRUD, tests and pools. */
  databases: DatabaseService;
  /** Schemas, tables and columns of connected databases. */
  introspection: DatabaseIntrospection;
  /** Datasets: access, API shape, create, edit with validation, refresh, delete. */
  datasets: DatasetService;
  /** Superset's legacy datasource calls. */
  legacyDatasets: LegacyDatasets;
  /** Pages of a dataset's raw rows. */
  samples: DatasetSamples;
  charts: ChartService;
  dashboards: DashboardService;
  /** Permalinks and stashed forms. */
  keyValue: KeyValueService;
  /** Dashboards' filter sets. */
  filterSets: FilterSetService;
  /** Explore's hydration. */
  explore: ExploreService;
  /** Explore's unsaved state under `form_data_key`. */
  formDataState: FormDataStateService;
  /** The activity log: views, and the home page's recents. */
  activity: ActivityService;
  /** Chart data: compile, cache, run, post-process. */
  chartData: ChartDataService;
  /** The dataset a query context runs on, access checked. */
  chartDataTargets: ChartDataTargets;
  /** `POST /api/v1/chart/data`: async jobs, dashboard gates, answers. */
  chartDataRequests: ChartDataRequests;
  /** The saved-chart data call, explore_json and filter values. */
  legacyChartData: LegacyChartData;
  /** One FIFO gate per dashboard view: caps its chart queries running against the databases at once. */
  dashboardQueries: KeyedConcurrencyGates;
  /** Async chart queries (GLOBAL_ASYNC_QUERIES): job queue, per-user events, answers waiting to be fetched. */
  asyncQueries: AsyncQueries;
  /** Import and export of Superset bundles. */
  transfer: TransferService;
  /** SQL Lab: runs, history, tabs, saved queries. */
  sqlLab: SqlLabServices;
  /** Alerts & reports: schedules and their execution logs. */
  reports: ReportService;
  /** Alerts & reports at run time: the scheduler, the executor and the queue between them. */
  reportRuntime: ReportRuntime;
  /** Annotation layers and their annotations. */
  annotations: AnnotationService;
}
