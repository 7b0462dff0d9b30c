import { DASHBOARD_METADATA_DEFAULTS, jsonObjectSchema, readJsonText } from '@meridian/core';

/** Auto-refresh choices, [seconds, label], as Superset's DASHBOARD_AUTO_REFRESH_INTERVALS default. */
export const REFRESH_INTERVAL_OPTIONS: readonly (readonly [number, string])[] = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];

/** What the periodic refresh reads from a dashboard's json_metadata. */
export interface RefreshSettings {
  /** Seconds between refreshes; 0 never refreshes. */
  frequency: number;
  /** Charts the periodic refresh leaves alone (timed_refresh_immune_slices). */
  immune: readonly number[];
  /** Whether the charts refresh one after another (stagger_refresh). */
  stagger: boolean;
  /** Milliseconds the staggered refresh spreads over at least (stagger_time). */
  staggerTime: number;
}

function nonNegative(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** Refresh settings of json_metadata; defaults of §3 for missing keys (stagger on unless false). */
export function refreshSettings(jsonMetadata: string | null): RefreshSettings {
  // Read as a plain object, not dashboardMetadataSchema: Superset accepts numbers written as strings here.
  const metadata = readJsonText(jsonMetadata, jsonObjectSchema, {});
  const immune = metadata['timed_refresh_immune_slices'];
  const stagger = metadata['stagger_refresh'];
  return {
    frequency: nonNegative(metadata['refresh_frequency'], DASHBOARD_METADATA_DEFAULTS.refresh_frequency),
    immune: Array.isArray(immune) ? immune.filter((id): id is number => typeof id === 'number') : [],
    // Superset: undefined means on, and the string 'true' counts as true.
    stagger: stagger === undefined || stagger === true || stagger === 'true',
    staggerTime:
      nonNegative(metadata['stagger_time'], DASHBOARD_METADATA_DEFAULTS.stagger_time) ||
      DASHBOARD_METADATA_DEFAULTS.stagger_time,
  };
}

/** One chart's place in a refresh. */
export interface ScheduledRefresh {
  /** The chart. */
  chartId: number;
  /** Milliseconds after the tick at which it queries. */
  delayMs: number;
}

/**
 * The periodic refresh of one tick (§9): charts not immune, each delayed by an even share of
 * max(frequency, stagger time) when staggered, all at once otherwise.
 */
export function refreshSchedule(chartIds: readonly number[], settings: RefreshSettings): ScheduledRefresh[] {
  const immune = new Set(settings.immune);
  const affected = chartIds.filter((id) => !immune.has(id));
  const spread = Math.max(settings.frequency * 1000, settings.staggerTime);
  const share = settings.stagger && affected.length > 0 ? spread / affected.length : 0;
  return affected.map((chartId, index) => ({ chartId, delayMs: Math.round(share * index) }));
}
