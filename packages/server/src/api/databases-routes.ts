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
import type { AppContext } from '../context';
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
export function registerDatabasesRoutes(
  app: FastifyInstance,
  { databases }: Pick<AppContext, 'databases'>,
): void {
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
    handler: async (request) => databases.list(request.principal, request.query.q),
  });

  r.get(`${BASE}available/`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Engines that can be connected, with their parameters JSON schema',
      response: { 200: z.object({ databases: z.array(availableEngineSchema) }) },
    },
    handler: async () => ({ databases: databases.availableEngines() }),
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
      const row = await databases.visible(request.principal, request.params.pk);
      return { id: row.id, result: databases.toApi(row) };
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
      const id = await databases.create(request.body, request.principal);
      return reply.status(201).send({ id, result: await databases.getApi(id) });
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
      const row = await databases.visible(request.principal, request.params.pk);
      await databases.update(request.principal, row, request.body);
      return { id: row.id, result: await databases.getApi(row.id) };
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
      await databases.delete(await databases.visible(request.principal, request.params.pk));
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
      await databases.testConnection(request.principal, request.body);
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
      const errors = databases.validateParameters(request.body.engine, request.body.parameters);
      if (errors.length > 0) return reply.status(422).send({ errors });
      return { message: 'OK' };
    },
  });
}
