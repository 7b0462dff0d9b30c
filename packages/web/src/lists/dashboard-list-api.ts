import {
  encodeRison,
  favoriteStatusResponseSchema,
  messageResponseSchema,
  relatedResponseSchema,
} from '@meridian/core';
import type { RelatedOption } from '@meridian/core';
import { api } from '../app/api';
import { encodeOptionsRequest } from '../app/list-query';
import type { OptionsHook } from '../components/list/list-filters';

const DASHBOARDS = '/api/v1/dashboard/';

type DashboardOptionsColumn = 'related/owners' | 'related/created_by';

// `DashboardStar` is the tag the dashboard page's star invalidates, so both stay in step.
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard', 'DashboardStar'] });

/** Endpoints of the dashboard list (the list call itself is in dashboard-api). */
export const dashboardListApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardFavoriteStatuses: build.query<Record<number, boolean>, number[]>({
      query: (ids) => `${DASHBOARDS}favorite_status/?q=${encodeURIComponent(encodeRison(ids))}`,
      transformResponse: (raw: unknown) =>
        Object.fromEntries(favoriteStatusResponseSchema.parse(raw).result.map((row) => [row.id, row.value])),
      providesTags: ['DashboardStar'],
    }),
    deleteDashboards: build.mutation<string, number[]>({
      query: (ids) => ({ url: `${DASHBOARDS}?q=${encodeURIComponent(encodeRison(ids))}`, method: 'DELETE' }),
      transformResponse: (raw: unknown) => messageResponseSchema.parse(raw).message,
      invalidatesTags: ['Dashboard', 'DashboardStar'],
    }),
    dashboardListOptions: build.query<RelatedOption[], { column: DashboardOptionsColumn; filter: string }>({
      query: ({ column, filter }) => `${DASHBOARDS}${column}?q=${encodeOptionsRequest(filter, 100)}`,
      transformResponse: (raw: unknown) => relatedResponseSchema.parse(raw).result,
      providesTags: ['Dashboard'],
    }),
  }),
});

/** Hooks of the dashboard list endpoints. */
export const { useDashboardFavoriteStatusesQuery, useDeleteDashboardsMutation } = dashboardListApi;

function useDashboardListOptions(column: DashboardOptionsColumn, filter: string) {
  const answer = dashboardListApi.useDashboardListOptionsQuery({ column, filter });
  return { options: answer.data ?? [], isFetching: answer.isFetching, refetch: () => void answer.refetch() };
}

/** Owners of dashboards, for the Owner filter. */
export const useDashboardOwnerFilterOptions: OptionsHook = (search) =>
  useDashboardListOptions('related/owners', search);

/** Creators of dashboards, for the Created by filter. */
export const useDashboardCreatorFilterOptions: OptionsHook = (search) =>
  useDashboardListOptions('related/created_by', search);
