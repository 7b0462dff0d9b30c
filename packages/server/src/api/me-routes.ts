import { meRolesSchema, meSchema } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireUserId } from '../auth/access';
import type { AppContext } from '../context';

/** `GET /api/v1/me/` and `/api/v1/me/roles/`. */
export function registerMeRoutes(app: FastifyInstance, { users }: Pick<AppContext, 'users'>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/me/', {
    config: { access: access.authenticated },
    schema: {
      tags: ['Current user'],
      summary: 'The signed-in user',
      response: { 200: z.object({ result: meSchema }) },
    },
    handler: async (request) => ({ result: await users.me(requireUserId(request.principal)) }),
  });

  r.get('/api/v1/me/roles/', {
    config: { access: access.authenticated },
    schema: {
      tags: ['Current user'],
      summary: "The signed-in user's roles and their permissions",
      response: { 200: z.object({ result: meRolesSchema }) },
    },
    handler: async (request) => ({
      result: { roles: await users.rolesOf(requireUserId(request.principal)) },
    }),
  });
}
