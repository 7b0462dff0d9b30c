import { chartSchema, datasetSchema, formDataKeySchema, formDataStateRequestSchema } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { logView } from './log-view';
import { explorePermalinkStateSchema } from '../key-value/key-value-service';

const TAGS = ['Explore'];

const exploreQuerySchema = z.object({
  slice_id: z.coerce.number().int().positive().optional(),
  datasource_id: z.coerce.number().int().positive().optional(),
  datasource_type: z.enum(['table']).optional(),
  permalink_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,40}$/, 'Not a permalink key')
    .optional(),
  form_data_key: formDataKeySchema.optional(),
  viz_type: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/, 'Not a visualization type')
    .optional(),
});

const formDataKeyParams = z.object({ key: formDataKeySchema });
const formDataKeyReply = z.object({ key: z.string() });

const exploreResponseSchema = z.object({
  result: z.object({
    form_data: z.record(z.string(), z.unknown()),
    dataset: datasetSchema.nullable(),
    slice: chartSchema.nullable(),
    message: z.string().nullable(),
    url_params: z.array(z.tuple([z.string(), z.string()])),
  }),
});

/** Explore's hydration call and its permalinks. */
export function registerExploreRoutes(
  app: FastifyInstance,
  {
    explore,
    keyValue,
    formDataState,
    activity,
  }: Pick<AppContext, 'explore' | 'keyValue' | 'formDataState' | 'activity'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Chart');

  r.get('/api/v1/explore/', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Form data, dataset and chart to open explore with',
      querystring: exploreQuerySchema,
      response: { 200: exploreResponseSchema },
    },
    handler: async (request) => {
      const result = await explore.state(request.principal, request.query);
      if (result.slice)
        await logView(request, () =>
          activity.logView(request.principal, { action: 'explore', sliceId: result.slice?.id ?? 0 }),
        );
      return { result };
    },
  });

  r.post('/api/v1/explore/form_data', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: "Store explore's unsaved form data under a new key (`form_data_key` in the URL)",
      body: formDataStateRequestSchema,
      response: { 201: formDataKeyReply },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ key: await formDataState.create(request.principal, request.body) }),
  });

  r.put('/api/v1/explore/form_data/:key', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Replace the unsaved form data of a key the caller stored',
      params: formDataKeyParams,
      body: formDataStateRequestSchema,
      response: { 200: formDataKeyReply },
    },
    handler: async (request) => ({
      key: await formDataState.update(request.principal, request.params.key, request.body),
    }),
  });

  r.get('/api/v1/explore/form_data/:key', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'The unsaved form data of a key, as JSON text',
      params: formDataKeyParams,
      response: { 200: z.object({ form_data: z.string() }) },
    },
    handler: async (request) => ({
      form_data: (await formDataState.read(request.principal, request.params.key)).form_data,
    }),
  });

  r.delete('/api/v1/explore/form_data/:key', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Delete the unsaved form data of a key the caller stored',
      params: formDataKeyParams,
      response: { 200: z.object({ message: z.string() }) },
    },
    handler: async (request) => {
      await formDataState.delete(request.principal, request.params.key);
      return { message: 'Deleted' };
    },
  });

  r.post('/api/v1/explore/permalink', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Store explore state under a short key',
      body: explorePermalinkStateSchema,
      response: { 201: z.object({ key: z.string(), url: z.string() }) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await keyValue.createExplorePermalink(request.principal, request.body)),
  });

  r.get('/api/v1/explore/permalink/:key', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'The explore state of a permalink',
      params: z.object({ key: z.string().min(1).max(40) }),
      response: { 200: z.object({ state: explorePermalinkStateSchema }) },
    },
    handler: async (request) => ({
      state: await keyValue.explorePermalink(request.principal, request.params.key),
    }),
  });
}
