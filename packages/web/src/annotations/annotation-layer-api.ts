import {
  annotationLayerSchema,
  annotationSchema,
  annotationWriteAnswerSchema,
  listResponseSchema,
  type Annotation,
  type AnnotationCreate,
  type AnnotationLayer,
  type AnnotationLayerCreate,
  type AnnotationUpdate,
} from '@meridian/core';
import { api } from '../app/api';
import { encodeListRequest, type ListRequest } from '../app/list-query';

const tagged = api.enhanceEndpoints({ addTagTypes: ['AnnotationLayer', 'Annotation'] });
const BASE = '/api/v1/annotation_layer/';

/** Endpoints of annotation layers and their annotations (`/api/v1/annotation_layer/`). */
export const annotationLayerApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    listAnnotationLayers: build.query<{ count: number; result: AnnotationLayer[] }, ListRequest>({
      query: (request) => `${BASE}?q=${encodeListRequest(request)}`,
      transformResponse: (raw: unknown) => listResponseSchema(annotationLayerSchema).parse(raw),
      providesTags: ['AnnotationLayer'],
    }),
    getAnnotationLayerName: build.query<string, number>({
      query: (id) => `${BASE}${id}`,
      transformResponse: (raw: unknown) => {
        const result = typeof raw === 'object' && raw !== null && 'result' in raw ? raw.result : null;
        const name = typeof result === 'object' && result !== null && 'name' in result ? result.name : '';
        return typeof name === 'string' ? name : '';
      },
      providesTags: ['AnnotationLayer'],
    }),
    createAnnotationLayer: build.mutation<number, AnnotationLayerCreate>({
      query: (body) => ({ url: BASE, method: 'POST', body }),
      transformResponse: (raw: unknown) => annotationWriteAnswerSchema.parse(raw).id,
      invalidatesTags: ['AnnotationLayer'],
    }),
    updateAnnotationLayer: build.mutation<void, { id: number; update: AnnotationLayerCreate }>({
      query: ({ id, update }) => ({ url: `${BASE}${id}`, method: 'PUT', body: update }),
      transformResponse: () => undefined,
      invalidatesTags: ['AnnotationLayer'],
    }),
    deleteAnnotationLayer: build.mutation<void, number>({
      query: (id) => ({ url: `${BASE}${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['AnnotationLayer'],
    }),
    listAnnotations: build.query<
      { count: number; result: Annotation[] },
      { layerId: number; request: ListRequest }
    >({
      query: ({ layerId, request }) => `${BASE}${layerId}/annotation/?q=${encodeListRequest(request)}`,
      transformResponse: (raw: unknown) => listResponseSchema(annotationSchema).parse(raw),
      providesTags: ['Annotation'],
    }),
    createAnnotation: build.mutation<number, { layerId: number; body: AnnotationCreate }>({
      query: ({ layerId, body }) => ({ url: `${BASE}${layerId}/annotation/`, method: 'POST', body }),
      transformResponse: (raw: unknown) => annotationWriteAnswerSchema.parse(raw).id,
      invalidatesTags: ['Annotation', 'AnnotationLayer'],
    }),
    updateAnnotation: build.mutation<void, { layerId: number; id: number; update: AnnotationUpdate }>({
      query: ({ layerId, id, update }) => ({
        url: `${BASE}${layerId}/annotation/${id}`,
        method: 'PUT',
        body: update,
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['Annotation'],
    }),
    deleteAnnotation: build.mutation<void, { layerId: number; id: number }>({
      query: ({ layerId, id }) => ({ url: `${BASE}${layerId}/annotation/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['Annotation', 'AnnotationLayer'],
    }),
  }),
});

export const {
  useListAnnotationLayersQuery,
  useGetAnnotationLayerNameQuery,
  useCreateAnnotationLayerMutation,
  useUpdateAnnotationLayerMutation,
  useDeleteAnnotationLayerMutation,
  useListAnnotationsQuery,
  useCreateAnnotationMutation,
  useUpdateAnnotationMutation,
  useDeleteAnnotationMutation,
} = annotationLayerApi;

/** A stored naive time (`YYYY-MM-DDTHH:mm:ss`) as a datetime-local input's value (`YYYY-MM-DDTHH:mm`). */
export function toDateTimeLocal(naive: string): string {
  return naive.slice(0, 16);
}
