import {
  CHART_MESSAGES,
  FILTER_VALUES_ROW_LIMIT,
  RESULT_FORMATS,
  RESULT_TYPES,
  queryContextSchema,
  type QueryContext,
  type ResultType,
} from '@meridian/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import { legacyFormDataSchema, legacyQueryContext, type LegacyFormData } from '../charts/legacy-form-data';
import type { AppContext } from '../context';
import { AppError, fieldErrors } from '../errors';
import { abortOnDisconnect, chartDataTarget, sendChartDataAnswer } from './chart-data-routes';
import { starKey, visibleChart } from './charts-routes';
import { toApi, visibleDataset } from './datasets-routes';
import { pkParamsSchema } from './route-schemas';

const TAGS = ['Charts'];
const booleanQuery = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');
const legacyResponseSchema = z.record(z.string(), z.unknown());
const chartDataAnswerSchema = z.object({ result: z.array(z.record(z.string(), z.unknown())) });
const exploreJsonQuerystringSchema = z.object({
  /** JSON text of the form data (GET, or POST without it in the body). */
  form_data: z.string().optional(),
  csv: booleanQuery,
  query: booleanQuery,
  samples: booleanQuery,
  results: booleanQuery,
  force: booleanQuery,
});
type ExploreJsonQuerystring = z.infer<typeof exploreJsonQuerystringSchema>;
/** Label of the count that makes filter values distinct; unlikely to clash with a column name. */
const VALUE_COUNT_LABEL = '__value_count';

/** Superset's saved-chart data call and its legacy calls: favstar, explore_json, filter values. */
export function registerChartLegacyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Chart');

  r.get('/api/v1/chart/:pk/data/', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Run the query context saved with a chart',
      params: pkParamsSchema,
      querystring: z.object({
        format: z.enum(RESULT_FORMATS).optional(),
        type: z.enum(RESULT_TYPES).optional(),
        force: booleanQuery,
      }),
      response: { 200: chartDataAnswerSchema.describe('JSON, or the CSV file when format is csv') },
    },
    handler: async (request, reply) => {
      const chart = await visibleChart(ctx, request.principal, request.params.pk);
      const saved = savedQueryContext(chart.row.query_context);
      const { format, type, force } = request.query;
      const context: QueryContext = {
        ...saved,
        force: force || saved.force,
        result_format: format ?? saved.result_format,
        result_type: type ?? saved.result_type,
      };
      return runAndSend(ctx, {
        principal: request.principal,
        reply,
        context,
        filename: `chart-${chart.row.id}.csv`,
      });
    },
  });

  r.get('/superset/favstar/slice/:id/:action/', {
    config: { access: access.authenticated },
    schema: {
      tags: TAGS,
      summary: 'Legacy: star (select), unstar (unselect) or count your star of a chart',
      params: z.object({
        id: z.coerce.number().int().positive(),
        action: z.enum(['select', 'unselect', 'count']),
      }),
      response: { 200: z.object({ count: z.number().int() }) },
    },
    handler: async (request) => {
      const { id, action } = request.params;
      const key = starKey(request.principal, id);
      switch (action) {
        case 'select':
          await visibleChart(ctx, request.principal, id);
          await ctx.repos.favstar.select(key);
          return { count: 1 };
        case 'unselect':
          await ctx.repos.favstar.unselect(key);
          return { count: 0 };
        case 'count':
          return { count: await ctx.repos.favstar.count(key) };
      }
    },
  });

  // Legacy charts post their form data as an HTML form; only these routes accept one.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.get('/superset/explore_json/', {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: 'Legacy: run form data (`form_data` JSON text) and answer the legacy chart payload',
        querystring: exploreJsonQuerystringSchema,
        response: { 200: legacyResponseSchema },
      },
      handler: async (request, reply) =>
        exploreJson(ctx, { principal: request.principal, reply, query: request.query }),
    });
    s.post('/superset/explore_json/', {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary:
          'Legacy: run form data (`form_data` as JSON text or an object) and answer the legacy chart payload',
        querystring: exploreJsonQuerystringSchema,
        body: z.object({ form_data: z.union([z.string(), z.record(z.string(), z.unknown())]).optional() }),
        response: { 200: legacyResponseSchema },
      },
      handler: async (request, reply) =>
        exploreJson(ctx, {
          principal: request.principal,
          reply,
          query: request.query,
          formData: request.body.form_data,
        }),
    });
  });

  r.get('/superset/filter/:type/:id/:column/', {
    config: { access: access.can('can_read', 'Dataset') },
    schema: {
      tags: TAGS,
      summary: 'Legacy: distinct values of a dataset column, ordered, at most FILTER_VALUES_ROW_LIMIT',
      params: z.object({
        type: z.literal('table'),
        id: z.coerce.number().int().positive(),
        column: z.string().min(1),
      }),
      response: { 200: z.array(z.unknown()) },
    },
    handler: async (request) => {
      const { id, column } = request.params;
      const dataset = toApi(ctx, await visibleDataset(ctx, request.principal, id));
      const context = queryContextSchema.parse({
        datasource: { id, type: 'table' },
        queries: [
          {
            columns: [column],
            metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: VALUE_COUNT_LABEL }],
            orderby: [[column, true]],
            row_limit: FILTER_VALUES_ROW_LIMIT,
            extras: dataset.fetch_values_predicate ? { where: dataset.fetch_values_predicate } : {},
          },
        ],
      });
      const target = await chartDataTarget(ctx, request.principal, context);
      const body = await ctx.chartData.runJson(context, target);
      const rows = z.array(z.record(z.string(), z.unknown())).parse(firstResult(body)['data']);
      return rows.map((row) => row[column]);
    },
  });
}

