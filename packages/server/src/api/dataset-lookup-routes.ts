import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { relatedUserOptions } from '../users/related-users';
import { pageOptions, pageValues } from '../util/options';
import { optionsResponseSchema, relatedQuerystringSchema } from './route-schemas';

const TAGS = ['Datasets'];
const legacyResponseSchema = z.record(z.string(), z.unknown());

/** Related owners/databases and distinct schemas for the list filters, and Superset's legacy datasource calls. */
export function registerDatasetLookupRoutes(
  app: FastifyInstance,
  {
    datasets,
    databases,
    users,
    legacyDatasets,
  }: Pick<AppContext, 'datasets' | 'databases' | 'users' | 'legacyDatasets'>,
): void {
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
      const options =
        request.params.column === 'database'
          ? await databases.options(request.principal)
          : await relatedUserOptions(users, request.principal, 'Dataset', (p, q) => datasets.list(p, q));
      return pageOptions(options, request.query.q);
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
    handler: async (request) =>
      pageValues(await datasets.distinctSchemas(request.query.q.filter), request.query.q),
  });

  r.get('/datasource/get/:type/:id/', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Legacy: a datasource as JSON',
      params: z.object({ type: z.literal('table'), id: z.coerce.number().int().positive() }),
      response: { 200: legacyResponseSchema },
    },
    handler: async (request) => legacyDatasets.get(request.principal, request.params.id),
  });

  r.get('/superset/fetch_datasource_metadata', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Legacy: datasource metadata by key {id}__table',
      querystring: z.object({ datasourceKey: z.string().regex(/^\d+__table$/, 'Expected {id}__table') }),
      response: { 200: legacyResponseSchema },
    },
    handler: async (request) =>
      legacyDatasets.get(request.principal, Number(request.query.datasourceKey.split('__')[0])),
  });

  r.post('/datasource/save/', {
    config: { access: access.can('can_write', 'Dataset') },
    schema: {
      tags: TAGS,
      summary: 'Legacy: save a datasource from its JSON (`data`, as an object or JSON text)',
      body: z.object({ data: z.union([z.string(), z.record(z.string(), z.unknown())]) }),
      response: { 200: legacyResponseSchema },
    },
    handler: async (request) => legacyDatasets.save(request.principal, request.body.data),
  });
}
