import {
  listQuerystringSchema,
  listResponseSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { messageResponseSchema, objectResponseSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Security users'];

/** The users admin API: list, read, create, update (deactivate), delete. */
export function registerUsersRoutes(app: FastifyInstance, { users }: Pick<AppContext, 'users'>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/security/users/';

  r.get(base, {
    config: { access: access.can('can_read', 'User') },
    schema: {
      tags: TAGS,
      summary: 'List users',
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(userSchema) },
    },
    handler: async (request) => users.list(request.query.q),
  });

  r.get(`${base}:pk`, {
    config: { access: access.can('can_read', 'User') },
    schema: {
      tags: TAGS,
      summary: 'One user',
      params: pkParamsSchema,
      response: { 200: objectResponseSchema(userSchema) },
    },
    handler: async (request) => {
      const user = await users.get(request.params.pk);
      return { id: user.id, result: user };
    },
  });

  r.post(base, {
    config: { access: access.can('can_write', 'User') },
    schema: {
      tags: TAGS,
      summary: 'Create a user',
      body: userCreateSchema,
      response: { 201: objectResponseSchema(userSchema) },
    },
    handler: async (request, reply) => {
      const user = await users.create(request.body);
      return reply.status(201).send({ id: user.id, result: user });
    },
  });

  r.put(`${base}:pk`, {
    config: { access: access.can('can_write', 'User') },
    schema: {
      tags: TAGS,
      summary: 'Update a user; active: false deactivates',
      params: pkParamsSchema,
      body: userUpdateSchema,
      response: { 200: objectResponseSchema(userSchema) },
    },
    handler: async (request) => {
      const user = await users.update(request.principal, request.params.pk, request.body);
      return { id: user.id, result: user };
    },
  });

  r.delete(`${base}:pk`, {
    config: { access: access.can('can_write', 'User') },
    schema: {
      tags: TAGS,
      summary: 'Delete a user',
      params: pkParamsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await users.delete(request.principal, request.params.pk);
      return { message: 'OK' };
    },
  });
}
