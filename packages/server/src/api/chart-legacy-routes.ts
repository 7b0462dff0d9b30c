import { RESULT_FORMATS, RESULT_TYPES, type ResultType } from '@meridian/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import type { AppContext } from '../context';
import { abortOnDisconnect, acceptFormBodies, sendChartDataAnswer } from './replies';
import { booleanQuery, favstarWrites, legacyFavstarParamsSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Charts'];
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

/** Superset's saved-chart data call and its legacy calls: favstar, explore_json, filter values. */
export function registerChartLegacyRoutes(
  app: FastifyInstance,
  { charts, legacyChartData }: Pick<AppContext, 'charts' | 'legacyChartData'>,
): void {
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
      const { pk } = request.params;
      const answer = await legacyChartData.savedChartData(
        request.principal,
        pk,
        request.query,
        abortOnDisconnect(reply),
      );
      return sendChartDataAnswer(reply, answer, `chart-${pk}`);
    },
  });

  r.get('/superset/favstar/slice/:id/:action/', {
    config: { access: access.authenticated, csrfOnGet: favstarWrites },
    schema: {
      tags: TAGS,
      summary: 'Legacy: star (select), unstar (unselect) or count your star of a chart',
      params: legacyFavstarParamsSchema,
      response: { 200: z.object({ count: z.number().int() }) },
    },
    handler: async (request) => ({
      count: await charts.legacyFavstar(request.principal, request.params.id, request.params.action),
    }),
  });

  // Legacy charts post their form data as an HTML form; only these routes accept one.
  void app.register(async (scope) => {
    acceptFormBodies(scope);
    const s = scope.withTypeProvider<ZodTypeProvider>();
    const exploreJson = async (
      request: { principal: Principal; query: ExploreJsonQuerystring },
      reply: FastifyReply,
      formData: string | Record<string, unknown> | undefined,
    ) => {
      const { query } = request;
      const outcome = await legacyChartData.exploreJson(
        request.principal,
        {
          formData: formData ?? query.form_data,
          resultType: legacyResultType(query),
          csv: query.csv,
          force: query.force,
        },
        abortOnDisconnect(reply),
      );
      return outcome.kind === 'payload'
        ? outcome.payload
        : sendChartDataAnswer(reply, outcome.answer, 'chart');
    };
    s.get('/superset/explore_json/', {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: 'Legacy: run form data (`form_data` JSON text) and answer the legacy chart payload',
        querystring: exploreJsonQuerystringSchema,
        response: { 200: legacyResponseSchema },
      },
      handler: async (request, reply) => exploreJson(request, reply, undefined),
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
      handler: async (request, reply) => exploreJson(request, reply, request.body.form_data),
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
    handler: async (request) =>
      legacyChartData.filterValues(request.principal, request.params.id, request.params.column),
  });
}

function legacyResultType(query: ExploreJsonQuerystring): ResultType {
  if (query.query) return 'query';
  if (query.samples) return 'samples';
  if (query.results) return 'results';
  return 'full';
}
