import {
  chartCreateSchema,
  chartListItemSchema,
  chartSchema,
  chartUpdateSchema,
  favoriteStatusResponseSchema,
  listQuerystringSchema,
  listResponseSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { relatedUserOptions } from '../users/related-users';
import { pageOptions, pageValues } from '../util/options';
import {
  idsQuerystringSchema,
  messageResponseSchema,
  objectResponseSchema,
  okResponseSchema,
  optionsResponseSchema,
  pkParamsSchema,
  relatedQuerystringSchema,
} from './route-schemas';

const TAGS = ['Charts'];
const BASE = '/api/v1/chart/';

/** The charts API: list, read, create, edit, delete, related options and favourites. */
export function registerChartsRoutes(
  app: FastifyInstance,
  { charts, users }: Pick<AppContext, 'charts' | 'users'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Chart');
  const write = access.can('can_write', 'Chart');

  r.get(BASE, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'List charts',
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(chartListItemSchema) },
    },
    handler: async (request) => charts.list(request.principal, request.query.q),
  });

  r.get(`${BASE}:pk`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'One chart',
      params: pkParamsSchema,
      response: { 200: objectResponseSchema(chartSchema) },
    },
    handler: async (request) => ({
      id: request.params.pk,
      result: await charts.get(request.principal, request.params.pk),
    }),
  });

  r.post(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Create a chart on a dataset you can see; you become an owner',
      body: chartCreateSchema,
      response: { 201: objectResponseSchema(chartSchema) },
    },
    handler: async (request, reply) => {
      const result = await charts.create(request.principal, request.body);
      return reply.status(201).send({ id: result.id, result });
    },
  });

  r.put(`${BASE}:pk`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Edit a chart (owners and admins)',
      params: pkParamsSchema,
      body: chartUpdateSchema,
      response: { 200: objectResponseSchema(chartSchema) },
    },
    handler: async (request) => {
      const result = await charts.update(request.principal, request.params.pk, request.body);
      return { id: result.id, result };
    },
  });

  r.delete(`${BASE}:pk`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete a chart (owners and admins)',
      params: pkParamsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await charts.delete(request.principal, [request.params.pk]);
      return { message: 'OK' };
    },
  });

  r.delete(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete several charts: q=!(1,2,3)',
      querystring: idsQuerystringSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const count = await charts.delete(request.principal, request.query.q);
      return { message: `Deleted ${count} chart${count === 1 ? '' : 's'}` };
    },
  });

  r.get(`${BASE}related/:column`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Options of a related column (owners, created_by, changed_by)',
      params: z.object({ column: z.enum(['owners', 'created_by', 'changed_by']) }),
      querystring: relatedQuerystringSchema,
      response: { 200: optionsResponseSchema },
    },
    handler: async (request) =>
      pageOptions(
        await relatedUserOptions(users, request.principal, 'Chart', (p, q) => charts.list(p, q)),
        request.query.q,
      ),
  });

  r.get(`${BASE}distinct/:column`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Distinct values of a column (viz_type)',
      params: z.object({ column: z.enum(['viz_type']) }),
      querystring: relatedQuerystringSchema,
      response: { 200: optionsResponseSchema },
    },
    handler: async (request) =>
      pageValues(await charts.distinctVizTypes(request.query.q.filter), request.query.q),
  });

  r.get(`${BASE}favorite_status/`, {
    config: { access: access.authenticated },
    schema: {
      tags: TAGS,
      summary: 'Whether you starred each chart: q=!(1,2,3)',
      querystring: idsQuerystringSchema,
      response: { 200: favoriteStatusResponseSchema },
    },
    handler: async (request) => ({ result: await charts.favoriteStatus(request.principal, request.query.q) }),
  });

  r.post(`${BASE}:pk/favorites/`, {
    config: { access: access.authenticated },
    schema: {
      tags: TAGS,
      summary: 'Star a chart',
      params: pkParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await charts.star(request.principal, request.params.pk);
      return { result: 'OK' as const };
    },
  });

  r.delete(`${BASE}:pk/favorites/`, {
    config: { access: access.authenticated },
    schema: {
      tags: TAGS,
      summary: 'Unstar a chart',
      params: pkParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await charts.unstar(request.principal, request.params.pk);
      return { result: 'OK' as const };
    },
  });
}
