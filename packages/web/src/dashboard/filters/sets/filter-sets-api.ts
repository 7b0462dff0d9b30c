import { filterSetSchema } from '@meridian/core';
import type { DataMaskMap, FilterSet } from '@meridian/core';
import { api } from '../../../app/api';

const filterSetListSchema = {
  parse(raw: unknown): FilterSet[] {
    const result = typeof raw === 'object' && raw !== null && 'result' in raw ? raw.result : [];
    return (Array.isArray(result) ? result : []).map((item) => filterSetSchema.parse(item));
  },
};

/** Who a new set belongs to: the dashboard (its editors save shared sets) or the person saving it. */
export interface FilterSetOwner {
  owner_type: 'Dashboard' | 'User';
  owner_id: number;
}

/** A set's json_metadata text: the masks to apply (Superset keeps the filters' configuration beside them). */
export function filterSetMetadata(dataMask: DataMaskMap): string {
  return JSON.stringify({ dataMask, nativeFilters: {} });
}

const taggedApi = api.enhanceEndpoints({ addTagTypes: ['FilterSet'] });

/** Endpoints of a dashboard's filter sets; the list is read again after each change (spec: reload after each). */
export const filterSetsApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    listFilterSets: build.query<FilterSet[], number>({
      query: (dashboardId) => `/api/v1/dashboard/${dashboardId}/filtersets`,
      transformResponse: (raw: unknown) => filterSetListSchema.parse(raw),
      providesTags: ['FilterSet'],
    }),
    createFilterSet: build.mutation<
      unknown,
      { dashboardId: number; name: string; owner: FilterSetOwner; dataMask: DataMaskMap }
    >({
      query: ({ dashboardId, name, owner, dataMask }) => ({
        url: `/api/v1/dashboard/${dashboardId}/filtersets`,
        method: 'POST',
        body: { name, ...owner, json_metadata: filterSetMetadata(dataMask) },
      }),
      invalidatesTags: ['FilterSet'],
    }),
    updateFilterSet: build.mutation<unknown, { dashboardId: number; id: number; dataMask: DataMaskMap }>({
      query: ({ dashboardId, id, dataMask }) => ({
        url: `/api/v1/dashboard/${dashboardId}/filtersets/${id}`,
        method: 'PUT',
        body: { json_metadata: filterSetMetadata(dataMask) },
      }),
      invalidatesTags: ['FilterSet'],
    }),
    deleteFilterSet: build.mutation<unknown, { dashboardId: number; id: number }>({
      query: ({ dashboardId, id }) => ({
        url: `/api/v1/dashboard/${dashboardId}/filtersets/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['FilterSet'],
    }),
  }),
});

export const {
  useListFilterSetsQuery,
  useCreateFilterSetMutation,
  useUpdateFilterSetMutation,
  useDeleteFilterSetMutation,
} = filterSetsApi;
