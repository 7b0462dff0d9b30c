import { datasetUpdateSchema } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import { dataAccessOf } from '../auth/data-access';
import type { AppContext } from '../context';
import { legacyDatasource } from '../datasets/legacy-datasource';
import { AppError } from '../errors';
import { editableDataset, toApi, visibleDataset } from './datasets-routes';
import { userIdOf } from './databases-routes';

const TAGS = ['Datasets'];
/** Query string of `related/` and `distinct/` calls: `q=(filter, page, page_size)`. */
export const relatedQuerystringSchema = z.object({
  q: z
    .object({
      filter: z.string().default(''),
      page: z.number().int().min(0).default(0),
      page_size: z.number().int().min(1).max(1000).default(25),
    })
    .default({ filter: '', page: 0, page_size: 25 }),
});
/** Answer of `related/` and `distinct/` calls: options with a value and a text. */
export const optionsResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(z.object({ value: z.union([z.number(), z.string()]), text: z.string() })),
});
const legacyResponseSchema = z.record(z.string(), z.unknown());

/** Related owners/databases and distinct schemas for the list filters, and Superset's legacy datasource calls. */
export function registerDatasetLookupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Dataset');

  r.get('/api/v1/dataset/related/:column', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Options of a related column (owners, database)',
      params: z.object({ column: z.enum(['owners', 'database', 'changed_by', 'created_by']) }),
      querystring: relatedQuerystringSchema,
      response: { 200: optionsResponseSchema },
    },
    handler: async (request) => {
      const { filter, page, page_size } = request.query.q;
      const options =
        request.params.column === 'database'
          ? await databaseOptions(ctx, request.principal)
          : await userOptions(ctx);
      const matching = options.filter((o) => o.text.toLowerCase().includes(filter.toLowerCase()));
      return { count: matching.length, result: matching.slice(page * page_size, (page + 1) * page_size) };
    },
  });

  r.get('/api/v1/dataset/distinct/:column', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Distinct values of a column (schema)',
      params: z.object({ column: z.enum(['schema']) }),
      querystring: relatedQuerystringSchema,
      response: { 200: optionsResponseSchema },
    },
    handler: async (request) => {
      const { filter, page, page_size } = request.query.q;
      const schemas = await ctx.repos.datasets.distinctSchemas(filter);
      return {
        count: schemas.length,
        result: schemas.slice(page * page_size, (page + 1) * page_size).map((s) => ({ value: s, text: s })),
      };
    },
  });

  r.get('/datasource/get/:type/:id/', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Legacy: a datasource as JSON',
      params: z.object({ type: z.literal('table'), id: z.coerce.number().int().positive() }),
      response: { 200: legacyResponseSchema },
    },
    handler: async (request) =>
      legacyDatasource(toApi(ctx, await visibleDataset(ctx, request.principal, request.params.id))),
  });

  r.get('/superset/fetch_datasource_metadata', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Legacy: datasource metadata by key {id}__table',
      querystring: z.object({ datasourceKey: z.string().regex(/^\d+__table$/, 'Expected {id}__table') }),
      response: { 200: legacyResponseSchema },
    },
    handler: async (request) => {
      const id = Number(request.query.datasourceKey.split('__')[0]);
      return legacyDatasource(toApi(ctx, await visibleDataset(ctx, request.principal, id)));
    },
  });

  r.post('/datasource/save/', {
    config: { access: access.can('can_write', 'Dataset') },
    schema: {
      tags: TAGS,
      summary: 'Legacy: save a datasource from its JSON (`data`, as an object or JSON text)',
      body: z.object({ data: z.union([z.string(), z.record(z.string(), z.unknown())]) }),
      response: { 200: legacyResponseSchema },
    },
    handler: async (request) => {
      const data = typeof request.body.data === 'string' ? parseJson(request.body.data) : request.body.data;
      const id = Number(data['id']);
      if (!Number.isInteger(id))
        throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
          'data.id': ['Missing data for required field.'],
        });
      const bundle = await editableDataset(ctx, request.principal, id);
      const owners = Array.isArray(data['owners'])
        ? data['owners'].map((o) =>
            typeof o === 'object' && o !== null
              ? Number((o as { id?: unknown; value?: unknown }).id ?? (o as { value?: unknown }).value)
              : Number(o),
          )
        : undefined;
      const update = datasetUpdateSchema.parse({ ...pick(data), ...(owners ? { owners } : {}) });
      await ctx.datasets.update(bundle, update, userIdOf(request.principal));
      return legacyDatasource(toApi(ctx, await visibleDataset(ctx, request.principal, id)));
    },
  });
}

const LEGACY_FIELDS = [
  'table_name',
  'schema',
  'sql',
  'main_dttm_col',
  'description',
  'cache_timeout',
  'offset',
  'default_endpoint',
  'filter_select_enabled',
  'fetch_values_predicate',
  'extra',
  'template_params',
  'normalize_columns',
  'always_filter_main_dttm',
  'columns',
  'metrics',
];

function pick(data: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of LEGACY_FIELDS) if (data[key] !== undefined) picked[key] = data[key];
  if (typeof picked['extra'] === 'object' && picked['extra'] !== null)
    picked['extra'] = JSON.stringify(picked['extra']);
  return picked;
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', { data: ['Expected a JSON object'] });
}

async function databaseOptions(ctx: AppContext, principal: Parameters<typeof dataAccessOf>[0]) {
  const access = dataAccessOf(principal);
  const names = await ctx.repos.databases.names();
  return names
    .filter((d) => access.all || access.databaseIds.has(d.id))
    .map((d) => ({ value: d.id, text: d.database_name }));
}

/** Every user as an option `{value: id, text: 'First Last'}`. */
export async function userOptions(ctx: AppContext) {
  const { users } = await ctx.repos.users.list({
    order_direction: 'asc',
    order_column: 'username',
    page: 0,
    page_size: 1000,
    filters: [],
  });
  return users.map((u) => ({ value: u.id, text: `${u.first_name} ${u.last_name}` }));
}
