import { queryContextSchema, queryExtrasSchema, queryFilterSchema, type QueryContext } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { abortOnDisconnect, chartDataTarget } from './chart-data-routes';

/** Largest page of samples (Superset's SAMPLES_ROW_LIMIT). */
const MAX_SAMPLES_PAGE = 1000;

const samplesQuerySchema = z.object({
  datasource_type: z.enum(['table']),
  datasource_id: z.coerce.number().int().positive(),
  force: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  per_page: z.coerce.number().int().min(1).max(MAX_SAMPLES_PAGE).default(MAX_SAMPLES_PAGE),
  page: z.coerce.number().int().min(1).default(1),
});

/** The filter payload of a samples request (Superset's SamplesPayloadSchema). */
const samplesBodySchema = z
  .object({
    filters: z.array(queryFilterSchema).default([]),
    extras: queryExtrasSchema.default({}),
    granularity: z.string().nullable().optional(),
    time_range: z.string().nullable().optional(),
  })
  .default({ filters: [], extras: {} });

const samplesResponseSchema = z.object({
  result: z.object({
    data: z.array(z.record(z.string(), z.unknown())),
    colnames: z.array(z.string()),
    coltypes: z.array(z.number().int()),
    rowcount: z.number().int(),
    total_count: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});

/** `POST /datasource/samples`: a page of a dataset's raw rows, with the total. */
export function registerSamplesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post('/datasource/samples', {
    config: { access: access.can('can_read', 'Dataset') },
    schema: {
      tags: ['Datasets'],
      summary: 'A page of raw rows of a dataset',
      querystring: samplesQuerySchema,
      body: samplesBodySchema,
      response: { 200: samplesResponseSchema },
    },
    handler: async (request, reply) => {
      const { datasource_id, force, per_page, page } = request.query;
      const body = request.body ?? { filters: [], extras: {} };
      const base = {
        filters: body.filters,
        extras: body.extras,
        granularity: body.granularity,
        time_range: body.time_range,
      };
      const context = (query: Record<string, unknown>, resultType: 'samples' | 'full'): QueryContext =>
        queryContextSchema.parse({
          datasource: { id: datasource_id, type: 'table' },
          force,
          result_type: resultType,
          queries: [{ ...base, ...query }],
        });
      const rowsContext = context({ row_limit: per_page, row_offset: (page - 1) * per_page }, 'samples');
      const countContext = context(
        { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }], row_limit: 1 },
        'full',
      );
      const target = await chartDataTarget(ctx, request.principal, rowsContext);
      const signal = abortOnDisconnect(reply);
      const rows = firstResult(await ctx.chartData.runJson(rowsContext, target, signal));
      const count = firstResult(await ctx.chartData.runJson(countContext, target, signal));
      const total = Number((count.data[0] as Record<string, unknown> | undefined)?.['count'] ?? 0);
      return {
        result: {
          data: rows.data,
          colnames: rows.colnames,
          coltypes: rows.coltypes,
          rowcount: rows.rowcount,
          total_count: total,
          page,
          per_page,
        },
      };
    },
  });
}

const resultSchema = z.object({
  result: z
    .array(
      z.object({
        data: z.array(z.record(z.string(), z.unknown())),
        colnames: z.array(z.string()),
        coltypes: z.array(z.number()),
        rowcount: z.number(),
      }),
    )
    .min(1),
});

function firstResult(json: string) {
  return resultSchema.parse(JSON.parse(json)).result[0] as z.infer<typeof resultSchema>['result'][number];
}
