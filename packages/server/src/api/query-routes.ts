import {
  listQuerystringSchema,
  listResponseSchema,
  queryListItemSchema,
  sqlLabQuerySchema,
  stopQuerySchema,
  updatedSinceQuerySchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { sqlLabCallerOf } from '../sqllab/caller';
import { objectResponseSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Queries'];
const BASE = '/api/v1/query/';

/** Query history and stopping runs (Superset's /api/v1/query). */
export function registerQueryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sqlLab = access.can('can_sqllab', 'Superset');
  const { history, runs } = ctx.sqlLab;

  r.get(BASE, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'Query history: your runs (everyone’s for an admin), with rison filters',
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(queryListItemSchema) },
    },
    handler: async (request) => history.list(sqlLabCallerOf(request.principal), request.query.q),
  });

  r.get(`${BASE}updated_since`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'Your runs changed since an epoch-ms time',
      querystring: z.object({ q: updatedSinceQuerySchema }),
      response: { 200: z.object({ result: z.array(sqlLabQuerySchema) }) },
    },
    handler: async (request) => ({
      result: await history.updatedSince(sqlLabCallerOf(request.principal), request.query.q.last_updated_ms),
    }),
  });

  r.get(`${BASE}distinct/status`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'Statuses present in the history',
      response: {
        200: z.object({
          count: z.number().int(),
          result: z.array(z.object({ value: z.string(), text: z.string() })),
        }),
      },
    },
    handler: async (request) => {
      const statuses = await history.statuses(sqlLabCallerOf(request.principal));
      return { count: statuses.length, result: statuses.map((value) => ({ value, text: value })) };
    },
  });

  r.get(`${BASE}:pk`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'One run',
      params: pkParamsSchema,
      response: { 200: objectResponseSchema(queryListItemSchema) },
    },
    handler: async (request) => ({
      id: request.params.pk,
      result: await history.get(sqlLabCallerOf(request.principal), request.params.pk),
    }),
  });

  r.post(`${BASE}stop`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'Stop a running query on its engine',
      body: stopQuerySchema,
      response: { 200: z.object({ result: z.literal('OK') }) },
    },
    handler: async (request) => {
      await runs.stop(sqlLabCallerOf(request.principal), request.body.client_id);
      return { result: 'OK' as const };
    },
  });
}
