import { sqlLabStashResponseSchema } from '@meridian/core';
import type { SqlLabFormData } from '@meridian/core';
import { api } from '../app/api';

/** Endpoints of the SQL Lab page. */
export const sqlLabApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSqlLabStash: build.query<SqlLabFormData, string>({
      query: (key) => `/api/v1/sqllab/stash/${encodeURIComponent(key)}`,
      transformResponse: (raw: unknown) => sqlLabStashResponseSchema.parse(raw).result,
    }),
  }),
});

/** Hooks of the SQL Lab endpoints. */
export const { useGetSqlLabStashQuery } = sqlLabApi;
