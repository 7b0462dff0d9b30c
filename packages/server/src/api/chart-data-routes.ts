import { asyncJobMetadataSchema, queryContextSchema } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { DASHBOARD_VIEW_HEADER } from '../query/dashboard-concurrency';
import { abortOnDisconnect, sendChartDataAnswer } from './replies';

/** `POST /api/v1/chart/data`: Superset's chart data API. */
export function registerChartDataRoutes(
  app: FastifyInstance,
  { chartDataRequests }: Pick<AppContext, 'chartDataRequests'>,
): void {
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
        202: asyncJobMetadataSchema.describe(
          'With GLOBAL_ASYNC_QUERIES on: the job running a JSON full request',
        ),
      },
    },
    handler: async (request, reply) => {
      const outcome = await chartDataRequests.run(request.principal, request.body, {
        viewHeader: request.headers[DASHBOARD_VIEW_HEADER],
        signal: abortOnDisconnect(reply),
      });
      if (outcome.kind === 'job') return reply.code(202).send(outcome.job);
      return sendChartDataAnswer(reply, outcome.answer, 'chart');
    },
  });
}
