import {
  assertNever,
  chartSchema,
  dashboardSchema,
  datasetSchema,
  encodeRison,
  favoriteStatusResponseSchema,
  relatedResponseSchema,
} from '@meridian/core';
import type {
  Chart,
  ChartCreate,
  ChartUpdate,
  Dataset,
  FormDataStateRequest,
  ListFilter,
  RelatedOption,
} from '@meridian/core';
import { api, resultOf } from '../app/api';
import { encodeListRequest, encodeOptionsRequest } from '../app/list-query';
import { appendChartToLayout, layoutOfPositionJson } from './add-to-dashboard';
import type { ChartToAdd } from './add-to-dashboard';

/**
 * What explore opens: a saved chart, a dataset, a permalink, or unsaved work under a form-data key
 * (with the chart or dataset to fall back on when the key is gone).
 */
export type ExploreTarget =
  | { kind: 'slice'; sliceId: number; formDataKey?: string }
  | { kind: 'dataset'; datasetId: number; formDataKey?: string; vizType?: string }
  | { kind: 'permalink'; key: string }
  | { kind: 'formData'; formDataKey: string };

/** Answer of `GET /api/v1/explore/`. */
export interface ExploreAnswer {
  /** Form data to start from. */
  form_data: Record<string, unknown>;
  /** The dataset, or null when it is gone. */
  dataset: Dataset | null;
  /** The saved chart, when one was opened. */
  slice: Chart | null;
  /** Why the dataset is missing. */
  message: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the explore answer; the dataset and chart are validated with their core schemas. */
export function parseExploreAnswer(raw: unknown): ExploreAnswer {
  const result = isRecord(raw) && isRecord(raw['result']) ? raw['result'] : {};
  return {
    form_data: isRecord(result['form_data']) ? result['form_data'] : {},
    dataset: result['dataset'] ? datasetSchema.parse(result['dataset']) : null,
    slice: result['slice'] ? chartSchema.parse(result['slice']) : null,
    message: typeof result['message'] === 'string' ? result['message'] : null,
  };
}

/** The query string of the explore call for a target. */
export function exploreQuery(target: ExploreTarget): string {
  const key =
    'formDataKey' in target && target.formDataKey
      ? `form_data_key=${encodeURIComponent(target.formDataKey)}`
      : '';
  switch (target.kind) {
    case 'slice':
      return [key, `slice_id=${target.sliceId}`].filter(Boolean).join('&');
    case 'dataset':
      return [
        key,
        `datasource_id=${target.datasetId}&datasource_type=table`,
        target.vizType ? `viz_type=${encodeURIComponent(target.vizType)}` : '',
      ]
        .filter(Boolean)
        .join('&');
    case 'permalink':
      return `permalink_key=${encodeURIComponent(target.key)}`;
    case 'formData':
      return key;
    default:
      return assertNever(target);
  }
}

/** Body of `POST /api/v1/explore/permalink`. */
export interface PermalinkRequest {
  /** The chart's form data. */
  formData: Record<string, unknown>;
  /** Extra URL parameters. */
  urlParams?: [string, string][];
}

/** A dashboard the save modal offers. */
export interface DashboardChoice {
  /** Its id. */
  id: number;
  /** Its title. */
  title: string;
}

/** Who asks for the save modal's dashboards: an owner's id, or null for an admin (who may edit every one). */
export interface SaveDashboardsRequest {
  /** The user whose dashboards are listed; null lists every dashboard. */
  ownerId: number | null;
  /** Text the title or slug contains. */
  search: string;
}

/**
 * The dashboards the user may edit whose title or slug contains `search`, by title (the save modal's select):
 * spec §6, an admin edits every dashboard, anyone else the ones they own.
 */
export function saveDashboardsQuery({ ownerId, search }: SaveDashboardsRequest): string {
  const filters: ListFilter[] = ownerId === null ? [] : [{ col: 'owners', opr: 'rel_m_m', value: ownerId }];
  if (search.trim() !== '')
    filters.push({ col: 'dashboard_title', opr: 'title_or_slug', value: search.trim() });
  return `/api/v1/dashboard/?q=${encodeListRequest({
    page: 0,
    pageSize: 100,
    orderColumn: 'dashboard_title',
    orderDirection: 'asc',
    filters,
  })}`;
}

function idOf(raw: unknown): number {
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : undefined;
  if (typeof id !== 'number') throw new Error('The answer has no id');
  return id;
}

const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Chart', 'ChartFavorite', 'Dashboard'] });

/** Endpoints of the explore page. */
export const exploreApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getExplore: build.query<ExploreAnswer, ExploreTarget>({
      query: (target) => `/api/v1/explore/?${exploreQuery(target)}`,
      transformResponse: parseExploreAnswer,
    }),
    saveFormDataState: build.mutation<string, { key: string | null; body: FormDataStateRequest }>({
      query: ({ key, body }) =>
        key
          ? { url: `/api/v1/explore/form_data/${encodeURIComponent(key)}`, method: 'PUT', body }
          : { url: '/api/v1/explore/form_data', method: 'POST', body },
      transformResponse: (raw: unknown) => String(isRecord(raw) ? (raw['key'] ?? '') : ''),
    }),
    createPermalink: build.mutation<{ key: string; url: string }, PermalinkRequest>({
      query: (body) => ({ url: '/api/v1/explore/permalink', method: 'POST', body }),
      transformResponse: (raw: unknown) => {
        const value = isRecord(raw) ? raw : {};
        return { key: String(value['key'] ?? ''), url: String(value['url'] ?? '') };
      },
    }),
    createChart: build.mutation<Chart, Partial<ChartCreate>>({
      query: (body) => ({ url: '/api/v1/chart/', method: 'POST', body }),
      transformResponse: resultOf(chartSchema),
      invalidatesTags: ['Chart'],
    }),
    updateChart: build.mutation<Chart, { id: number; body: ChartUpdate }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', body }),
      transformResponse: resultOf(chartSchema),
      invalidatesTags: ['Chart'],
    }),
    saveDashboards: build.query<DashboardChoice[], SaveDashboardsRequest>({
      query: saveDashboardsQuery,
      transformResponse: (raw: unknown) => {
        const rows = typeof raw === 'object' && raw !== null && 'result' in raw ? raw.result : [];
        return (Array.isArray(rows) ? rows : []).flatMap((row: unknown) => {
          if (typeof row !== 'object' || row === null) return [];
          const { id, dashboard_title: title } = row as Record<string, unknown>;
          return typeof id === 'number' ? [{ id, title: typeof title === 'string' ? title : '' }] : [];
        });
      },
      providesTags: ['Dashboard'],
    }),
    createDashboard: build.mutation<number, string>({
      query: (title) => ({ url: '/api/v1/dashboard/', method: 'POST', body: { dashboard_title: title } }),
      transformResponse: idOf,
      invalidatesTags: ['Dashboard'],
    }),
    addChartToDashboard: build.mutation<void, ChartToAdd & { dashboardId: number }>({
      queryFn: async ({ dashboardId, ...chart }, _api, _options, fetchWithBaseQuery) => {
        const got = await fetchWithBaseQuery(`/api/v1/dashboard/${dashboardId}`);
        if (got.error) return { error: got.error };
        const dashboard = resultOf(dashboardSchema)(got.data);
        let position;
        try {
          position = appendChartToLayout(layoutOfPositionJson(dashboard.position_json), chart);
        } catch (caught) {
          return {
            error: {
              status: 'CUSTOM_ERROR',
              error: caught instanceof Error ? caught.message : String(caught),
            },
          };
        }
        const put = await fetchWithBaseQuery({
          url: `/api/v1/dashboard/${dashboardId}`,
          method: 'PUT',
          body: { position_json: JSON.stringify(position) },
        });
        return put.error ? { error: put.error } : { data: undefined };
      },
      invalidatesTags: ['Dashboard'],
    }),
    chartFavoriteStatus: build.query<boolean, number>({
      query: (id) => `/api/v1/chart/favorite_status/?q=${encodeURIComponent(encodeRison([id]))}`,
      transformResponse: (raw: unknown) => favoriteStatusResponseSchema.parse(raw).result[0]?.value ?? false,
      providesTags: (_result, _error, id) => [{ type: 'ChartFavorite', id }],
    }),
    setChartFavorite: build.mutation<void, { id: number; isStarred: boolean }>({
      query: ({ id, isStarred }) => ({
        url: `/api/v1/chart/${id}/favorites/`,
        method: isStarred ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ChartFavorite', id }],
    }),
    chartOwnerOptions: build.query<RelatedOption[], string>({
      query: (filter) => `/api/v1/chart/related/owners?q=${encodeOptionsRequest(filter)}`,
      transformResponse: (raw: unknown) => relatedResponseSchema.parse(raw).result,
    }),
  }),
});

/** Hooks of the explore endpoints. */
export const {
  useGetExploreQuery,
  useCreatePermalinkMutation,
  useSaveFormDataStateMutation,
  useCreateChartMutation,
  useUpdateChartMutation,
  useChartFavoriteStatusQuery,
  useSetChartFavoriteMutation,
  useChartOwnerOptionsQuery,
  useSaveDashboardsQuery,
  useCreateDashboardMutation,
  useAddChartToDashboardMutation,
} = exploreApi;
