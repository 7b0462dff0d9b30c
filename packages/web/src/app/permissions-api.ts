import { encodeRison, infoResponseSchema } from '@meridian/core';
import { api } from './api';

/** API path segments whose `_info` the app asks. */
export type InfoResource =
  'dataset' | 'database' | 'chart' | 'dashboard' | 'saved_query' | 'report' | 'annotation_layer';

const INFO_QUERY = encodeURIComponent(encodeRison({ keys: ['permissions'] }));

/** The `_info` endpoint: the signed-in user's actions on a resource. */
export const permissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResourcePermissions: build.query<string[], InfoResource>({
      query: (resource) => `/api/v1/${resource}/_info?q=${INFO_QUERY}`,
      transformResponse: (raw: unknown) => infoResponseSchema.parse(raw).permissions,
      providesTags: ['Me'],
    }),
  }),
});

/** What the signed-in user may do on a resource. */
export interface ResourcePermissions {
  /** Holds can_read. */
  canRead: boolean;
  /** Holds can_write. */
  canWrite: boolean;
  /** Whether the answer is still loading. */
  isLoading: boolean;
}

/** Reads the user's permissions on a resource from its `_info` call. */
export function useResourcePermissions(resource: InfoResource): ResourcePermissions {
  const { data, isLoading } = permissionsApi.useGetResourcePermissionsQuery(resource);
  const permissions = data ?? [];
  return {
    canRead: permissions.includes('can_read'),
    canWrite: permissions.includes('can_write'),
    isLoading,
  };
}
