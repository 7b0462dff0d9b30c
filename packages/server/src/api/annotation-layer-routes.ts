import {
  annotationCreateSchema,
  annotationLayerCreateSchema,
  annotationLayerSchema,
  annotationLayerUpdateSchema,
  annotationSchema,
  annotationUpdateSchema,
  annotationWriteAnswerSchema,
  listQuerystringSchema,
  listResponseSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireUserId } from '../auth/access';
import type { AppContext } from '../context';
import { registerCrudRoutes } from './crud';
import {
  idsQuerystringSchema,
  messageResponseSchema,
  objectResponseSchema,
  pkParamsSchema,
} from './route-schemas';

const TAGS = ['Annotation Layers'];
const BASE = '/api/v1/annotation_layer/';
const annotationParamsSchema = pkParamsSchema.extend({ annotationId: z.coerce.number().int().positive() });

/** Annotation layers and their annotations (Superset's /api/v1/annotation_layer). */
export function registerAnnotationLayerRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'annotations'>,
): void {
  const service = ctx.annotations;
  registerCrudRoutes(app, {
    base: BASE,
    tags: TAGS,
    permissionView: 'Annotation',
    item: annotationLayerSchema,
    createBody: annotationLayerCreateSchema,
    updateBody: annotationLayerUpdateSchema,
    summaries: {
      list: 'List annotation layers',
      get: 'One annotation layer',
      create: 'Create an annotation layer',
      update: 'Edit an annotation layer',
      delete: 'Delete an annotation layer',
      bulkDelete: 'Delete annotation layers: q=!(ids)',
    },
    // Layers are shared: any caller with the permission reads and edits them; writes record the user.
    callerOf: (principal) => principal,
    service: {
      list: (_principal, query) => service.listLayers(query),
      get: (_principal, id) => service.getLayer(id),
      create: (principal, body) => service.createLayer(requireUserId(principal), body),
      update: (principal, id, body) => service.updateLayer(requireUserId(principal), id, body),
      delete: (_principal, ids) => service.deleteLayers(ids),
    },
    deletedMessage: (n) => `Deleted ${n} annotation layer${n === 1 ? '' : 's'}`,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Annotation');
  const write = access.can('can_write', 'Annotation');

  r.get(`${BASE}:pk/annotation/`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: "A layer's annotations",
      params: pkParamsSchema,
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(annotationSchema) },
    },
    handler: async (request) => service.listAnnotations(request.params.pk, request.query.q),
  });
  r.get(`${BASE}:pk/annotation/:annotationId`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'One annotation',
      params: annotationParamsSchema,
      response: { 200: objectResponseSchema(annotationSchema) },
    },
    handler: async (request) => ({
      id: request.params.annotationId,
      result: await service.getAnnotation(request.params.pk, request.params.annotationId),
    }),
  });
  r.post(`${BASE}:pk/annotation/`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Add an annotation to a layer',
      params: pkParamsSchema,
      body: annotationCreateSchema,
      response: { 201: annotationWriteAnswerSchema },
    },
    handler: async (request, reply) => {
      const id = await service.createAnnotation(
        requireUserId(request.principal),
        request.params.pk,
        request.body,
      );
      return reply.status(201).send({ id, result: request.body });
    },
  });
  r.put(`${BASE}:pk/annotation/:annotationId`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Edit an annotation',
      params: annotationParamsSchema,
      body: annotationUpdateSchema,
      response: { 200: annotationWriteAnswerSchema },
    },
    handler: async (request) => {
      await service.updateAnnotation(
        requireUserId(request.principal),
        request.params.pk,
        request.params.annotationId,
        request.body,
      );
      return { id: request.params.annotationId, result: request.body };
    },
  });
  r.delete(`${BASE}:pk/annotation/:annotationId`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete an annotation',
      params: annotationParamsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await service.deleteAnnotations(request.params.pk, [request.params.annotationId]);
      return { message: 'OK' };
    },
  });
  r.delete(`${BASE}:pk/annotation/`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete annotations of a layer: q=!(ids)',
      params: pkParamsSchema,
      querystring: idsQuerystringSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await service.deleteAnnotations(request.params.pk, request.query.q);
      const n = request.query.q.length;
      return { message: `Deleted ${n} annotation${n === 1 ? '' : 's'}` };
    },
  });
}
