import type { ResolveTimeRangeOptions } from './resolve-time-range';
import { resolveTimeRange } from './resolve-time-range';

/** Wednesday 2024-03-13 14:37:52 UTC: the fixed "now" of the tests. */
export const NOW = new Date('2024-03-13T14:37:52Z');

/** A resolved bound as UTC `YYYY-MM-DDTHH:mm:ss`, or null, for readable assertions. */
export function utc(date: Date | null): string | null {
  return date === null ? null : date.toISOString().slice(0, 19);
}

/** Resolves a range and returns its bounds as UTC strings. */
export function resolveUtc(
  timeRange: string,
  options: Partial<ResolveTimeRangeOptions> = {},
): [string | null, string | null] {
  const { since, until } = resolveTimeRange(timeRange, { now: NOW, ...options });
  return [utc(since), utc(until)];
}
