import {
  dashboardCreateSchema,
  dashboardListItemSchema,
  dashboardSaveResponseSchema,
  dashboardSchema,
  dashboardUpdateSchema,
  favoriteStatusResponseSchema,
  listQuerystringSchema,
  listResponseSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { logView } from './log-view';
import { relatedUserOptions } from '../users/related-users';
import { pageOptions } from '../util/options';
import {
  idOrSlugParamsSchema,
  idsQuerystringSchema,
  messageResponseSchema,
  objectResponseSchema,
  okResponseSchema,
  optionsResponseSchema,
  relatedQuerystringSchema,
} from './route-schemas';

const TAGS = ['Dashboards'];
const BASE = '/api/v1/dashboard/';

/** The dashboards API: list, read, create, edit, delete, related options and favourites. */
export function registerDashboardsRoutes(
  app: FastifyInstance,
  { dashboards, users, activity }: Pick<AppContext, 'dashboards' | 'users' | 'activity'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Dashboard');
  const write = access.can('can_write', 'Dashboard');

  r.get(BASE, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'List dashboards (drafts only for their owners and admins)',
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(dashboardListItemSchema) },
    },
    handler: async (request) => dashboards.list(request.principal, request.query.q),
  });

  r.get(`${BASE}:id_or_slug`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'One dashboard, by id, slug or uuid',
      params: idOrSlugParamsSchema,
      response: { 200: objectResponseSchema(dashboardSchema) },
    },
    handler: async (request) => {
      const result = await dashboards.get(request.principal, request.params.id_or_slug);
      await logView(request, () =>
        activity.logView(request.principal, { action: 'dashboard', dashboardId: result.id }),
      );
      return { id: result.id, result };
    },
  });

  r.post(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Create a dashboard; you become an owner',
      body: dashboardCreateSchema,
      response: { 201: objectResponseSchema(dashboardSchema) },
    },
    handler: async (request, reply) => {
      const result = await dashboards.create(request.principal, request.body);
      return reply.status(201).send({ id: result.id, result });
    },
  });

  r.put(`${BASE}:id_or_slug`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary:
        'Edit, publish or hide a dashboard (owners and admins); 409 when it changed since `changed_on`',
      params: idOrSlugParamsSchema,
      body: dashboardUpdateSchema,
      response: { 200: dashboardSaveResponseSchema },
    },
    handler: async (request) => dashboards.update(request.principal, request.params.id_or_slug, request.body),
  });

  r.delete(`${BASE}:id_or_slug`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete a dashboard (owners and admins); its charts stay',
      params: idOrSlugParamsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await dashboards.delete(request.principal, [request.params.id_or_slug]);
      return { message: 'OK' };
    },
  });

  r.delete(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete several dashboards: q=!(1,2,3)',
      querystring: idsQuerystringSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const count = await dashboards.delete(request.principal, request.query.q.map(String));
      return { message: `Deleted ${count} dashboard${count === 1 ? '' : 's'}` };
    },
  });

  r.get(`${BASE}related/:column`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Options of a related column (owners, roles, created_by, changed_by)',
      params: z.object({ column: z.enum(['owners', 'roles', 'created_by', 'changed_by']) }),
      querystring: relatedQuerystringSchema,
      response: { 200: optionsResponseSchema },
    },
    handler: async (request) => {
      const options =
        request.params.column === 'roles'
          ? await dashboards.roleOptions()
          : await relatedUserOptions(users, request.principal, 'Dashboard', (p, q) => dashboards.list(p, q));
      return pageOptions(options, request.query.q);
    },
  });

  r.get(`${BASE}favorite_status/`, {
    config: { access: access.authenticated },
    schema: {
      tags: TAGS,
      summary: 'Whether you starred each dashboard: q=!(1,2,3)',
      querystring: idsQuerystringSchema,
      response: { 200: favoriteStatusResponseSchema },
    },
    handler: async (request) => ({
      result: await dashboards.favoriteStatus(request.principal, request.query.q),
    }),
  });

  r.post(`${BASE}:id_or_slug/favorites/`, {
    config: { access: access.authenticated },
    schema: {
      tags: TAGS,
      summary: 'Star a dashboard',
      params: idOrSlugParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await dashboards.star(request.principal, request.params.id_or_slug);
      return { result: 'OK' as const };
    },
  });

  r.delete(`${BASE}:id_or_slug/favorites/`, {
    config: { access: access.authenticated },
    schema: {
      tags: TAGS,
      summary: 'Unstar a dashboard',
      params: idOrSlugParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await dashboards.unstar(request.principal, request.params.id_or_slug);
      return { result: 'OK' as const };
    },
  });
}
