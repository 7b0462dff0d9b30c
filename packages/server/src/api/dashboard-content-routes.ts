import crypto from 'node:crypto';
import {
  dashboardChartSchema,
  dashboardCopyResponseSchema,
  dashboardCopySchema,
  dashboardDatasetSchema,
  dashboardPermalinkStateSchema,
  dashboardUrl,
  lastModifiedTime,
  type DashboardCopy,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import { dataAccessOf } from '../auth/data-access';
import { canSeeChart } from '../charts/chart-api';
import type { AppContext } from '../context';
import { canSeeChartRef, dashboardChartToApi } from '../dashboards/dashboard-api';
import { copyDashboard } from '../dashboards/dashboard-writes';
import { fieldErrors, notFound } from '../errors';
import type { DashboardBundle } from '../store/dashboards-repo';
import { toApi } from './datasets-routes';
import { dashboardStarKey, idOrSlugParamsSchema, visibleDashboard } from './dashboards-routes';
import { userIdOf } from './databases-routes';
import { pkParamsSchema } from './route-schemas';

const TAGS = ['Dashboards'];
const BASE = '/api/v1/dashboard/';
/** key_value resource of dashboard permalinks. */
export const DASHBOARD_PERMALINK_RESOURCE = 'dashboard_permalink';
const storedPermalinkSchema = z.object({ dashboardId: z.string(), state: dashboardPermalinkStateSchema });
/** Body of the legacy copy call: the copy fields, or Superset's `data` form field holding them with the metadata. */
const legacyCopyBodySchema = dashboardCopySchema.extend({
  data: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});

/** A dashboard's charts and datasets, copies, the legacy favourite calls and permalinks. */
export function registerDashboardContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Dashboard');
  const write = access.can('can_write', 'Dashboard');

  r.get(`${BASE}:id_or_slug/charts`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: "A dashboard's charts with their form data (left out for charts on data you do not see)",
      params: idOrSlugParamsSchema,
      response: { 200: z.object({ result: z.array(dashboardChartSchema) }) },
    },
    handler: async (request) => {
      const dashboard = await visibleDashboard(ctx, request.principal, request.params.id_or_slug);
      const dataAccess = dataAccessOf(request.principal);
      const charts = await ctx.repos.charts.bundles(dashboard.charts.map((c) => c.id));
      const now = new Date();
      return {
        result: charts.map((chart) => dashboardChartToApi(chart, canSeeChart(dataAccess, chart), now)),
      };
    },
  });

  r.get(`${BASE}:id_or_slug/datasets`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: "The datasets of a dashboard's charts that you may see",
      params: idOrSlugParamsSchema,
      response: { 200: z.object({ result: z.array(dashboardDatasetSchema) }) },
    },
    handler: async (request) => {
      const dashboard = await visibleDashboard(ctx, request.principal, request.params.id_or_slug);
      const dataAccess = dataAccessOf(request.principal);
      const ids = dashboard.charts
        .filter((chart) => canSeeChartRef(dataAccess, chart))
        .flatMap((chart) => (chart.datasource_id === null ? [] : [chart.datasource_id]));
      const datasets = await ctx.repos.datasets.bundles([...new Set(ids)]);
      const result = datasets.map((bundle) => ({
        ...toApi(ctx, bundle),
        uid: `${bundle.row.id}__table`,
        name: [bundle.row.schema, bundle.row.table_name].filter(Boolean).join('.'),
      }));
      return { result };
    },
  });

  r.post(`${BASE}:id_or_slug/copy/`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Copy a dashboard, optionally with copies of its charts; you own the copy',
      params: idOrSlugParamsSchema,
      body: dashboardCopySchema,
      response: { 200: dashboardCopyResponseSchema },
    },
    handler: async (request) => {
      const original = await visibleDashboard(ctx, request.principal, request.params.id_or_slug);
      return copyAnswer(ctx, request.principal, original, request.body);
    },
  });

  // The legacy copy call may come as an HTML form with a `data` field; only this route accepts one.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/superset/copy_dash/:pk/', {
      config: { access: write },
      schema: {
        tags: TAGS,
        summary: 'Legacy: copy a dashboard (fields as in the copy call, or in `data` with the metadata)',
        params: pkParamsSchema,
        body: legacyCopyBodySchema,
        response: { 200: dashboardCopyResponseSchema },
      },
      handler: async (request) => {
        const original = await visibleDashboard(ctx, request.principal, String(request.params.pk));
        const { data, ...fields } = request.body;
        return copyAnswer(
          ctx,
          request.principal,
          original,
          data === undefined ? fields : legacyCopyInput(data),
        );
      },
    });
  });

  r.get('/superset/favstar/Dashboard/:id/:action/', {
    config: { access: access.authenticated },
    schema: {
      tags: TAGS,
      summary: 'Legacy: star (select), unstar (unselect) or count your star of a dashboard',
      params: z.object({
        id: z.coerce.number().int().positive(),
        action: z.enum(['select', 'unselect', 'count']),
      }),
      response: { 200: z.object({ count: z.number().int() }) },
    },
    handler: async (request) => {
      const { id, action } = request.params;
      const key = dashboardStarKey(request.principal, id);
      switch (action) {
        case 'select':
          await visibleDashboard(ctx, request.principal, String(id));
          await ctx.repos.favstar.select(key);
          return { count: 1 };
        case 'unselect':
          await ctx.repos.favstar.unselect(key);
          return { count: 0 };
        case 'count':
          return { count: await ctx.repos.favstar.count(key) };
      }
    },
  });

  r.post(`${BASE}:id_or_slug/permalink`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Store the state of a dashboard (filters, open tabs, anchor) under a short key',
      params: idOrSlugParamsSchema,
      body: dashboardPermalinkStateSchema,
      response: { 201: z.object({ key: z.string(), url: z.string() }) },
    },
    handler: async (request, reply) => {
      const dashboard = await visibleDashboard(ctx, request.principal, request.params.id_or_slug);
      const key = crypto.randomBytes(9).toString('base64url');
      await ctx.repos.dashboards.savePermalink({
        resource: DASHBOARD_PERMALINK_RESOURCE,
        key,
        value: { dashboardId: String(dashboard.row.id), state: request.body },
        userId: userIdOf(request.principal),
      });
      return reply.status(201).send({ key, url: `/superset/dashboard/p/${key}/` });
    },
  });

  r.get(`${BASE}permalink/:key`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'The dashboard and state of a permalink',
      params: z.object({ key: z.string().min(1).max(40) }),
      response: { 200: storedPermalinkSchema },
    },
    handler: async (request) => {
      const stored = storedPermalinkSchema.safeParse(
        await ctx.repos.dashboards.permalink(DASHBOARD_PERMALINK_RESOURCE, request.params.key),
      );
      if (!stored.success) throw notFound('Permalink');
      await visibleDashboard(ctx, request.principal, stored.data.dashboardId);
      return stored.data;
    },
  });
}

