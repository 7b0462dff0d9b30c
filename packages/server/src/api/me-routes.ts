import { meRolesSchema, meSchema, type Me } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import type { UserRow } from '../store/users-repo';

/** The Me shape of a user row. */
export function toMe(user: UserRow): Me {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_active: Boolean(user.active),
    is_anonymous: false,
  };
}

/** `GET /api/v1/me/` and `/api/v1/me/roles/`. */
export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/me/', {
    config: { access: access.authenticated },
    schema: {
      tags: ['Current user'],
      summary: 'The signed-in user',
      response: { 200: z.object({ result: meSchema }) },
    },
    handler: async (request) => {
      const user = await ctx.repos.users.findRow(currentUserId(request.principal));
      if (!user) throw notFound('User');
      return { result: toMe(user) };
    },
  });

  r.get('/api/v1/me/roles/', {
    config: { access: access.authenticated },
    schema: {
      tags: ['Current user'],
      summary: "The signed-in user's roles and their permissions",
      response: { 200: z.object({ result: meRolesSchema }) },
    },
    handler: async (request) => {
      const roles = await ctx.repos.roles.rolesWithPermissionsOf(currentUserId(request.principal));
      return { result: { roles: Object.fromEntries(roles) } };
    },
  });
}

/** The user id of an authenticated principal (routes with an authenticated rule only). */
export function currentUserId(principal: { kind: string; userId?: number }): number {
  if (principal.userId === undefined) throw new Error('route needs an authenticated rule');
  return principal.userId;
}
