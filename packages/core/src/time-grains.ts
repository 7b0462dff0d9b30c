/** Time grains, keyed by Superset's ISO-8601 strings, with their display names (spec §9 granularity choices). */
export const TIME_GRAINS = [
  { key: 'PT1S', name: 'Second' },
  { key: 'PT5S', name: '5 second' },
  { key: 'PT30S', name: '30 second' },
  { key: 'PT1M', name: 'Minute' },
  { key: 'PT5M', name: '5 minute' },
  { key: 'PT10M', name: '10 minute' },
  { key: 'PT15M', name: '15 minute' },
  { key: 'PT30M', name: '30 minute' },
  { key: 'PT0.5H', name: 'Half hour' },
  { key: 'PT1H', name: 'Hour' },
  { key: 'PT6H', name: '6 hour' },
  { key: 'P1D', name: 'Day' },
  { key: 'P1W', name: 'Week' },
  { key: 'P1M', name: 'Month' },
  { key: 'P3M', name: 'Quarter' },
  { key: 'P0.25Y', name: 'Quarter year' },
  { key: 'P1Y', name: 'Year' },
  { key: '1969-12-28T00:00:00Z/P1W', name: 'Week starting Sunday' },
  { key: '1969-12-29T00:00:00Z/P1W', name: 'Week starting Monday' },
  { key: 'P1W/1970-01-03T00:00:00Z', name: 'Week ending Saturday' },
  { key: 'P1W/1970-01-04T00:00:00Z', name: 'Week ending Sunday' },
] as const;

/** A time grain key, e.g. `P1D`. */
export type TimeGrain = (typeof TIME_GRAINS)[number]['key'];

/** Default time grain of charts (spec §9). */
export const DEFAULT_TIME_GRAIN: TimeGrain = 'P1D';

/** Whether a string is a known time grain key. */
export function isTimeGrain(value: string): value is TimeGrain {
  return TIME_GRAINS.some((grain) => grain.key === value);
}

/** The generic column types every engine maps its native types onto. */
export const GENERIC_TYPES = ['STRING', 'NUMERIC', 'TEMPORAL', 'BOOLEAN'] as const;
/** A generic column type. */
export type GenericType = (typeof GENERIC_TYPES)[number];