async function copyAnswer(
  ctx: AppContext,
  principal: Principal,
  original: DashboardBundle,
  input: DashboardCopy,
) {
  const id = await copyDashboard(ctx, principal, original, input);
  const copy = await ctx.repos.dashboards.get(id);
  if (!copy) throw notFound('Dashboard');
  return {
    id,
    dashboard_title: copy.row.dashboard_title,
    url: dashboardUrl(copy.row),
    last_modified_time: lastModifiedTime(copy.row.changed_on),
  };
}

/**
 * Superset's legacy copy form: `data` holds dashboard_title, duplicate_slices and css beside the metadata keys
 * (positions, filter_scopes and default_filters as the page sent them); last_modified_time is dropped.
 */
function legacyCopyInput(data: string | Record<string, unknown>): DashboardCopy {
  const fields = typeof data === 'string' ? parseDataObject(data) : data;
  const { dashboard_title, duplicate_slices, css, last_modified_time: _dropped, ...metadata } = fields;
  if (typeof metadata['filter_scopes'] === 'string')
    metadata['filter_scopes'] = parseDataObject(metadata['filter_scopes']);
  return dashboardCopySchema.parse({
    dashboard_title: dashboard_title ?? undefined,
    css: css ?? undefined,
    duplicate_slices: duplicate_slices === true || duplicate_slices === 'true',
    json_metadata: JSON.stringify(metadata),
  });
}

function parseDataObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw fieldErrors({ data: ['Must be a JSON object'] }, 'INVALID_PAYLOAD_SCHEMA_ERROR');
}
