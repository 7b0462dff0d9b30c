import {
  dashboardChartSchema,
  dashboardDatasetSchema,
  dashboardCopyResponseSchema,
  dashboardListItemSchema,
  dashboardSaveResponseSchema,
  dashboardPermalinkStateSchema,
  dashboardSchema,
  listResponseSchema,
  relatedResponseSchema,
} from '@meridian/core';
import type {
  Dashboard,
  DashboardChart,
  DashboardCopy,
  DashboardCopyResponse,
  DashboardDataset,
  DashboardListItem,
  DashboardPermalinkState,
  DashboardSaveResponse,
  DashboardUpdate,
  RelatedOption,
} from '@meridian/core';
import { api, resultOf } from '../app/api';
import { encodeListRequest, encodeOptionsRequest } from '../app/list-query';
import type { ListRequest } from '../app/list-query';

const DASHBOARDS = '/api/v1/dashboard/';
const dashboardListSchema = listResponseSchema(dashboardListItemSchema);

/** A stored dashboard permalink: the dashboard it opens and the state it restores. */
export interface DashboardPermalink {
  /** Id of the dashboard, as text. */
  dashboardId: string;
  /** Tabs, anchor, filters and URL parameters to restore. */
  state: DashboardPermalinkState;
}

function stringField(raw: unknown, key: string): string {
  const value =
    typeof raw === 'object' && raw !== null && key in raw ? (raw as Record<string, unknown>)[key] : '';
  return typeof value === 'string' ? value : '';
}

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
    /** Saves fields of a dashboard; send `changed_on` to be refused (409) when someone else saved meanwhile. */
    updateDashboard: build.mutation<DashboardSaveResponse, { id: number; update: DashboardUpdate }>({
      query: ({ id, update }) => ({ url: `${DASHBOARDS}${id}`, method: 'PUT', body: update }),
      transformResponse: (raw: unknown) => dashboardSaveResponseSchema.parse(raw),
      invalidatesTags: ['Dashboard'],
    }),
    /** Copies a dashboard (Save as), optionally with copies of its charts. */
    copyDashboard: build.mutation<DashboardCopyResponse, { id: number; copy: DashboardCopy }>({
      query: ({ id, copy }) => ({ url: `${DASHBOARDS}${id}/copy/`, method: 'POST', body: copy }),
      transformResponse: (raw: unknown) => dashboardCopyResponseSchema.parse(raw),
      invalidatesTags: ['Dashboard'],
    }),
    /** Users or roles the properties modal offers (`related/owners`, `related/roles`). */
    dashboardRelatedOptions: build.query<RelatedOption[], { column: 'owners' | 'roles'; filter: string }>({
      query: ({ column, filter }) => `${DASHBOARDS}related/${column}?q=${encodeOptionsRequest(filter, 100)}`,
      transformResponse: (raw: unknown) => relatedResponseSchema.parse(raw).result,
    }),
    /** Stores the dashboard's state under a short key; answers the permalink's address. */
    createDashboardPermalink: build.mutation<
      { key: string; url: string },
      { id: number; state: DashboardPermalinkState }
    >({
      query: ({ id, state }) => ({ url: `${DASHBOARDS}${id}/permalink`, method: 'POST', body: state }),
      transformResponse: (raw: unknown) => ({ key: stringField(raw, 'key'), url: stringField(raw, 'url') }),
    }),
    /** Stores a chart's form data as an explore permalink (a dashboard chart's Share menu). */
    createChartPermalink: build.mutation<{ key: string; url: string }, { formData: Record<string, unknown> }>(
      {
        query: ({ formData }) => ({
          url: '/api/v1/explore/permalink',
          method: 'POST',
          body: { formData, urlParams: [] },
        }),
        transformResponse: (raw: unknown) => ({ key: stringField(raw, 'key'), url: stringField(raw, 'url') }),
      },
    ),
    /** The dashboard and state a permalink key stands for. */
    /** The value (JSON text of data masks) of a dashboard's stored filter state, `native_filters_key`. */
    getDashboardFilterState: build.query<string, { idOrSlug: string; key: string }>({
      query: ({ idOrSlug, key }) =>
        `${DASHBOARDS}${encodeURIComponent(idOrSlug)}/filter_state/${encodeURIComponent(key)}`,
      transformResponse: (raw: unknown) => stringField(raw, 'value'),
    }),
    /** Stores the applied filter values under a new key (Superset's POST …/filter_state). */
    createDashboardFilterState: build.mutation<string, { id: number; value: string }>({
      query: ({ id, value }) => ({ url: `${DASHBOARDS}${id}/filter_state`, method: 'POST', body: { value } }),
      transformResponse: (raw: unknown) => stringField(raw, 'key'),
    }),
    /** Replaces the value stored under a key of one's own (PUT …/filter_state/{key}). */
    updateDashboardFilterState: build.mutation<void, { id: number; key: string; value: string }>({
      query: ({ id, key, value }) => ({
        url: `${DASHBOARDS}${id}/filter_state/${encodeURIComponent(key)}`,
        method: 'PUT',
        body: { value },
      }),
      transformResponse: () => undefined,
    }),
    getDashboardPermalink: build.query<DashboardPermalink, string>({
      query: (key) => `${DASHBOARDS}permalink/${encodeURIComponent(key)}`,
      transformResponse: (raw: unknown) => ({
        dashboardId: stringField(raw, 'dashboardId'),
        state: dashboardPermalinkStateSchema.parse(
          typeof raw === 'object' && raw !== null && 'state' in raw ? raw.state : {},
        ),
      }),
    }),
  }),
});

export const {
  useUpdateDashboardMutation,
  useCopyDashboardMutation,
  useListDashboardsQuery,
  useGetDashboardQuery,
  useLazyGetDashboardQuery,
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardStarCountQuery,
  useSetDashboardStarMutation,
  useSetDashboardPublishedMutation,
  useDashboardRelatedOptionsQuery,
  useCreateDashboardPermalinkMutation,
  useCreateChartPermalinkMutation,
  useGetDashboardPermalinkQuery,
  useGetDashboardFilterStateQuery,
  useCreateDashboardFilterStateMutation,
  useUpdateDashboardFilterStateMutation,
} = dashboardApi;

/**
 * Files a loaded dashboard's three answers under the address it moves to (a new slug), so the page keeps
 * showing it instead of loading it again when the address changes after a save.
 */
export function cacheUnderNewAddress(fromKey: string, saved: Dashboard) {
  return (dispatch: (action: unknown) => unknown, getState: () => unknown): void => {
    const toKey = saved.slug ?? String(saved.id);
    if (toKey === fromKey) return;
    const state = getState() as Parameters<
      ReturnType<typeof dashboardApi.endpoints.getDashboardCharts.select>
    >[0];
    const charts = dashboardApi.endpoints.getDashboardCharts.select(fromKey)(state).data;
    const datasets = dashboardApi.endpoints.getDashboardDatasets.select(fromKey)(state).data;
    dispatch(dashboardApi.util.upsertQueryData('getDashboard', toKey, saved));
    if (charts) dispatch(dashboardApi.util.upsertQueryData('getDashboardCharts', toKey, charts));
    if (datasets) dispatch(dashboardApi.util.upsertQueryData('getDashboardDatasets', toKey, datasets));
  };
}
