import {
  AUTH_MESSAGES,
  DASHBOARD_MESSAGES,
  dashboardCreateSchema,
  dashboardListItemSchema,
  dashboardSaveResponseSchema,
  dashboardSchema,
  dashboardUpdateSchema,
  favoriteStatusResponseSchema,
  lastModifiedTime,
  listQuerystringSchema,
  listResponseSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import { dataAccessOf } from '../auth/data-access';
import type { AppContext } from '../context';
import {
  canEditDashboard,
  canSeeDashboard,
  dashboardToApi,
  dashboardToListItem,
  listVisibilityOf,
} from '../dashboards/dashboard-api';
import { createDashboard, updateDashboard } from '../dashboards/dashboard-writes';
import { AppError, notFound } from '../errors';
import type { DashboardBundle } from '../store/dashboards-repo';
import { FAVSTAR_CLASSES, type FavStarKey } from '../store/favstar-repo';
import { registerDashboardContentRoutes } from './dashboard-content-routes';
import { userIdOf } from './databases-routes';
import { optionsResponseSchema, relatedQuerystringSchema, userOptions } from './dataset-lookup-routes';
import { messageResponseSchema, objectResponseSchema } from './route-schemas';

const TAGS = ['Dashboards'];
const BASE = '/api/v1/dashboard/';
/** Path parameter of routes addressing a dashboard by id, slug or uuid, as Superset's `<id_or_slug>`. */
export const idOrSlugParamsSchema = z.object({ id_or_slug: z.string().min(1).max(255) });
const idsQuerystringSchema = z.object({ q: z.array(z.number().int().positive()).min(1) });
const okResponseSchema = z.object({ result: z.literal('OK') });

/** The dashboards API: list, read, create, edit, delete, related options and favourites; and its sub-resources. */
export function registerDashboardsRoutes(app: FastifyInstance, ctx: AppContext): void {
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
    handler: async (request) => {
      const { count, bundles } = await ctx.repos.dashboards.list(request.query.q, {
        visibility: listVisibilityOf(request.principal),
        userId: userIdOf(request.principal),
      });
      const now = new Date();
      const result = bundles.map((b) => dashboardToListItem(b, now));
      return { count, ids: result.map((d) => d.id), result };
    },
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
      const bundle = await visibleDashboard(ctx, request.principal, request.params.id_or_slug);
      return { id: bundle.row.id, result: dashboardToApi(bundle, dataAccessOf(request.principal)) };
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
      const id = await createDashboard(ctx, request.principal, request.body);
      return reply.status(201).send({ id, result: await freshApi(ctx, request.principal, id) });
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
    handler: async (request) => {
      const bundle = await editableDashboard(ctx, request.principal, request.params.id_or_slug);
      await updateDashboard(ctx, request.principal, bundle, request.body);
      const result = await freshApi(ctx, request.principal, bundle.row.id);
      return { id: bundle.row.id, result, last_modified_time: lastModifiedTime(result.changed_on) };
    },
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
      const bundle = await editableDashboard(ctx, request.principal, request.params.id_or_slug);
      await ctx.repos.dashboards.delete([bundle.row.id]);
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
      const ids = [...new Set(request.query.q)];
      for (const id of ids) await editableDashboard(ctx, request.principal, String(id));
      await ctx.repos.dashboards.delete(ids);
      return { message: `Deleted ${ids.length} dashboard${ids.length === 1 ? '' : 's'}` };
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
      const { filter, page, page_size } = request.query.q;
      const options =
        request.params.column === 'roles' ? await ctx.repos.dashboards.roleOptions() : await userOptions(ctx);
      const matching = options.filter((o) => o.text.toLowerCase().includes(filter.toLowerCase()));
      return { count: matching.length, result: matching.slice(page * page_size, (page + 1) * page_size) };
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
    handler: async (request) => {
      const userId = userIdOf(request.principal) ?? -1;
      const starred = await ctx.repos.favstar.starredIds(userId, FAVSTAR_CLASSES.dashboard, request.query.q);
      return { result: request.query.q.map((id) => ({ id, value: starred.has(id) })) };
    },
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
      const bundle = await visibleDashboard(ctx, request.principal, request.params.id_or_slug);
      await ctx.repos.favstar.select(dashboardStarKey(request.principal, bundle.row.id));
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
      // Unstarring needs no access to the dashboard: a star left on one you lost access to can still go.
      const { id_or_slug } = request.params;
      const id = /^[1-9]\d{0,14}$/.test(id_or_slug)
        ? Number(id_or_slug)
        : (await visibleDashboard(ctx, request.principal, id_or_slug)).row.id;
      await ctx.repos.favstar.unselect(dashboardStarKey(request.principal, id));
      return { result: 'OK' as const };
    },
  });

  registerDashboardContentRoutes(app, ctx);
}

/** The dashboard a path names if the caller may open it; 404 otherwise. */
export async function visibleDashboard(
  ctx: AppContext,
  principal: Principal,
  idOrSlug: string,
): Promise<DashboardBundle> {
  const bundle = await ctx.repos.dashboards.getByIdOrSlug(idOrSlug);
  if (!bundle || !canSeeDashboard(principal, bundle)) throw notFound('Dashboard');
  return bundle;
}

/** The dashboard if the caller may change it: 403 for anyone but its owners and admins. */
export async function editableDashboard(
  ctx: AppContext,
  principal: Principal,
  idOrSlug: string,
): Promise<DashboardBundle> {
  const bundle = await visibleDashboard(ctx, principal, idOrSlug);
  if (!canEditDashboard(principal, bundle))
    throw new AppError('MISSING_PERMISSION', DASHBOARD_MESSAGES.forbidden);
  return bundle;
}

/** A dashboard's star key for the signed-in caller. */
export function dashboardStarKey(principal: Principal, objId: number): FavStarKey {
  if (principal.kind !== 'user') throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.notAuthenticated);
  return { userId: principal.userId, className: FAVSTAR_CLASSES.dashboard, objId };
}

async function freshApi(ctx: AppContext, principal: Principal, id: number) {
  const bundle = await ctx.repos.dashboards.get(id);
  if (!bundle) throw notFound('Dashboard');
  return dashboardToApi(bundle, dataAccessOf(principal));
}
