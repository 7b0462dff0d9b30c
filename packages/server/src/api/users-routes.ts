import {
  listQuerystringSchema,
  listResponseSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
  type UserUpdate,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../auth/access';
import { hashPassword } from '../auth/password';
import type { AppContext } from '../context';
import { fieldErrors, notFound, type FieldErrors } from '../errors';
import type { UserChanges } from '../store/users-repo';
import { messageResponseSchema, objectResponseSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Security users'];

/** The users admin API: list, read, create, update (deactivate), delete. */
export function registerUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
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
    handler: async (request) => {
      const { count, users } = await ctx.repos.users.list(request.query.q);
      return { count, ids: users.map((u) => u.id), result: users };
    },
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
      const user = await ctx.repos.users.get(request.params.pk);
      if (!user) throw notFound('User');
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
      const body = request.body;
      await checkUserInput(ctx, body);
      const { password, roles, ...fields } = body;
      const id = await ctx.repos.users.create({
        ...fields,
        role_ids: roles,
        password_hash: await hashPassword(password),
      });
      const user = await ctx.repos.users.get(id);
      if (!user) throw notFound('User');
      return reply.status(201).send({ id, result: user });
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
      const id = request.params.pk;
      if (!(await ctx.repos.users.findRow(id))) throw notFound('User');
      if (
        request.body.active === false &&
        request.principal.kind === 'user' &&
        request.principal.userId === id
      ) {
        throw fieldErrors({ active: ['You cannot deactivate yourself; ask another admin'] });
      }
      await checkUserInput(ctx, request.body, id);
      const updated = await ctx.repos.users.update(id, await toChanges(request.body));
      const user = updated ? await ctx.repos.users.get(id) : undefined;
      if (!user) throw notFound('User');
      return { id, result: user };
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
      if (request.principal.kind === 'user' && request.principal.userId === request.params.pk) {
        throw fieldErrors({ id: ['You cannot delete yourself; ask another admin'] });
      }
      if (!(await ctx.repos.users.delete(request.params.pk))) throw notFound('User');
      return { message: 'OK' };
    },
  });
}

/** Refuses clashing usernames or emails and unknown role ids with 422 naming the field. */
async function checkUserInput(ctx: AppContext, input: UserUpdate, exceptId?: number): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of await ctx.repos.users.clashes(input, exceptId)) {
    errors[field] = [
      field === 'username'
        ? 'A user with this username already exists'
        : 'A user with this email already exists',
    ];
  }
  const missing = await ctx.repos.roles.missingIds(input.roles ?? []);
  if (missing.length > 0) errors['roles'] = [`Role ids do not exist: ${missing.join(', ')}`];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

async function toChanges(input: UserUpdate): Promise<UserChanges> {
  const { password, roles, ...fields } = input;
  return {
    ...fields,
    ...(roles === undefined ? {} : { role_ids: roles }),
    ...(password === undefined ? {} : { password_hash: await hashPassword(password) }),
  };
}
