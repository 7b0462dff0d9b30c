import {
  listQuerystringSchema,
  listResponseSchema,
  permissionResourceSchema,
  rolePermissionsWriteSchema,
  roleSchema,
  roleWriteSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { fieldErrors, notFound } from '../errors';
import { messageResponseSchema, objectResponseSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Security roles'];

/** The roles admin API and the list of permission-resource pairs. */
export function registerRolesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/security/roles/';
  const readRole = access.can('can_read', 'Role');
  const writeRole = access.can('can_write', 'Role');

  r.get(base, {
    config: { access: readRole },
    schema: {
      tags: TAGS,
      summary: 'List roles',
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(roleSchema) },
    },
    handler: async (request) => {
      const { count, roles } = await ctx.repos.roles.list(request.query.q);
      return { count, ids: roles.map((role) => role.id), result: roles };
    },
  });

  r.get(`${base}:pk`, {
    config: { access: readRole },
    schema: {
      tags: TAGS,
      summary: 'One role',
      params: pkParamsSchema,
      response: { 200: objectResponseSchema(roleSchema) },
    },
    handler: async (request) => {
      const role = await ctx.repos.roles.get(request.params.pk);
      if (!role) throw notFound('Role');
      return { id: role.id, result: role };
    },
  });

  r.post(base, {
    config: { access: writeRole },
    schema: {
      tags: TAGS,
      summary: 'Create a role',
      body: roleWriteSchema,
      response: { 201: objectResponseSchema(roleSchema) },
    },
    handler: async (request, reply) => {
      await refuseTakenName(ctx, request.body.name);
      const role = await ctx.repos.roles.get(await ctx.repos.roles.create(request.body.name));
      if (!role) throw notFound('Role');
      return reply.status(201).send({ id: role.id, result: role });
    },
  });

  r.put(`${base}:pk`, {
    config: { access: writeRole },
    schema: {
      tags: TAGS,
      summary: 'Rename a role',
      params: pkParamsSchema,
      body: roleWriteSchema,
      response: { 200: objectResponseSchema(roleSchema) },
    },
    handler: async (request) => {
      await refuseTakenName(ctx, request.body.name, request.params.pk);
      if (!(await ctx.repos.roles.rename(request.params.pk, request.body.name))) throw notFound('Role');
      const role = await ctx.repos.roles.get(request.params.pk);
      if (!role) throw notFound('Role');
      return { id: role.id, result: role };
    },
  });

  r.delete(`${base}:pk`, {
    config: { access: writeRole },
    schema: {
      tags: TAGS,
      summary: 'Delete a role',
      params: pkParamsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const role = await ctx.repos.roles.get(request.params.pk);
      if (!role) throw notFound('Role');
      if (role.name === 'Admin') throw fieldErrors({ name: ['The Admin role cannot be deleted'] });
      await ctx.repos.roles.delete(role.id);
      return { message: 'OK' };
    },
  });

  r.post(`${base}:pk/permissions`, {
    config: { access: writeRole },
    schema: {
      tags: TAGS,
      summary: "Replace a role's permissions",
      params: pkParamsSchema,
      body: rolePermissionsWriteSchema,
      response: { 200: objectResponseSchema(roleSchema) },
    },
    handler: async (request) => {
      const ids = request.body.permission_view_menu_ids;
      const missing = await ctx.repos.roles.missingPermissionIds(ids);
      if (missing.length > 0)
        throw fieldErrors({
          permission_view_menu_ids: [`Permission ids do not exist: ${missing.join(', ')}`],
        });
      if (!(await ctx.repos.roles.get(request.params.pk))) throw notFound('Role');
      await ctx.repos.roles.setPermissions(request.params.pk, ids);
      const role = await ctx.repos.roles.get(request.params.pk);
      if (!role) throw notFound('Role');
      return { id: role.id, result: role };
    },
  });

  r.get('/api/v1/security/permissions-resources/', {
    config: { access: readRole },
    schema: {
      tags: TAGS,
      summary: 'Every permission-resource pair',
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(permissionResourceSchema) },
    },
    handler: async () => {
      const result = await ctx.repos.roles.listPermissions();
      return { count: result.length, ids: result.map((p) => p.id), result };
    },
  });
}

async function refuseTakenName(ctx: AppContext, name: string, exceptId?: number): Promise<void> {
  const existing = await ctx.repos.roles.idByName(name);
  if (existing !== undefined && existing !== exceptId)
    throw fieldErrors({ name: ['A role with this name already exists'] });
}
