import {
  chartListItemSchema,
  encodeRison,
  favoriteStatusResponseSchema,
  listResponseSchema,
  messageResponseSchema,
  relatedResponseSchema,
} from '@meridian/core';
import type { ChartListItem, RelatedOption } from '@meridian/core';
import { useMemo } from 'react';
import { api } from '../app/api';
import { encodeListRequest, encodeOptionsRequest } from '../app/list-query';
import type { ListRequest } from '../app/list-query';
import type { OptionsHook } from '../components/list/list-filters';
import { useListDashboardsQuery } from '../dashboard/dashboard-api';
import { useListDatasetsQuery } from '../datasets/dataset-api';

const CHARTS = '/api/v1/chart/';
/** Options a filter select loads at most (Superset pages them; a search narrows them). */
const OPTIONS_PAGE_SIZE = 100;
const chartPageSchema = listResponseSchema(chartListItemSchema);

/** One page of charts. */
export interface ChartPage {
  /** Charts matching the filters. */
  count: number;
  /** Charts of this page. */
  result: ChartListItem[];
}

type ChartOptionsColumn = 'related/owners' | 'distinct/viz_type';

const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Chart', 'ChartFavorite'] });

/** Endpoints of the chart list. */
export const chartListApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    listCharts: build.query<ChartPage, ListRequest>({
      query: (request) => `${CHARTS}?q=${encodeListRequest(request)}`,
      transformResponse: (raw: unknown) => chartPageSchema.parse(raw),
      providesTags: ['Chart'],
    }),
    chartFavoriteStatuses: build.query<Record<number, boolean>, number[]>({
      query: (ids) => `${CHARTS}favorite_status/?q=${encodeURIComponent(encodeRison(ids))}`,
      transformResponse: (raw: unknown) =>
        Object.fromEntries(favoriteStatusResponseSchema.parse(raw).result.map((row) => [row.id, row.value])),
      providesTags: (_result, _error, ids) => ids.map((id) => ({ type: 'ChartFavorite' as const, id })),
    }),
    deleteCharts: build.mutation<string, number[]>({
      query: (ids) => ({ url: `${CHARTS}?q=${encodeURIComponent(encodeRison(ids))}`, method: 'DELETE' }),
      transformResponse: (raw: unknown) => messageResponseSchema.parse(raw).message,
      invalidatesTags: ['Chart'],
    }),
    chartListOptions: build.query<RelatedOption[], { column: ChartOptionsColumn; filter: string }>({
      query: ({ column, filter }) =>
        `${CHARTS}${column}?q=${encodeOptionsRequest(filter, OPTIONS_PAGE_SIZE)}`,
      transformResponse: (raw: unknown) => relatedResponseSchema.parse(raw).result,
      providesTags: ['Chart'],
    }),
  }),
});

/** Hooks of the chart list endpoints. */
export const { useListChartsQuery, useChartFavoriteStatusesQuery, useDeleteChartsMutation } = chartListApi;

function useChartListOptions(column: ChartOptionsColumn, filter: string) {
  const answer = chartListApi.useChartListOptionsQuery({ column, filter });
  return { options: answer.data ?? [], isFetching: answer.isFetching, refetch: () => void answer.refetch() };
}

/** Owners of charts, for the Owner filter. */
export const useChartOwnerFilterOptions: OptionsHook = (search) =>
  useChartListOptions('related/owners', search);

/** Viz types charts use, for the Chart type filter. */
export const useVizTypeFilterOptions: OptionsHook = (search) =>
  useChartListOptions('distinct/viz_type', search);

/** Datasets by name, for the Dataset filter (Superset fetches them from the dataset list too). */
export const useDatasetFilterOptions: OptionsHook = (search) => {
  const answer = useListDatasetsQuery({
    page: 0,
    pageSize: OPTIONS_PAGE_SIZE,
    orderColumn: 'table_name',
    orderDirection: 'asc',
    filters: search.trim() ? [{ col: 'table_name', opr: 'ct', value: search.trim() }] : [],
  });
  const options = useMemo(
    () => (answer.data?.result ?? []).map((dataset) => ({ value: dataset.id, text: dataset.table_name })),
    [answer.data],
  );
  return { options, isFetching: answer.isFetching, refetch: () => void answer.refetch() };
};

/** Dashboards by title, for the Dashboard filter. */
export const useDashboardFilterOptions: OptionsHook = (search) => {
  const answer = useListDashboardsQuery({
    page: 0,
    pageSize: OPTIONS_PAGE_SIZE,
    orderColumn: 'dashboard_title',
    orderDirection: 'asc',
    filters: search.trim() ? [{ col: 'dashboard_title', opr: 'title_or_slug', value: search.trim() }] : [],
  });
  const options = useMemo(
    () =>
      (answer.data?.result ?? []).map((dashboard) => ({
        value: dashboard.id,
        text: dashboard.dashboard_title,
      })),
    [answer.data],
  );
  return { options, isFetching: answer.isFetching, refetch: () => void answer.refetch() };
};
