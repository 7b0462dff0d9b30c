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
import { messageResponseSchema, objectResponseSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Security roles'];

/** The roles admin API and the list of permission-resource pairs. */
export function registerRolesRoutes(app: FastifyInstance, { roles }: Pick<AppContext, 'roles'>): void {
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
    handler: async (request) => roles.list(request.query.q),
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
      const role = await roles.get(request.params.pk);
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
      const role = await roles.create(request.body.name);
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
      const role = await roles.rename(request.params.pk, request.body.name);
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
      await roles.delete(request.params.pk);
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
      const role = await roles.setPermissions(request.params.pk, request.body.permission_view_menu_ids);
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
    handler: async () => roles.permissions(),
  });
}
