import type { TimeGrain } from '@meridian/core';

/** Timestamps every engine buckets in the grain tests: a Wednesday, a Sunday midnight, a Saturday night, … */
export const GRAIN_INPUTS = [
  '2024-03-13 14:37:52',
  '2024-03-10 00:00:00',
  '2024-03-16 23:59:59',
  '2023-12-31 23:59:59',
  '2024-02-29 06:00:00',
  '2024-01-01 00:00:00',
] as const;

const DAY_MS = 86_400_000;

/** Sub-day grains as widths in seconds. */
const WIDTH_SECONDS: Partial<Record<TimeGrain, number>> = {
  PT1S: 1,
  PT5S: 5,
  PT30S: 30,
  PT1M: 60,
  PT5M: 300,
  PT10M: 600,
  PT15M: 900,
  PT30M: 1800,
  'PT0.5H': 1800,
  PT1H: 3600,
  PT6H: 21_600,
};

/** Days to add to midnight for each week grain, from the weekday (0 = Sunday). */
const WEEK_SHIFT: Partial<Record<TimeGrain, (weekday: number) => number>> = {
  P1W: (weekday) => -((weekday + 6) % 7),
  '1969-12-29T00:00:00Z/P1W': (weekday) => -((weekday + 6) % 7),
  '1969-12-28T00:00:00Z/P1W': (weekday) => -weekday,
  'P1W/1970-01-03T00:00:00Z': (weekday) => 6 - weekday,
  'P1W/1970-01-04T00:00:00Z': (weekday) => (7 - weekday) % 7,
};

/** `YYYY-MM-DDTHH:mm:ss` of a UTC epoch. */
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 19);

/**
 * The bucket a timestamp falls in, as the drivers answer it: the START of the bucket, except for the
 * "week ending" grains whose bucket is named by its last day (Saturday / Sunday) at midnight, as in Superset.
 */
export function expectedBucket(input: string, grain: TimeGrain): string {
  const ms = Date.parse(`${input.replace(' ', 'T')}Z`);
  const date = new Date(ms);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const width = WIDTH_SECONDS[grain];
  if (width !== undefined) return iso(midnight + Math.floor((ms - midnight) / 1000 / width) * width * 1000);
  const shift = WEEK_SHIFT[grain];
  if (shift) return iso(midnight + shift(date.getUTCDay()) * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (grain) {
    case 'P1D':
      return iso(midnight);
    case 'P1M':
      return iso(Date.UTC(year, month, 1));
    case 'P3M':
    case 'P0.25Y':
      return iso(Date.UTC(year, month - (month % 3), 1));
    case 'P1Y':
      return iso(Date.UTC(year, 0, 1));
    default:
      throw new Error(`No expectation for grain ${grain}`);
  }
}
