import { filterSetCreateSchema, filterSetSchema, filterSetUpdateSchema } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { idOrSlugParamsSchema } from './route-schemas';

const TAGS = ['Dashboards'];
const BASE = '/api/v1/dashboard/';
const setParamsSchema = idOrSlugParamsSchema.extend({ pk: z.coerce.number().int().positive() });

/** A dashboard's filter sets: named, saved filter values (Superset's former filtersets API). */
export function registerDashboardFilterSetRoutes(
  app: FastifyInstance,
  { filterSets }: Pick<AppContext, 'filterSets'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Viewers save their own sets and apply the dashboard's: reading the dashboard is enough to call these.
  const read = access.can('can_read', 'Dashboard');

  r.get(`${BASE}:id_or_slug/filtersets`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: "A dashboard's filter sets: its own and yours",
      params: idOrSlugParamsSchema,
      response: {
        200: z.object({
          count: z.number().int(),
          ids: z.array(z.number().int()),
          result: z.array(filterSetSchema),
        }),
      },
    },
    handler: async (request) => {
      const result = await filterSets.list(request.principal, request.params.id_or_slug);
      return { count: result.length, ids: result.map((set) => set.id), result };
    },
  });

  r.post(`${BASE}:id_or_slug/filtersets`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Save a filter set (owner_type Dashboard for the dashboard’s owners, User for yourself)',
      params: idOrSlugParamsSchema,
      body: filterSetCreateSchema,
      response: { 201: z.object({ id: z.number().int(), result: filterSetSchema }) },
    },
    handler: async (request, reply) => {
      const result = await filterSets.create(request.principal, request.params.id_or_slug, request.body);
      return reply.status(201).send({ id: result.id, result });
    },
  });

  r.put(`${BASE}:id_or_slug/filtersets/:pk`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Rename a filter set or save new values in it',
      params: setParamsSchema,
      body: filterSetUpdateSchema,
      response: { 200: z.object({ id: z.number().int(), result: filterSetSchema }) },
    },
    handler: async (request) => {
      const { id_or_slug, pk } = request.params;
      const result = await filterSets.update(request.principal, id_or_slug, pk, request.body);
      return { id: result.id, result };
    },
  });

  r.delete(`${BASE}:id_or_slug/filtersets/:pk`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Delete a filter set',
      params: setParamsSchema,
      response: { 200: z.object({ id: z.number().int(), message: z.string() }) },
    },
    handler: async (request) => {
      const { id_or_slug, pk } = request.params;
      await filterSets.delete(request.principal, id_or_slug, pk);
      return { id: pk, message: 'OK' };
    },
  });
}
