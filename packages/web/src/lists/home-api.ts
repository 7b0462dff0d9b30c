import { recentActivityResponseSchema } from '@meridian/core';
import type { RecentActivityItem } from '@meridian/core';
import { api } from '../app/api';
import { encodeListRequest } from '../app/list-query';
import {
  HOME_PAGE_SIZE,
  activityItemsOf,
  activityListRequest,
  homeItemsOf,
  homeListRequest,
} from './home-model';
import type {
  ActivityResource,
  ActivityTab,
  DatedHomeItem,
  HomeItem,
  HomeResource,
  HomeTab,
} from './home-model';

/** Endpoints of the home page. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    recentActivity: build.query<RecentActivityItem[], void>({
      query: () => `/api/v1/log/recent_activity/?q=(page_size:${HOME_PAGE_SIZE},distinct:!t)`,
      transformResponse: (raw: unknown) => recentActivityResponseSchema.parse(raw).result,
    }),
    homeList: build.query<HomeItem[], { resource: HomeResource; tab: HomeTab; userId: number }>({
      query: ({ resource, tab, userId }) =>
        `/api/v1/${resource}/?q=${encodeListRequest(homeListRequest(resource, tab, userId))}`,
      transformResponse: (raw: unknown, _meta, { resource }) => homeItemsOf(resource, raw),
    }),
    activityList: build.query<
      DatedHomeItem[],
      { resource: ActivityResource; tab: ActivityTab; userId: number }
    >({
      query: ({ resource, tab, userId }) =>
        `/api/v1/${resource}/?q=${encodeListRequest(activityListRequest(tab, userId))}`,
      transformResponse: (raw: unknown, _meta, { resource, tab }) => activityItemsOf(resource, tab, raw),
    }),
  }),
});

/** Hooks of the home page's endpoints. */
export const { useRecentActivityQuery, useHomeListQuery, useActivityListQuery } = homeApi;
