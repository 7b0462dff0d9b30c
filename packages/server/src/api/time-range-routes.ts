import {
  TimeRangeError,
  buildTimeRangeApiResponse,
  timeRangeApiErrorMessage,
  timeRangeApiQuerySchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import { AppError } from '../errors';

const boundSchema = z.object({
  since: z.string(),
  until: z.string(),
  timeRange: z.string(),
  shift: z.string().nullable().optional(),
});

/** `GET /api/v1/time_range/?q='Last day'`: the bounds of time ranges, for the time-range popover. */
export function registerTimeRangeRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/time_range/', {
    config: { access: access.authenticated },
    schema: {
      tags: ['Time range'],
      summary: 'Resolve time ranges to since/until',
      querystring: z.object({ q: timeRangeApiQuerySchema.default('Last week') }),
      response: { 200: z.object({ result: z.array(boundSchema) }) },
    },
    handler: async (request) => {
      try {
        return buildTimeRangeApiResponse(request.query.q, { now: new Date() });
      } catch (error) {
        if (error instanceof TimeRangeError)
          throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', timeRangeApiErrorMessage(error));
        throw error;
      }
    },
  });
}
