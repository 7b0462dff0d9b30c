import { datasetListItemSchema, datasetSchema, encodeRison, listResponseSchema } from '@meridian/core';
import type { Dataset, DatasetCreate, DatasetListItem, DatasetUpdate } from '@meridian/core';
import { api, resultOf } from '../app/api';
import { messageResponseSchema, relatedResponseSchema } from '@meridian/core';
import type { RelatedOption } from '@meridian/core';
import { encodeListRequest, encodeOptionsRequest } from '../app/list-query';
import type { ListRequest } from '../app/list-query';

const datasetListSchema = listResponseSchema(datasetListItemSchema);

const DATASETS = '/api/v1/dataset/';

/** One page of datasets. */
export interface DatasetPage {
  /** Total rows matching the filters. */
  count: number;
  /** Rows of this page. */
  result: DatasetListItem[];
}

/** Columns of the dataset list whose options come from `/related/` or `/distinct/`. */
export type DatasetOptionsColumn = 'related/database' | 'related/owners' | 'distinct/schema';

const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Dataset', 'Database'] });

/** Endpoints of datasets. */
export const datasetApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    listDatasets: build.query<DatasetPage, ListRequest>({
      query: (request) => `${DATASETS}?q=${encodeListRequest(request)}`,
      transformResponse: (raw: unknown) => datasetListSchema.parse(raw),
      providesTags: ['Dataset'],
    }),
    getDataset: build.query<Dataset, number>({
      query: (id) => `${DATASETS}${id}`,
      transformResponse: resultOf(datasetSchema),
      providesTags: (_result, _error, id) => [{ type: 'Dataset', id }],
    }),
    createDataset: build.mutation<Dataset, DatasetCreate>({
      query: (body) => ({ url: DATASETS, method: 'POST', body }),
      transformResponse: resultOf(datasetSchema),
      invalidatesTags: ['Dataset'],
    }),
    updateDataset: build.mutation<Dataset, { id: number; body: DatasetUpdate }>({
      query: ({ id, body }) => ({ url: `${DATASETS}${id}`, method: 'PUT', body }),
      transformResponse: resultOf(datasetSchema),
      invalidatesTags: ['Dataset'],
    }),
    deleteDataset: build.mutation<void, number>({
      query: (id) => ({ url: `${DATASETS}${id}`, method: 'DELETE' }),
      invalidatesTags: ['Dataset'],
    }),
    deleteDatasets: build.mutation<string, number[]>({
      query: (ids) => ({ url: `${DATASETS}?q=${encodeURIComponent(encodeRison(ids))}`, method: 'DELETE' }),
      transformResponse: (raw: unknown) => messageResponseSchema.parse(raw).message,
      invalidatesTags: ['Dataset'],
    }),
    refreshDataset: build.mutation<void, number>({
      query: (id) => ({ url: `${DATASETS}${id}/refresh`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Dataset', id }],
    }),
    datasetOptions: build.query<RelatedOption[], { column: DatasetOptionsColumn; filter: string }>({
      query: ({ column, filter }) => `${DATASETS}${column}?q=${encodeOptionsRequest(filter)}`,
      transformResponse: (raw: unknown) => relatedResponseSchema.parse(raw).result,
      providesTags: ['Dataset', 'Database'],
    }),
  }),
});

/** Hooks of the dataset endpoints. */
export const {
  useListDatasetsQuery,
  useGetDatasetQuery,
  useLazyGetDatasetQuery,
  useCreateDatasetMutation,
  useUpdateDatasetMutation,
  useDeleteDatasetMutation,
  useDeleteDatasetsMutation,
  useRefreshDatasetMutation,
  useDatasetOptionsQuery,
} = datasetApi;
