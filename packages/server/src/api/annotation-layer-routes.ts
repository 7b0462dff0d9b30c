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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Annotation');
  const write = access.can('can_write', 'Annotation');
  const service = ctx.annotations;

  r.get(BASE, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'List annotation layers',
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(annotationLayerSchema) },
    },
    handler: async (request) => service.listLayers(request.query.q),
  });
  r.get(`${BASE}:pk`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'One annotation layer',
      params: pkParamsSchema,
      response: { 200: objectResponseSchema(annotationLayerSchema) },
    },
    handler: async (request) => ({
      id: request.params.pk,
      result: await service.getLayer(request.params.pk),
    }),
  });
  r.post(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Create an annotation layer',
      body: annotationLayerCreateSchema,
      response: { 201: annotationWriteAnswerSchema },
    },
    handler: async (request, reply) => {
      const id = await service.createLayer(requireUserId(request.principal), request.body);
      return reply.status(201).send({ id, result: request.body });
    },
  });
  r.put(`${BASE}:pk`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Edit an annotation layer',
      params: pkParamsSchema,
      body: annotationLayerUpdateSchema,
      response: { 200: annotationWriteAnswerSchema },
    },
    handler: async (request) => {
      await service.updateLayer(requireUserId(request.principal), request.params.pk, request.body);
      return { id: request.params.pk, result: request.body };
    },
  });
  r.delete(`${BASE}:pk`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete an annotation layer',
      params: pkParamsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await service.deleteLayers([request.params.pk]);
      return { message: 'OK' };
    },
  });
  r.delete(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete annotation layers: q=!(ids)',
      querystring: idsQuerystringSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await service.deleteLayers(request.query.q);
      const n = request.query.q.length;
      return { message: `Deleted ${n} annotation layer${n === 1 ? '' : 's'}` };
    },
  });

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
