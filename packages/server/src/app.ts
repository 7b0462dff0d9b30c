import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import { configureZodMessages } from '@meridian/core';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAdvancedDataTypeRoutes } from './api/advanced-data-type-routes';
import { registerAnnotationLayerRoutes } from './api/annotation-layer-routes';
import { registerAsyncRoutes } from './api/async-routes';
import { registerAuthRoutes } from './api/auth-routes';
import { registerChartDataRoutes } from './api/chart-data-routes';
import { registerChartLegacyRoutes } from './api/chart-legacy-routes';
import { registerChartsRoutes } from './api/charts-routes';
import { registerDashboardContentRoutes } from './api/dashboard-content-routes';
import { registerDashboardFilterSetRoutes } from './api/dashboard-filter-set-routes';
import { registerDashboardsRoutes } from './api/dashboards-routes';
import { registerDatabaseIntrospectionRoutes } from './api/database-introspection-routes';
import { registerDatabasesRoutes } from './api/databases-routes';
import { registerDatasetLookupRoutes } from './api/dataset-lookup-routes';
import { registerDatasetsRoutes } from './api/datasets-routes';
import { registerSecurityHeaders } from './api/security-headers';
import { registerErrorHandler } from './api/error-handler';
import { registerExploreRoutes } from './api/explore-routes';
import { registerLogRoutes } from './api/log-routes';
import { registerInfoRoutes } from './api/info-routes';
import { registerMapRoutes } from './api/map-routes';
import { registerMeRoutes } from './api/me-routes';
import { registerRisonQuery } from './api/rison-hook';
import { registerRolesRoutes } from './api/roles-routes';
import { registerSamplesRoutes } from './api/samples-routes';
import { registerQueryRoutes } from './api/query-routes';
import { registerReportRoutes } from './api/report-routes';
import { registerSavedQueryRoutes } from './api/saved-query-routes';
import { registerSqlLabRoutes } from './api/sqllab-routes';
import { registerSqlLabRunRoutes } from './api/sqllab-run-routes';
import { registerSystemRoutes } from './api/system-routes';
import { registerTimeRangeRoutes } from './api/time-range-routes';
import { registerTransferRoutes } from './api/transfer-routes';
import { registerUsersRoutes } from './api/users-routes';
import { registerWebRoutes } from './api/web-routes';
import { registerAuth } from './auth/plugin';
import type { Config } from './config';
import { serverDirsOf } from './databases/file-databases';
import type { AppContext } from './context';
import { AppError } from './errors';
import { loggerOptions } from './logging';
import { buildServices } from './services';
import type { Store } from './store/db';

export { buildServices, type Services } from './services';

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
  registerErrorHandler(app, serverDirsOf(config));
  registerSecurityHeaders(app, config.frameAncestors);
  registerAuth(app, ctx.principals);
  ctx.hotMetadata.register(app);
  registerRisonQuery(app);
  registerRoutes(app, ctx);
  app.addHook('onClose', closeServices);
  await registerWebRoutes(app, config.webDist);
  return { app, ctx, routes };
}

/** Registers every route module with the services it calls (each module declares which it needs). */
function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSystemRoutes(app);
  registerAuthRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerInfoRoutes(app);
  registerUsersRoutes(app, ctx);
  registerRolesRoutes(app, ctx);
  registerDatabasesRoutes(app, ctx);
  registerDatabaseIntrospectionRoutes(app, ctx);
  registerDatasetsRoutes(app, ctx);
  registerDatasetLookupRoutes(app, ctx);
  registerTimeRangeRoutes(app);
  registerChartDataRoutes(app, ctx);
  registerSamplesRoutes(app, ctx);
  registerAsyncRoutes(app, ctx);
  registerChartsRoutes(app, ctx);
  registerChartLegacyRoutes(app, ctx);
  registerExploreRoutes(app, ctx);
  registerLogRoutes(app, ctx);
  registerDashboardsRoutes(app, ctx);
  registerDashboardContentRoutes(app, ctx);
  registerDashboardFilterSetRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
  registerSqlLabRoutes(app, ctx);
  registerSqlLabRunRoutes(app, ctx);
  registerQueryRoutes(app, ctx);
  registerSavedQueryRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerAnnotationLayerRoutes(app, ctx);
  registerAdvancedDataTypeRoutes(app, ctx);
  registerMapRoutes(app, () => ctx.config.mapStyleUrl);
}
