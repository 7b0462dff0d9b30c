import {
  datasetCreateSchema,
  datasetListItemSchema,
  datasetSchema,
  datasetUpdateSchema,
  listQuerystringSchema,
  listResponseSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, userIdOf } from '../auth/access';
import type { AppContext } from '../context';
import { booleanQuery, messageResponseSchema, objectResponseSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Datasets'];
const BASE = '/api/v1/dataset/';

/** The datasets API: list, read, create, edit, refresh, delete. */
export function registerDatasetsRoutes(
  app: FastifyInstance,
  { datasets }: Pick<AppContext, 'datasets'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Dataset');
  const write = access.can('can_write', 'Dataset');

  r.get(BASE, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'List datasets',
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(datasetListItemSchema) },
    },
    handler: async (request) => datasets.list(request.principal, request.query.q),
  });

  r.get(`${BASE}:pk`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'One dataset with its columns and metrics',
      params: pkParamsSchema,
      response: { 200: objectResponseSchema(datasetSchema) },
    },
    handler: async (request) => {
      const bundle = await datasets.visible(request.principal, request.params.pk);
      return { id: bundle.row.id, result: datasets.toApi(bundle) };
    },
  });

  r.post(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Create a dataset from a table or SQL',
      body: datasetCreateSchema,
      response: { 201: objectResponseSchema(datasetSchema) },
    },
    handler: async (request, reply) => {
      const id = await datasets.create(request.body, userIdOf(request.principal));
      return reply.status(201).send({ id, result: await datasets.getApi(id) });
    },
  });

  r.put(`${BASE}:pk`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Edit a dataset (owners and admins)',
      params: pkParamsSchema,
      querystring: z.object({ override_columns: booleanQuery }),
      body: datasetUpdateSchema,
      response: { 200: objectResponseSchema(datasetSchema) },
    },
    handler: async (request) => {
      const bundle = await datasets.editable(request.principal, request.params.pk);
      await datasets.update(bundle, request.body, userIdOf(request.principal));
      return { id: bundle.row.id, result: await datasets.getApi(bundle.row.id) };
    },
  });

  r.put(`${BASE}:pk/refresh`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: "Re-sync a dataset's columns from its source",
      params: pkParamsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await datasets.refresh(await datasets.editable(request.principal, request.params.pk));
      return { message: 'OK' };
    },
  });

  r.delete(`${BASE}:pk`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete a dataset',
      params: pkParamsSchema,
      querystring: z.object({ force: booleanQuery }),
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await datasets.delete(
        [await datasets.editable(request.principal, request.params.pk)],
        request.query.force,
      );
      return { message: 'OK' };
    },
  });

  r.delete(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete several datasets: q=!(1,2,3)',
      querystring: z.object({ q: z.array(z.number().int().positive()).min(1), force: booleanQuery }),
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const count = await datasets.deleteAsCaller(request.principal, request.query.q, request.query.force);
      return { message: `Deleted ${count} dataset${count === 1 ? '' : 's'}` };
    },
  });
}
