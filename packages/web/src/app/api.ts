import { CSRF_HEADER, meRolesSchema, meSchema } from '@meridian/core';
import type { BrowserLoginRequest, Me, MeRoles } from '@meridian/core';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { isCsrfRejection } from './api-error';
import { clearCsrfToken, getCsrfToken } from './csrf';
import { fetchOrEarly } from './early-responses';

/** Per-endpoint options of the base query. */
export interface ApiExtraOptions {
  /** Send no CSRF token (the browser login, which starts the session). */
  skipCsrf?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  credentials: 'include',
  headers: { Accept: 'application/json' },
  fetchFn: fetchOrEarly,
});

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function withCsrfHeader(args: FetchArgs, token: string): FetchArgs {
  const { headers } = args;
  if (headers instanceof Headers) {
    const merged = new Headers(headers);
    merged.set(CSRF_HEADER, token);
    return { ...args, headers: merged };
  }
  if (Array.isArray(headers)) return { ...args, headers: [...headers, [CSRF_HEADER, token]] };
  return { ...args, headers: { ...headers, [CSRF_HEADER]: token } };
}

const SESSION_URLS = new Set(['/api/v1/me/', '/login/']);

/** The base query: CSRF on writes; a 401 elsewhere means the session ended, so the session is re-read. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  queryApi,
  extraOptions = {},
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const result = await csrfBaseQuery(request, queryApi, extraOptions);
  if (result.error?.status === 401 && !SESSION_URLS.has(request.url)) {
    queryApi.dispatch(api.util.invalidateTags(['Me']));
  }
  return result;
};

/** fetchBaseQuery plus the session's CSRF token on every write, refreshed once on a CSRF rejection. */
const csrfBaseQuery: BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  request,
  queryApi,
  extraOptions = {},
) => {
  const method = (request.method ?? 'GET').toUpperCase();
  if (!WRITE_METHODS.has(method) || extraOptions.skipCsrf) return rawBaseQuery(request, queryApi, {});
  let token: string;
  try {
    token = await getCsrfToken();
  } catch (error) {
    return { error: { status: 'CUSTOM_ERROR', error: String(error) } };
  }
  const first = await rawBaseQuery(withCsrfHeader(request, token), queryApi, {});
  if (!first.error || !isCsrfRejection(first.error)) return first;
  clearCsrfToken();
  try {
    token = await getCsrfToken();
  } catch {
    return first;
  }
  return rawBaseQuery(withCsrfHeader(request, token), queryApi, {});
};

/** Takes `{result}` out of an answer and validates it with a core schema. */
export function resultOf<T>(schema: { parse(value: unknown): T }): (raw: unknown) => T {
  return (raw) => {
    const result = typeof raw === 'object' && raw !== null && 'result' in raw ? raw.result : undefined;
    return schema.parse(result);
  };
}

/** The application's API client; feature modules add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'User', 'Role', 'PermissionResource'],
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => '/api/v1/me/',
      transformResponse: resultOf(meSchema),
      providesTags: ['Me'],
    }),
    getMyRoles: build.query<MeRoles, void>({
      query: () => '/api/v1/me/roles/',
      transformResponse: resultOf(meRolesSchema),
      providesTags: ['Me'],
    }),
    login: build.mutation<Me, BrowserLoginRequest>({
      query: (body) => ({ url: '/login/', method: 'POST', body }),
      extraOptions: { skipCsrf: true },
      transformResponse: resultOf(meSchema),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout/', method: 'POST' }),
    }),
  }),
});

/** Hooks of the session endpoints. */
export const { useGetMeQuery, useGetMyRolesQuery, useLoginMutation, useLogoutMutation } = api;
