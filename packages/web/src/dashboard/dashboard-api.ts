import {
  dashboardChartSchema,
  dashboardDatasetSchema,
  dashboardListItemSchema,
  dashboardSchema,
  listResponseSchema,
} from '@meridian/core';
import type { Dashboard, DashboardChart, DashboardDataset, DashboardListItem } from '@meridian/core';
import { api, resultOf } from '../app/api';
import { encodeListRequest } from '../app/list-query';
import type { ListRequest } from '../app/list-query';

const DASHBOARDS = '/api/v1/dashboard/';
const dashboardListSchema = listResponseSchema(dashboardListItemSchema);

/** One page of dashboards. */
export interface DashboardPage {
  /** Total rows matching the filters. */
  count: number;
  /** Rows of this page. */
  result: DashboardListItem[];
}

/** A parser of arrays whose items a schema parses. */
function arrayOf<T>(schema: { parse(value: unknown): T }): { parse(value: unknown): T[] } {
  return {
    parse: (value) => {
      if (!Array.isArray(value)) throw new Error('Expected a list');
      return value.map((item) => schema.parse(item));
    },
  };
}

const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard', 'DashboardStar'] });

/** Endpoints of dashboards. */
export const dashboardApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    listDashboards: build.query<DashboardPage, ListRequest>({
      query: (request) => `${DASHBOARDS}?q=${encodeListRequest(request)}`,
      transformResponse: (raw: unknown) => dashboardListSchema.parse(raw),
      providesTags: ['Dashboard'],
    }),
    getDashboard: build.query<Dashboard, string>({
      query: (idOrSlug) => `${DASHBOARDS}${encodeURIComponent(idOrSlug)}`,
      transformResponse: resultOf(dashboardSchema),
      providesTags: ['Dashboard'],
    }),
    getDashboardCharts: build.query<DashboardChart[], string>({
      query: (idOrSlug) => `${DASHBOARDS}${encodeURIComponent(idOrSlug)}/charts`,
      transformResponse: resultOf(arrayOf(dashboardChartSchema)),
    }),
    getDashboardDatasets: build.query<DashboardDataset[], string>({
      query: (idOrSlug) => `${DASHBOARDS}${encodeURIComponent(idOrSlug)}/datasets`,
      transformResponse: resultOf(arrayOf(dashboardDatasetSchema)),
    }),
    getDashboardStarCount: build.query<number, number>({
      query: (id) => `/superset/favstar/Dashboard/${id}/count/`,
      transformResponse: (raw: unknown) =>
        typeof raw === 'object' && raw !== null && 'count' in raw && typeof raw.count === 'number'
          ? raw.count
          : 0,
      providesTags: ['DashboardStar'],
    }),
    setDashboardStar: build.mutation<void, { id: number; starred: boolean }>({
      query: ({ id, starred }) => ({
        url: `${DASHBOARDS}${id}/favorites/`,
        method: starred ? 'POST' : 'DELETE',
      }),
      invalidatesTags: ['DashboardStar'],
    }),
    setDashboardPublished: build.mutation<void, { id: number; published: boolean }>({
      query: ({ id, published }) => ({ url: `${DASHBOARDS}${id}`, method: 'PUT', body: { published } }),
      invalidatesTags: ['Dashboard'],
    }),
  }),
});

export const {
  useListDashboardsQuery,
  useGetDashboardQuery,
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardStarCountQuery,
  useSetDashboardStarMutation,
  useSetDashboardPublishedMutation,
} = dashboardApi;
