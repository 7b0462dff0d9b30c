import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GENERIC_TYPES } from '@meridian/core';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { pkParamsSchema } from './route-schemas';

const TAGS = ['Database'];
const BASE = '/api/v1/database/';

const tablesQuerystringSchema = z.object({
  q: z.object({ schema_name: z.string().min(1), force: z.boolean().default(false) }),
});
const tableMetadataQuerystringSchema = z.object({ name: z.string().min(1), schema: z.string().min(1) });
const columnSchema = z.object({
  name: z.string(),
  type: z.string(),
  type_generic: z.enum(GENERIC_TYPES).nullable(),
  nullable: z.boolean(),
  is_dttm: z.boolean(),
});

/** Schemas, tables, columns and partitions of a connected database. */
export function registerDatabaseIntrospectionRoutes(
  app: FastifyInstance,
  { introspection }: Pick<AppContext, 'introspection'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Database');

  r.get(`${BASE}:pk/schemas/`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Schemas of a database',
      params: pkParamsSchema,
      response: { 200: z.object({ result: z.array(z.string()) }) },
    },
    handler: async (request) => ({
      result: await introspection.schemas(request.principal, request.params.pk),
    }),
  });

  r.get(`${BASE}:pk/tables/`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Tables and views of a schema',
      params: pkParamsSchema,
      querystring: tablesQuerystringSchema,
      response: {
        200: z.object({
          count: z.number().int(),
          result: z.array(z.object({ value: z.string(), type: z.enum(['table', 'view']), extra: z.null() })),
        }),
      },
    },
    handler: async (request) => {
      const { principal, params, query } = request;
      const tables = await introspection.tables(principal, params.pk, query.q.schema_name);
      return {
        count: tables.length,
        result: tables.map((t) => ({ value: t.name, type: t.type, extra: null })),
      };
    },
  });

  r.get(`${BASE}:pk/table_metadata/`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Columns of a table',
      params: pkParamsSchema,
      querystring: tableMetadataQuerystringSchema,
      response: {
        200: z.object({
          name: z.string(),
          schema: z.string(),
          columns: z.array(columnSchema),
          selectStar: z.string(),
        }),
      },
    },
    handler: async (request) => {
      const { name, schema } = request.query;
      const metadata = await introspection.tableMetadata(request.principal, request.params.pk, {
        schema,
        name,
      });
      return { name, schema, ...metadata };
    },
  });

  r.get(`${BASE}:pk/table_extra/:table/:schema/`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Partitions and extra metadata of a table',
      params: pkParamsSchema.extend({ table: z.string().min(1), schema: z.string().min(1) }),
      response: { 200: z.record(z.string(), z.unknown()) },
    },
    handler: async (request) => {
      const { schema, table } = request.params;
      return {
        ...(await introspection.tableExtra(request.principal, request.params.pk, { schema, name: table })),
      };
    },
  });
}
