import {
  encodeRison,
  formatSqlAnswerSchema,
  savedQueryAnswerSchema,
  savedQueryWriteAnswerSchema,
  updatedSinceAnswerSchema,
  listResponseSchema,
  queryListItemSchema,
  savedQuerySchema,
  sqlLabBootstrapSchema,
  sqlLabQueryAnswerSchema,
  sqlLabResultSchema,
  sqlLabStashResponseSchema,
  tabStateSchema,
  type QueryListItem,
  type SavedQuery,
  type SavedQueryCreate,
  type SqlLabBootstrap,
  type SqlLabExecute,
  type SqlLabFormData,
  type SqlLabQuery,
  type SqlLabResult,
  type TabState,
  type TabStateUpdate,
} from '@meridian/core';
import { api } from '../app/api';
import { encodeListRequest, type ListRequest } from '../app/list-query';

/** An execute answer: a finished run with rows, or a run (queued, running, stopped) without them. */
export type ExecuteAnswer = { kind: 'result'; result: SqlLabResult } | { kind: 'query'; query: SqlLabQuery };

const tagged = api.enhanceEndpoints({ addTagTypes: ['SqlLabTabs', 'QueryHistory', 'SavedQuery'] });

/** Endpoints of SQL Lab and saved queries. */
export const sqlLabApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getSqlLabStash: build.query<SqlLabFormData, string>({
      query: (key) => `/api/v1/sqllab/stash/${encodeURIComponent(key)}`,
      transformResponse: (raw: unknown) => sqlLabStashResponseSchema.parse(raw).result,
    }),
    sqlLabBootstrap: build.query<SqlLabBootstrap['result'], void>({
      query: () => '/api/v1/sqllab/',
      transformResponse: (raw: unknown) => sqlLabBootstrapSchema.parse(raw).result,
      providesTags: ['SqlLabTabs'],
    }),
    createTab: build.mutation<TabState, TabStateUpdate>({
      query: (body) => ({ url: '/api/v1/sqllab/tab/', method: 'POST', body }),
      transformResponse: (raw: unknown) => tabStateSchema.parse(raw),
      invalidatesTags: ['SqlLabTabs'],
    }),
    updateTab: build.mutation<TabState, { id: number; body: TabStateUpdate }>({
      query: ({ id, body }) => ({ url: `/api/v1/sqllab/tab/${id}`, method: 'PUT', body }),
      transformResponse: (raw: unknown) => tabStateSchema.parse(raw),
    }),
    activateTab: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/sqllab/tab/${id}/activate`, method: 'POST' }),
    }),
    deleteTab: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/sqllab/tab/${id}`, method: 'DELETE' }),
      invalidatesTags: ['SqlLabTabs'],
    }),
    executeSql: build.mutation<ExecuteAnswer, SqlLabExecute>({
      query: (body) => ({ url: '/api/v1/sqllab/execute/', method: 'POST', body }),
      transformResponse: (raw: unknown): ExecuteAnswer => {
        const result = sqlLabResultSchema.safeParse(raw);
        if (result.success) return { kind: 'result', result: result.data };
        return { kind: 'query', query: sqlLabQueryAnswerSchema.parse(raw).query };
      },
      invalidatesTags: ['QueryHistory', 'SavedQuery'],
    }),
    stopQuery: build.mutation<void, string>({
      query: (clientId) => ({ url: '/api/v1/query/stop', method: 'POST', body: { client_id: clientId } }),
      invalidatesTags: ['QueryHistory'],
    }),
    formatSql: build.mutation<string, { sql: string; database_id?: number }>({
      query: (body) => ({ url: '/api/v1/sqllab/format_sql/', method: 'POST', body }),
      transformResponse: (raw: unknown) => formatSqlAnswerSchema.parse(raw).result,
    }),
    tabHistory: build.query<QueryListItem[], string>({
      query: (editorId) => {
        const q = {
          filters: [{ col: 'sql_editor_id', opr: 'eq', value: editorId }],
          order_column: 'start_time',
          order_direction: 'desc',
          page_size: 25,
        };
        return `/api/v1/query/?q=${encodeURIComponent(encodeRison(q))}`;
      },
      transformResponse: (raw: unknown) => listResponseSchema(queryListItemSchema).parse(raw).result,
      providesTags: ['QueryHistory'],
    }),
    listSavedQueries: build.query<{ count: number; result: SavedQuery[] }, ListRequest>({
      query: (request) => `/api/v1/saved_query/?q=${encodeListRequest(request)}`,
      transformResponse: (raw: unknown) => listResponseSchema(savedQuerySchema).parse(raw),
      providesTags: ['SavedQuery'],
    }),
    getSavedQuery: build.query<SavedQuery, number>({
      query: (id) => `/api/v1/saved_query/${id}`,
      transformResponse: (raw: unknown) => savedQueryAnswerSchema.parse(raw).result,
      providesTags: ['SavedQuery'],
    }),
    createSavedQuery: build.mutation<number, SavedQueryCreate>({
      query: (body) => ({ url: '/api/v1/saved_query/', method: 'POST', body }),
      transformResponse: (raw: unknown) => savedQueryWriteAnswerSchema.parse(raw).id,
      invalidatesTags: ['SavedQuery'],
    }),
    updateSavedQuery: build.mutation<void, { id: number; body: Partial<SavedQueryCreate> }>({
      query: ({ id, body }) => ({ url: `/api/v1/saved_query/${id}`, method: 'PUT', body }),
      invalidatesTags: ['SavedQuery'],
    }),
    deleteSavedQueries: build.mutation<void, number[]>({
      query: (ids) => ({
        url: `/api/v1/saved_query/?q=${encodeURIComponent(encodeRison(ids))}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['SavedQuery'],
    }),
  }),
});

/** Hooks of the SQL Lab endpoints. */
export const {
  useGetSqlLabStashQuery,
  useSqlLabBootstrapQuery,
  useCreateTabMutation,
  useUpdateTabMutation,
  useActivateTabMutation,
  useDeleteTabMutation,
  useExecuteSqlMutation,
  useStopQueryMutation,
  useFormatSqlMutation,
  useTabHistoryQuery,
  useListSavedQueriesQuery,
  useGetSavedQueryQuery,
  useCreateSavedQueryMutation,
  useUpdateSavedQueryMutation,
  useDeleteSavedQueriesMutation,
} = sqlLabApi;

/** Fetches rows of a stored result (`rows` from `offset`), outside the cache: pages are read once by the grid. */
export async function fetchResultRows(key: string, offset: number, rows: number): Promise<SqlLabResult> {
  const q = encodeRison({ key, offset, rows });
  const response = await fetch(`/api/v1/sqllab/results/?q=${encodeURIComponent(q)}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(await errorText(response));
  return sqlLabResultSchema.parse(await response.json());
}

/** The caller's runs changed since an epoch-ms time (the poll of async runs). */
export async function fetchUpdatedSince(lastUpdatedMs: number): Promise<SqlLabQuery[]> {
  const q = encodeRison({ last_updated_ms: Math.max(0, Math.floor(lastUpdatedMs)) });
  const response = await fetch(`/api/v1/query/updated_since?q=${encodeURIComponent(q)}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(await errorText(response));
  return updatedSinceAnswerSchema.parse(await response.json()).result;
}

/** The address of a run's CSV download. */
export function csvExportUrl(clientId: string): string {
  return `/api/v1/sqllab/export/${encodeURIComponent(clientId)}/`;
}

async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : JSON.stringify(body.message);
  } catch {
    return `${response.status} ${response.statusText}`;
  }
}
