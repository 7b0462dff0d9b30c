import { z } from 'zod';
import { TIME_RANGE_DATETIME_FORMAT, TIME_RANGE_SEPARATOR } from './constants';
import type { TimeRangeError } from './errors';
import type { ResolveTimeRangeOptions } from './resolve-time-range';
import { resolveTimeRange } from './resolve-time-range';
import { toWallClock } from './wall-clock';

/** The rison `q` of `GET /api/v1/time_range/`: one range, or a list of ranges with optional shifts. */
export const timeRangeApiQuerySchema = z.union([
  z.string(),
  z.array(
    z.object({
      /** The range, e.g. `Last day`. */
      timeRange: z.string(),
      /** A time shift, e.g. `1 year ago`. */
      shift: z.string().nullish(),
    }),
  ),
]);
/** The rison `q` of `GET /api/v1/time_range/`. */
export type TimeRangeApiQuery = z.infer<typeof timeRangeApiQuerySchema>;

/** One resolved range of the answer; an open end is `""`. */
export interface TimeRangeApiItem {
  /** Start as YYYY-MM-DDTHH:mm:ss, or `""` when unbounded. */
  since: string;
  /** End as YYYY-MM-DDTHH:mm:ss, or `""` when unbounded. */
  until: string;
  /** The range as asked. */
  timeRange: string;
  /** The shift as asked, or null. */
  shift: string | null;
}

/** The 200 body of `GET /api/v1/time_range/`. */
export interface TimeRangeApiResponse {
  /** One item per asked range, in order. */
  result: TimeRangeApiItem[];
}

/** Options of the API answer: the current instant and an optional time zone. */
export type TimeRangeApiOptions = Pick<ResolveTimeRangeOptions, 'now' | 'timezone'>;

/** A bound as `YYYY-MM-DDTHH:mm:ss` in the time zone (UTC by default); `""` for an open end. */
export function formatTimeRangeBound(date: Date | null, timezone?: string): string {
  if (date === null) return '';
  return toWallClock(date, timezone).format(TIME_RANGE_DATETIME_FORMAT);
}

/**
 * The answer of `GET /api/v1/time_range/?q=…` (Superset resolves without relative anchors).
 * Throws the first TimeRangeError; answer it with 400 and `timeRangeApiErrorMessage`.
 */
export function buildTimeRangeApiResponse(
  query: TimeRangeApiQuery,
  options: TimeRangeApiOptions,
): TimeRangeApiResponse {
  const ranges = typeof query === 'string' ? [{ timeRange: query, shift: null }] : query;
  return {
    result: ranges.map(({ timeRange, shift }) => {
      const { since, until } = resolveTimeRange(timeRange, { ...options, timeShift: shift });
      return {
        since: formatTimeRangeBound(since, options.timezone),
        until: formatTimeRangeBound(until, options.timezone),
        timeRange,
        shift: shift ?? null,
      };
    }),
  };
}

/** The `message` of the 400 answer: `Unexpected time range: <error>`. */
export function timeRangeApiErrorMessage(error: TimeRangeError): string {
  return `Unexpected time range: ${error.message}`;
}

/**
 * The popover's 'Actual time range' text from the API's bounds, as Superset's `formatTimeRange`:
 * `2021-04-13 ≤ col < 2021-04-14` (a `T00:00:00` suffix is dropped; open ends are -∞ and ∞).
 */
export function formatTimeRangeLabel(since: string, until: string, columnPlaceholder = 'col'): string {
  const end = (bound: string, open: string): string => bound.replace('T00:00:00', '') || open;
  return `${end(since, '-∞')} ≤ ${columnPlaceholder} < ${end(until, '∞')}`;
}

/** Joins two sides into a range string with the separator. */
export function joinTimeRange(since: string, until: string): string {
  return `${since}${TIME_RANGE_SEPARATOR}${until}`;
}