/** Runs a query context and sends its JSON or CSV answer. */
async function runAndSend(
  ctx: AppContext,
  call: { principal: Principal; reply: FastifyReply; context: QueryContext; filename: string },
): Promise<FastifyReply> {
  const target = await chartDataTarget(ctx, call.principal, call.context);
  const answer = await ctx.chartData.run(call.context, target, abortOnDisconnect(call.reply));
  return sendChartDataAnswer(call.reply, answer, call.filename.replace(/\.csv$/, ''));
}

/** `explore_json`: form data to one query, answered in the legacy payload shape (or CSV). */
async function exploreJson(
  ctx: AppContext,
  call: {
    principal: Principal;
    reply: FastifyReply;
    query: ExploreJsonQuerystring;
    formData?: string | Record<string, unknown> | undefined;
  },
): Promise<Record<string, unknown> | FastifyReply> {
  const raw = call.formData ?? call.query.form_data;
  if (raw === undefined)
    throw fieldErrors({ form_data: ['Missing data for required field.'] }, 'INVALID_PAYLOAD_SCHEMA_ERROR');
  const formData = await resolveFormData(ctx, call.principal, raw);
  const { csv, force } = call.query;
  const context = legacyQueryContext(formData, {
    resultType: legacyResultType(call.query),
    resultFormat: csv ? 'csv' : 'json',
    force,
  });
  const target = await chartDataTarget(ctx, call.principal, context);
  const answer = await ctx.chartData.run(context, target, abortOnDisconnect(call.reply));
  if (answer.kind !== 'json') return sendChartDataAnswer(call.reply, answer, 'chart');
  return { ...firstResult(answer.body), form_data: formData };
}

function legacyResultType(query: ExploreJsonQuerystring): ResultType {
  if (query.query) return 'query';
  if (query.samples) return 'samples';
  if (query.results) return 'results';
  return 'full';
}

/** Parses form data, merged over the saved params of `slice_id` when it names a chart. */
async function resolveFormData(
  ctx: AppContext,
  principal: Principal,
  raw: string | Record<string, unknown>,
): Promise<LegacyFormData> {
  const given = typeof raw === 'string' ? jsonObject(raw, 'form_data') : raw;
  const sliceId = Number(given['slice_id']);
  let saved: Record<string, unknown> = {};
  if (Number.isInteger(sliceId) && sliceId > 0) {
    const chart = await visibleChart(ctx, principal, sliceId);
    saved = chart.row.params ? jsonObject(chart.row.params, 'params') : {};
  }
  const parsed = legacyFormDataSchema.safeParse({ ...saved, ...given });
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[['form_data', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
  throw fieldErrors(errors, 'INVALID_PAYLOAD_SCHEMA_ERROR');
}

/** The saved query context of a chart, validated; 400 when there is none. */
function savedQueryContext(text: string | null): QueryContext {
  if (!text) throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', CHART_MESSAGES.noQueryContext);
  const parsed = queryContextSchema.safeParse(jsonObject(text, 'query_context'));
  if (!parsed.success)
    throw new AppError(
      'INVALID_PAYLOAD_SCHEMA_ERROR',
      `The saved query context is not valid: ${parsed.error.message}`,
    );
  return parsed.data;
}

function firstResult(body: string): Record<string, unknown> {
  return chartDataAnswerSchema.parse(JSON.parse(body)).result[0] ?? {};
}

function jsonObject(text: string, field: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw fieldErrors({ [field]: ['Expected a JSON object'] }, 'INVALID_PAYLOAD_SCHEMA_ERROR');
}
