import {
  DATASET_MESSAGES,
  datasetCreateSchema,
  datasetListItemSchema,
  datasetSchema,
  datasetUpdateSchema,
  listQuerystringSchema,
  listResponseSchema,
  type Dataset,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import { canSeeDataset, dataAccessOf } from '../auth/data-access';
import type { AppContext } from '../context';
import { canEditDataset, datasetToApi } from '../datasets/dataset-api';
import { AppError, notFound } from '../errors';
import type { DatasetBundle } from '../store/datasets-repo';
import { userIdOf } from './databases-routes';
import { registerDatasetLookupRoutes } from './dataset-lookup-routes';
import { messageResponseSchema, objectResponseSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Datasets'];
const BASE = '/api/v1/dataset/';
const booleanQuery = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** The datasets API: list, read, create, edit, refresh, delete. */
export function registerDatasetsRoutes(app: FastifyInstance, ctx: AppContext): void {
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
    handler: async (request) => {
      const dataAccess = dataAccessOf(request.principal);
      const visibility = dataAccess.all
        ? undefined
        : { databaseIds: [...dataAccess.databaseIds], datasetIds: [...dataAccess.datasetIds] };
      const { count, bundles } = await ctx.repos.datasets.list(request.query.q, visibility);
      const result = bundles.map((b) => datasetListItemSchema.parse(toApi(ctx, b)));
      return { count, ids: result.map((d) => d.id), result };
    },
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
      const bundle = await visibleDataset(ctx, request.principal, request.params.pk);
      return { id: bundle.row.id, result: toApi(ctx, bundle) };
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
      const id = await ctx.datasets.create(request.body, userIdOf(request.principal));
      const bundle = await ctx.repos.datasets.get(id);
      if (!bundle) throw notFound('Dataset');
      return reply.status(201).send({ id, result: toApi(ctx, bundle) });
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
      const bundle = await editableDataset(ctx, request.principal, request.params.pk);
      await ctx.datasets.update(bundle, request.body, userIdOf(request.principal));
      return { id: bundle.row.id, result: await freshApi(ctx, bundle.row.id) };
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
      await ctx.datasets.refresh(await editableDataset(ctx, request.principal, request.params.pk));
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
      await ctx.datasets.delete(
        [await editableDataset(ctx, request.principal, request.params.pk)],
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
      const bundles = [];
      for (const id of request.query.q) bundles.push(await editableDataset(ctx, request.principal, id));
      await ctx.datasets.delete(bundles, request.query.force);
      return { message: `Deleted ${bundles.length} dataset${bundles.length === 1 ? '' : 's'}` };
    },
  });

  registerDatasetLookupRoutes(app, ctx);
}

/** The API shape of a dataset bundle. */
export function toApi(ctx: AppContext, bundle: DatasetBundle): Dataset {
  return datasetToApi(bundle, ctx.datasets.specOf(bundle));
}

async function freshApi(ctx: AppContext, id: number): Promise<Dataset> {
  const bundle = await ctx.repos.datasets.get(id);
  if (!bundle) throw notFound('Dataset');
  return toApi(ctx, bundle);
}

/** The dataset with an id if the caller may see it; 404 otherwise. */
export async function visibleDataset(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<DatasetBundle> {
  const bundle = await ctx.repos.datasets.get(id);
  if (
    !bundle ||
    !canSeeDataset(dataAccessOf(principal), { id: bundle.row.id, database_id: bundle.row.database_id })
  )
    throw notFound('Dataset');
  return bundle;
}

/** The dataset if the caller may edit it: 403 for non-owners, 422 when managed externally. */
export async function editableDataset(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<DatasetBundle> {
  const bundle = await visibleDataset(ctx, principal, id);
  if (!canEditDataset(principal, bundle))
    throw new AppError('MISSING_PERMISSION', DATASET_MESSAGES.mustBeOwner);
  if (bundle.row.is_managed_externally)
    throw new AppError('UNPROCESSABLE', DATASET_MESSAGES.managedExternally);
  return bundle;
}
