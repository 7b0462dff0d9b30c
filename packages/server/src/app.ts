import crypto from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import { configureZodMessages } from '@meridian/core';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuthRoutes } from './api/auth-routes';
import { registerDatabasesRoutes } from './api/databases-routes';
import { registerDatasetsRoutes } from './api/datasets-routes';
import { registerTimeRangeRoutes } from './api/time-range-routes';
import { registerChartDataRoutes } from './api/chart-data-routes';
import { registerSamplesRoutes } from './api/samples-routes';
import { registerAsyncRoutes } from './api/async-routes';
import { registerChartsRoutes } from './api/charts-routes';
import { registerExploreRoutes } from './api/explore-routes';
import { registerDashboardsRoutes } from './api/dashboards-routes';
import { registerSqlLabRoutes } from './api/sqllab-routes';
import { registerAdvancedDataTypeRoutes } from './api/advanced-data-type-routes';
import { registerTransferRoutes } from './transfer/transfer-routes';
import { ChartDataService } from './query/chart-data-service';
import { KeyedConcurrencyGates } from './query/dashboard-concurrency';
import { createAsyncBackends } from './jobs/async-backends';
import { runChartDataJob } from './jobs/chart-data-job';
import { DatasetService } from './datasets/dataset-service';
import { SecretBox } from './auth/secret-box';
import { ConnectionManager } from './databases/connection-manager';
import { DatabaseService } from './databases/database-service';
import { EngineLookup } from './databases/engine-lookup';
import { DEFAULT_ENGINE_SPECS } from './engines/registry';
import { registerErrorHandler } from './api/error-handler';
import { registerInfoRoutes } from './api/info-routes';
import { registerMeRoutes } from './api/me-routes';
import { registerRisonQuery } from './api/rison-hook';
import { registerRolesRoutes } from './api/roles-routes';
import { registerSystemRoutes } from './api/system-routes';
import { registerUsersRoutes } from './api/users-routes';
import { registerWebRoutes } from './api/web-routes';
import { HotMetadata } from './auth/hot-metadata';
import { LoginLimiter } from './auth/login-limiter';
import { registerAuth } from './auth/plugin';
import { deriveKey, resolveSecretKey } from './auth/secret-key';
import { TokenService } from './auth/tokens';
import type { Config } from './config';
import { EXAMPLES_FILE } from './examples/files';
import type { AppContext } from './context';
import { AppError } from './errors';
import { loggerOptions } from './logging';
import type { Store } from './store/db';
import { createRepos } from './store/repos';

/** Largest request body accepted (dashboards with big layouts fit comfortably). */
const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** A registered route, for tests that walk every route and for the OpenAPI check. */
export interface RouteSummary {
  method: string;
  url: string;
  hasBody: boolean;
}

/** Builds the Fastify app from a config and an open, migrated store; tests and `main.ts` both use it. */
export async function buildApp(
  config: Config,
  store: Store,
  options: { logStream?: DestinationStream } = {},
): Promise<{ app: FastifyInstance; ctx: AppContext; routes: RouteSummary[] }> {
  configureZodMessages();
  const app = Fastify({
    logger: options.logStream
      ? { level: config.logLevel, stream: options.logStream }
      : loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  const { ctx, close: closeServices } = await buildServices(config, store, app.log);
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, hasBody: Boolean(route.schema?.body) });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // An empty JSON body (DELETE from some clients) means no body; anything else must parse.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(
        new AppError(
          'INVALID_PAYLOAD_FORMAT_ERROR',
          `Malformed JSON in request body: ${(error as Error).message}`,
        ),
        undefined,
      );
    }
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Meridian API', version: '1', description: 'Superset-compatible REST API of Meridian' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);
  registerAuth(app, ctx);
  ctx.hotMetadata.register(app);
  registerRisonQuery(app);

  registerSystemRoutes(app);
  registerAuthRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerInfoRoutes(app);
  registerUsersRoutes(app, ctx);
  registerRolesRoutes(app, ctx);
  registerDatabasesRoutes(app, ctx);
  registerDatasetsRoutes(app, ctx);
  registerTimeRangeRoutes(app);
  registerChartDataRoutes(app, ctx);
  registerSamplesRoutes(app, ctx);
  registerAsyncRoutes(app, ctx);
  registerChartsRoutes(app, ctx);
  registerExploreRoutes(app, ctx);
  registerDashboardsRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
  registerSqlLabRoutes(app, ctx);
  registerAdvancedDataTypeRoutes(app, ctx);
  app.addHook('onClose', closeServices);
  await registerWebRoutes(app, config.webDist);
  return { app, ctx, routes };
}

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
  const databases = new DatabaseService(
    repos.databases,
    new SecretBox(deriveKey(secret, 'database-passwords')),
    new EngineLookup(DEFAULT_ENGINE_SPECS),
    connections,
    { dataDir: config.dataDir, allowed: [path.join(config.dataDir, EXAMPLES_FILE)] },
  );
  // The in-process queue runs its jobs against this very context; they only start after it exists.
  const queue = backends.chartDataQueue((job, signal) => runChartDataJob(ctx, job, signal));
  const ctx: AppContext = {
    config,
    store,
    repos,
    tokens: new TokenService(deriveKey(secret, 'jwt')),
    loginLimiter: new LoginLimiter(),
    hotMetadata: new HotMetadata(),
    databases,
    datasets: new DatasetService(repos.datasets, repos.databases, databases),
    chartData: new ChartDataService(backends.results),
    dashboardQueries: new KeyedConcurrencyGates(config.dashboardQueryConcurrency),
    asyncQueries: { queue, events: backends.events, results: backends.results },
  };
  return {
    ctx,
    close: async () => {
      await queue.close();
      await connections.closeAll();
      await backends.close();
    },
  };
}
