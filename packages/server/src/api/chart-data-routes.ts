import { asyncJobMetadataSchema, permissionKey, queryContextSchema, type QueryContext } from '@meridian/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { runsAsync, submitChartDataJob } from '../jobs/chart-data-job';
import type { ChartDataAnswer, ChartDataTarget } from '../query/chart-data-service';
import { toApi } from './datasets-routes';
import { canSeeDataset, dataAccessOf } from '../auth/data-access';
import type { DatasetWithDatabase } from '../auth/hot-metadata';
import { DASHBOARD_VIEW_HEADER, dashboardViewKey } from '../query/dashboard-concurrency';

/** `POST /api/v1/chart/data`: Superset's chart data API. */
export function registerChartDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post('/api/v1/chart/data', {
    config: { access: access.can('can_read', 'Chart') },
    schema: {
      tags: ['Charts'],
      summary: 'Run a query context: one result per query object',
      body: queryContextSchema,
      response: {
        200: z
          .object({ result: z.array(z.record(z.string(), z.unknown())) })
          .describe('JSON, or the CSV or XLSX file when result_format is csv or xlsx'),
        202: asyncJobMetadataSchema.describe('With GLOBAL_ASYNC_QUERIES on: the job running a JSON full request'),
      },
    },
    handler: async (request, reply) => {
      const target = await chartDataTarget(ctx, request.principal, request.body);
      if (runsAsync(ctx.config, request.body) && request.principal.kind === 'user') {
        const job = await submitChartDataJob(ctx.asyncQueries, request.principal.userId, request.body);
        return reply.code(202).send(job);
      }
      const viewKey = dashboardViewKey({
        userId: request.principal.kind === 'user' ? request.principal.userId : null,
        sessionId: request.principal.kind === 'user' ? request.principal.session?.id : undefined,
        viewHeader: request.headers[DASHBOARD_VIEW_HEADER],
        formData: request.body.form_data,
      });
      const gated: ChartDataTarget = viewKey
        ? { ...target, admit: (signal) => ctx.dashboardQueries.acquire(viewKey, signal) }
        : target;
      const answer = await ctx.chartData.run(request.body, gated, abortOnDisconnect(reply));
      return sendChartDataAnswer(reply, answer, 'chart');
    },
  });
}

/** Resolves the dataset of a query context, checking the caller may read it (and export CSV when asked). */
export async function chartDataTarget(
  ctx: AppContext,
  principal: Principal,
  context: QueryContext,
): Promise<ChartDataTarget> {
  if (context.datasource.type !== 'table' && context.datasource.type !== 'dataset') {
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
      datasource: [`Datasource type "${context.datasource.type}" is not supported; use a dataset ("table")`],
    });
  }
  if (context.result_format !== 'json' && !principal.permissions.has(permissionKey('can_csv', 'Superset'))) {
    throw new AppError('MISSING_PERMISSION', 'You are not allowed to download data (can_csv)');
  }
  const found = await ctx.hotMetadata.datasets.get(context.datasource.id, () => loadDataset(ctx, context.datasource.id));
  if (!found || !canSeeDataset(dataAccessOf(principal), { id: found.bundle.row.id, database_id: found.bundle.row.database_id })) {
    throw notFound('Dataset');
  }
  const { bundle, database } = found;
  return {
    dataset: toApi(ctx, bundle),
    spec: ctx.databases.specOf(database),
    connect: () => ctx.databases.connect(database),
    databaseCacheTimeout: database.cache_timeout,
  };
}

async function loadDataset(ctx: AppContext, id: number): Promise<DatasetWithDatabase | null> {
  const bundle = await ctx.repos.datasets.get(id);
  const database = bundle ? await ctx.repos.databases.get(bundle.row.database_id) : undefined;
  return bundle && database ? { bundle, database } : null;
}

/** An abort signal that fires when the client goes away before the answer is sent, cancelling the query. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Sends already-serialized JSON as is (the response schema documents it; there is nothing to re-serialize). */
export function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => String(payload))
    .send(body);
}

/** Sends a CSV file as an attachment. */
export function sendCsv(reply: FastifyReply, body: string, filename: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .serializer((payload) => String(payload))
    .send(body);
}

/** Sends a chart data answer: JSON text, or the CSV/XLSX file named `<basename>.<ext>`. */
export function sendChartDataAnswer(reply: FastifyReply, answer: ChartDataAnswer, basename: string): FastifyReply {
  switch (answer.kind) {
    case 'json':
      return sendJsonText(reply, answer.body);
    case 'csv':
      return sendCsv(reply, answer.body, `${basename}.csv`);
    case 'xlsx':
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${basename}.xlsx"`)
        .serializer((payload) => payload as string)
        .send(answer.body);
  }
}
