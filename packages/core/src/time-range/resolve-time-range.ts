import type { RelativeAnchor } from './constants';
import { NO_TIME_RANGE, toGrainUnit } from './constants';
import { TimeRangeError, timeRangeErrors } from './errors';
import { evaluateDateExpression } from './expression-eval';
import type { HumanDatetimeContext } from './human-datetime';
import type { RelativeAnchors } from './range-phrases';
import { rangeExpressions } from './range-phrases';
import type { WallClock } from './wall-clock';
import { addUnits, fromWallClock, midnightOf, toWallClock } from './wall-clock';

/** How to resolve a time range. */
export interface ResolveTimeRangeOptions extends RelativeAnchors {
  /** The current instant; never read from the clock, so results are reproducible. */
  now: Date;
  /** Shift of both ends, e.g. `1 year ago` or `1 day` (back) or `2 weeks later` (forward). */
  timeShift?: string | null;
  /** IANA time zone the range is read in (its midnight, its calendar); UTC when omitted. */
  timezone?: string;
}

/** A resolved range: `since <= t < until`; null is an open end. */
export interface ResolvedTimeRange {
  /** Inclusive start, or null for unbounded. */
  since: Date | null;
  /** Exclusive end, or null for unbounded. */
  until: Date | null;
}

/** The outcome of `tryResolveTimeRange`. */
export type TimeRangeResult = ({ ok: true } & ResolvedTimeRange) | { ok: false; error: TimeRangeError };

const SHIFT =
  /^\s*([0-9]+)\s+(second|minute|hour|day|week|month|quarter|year)s?(?:\s+(ago|before|prior|later|after|hence|from\s+now))?\s*$/i;

/**
 * Resolves a time range string to its two ends, as Superset's `get_since_until`: `No filter`,
 * `Last …`, `Next …`, `previous calendar …`, `Current …`, and `since : until` where each side is
 * empty (open), a phrase (`last 2 weeks`, `start of next month`), an expression
 * (`DATEADD(DATETIME("today"), -7, day)`) or free text (`2024-01-01`, `now`, `3 days ago`).
 * Throws TimeRangeError with the message the time-range popover shows.
 */
export function resolveTimeRange(timeRange: string, options: ResolveTimeRangeOptions): ResolvedTimeRange {
  const context: HumanDatetimeContext = {
    now: toWallClock(options.now, options.timezone),
    timezone: options.timezone,
  };
  const [since, until] = resolveWallClocks(timeRange, options, context);
  const shiftedSince = since && shiftBound(since, options.timeShift);
  const shiftedUntil = until && shiftBound(until, options.timeShift);
  if (shiftedSince !== null && shiftedUntil !== null && shiftedSince.isAfter(shiftedUntil)) {
    throw timeRangeErrors.order();
  }
  return {
    since: shiftedSince && fromWallClock(shiftedSince, options.timezone),
    until: shiftedUntil && fromWallClock(shiftedUntil, options.timezone),
  };
}

/** `resolveTimeRange` as a value: the ends, or the TimeRangeError (other errors still throw). */
export function tryResolveTimeRange(timeRange: string, options: ResolveTimeRangeOptions): TimeRangeResult {
  try {
    return { ok: true, ...resolveTimeRange(timeRange, options) };
  } catch (error) {
    if (error instanceof TimeRangeError) return { ok: false, error };
    throw error;
  }
}

function resolveWallClocks(
  timeRange: string,
  anchors: RelativeAnchors,
  context: HumanDatetimeContext,
): [WallClock | null, WallClock | null] {
  if (timeRange.trim().toLowerCase() === NO_TIME_RANGE.toLowerCase()) return [null, null];
  const expressions = rangeExpressions(timeRange, anchors);
  if (expressions === null) {
    // Superset's legacy path: without a separator an empty range is "until the relative end".
    if (timeRange.trim() === '') return [null, anchorClock(anchors.relativeEnd ?? 'today', context)];
    throw timeRangeErrors.parse(timeRange.trim());
  }
  const { since, until } = expressions;
  return [since && evaluateDateExpression(since, context), until && evaluateDateExpression(until, context)];
}

function anchorClock(anchor: RelativeAnchor, context: HumanDatetimeContext): WallClock {
  return anchor === 'now' ? context.now : midnightOf(context.now);
}

/** Moves a bound by a time shift: `N units` and `N units ago` go back, `N units later` forward. */
function shiftBound(bound: WallClock, timeShift: string | null | undefined): WallClock {
  if (timeShift === undefined || timeShift === null || timeShift.trim() === '') return bound;
  const match = SHIFT.exec(timeShift);
  const unit = toGrainUnit(match?.[2] ?? '');
  if (match === null || unit === undefined) throw timeRangeErrors.delta(timeShift);
  const direction = /^(later|after|hence|from\s+now)$/i.test(match[3] ?? '') ? 1 : -1;
  return addUnits(bound, direction * Number(match[1]), unit);
}
