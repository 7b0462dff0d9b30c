import { queryExtrasSchema, queryFilterSchema } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { abortOnDisconnect } from './replies';

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
export function registerSamplesRoutes(app: FastifyInstance, { samples }: Pick<AppContext, 'samples'>): void {
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
      const wanted = { datasetId: datasource_id, force, page, perPage: per_page, ...body };
      return { result: await samples.page(request.principal, wanted, abortOnDisconnect(reply)) };
    },
  });
}
