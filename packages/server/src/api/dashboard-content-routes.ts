import {
  dashboardChartSchema,
  dashboardCopyResponseSchema,
  dashboardCopySchema,
  dashboardDatasetSchema,
  dashboardPermalinkStateSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { legacyCopyInput } from '../dashboards/legacy-copy';
import { storedDashboardPermalinkSchema } from '../key-value/key-value-service';
import { acceptFormBodies } from './replies';
import {
  idOrSlugParamsSchema,
  favstarWrites,
  legacyFavstarParamsSchema,
  pkParamsSchema,
} from './route-schemas';

const TAGS = ['Dashboards'];
const BASE = '/api/v1/dashboard/';
/** Body of the legacy copy call: the copy fields, or Superset's `data` form field holding them with the metadata. */
const legacyCopyBodySchema = dashboardCopySchema.extend({
  data: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});

/** A dashboard's charts and datasets, copies, the legacy favourite calls and permalinks. */
export function registerDashboardContentRoutes(
  app: FastifyInstance,
  { dashboards, keyValue }: Pick<AppContext, 'dashboards' | 'keyValue'>,
): void {
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
    handler: async (request) => ({
      result: await dashboards.charts(request.principal, request.params.id_or_slug),
    }),
  });

  r.get(`${BASE}:id_or_slug/datasets`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: "The datasets of a dashboard's charts that you may see",
      params: idOrSlugParamsSchema,
      response: { 200: z.object({ result: z.array(dashboardDatasetSchema) }) },
    },
    handler: async (request) => ({
      result: await dashboards.datasets(request.principal, request.params.id_or_slug),
    }),
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
    handler: async (request) => dashboards.copy(request.principal, request.params.id_or_slug, request.body),
  });

  // The legacy copy call may come as an HTML form with a `data` field; only this route accepts one.
  void app.register(async (scope) => {
    acceptFormBodies(scope);
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
        const original = String(request.params.pk);
        // The dashboard is checked before its form is read, as Superset does.
        await dashboards.visible(request.principal, original);
        const { data, ...fields } = request.body;
        return dashboards.copy(
          request.principal,
          original,
          data === undefined ? fields : legacyCopyInput(data),
        );
      },
    });
  });

  r.get('/superset/favstar/Dashboard/:id/:action/', {
    config: { access: access.authenticated, csrfOnGet: favstarWrites },
    schema: {
      tags: TAGS,
      summary: 'Legacy: star (select), unstar (unselect) or count your star of a dashboard',
      params: legacyFavstarParamsSchema,
      response: { 200: z.object({ count: z.number().int() }) },
    },
    handler: async (request) => ({
      count: await dashboards.legacyFavstar(request.principal, request.params.id, request.params.action),
    }),
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
      const { principal, params, body } = request;
      return reply
        .status(201)
        .send(await keyValue.createDashboardPermalink(principal, params.id_or_slug, body));
    },
  });

  r.get(`${BASE}permalink/:key`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'The dashboard and state of a permalink',
      params: z.object({ key: z.string().min(1).max(40) }),
      response: { 200: storedDashboardPermalinkSchema },
    },
    handler: async (request) => keyValue.dashboardPermalink(request.principal, request.params.key),
  });

  const filterStateParams = idOrSlugParamsSchema.extend({ key: z.string().min(1).max(40) });
  const filterStateBody = z.object({ value: z.string().max(1_000_000) });

  r.post(`${BASE}:id_or_slug/filter_state`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: "Store a dashboard's filter state under a key (native_filters_key)",
      params: idOrSlugParamsSchema,
      querystring: z.object({ tab_id: z.coerce.number().int().optional() }),
      body: filterStateBody,
      response: { 201: z.object({ key: z.string() }) },
    },
    handler: async (request, reply) => {
      const { principal, params, body } = request;
      return reply
        .status(201)
        .send({ key: await keyValue.createFilterState(principal, params.id_or_slug, body.value) });
    },
  });

  r.get(`${BASE}:id_or_slug/filter_state/:key`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'The value of a stored filter state',
      params: filterStateParams,
      response: { 200: z.object({ value: z.string() }) },
    },
    handler: async (request) => ({
      value: await keyValue.filterState(request.principal, request.params.id_or_slug, request.params.key),
    }),
  });

  r.put(`${BASE}:id_or_slug/filter_state/:key`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Replace the value of a filter state you stored',
      params: filterStateParams,
      querystring: z.object({ tab_id: z.coerce.number().int().optional() }),
      body: filterStateBody,
      response: { 200: z.object({ message: z.string() }) },
    },
    handler: async (request) => {
      const { principal, params, body } = request;
      await keyValue.updateFilterState(principal, params.id_or_slug, params.key, body.value);
      return { message: 'OK' };
    },
  });

  r.delete(`${BASE}:id_or_slug/filter_state/:key`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Delete a filter state you stored',
      params: filterStateParams,
      response: { 200: z.object({ message: z.string() }) },
    },
    handler: async (request) => {
      await keyValue.deleteFilterState(request.principal, request.params.id_or_slug, request.params.key);
      return { message: 'Deleted successfully' };
    },
  });
}
