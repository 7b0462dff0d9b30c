import {
  DATABASE_MESSAGES,
  databaseCreateSchema,
  databaseSchema,
  databaseUpdateSchema,
  listQuerystringSchema,
  listResponseSchema,
  parameterErrorSchema,
  testConnectionSchema,
  validateParametersSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import { canSeeDatabase, dataAccessOf } from '../auth/data-access';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import type { DatabaseRow } from '../store/databases-repo';
import { registerDatabaseIntrospectionRoutes } from './database-introspection-routes';
import { messageResponseSchema, objectResponseSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Database'];
const BASE = '/api/v1/database/';

/** An engine as the connect modal offers it. */
const availableEngineSchema = z.object({
  engine: z.string(),
  name: z.string(),
  sqlalchemy_uri_placeholder: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  preferred: z.boolean(),
});

/** The databases API: CRUD, connection tests, engines, parameter validation. */
export function registerDatabasesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Database');
  const write = access.can('can_write', 'Database');

  r.get(BASE, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'List databases',
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(databaseSchema) },
    },
    handler: async (request) => {
      const dataAccess = dataAccessOf(request.principal);
      const visible = dataAccess.all ? undefined : [...dataAccess.databaseIds];
      const { count, rows } = await ctx.repos.databases.list(request.query.q, visible);
      return { count, ids: rows.map((row) => row.id), result: rows.map((row) => ctx.databases.toApi(row)) };
    },
  });

  r.get(`${BASE}available/`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Engines that can be connected, with their parameters JSON schema',
      response: { 200: z.object({ databases: z.array(availableEngineSchema) }) },
    },
    handler: async () => ({
      databases: ctx.databases.engines.specs.map((spec) => ({
        engine: spec.engine,
        name: spec.engineName,
        sqlalchemy_uri_placeholder: spec.sqlalchemyUriPlaceholder,
        parameters: z.toJSONSchema(spec.parametersSchema, { unrepresentable: 'any' }) as Record<
          string,
          unknown
        >,
        preferred: spec.engine === 'postgresql' || spec.engine === 'duckdb',
      })),
    }),
  });

  r.get(`${BASE}:pk`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'One database (password masked)',
      params: pkParamsSchema,
      response: { 200: objectResponseSchema(databaseSchema) },
    },
    handler: async (request) => {
      const row = await visibleDatabase(ctx, request.principal, request.params.pk);
      return { id: row.id, result: ctx.databases.toApi(row) };
    },
  });

  r.post(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Connect a database (tested first)',
      body: databaseCreateSchema,
      response: { 201: objectResponseSchema(databaseSchema) },
    },
    handler: async (request, reply) => {
      const id = await ctx.databases.create(request.body, userIdOf(request.principal));
      const row = await ctx.repos.databases.get(id);
      if (!row) throw notFound('Database');
      return reply.status(201).send({ id, result: ctx.databases.toApi(row) });
    },
  });

  r.put(`${BASE}:pk`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Edit a database; a masked password keeps the stored one',
      params: pkParamsSchema,
      body: databaseUpdateSchema,
      response: { 200: objectResponseSchema(databaseSchema) },
    },
    handler: async (request) => {
      const row = await visibleDatabase(ctx, request.principal, request.params.pk);
      await ctx.databases.update(row, request.body, userIdOf(request.principal));
      const updated = await ctx.repos.databases.get(row.id);
      if (!updated) throw notFound('Database');
      return { id: row.id, result: ctx.databases.toApi(updated) };
    },
  });

  r.delete(`${BASE}:pk`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete a database without datasets',
      params: pkParamsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await ctx.databases.delete(await visibleDatabase(ctx, request.principal, request.params.pk));
      return { message: 'OK' };
    },
  });

  r.post(`${BASE}test_connection/`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Test a connection',
      body: testConnectionSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await ctx.databases.testConnection(request.body);
      return { message: DATABASE_MESSAGES.connectionOk };
    },
  });

  r.post(`${BASE}validate_parameters/`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Check connection parameters field by field',
      body: validateParametersSchema,
      response: { 200: messageResponseSchema, 422: z.object({ errors: z.array(parameterErrorSchema) }) },
    },
    handler: async (request, reply) => {
      const spec = ctx.databases.engines.byEngine(request.body.engine);
      const errors = spec.validateParameters(request.body.parameters);
      if (errors.length > 0) return reply.status(422).send({ errors });
      return { message: 'OK' };
    },
  });

  registerDatabaseIntrospectionRoutes(app, ctx);
}

/** The database with an id if the caller may see it; 404 otherwise (existence is not revealed). */
export async function visibleDatabase(
  ctx: AppContext,
  principal: Parameters<typeof dataAccessOf>[0],
  id: number,
): Promise<DatabaseRow> {
  const row = await ctx.repos.databases.get(id);
  if (!row || !canSeeDatabase(dataAccessOf(principal), row.id)) throw notFound('Database');
  return row;
}

/** The user id of a caller, or null for anonymous. */
export function userIdOf(principal: { kind: string; userId?: number }): number | null {
  return principal.userId ?? null;
}
