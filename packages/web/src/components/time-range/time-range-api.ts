import { encodeRison } from '@meridian/core';
import { api } from '../../app/api';

function firstBounds(raw: unknown): ResolvedTimeRange {
  const result = typeof raw === 'object' && raw !== null && 'result' in raw ? raw.result : undefined;
  const first: unknown = Array.isArray(result) ? result[0] : undefined;
  const read = (key: 'since' | 'until') => {
    const value =
      typeof first === 'object' && first !== null && key in first
        ? (first as Record<string, unknown>)[key]
        : '';
    return typeof value === 'string' ? value : '';
  };
  return { since: read('since'), until: read('until') };
}

/** The bounds of a resolved time range. */
export interface ResolvedTimeRange {
  /** Start as YYYY-MM-DDTHH:mm:ss, or '' when open. */
  since: string;
  /** End as YYYY-MM-DDTHH:mm:ss, or '' when open. */
  until: string;
}

/** The time range preview: a time range's actual bounds, as the server resolves them. */
export const timeRangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    resolveTimeRange: build.query<ResolvedTimeRange, string>({
      query: (timeRange) => `/api/v1/time_range/?q=${encodeURIComponent(encodeRison(timeRange))}`,
      transformResponse: firstBounds,
    }),
  }),
});

/** Hook of the time range preview. */
export const { useResolveTimeRangeQuery } = timeRangeApi;
