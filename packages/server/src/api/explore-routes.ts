import crypto from 'node:crypto';
import { chartSchema, datasetSchema, type Chart, type Dataset } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { chartToApi } from '../charts/chart-api';
import { toApi, visibleDataset } from './datasets-routes';
import { visibleChart } from './charts-routes';

const TAGS = ['Explore'];
/** key_value resource of explore permalinks. */
export const EXPLORE_PERMALINK_RESOURCE = 'explore_permalink';

/** The state an explore permalink restores. */
const permalinkStateSchema = z.object({
  /** The chart's form data. */
  formData: z.record(z.string(), z.unknown()),
  /** Extra URL parameters, as [name, value] pairs. */
  urlParams: z.array(z.tuple([z.string(), z.string()])).default([]),
});

const exploreQuerySchema = z.object({
  slice_id: z.coerce.number().int().positive().optional(),
  datasource_id: z.coerce.number().int().positive().optional(),
  datasource_type: z.enum(['table']).optional(),
  permalink_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,40}$/, 'Not a permalink key')
    .optional(),
});

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
export function registerExploreRoutes(app: FastifyInstance, ctx: AppContext): void {
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
      const { slice_id, datasource_id, permalink_key } = request.query;
      let formData: Record<string, unknown>;
      let urlParams: [string, string][] = [];
      let slice: Chart | null = null;
      if (permalink_key) {
        const state = await readPermalink(ctx, permalink_key);
        formData = state.formData;
        urlParams = state.urlParams;
        // A permalink of a saved chart opens with that chart's title and owners, as Superset does.
        const sliceId = Number(formData['slice_id']);
        if (Number.isInteger(sliceId) && sliceId > 0)
          slice = await chartOrNull(ctx, request.principal, sliceId);
      } else if (slice_id) {
        slice = chartToApi(await visibleChart(ctx, request.principal, slice_id));
        formData = {
          ...parseObject(slice.params),
          slice_id: slice.id,
          viz_type: slice.viz_type,
          datasource: `${slice.datasource_id ?? 0}__table`,
        };
      } else if (datasource_id) {
        formData = { datasource: `${datasource_id}__table`, viz_type: 'table' };
      } else {
        throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', 'Missing URL parameters');
      }
      const datasetId = datasetIdOf(formData, slice);
      const dataset = datasetId === null ? null : await datasetOrNull(ctx, request.principal, datasetId);
      return {
        result: {
          form_data: formData,
          dataset,
          slice,
          message: dataset ? null : 'Dataset does not exist',
          url_params: urlParams,
        },
      };
    },
  });

  r.post('/api/v1/explore/permalink', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Store explore state under a short key',
      body: permalinkStateSchema,
      response: { 201: z.object({ key: z.string(), url: z.string() }) },
    },
    handler: async (request, reply) => {
      const key = crypto.randomBytes(9).toString('base64url');
      await ctx.store.db
        .insertInto('key_value')
        .values({
          resource: EXPLORE_PERMALINK_RESOURCE,
          uuid: key,
          value: JSON.stringify(request.body),
          created_on: new Date().toISOString(),
          created_by_fk: request.principal.kind === 'user' ? request.principal.userId : null,
          expires_on: null,
        })
        .execute();
      return reply.status(201).send({ key, url: `/superset/explore/p/${key}/` });
    },
  });

  r.get('/api/v1/explore/permalink/:key', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'The explore state of a permalink',
      params: z.object({ key: z.string().min(1).max(40) }),
      response: { 200: z.object({ state: permalinkStateSchema }) },
    },
    handler: async (request) => ({ state: await readPermalink(ctx, request.params.key) }),
  });
}

async function readPermalink(ctx: AppContext, key: string): Promise<z.infer<typeof permalinkStateSchema>> {
  const row = await ctx.store.db
    .selectFrom('key_value')
    .select('value')
    .where('resource', '=', EXPLORE_PERMALINK_RESOURCE)
    .where('uuid', '=', key)
    .executeTakeFirst();
  if (!row) throw notFound('Permalink');
  return permalinkStateSchema.parse(JSON.parse(row.value));
}

function datasetIdOf(formData: Record<string, unknown>, slice: Chart | null): number | null {
  if (slice?.datasource_id) return slice.datasource_id;
  const key = formData['datasource'];
  const id = typeof key === 'string' ? Number(key.split('__')[0]) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

async function chartOrNull(ctx: AppContext, principal: Principal, id: number): Promise<Chart | null> {
  try {
    return chartToApi(await visibleChart(ctx, principal, id));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

async function datasetOrNull(ctx: AppContext, principal: Principal, id: number): Promise<Dataset | null> {
  try {
    return toApi(ctx, await visibleDataset(ctx, principal, id));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
