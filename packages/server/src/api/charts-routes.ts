import {
  AUTH_MESSAGES,
  CHART_MESSAGES,
  chartCreateSchema,
  chartListItemSchema,
  chartSchema,
  chartUpdateSchema,
  favoriteStatusResponseSchema,
  isAdminRoleList,
  listQuerystringSchema,
  listResponseSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import { dataAccessOf } from '../auth/data-access';
import { canEditChart, canSeeChart, chartToApi } from '../charts/chart-api';
import { createChart, updateChart, type ChartEditor } from '../charts/chart-writes';
import type { AppContext } from '../context';
import { AppError, fieldErrors, notFound } from '../errors';
import type { ChartBundle } from '../store/charts-repo';
import { FAVSTAR_CLASSES } from '../store/favstar-repo';
import { registerChartLegacyRoutes } from './chart-legacy-routes';
import { userIdOf } from './databases-routes';
import { optionsResponseSchema, relatedQuerystringSchema, userOptions } from './dataset-lookup-routes';
import { visibleDataset } from './datasets-routes';
import { messageResponseSchema, objectResponseSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Charts'];
const BASE = '/api/v1/chart/';
const idsQuerystringSchema = z.object({ q: z.array(z.number().int().positive()).min(1) });
const okResponseSchema = z.object({ result: z.literal('OK') });

/** The charts API: list, read, create, edit, delete, related options and favourites; and the legacy chart calls. */
export function registerChartsRoutes(app: FastifyInstance, ctx: AppContext): void {
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
    handler: async (request) => {
      const dataAccess = dataAccessOf(request.principal);
      const visibility = dataAccess.all
        ? undefined
        : { databaseIds: [...dataAccess.databaseIds], datasetIds: [...dataAccess.datasetIds] };
      const { count, bundles } = await ctx.repos.charts.list(request.query.q, {
        visibility,
        userId: userIdOf(request.principal),
      });
      const result = bundles.map((b) => chartListItemSchema.parse(chartToApi(b)));
      return { count, ids: result.map((c) => c.id), result };
    },
  });

  r.get(`${BASE}:pk`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'One chart',
      params: pkParamsSchema,
      response: { 200: objectResponseSchema(chartSchema) },
    },
    handler: async (request) => {
      const bundle = await visibleChart(ctx, request.principal, request.params.pk);
      return { id: bundle.row.id, result: chartToApi(bundle) };
    },
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
      await chartDataset(ctx, request.principal, request.body.datasource_id);
      const id = await createChart(ctx.repos.charts, request.body, editorOf(request.principal));
      return reply.status(201).send({ id, result: await freshApi(ctx, id) });
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
      const bundle = await editableChart(ctx, request.principal, request.params.pk);
      if (request.body.datasource_id !== undefined)
        await chartDataset(ctx, request.principal, request.body.datasource_id);
      await updateChart(ctx.repos.charts, bundle, request.body, editorOf(request.principal));
      return { id: bundle.row.id, result: await freshApi(ctx, bundle.row.id) };
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
      const bundle = await editableChart(ctx, request.principal, request.params.pk);
      await ctx.repos.charts.delete([bundle.row.id]);
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
      const ids = [...new Set(request.query.q)];
      for (const id of ids) await editableChart(ctx, request.principal, id);
      await ctx.repos.charts.delete(ids);
      return { message: `Deleted ${ids.length} chart${ids.length === 1 ? '' : 's'}` };
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
    handler: async (request) => {
      const { filter, page, page_size } = request.query.q;
      const options = (await userOptions(ctx)).filter((o) =>
        o.text.toLowerCase().includes(filter.toLowerCase()),
      );
      return { count: options.length, result: options.slice(page * page_size, (page + 1) * page_size) };
    },
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
    handler: async (request) => {
      const { filter, page, page_size } = request.query.q;
      const types = await ctx.repos.charts.distinctVizTypes(filter);
      return {
        count: types.length,
        result: types.slice(page * page_size, (page + 1) * page_size).map((t) => ({ value: t, text: t })),
      };
    },
  });

  r.get(`${BASE}favorite_status/`, {
    config: { access: access.authenticated },
    schema: {
      tags: TAGS,
      summary: 'Whether you starred each chart: q=!(1,2,3)',
      querystring: idsQuerystringSchema,
      response: { 200: favoriteStatusResponseSchema },
    },
    handler: async (request) => {
      const userId = userIdOf(request.principal) ?? -1;
      const starred = await ctx.repos.favstar.starredIds(userId, FAVSTAR_CLASSES.chart, request.query.q);
      return { result: request.query.q.map((id) => ({ id, value: starred.has(id) })) };
    },
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
      const bundle = await visibleChart(ctx, request.principal, request.params.pk);
      await ctx.repos.favstar.select(starKey(request.principal, bundle.row.id));
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
      await ctx.repos.favstar.unselect(starKey(request.principal, request.params.pk));
      return { result: 'OK' as const };
    },
  });

  registerChartLegacyRoutes(app, ctx);
}

/** The chart with an id if the caller may see its dataset; 404 otherwise. */
export async function visibleChart(ctx: AppContext, principal: Principal, id: number): Promise<ChartBundle> {
  const bundle = await ctx.repos.charts.get(id);
  if (!bundle || !canSeeChart(dataAccessOf(principal), bundle)) throw notFound('Chart');
  return bundle;
}

/** The chart if the caller may change it: 403 for anyone but its owners and admins. */
export async function editableChart(ctx: AppContext, principal: Principal, id: number): Promise<ChartBundle> {
  const bundle = await visibleChart(ctx, principal, id);
  if (!canEditChart(principal, bundle)) throw new AppError('MISSING_PERMISSION', CHART_MESSAGES.forbidden);
  return bundle;
}

/** A chart's star key for the signed-in caller. */
export function starKey(principal: Principal, objId: number) {
  if (principal.kind !== 'user') throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.notAuthenticated);
  return { userId: principal.userId, className: FAVSTAR_CLASSES.chart, objId };
}

/** Checks a chart's dataset exists and the caller sees it: 422 as Superset answers a missing datasource. */
async function chartDataset(ctx: AppContext, principal: Principal, datasetId: number): Promise<void> {
  try {
    await visibleDataset(ctx, principal, datasetId);
  } catch (error) {
    if (error instanceof AppError && error.errorType === 'RESOURCE_NOT_FOUND')
      throw fieldErrors({ datasource_id: [CHART_MESSAGES.datasourceMissing] });
    throw error;
  }
}

function editorOf(principal: Principal): ChartEditor {
  return {
    userId: userIdOf(principal),
    isAdmin: principal.kind === 'user' && isAdminRoleList(principal.roleNames),
  };
}

async function freshApi(ctx: AppContext, id: number) {
  const bundle = await ctx.repos.charts.get(id);
  if (!bundle) throw notFound('Chart');
  return chartToApi(bundle);
}
