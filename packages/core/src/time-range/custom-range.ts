import type { TimeRangeFrame, TimeRangeGrainUnit } from './constants';
import {
  LAST_TIME_RANGES,
  NO_TIME_RANGE,
  PREVIOUS_CALENDAR_TIME_RANGES,
  CURRENT_TIME_RANGES,
  TIME_RANGE_DATETIME_FORMAT,
  TIME_RANGE_SEPARATOR,
  toGrainUnit,
} from './constants';
import { parseAbsoluteDatetime } from './human-datetime';
import { midnightOf, toWallClock } from './wall-clock';

/** How one end of a custom range is given: a date, an offset from the other end, now, or midnight. */
export type DateTimeMode = 'specific' | 'relative' | 'now' | 'today';
/** The modes of an end, in the popover's order. */
export const DATE_TIME_MODES: readonly DateTimeMode[] = ['specific', 'relative', 'now', 'today'];

/** What two relative ends are measured from: now, or a date. */
export type AnchorMode = 'now' | 'specific';

/** The fields of the popover's "Custom" frame, named as Superset's frontend. */
export interface CustomTimeRange {
  /** Start date as YYYY-MM-DDTHH:mm:ss when sinceMode is specific. */
  sinceDatetime: string;
  /** How the start is given. */
  sinceMode: DateTimeMode;
  /** Unit of the start's offset when relative. */
  sinceGrain: TimeRangeGrainUnit;
  /** Size of the start's offset when relative (negative: before). */
  sinceGrainValue: number;
  /** End date as YYYY-MM-DDTHH:mm:ss when untilMode is specific. */
  untilDatetime: string;
  /** How the end is given. */
  untilMode: DateTimeMode;
  /** Unit of the end's offset when relative. */
  untilGrain: TimeRangeGrainUnit;
  /** Size of the end's offset when relative (positive: after). */
  untilGrainValue: number;
  /** What two relative ends are measured from. */
  anchorMode: AnchorMode;
  /** `now`, or the anchor date as YYYY-MM-DDTHH:mm:ss. */
  anchorValue: string;
}

const ISO8601 = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:(?:[+-]\d\d:\d\d)|Z)?`;
const ISO8601_OR_CONSTANT = new RegExp(String.raw`^${ISO8601}$|^(?:TODAY|NOW)$`, 'i');
const CUSTOM_RANGE_EXPRESSION = new RegExp(
  String.raw`^DATEADD\(DATETIME\("(${ISO8601}|(?:TODAY|NOW))"\),\s([+-]?[1-9][0-9]*),\s(YEAR|QUARTER|MONTH|WEEK|DAY|HOUR|MINUTE|SECOND)\)$`,
  'i',
);

/** The custom range the popover starts from: 7 days back to today's midnight (spec §9). */
export function defaultCustomTimeRange(now: Date, timezone?: string): CustomTimeRange {
  const midnight = midnightOf(toWallClock(now, timezone));
  return {
    sinceDatetime: midnight.subtract(7, 'day').format(TIME_RANGE_DATETIME_FORMAT),
    sinceMode: 'relative',
    sinceGrain: 'day',
    sinceGrainValue: -7,
    untilDatetime: midnight.format(TIME_RANGE_DATETIME_FORMAT),
    untilMode: 'specific',
    untilGrain: 'day',
    untilGrainValue: 7,
    anchorMode: 'now',
    anchorValue: 'now',
  };
}

/** A picked datetime as YYYY-MM-DDTHH:mm:ss; text that is no absolute date is kept as typed. */
function formatDatetime(text: string): string {
  return parseAbsoluteDatetime(text, undefined)?.format(TIME_RANGE_DATETIME_FORMAT) ?? text;
}

function fixedEnd(mode: DateTimeMode, datetime: string): string {
  return mode === 'specific' ? formatDatetime(datetime) : mode;
}

/**
 * The range string of the Custom frame, as Superset's `customTimeRangeEncode`, e.g.
 * `DATEADD(DATETIME("2021-01-27T00:00:00"), -7, day) : 2021-01-27T00:00:00`.
 */
export function encodeCustomTimeRange(range: CustomTimeRange): string {
  const isSinceRelative = range.sinceMode === 'relative';
  const isUntilRelative = range.untilMode === 'relative';
  const sinceOffset = -Math.abs(range.sinceGrainValue);
  if (!isSinceRelative && !isUntilRelative) {
    return `${fixedEnd(range.sinceMode, range.sinceDatetime)}${TIME_RANGE_SEPARATOR}${fixedEnd(range.untilMode, range.untilDatetime)}`;
  }
  if (!isSinceRelative) {
    const since = fixedEnd(range.sinceMode, range.sinceDatetime);
    return `${since}${TIME_RANGE_SEPARATOR}${dateadd(since, range.untilGrainValue, range.untilGrain)}`;
  }
  if (!isUntilRelative) {
    const until = fixedEnd(range.untilMode, range.untilDatetime);
    return `${dateadd(until, sinceOffset, range.sinceGrain)}${TIME_RANGE_SEPARATOR}${until}`;
  }
  const anchor = range.anchorMode === 'now' ? 'now' : formatDatetime(range.anchorValue);
  return `${dateadd(anchor, sinceOffset, range.sinceGrain)}${TIME_RANGE_SEPARATOR}${dateadd(anchor, range.untilGrainValue, range.untilGrain)}`;
}

function dateadd(anchor: string, amount: number, unit: TimeRangeGrainUnit): string {
  return `DATEADD(DATETIME("${anchor}"), ${amount}, ${unit})`;
}

/** An end's mode when it is a constant or a date: `now`, `today`, else specific. */
function fixedMode(end: string): DateTimeMode {
  const lower = end.toLowerCase();
  return lower === 'now' || lower === 'today' ? lower : 'specific';
}

/** Anchor, offset and unit of one `DATEADD(DATETIME("…"), N, unit)` end. */
interface Offset {
  anchor: string;
  amount: number;
  unit: TimeRangeGrainUnit;
}

/** The offset of an end written as the Custom frame writes it, or null. */
function matchOffset(end: string): Offset | null {
  const match = CUSTOM_RANGE_EXPRESSION.exec(end);
  const unit = toGrainUnit(match?.[3] ?? '');
  if (match === null || unit === undefined) return null;
  return { anchor: match[1] ?? '', amount: Number(match[2]), unit };
}

function sinceFields({ amount, unit }: Offset): Partial<CustomTimeRange> {
  return { sinceMode: 'relative', sinceGrain: unit, sinceGrainValue: amount };
}

function untilFields({ amount, unit }: Offset): Partial<CustomTimeRange> {
  return { untilMode: 'relative', untilGrain: unit, untilGrainValue: amount };
}

/** The Custom-frame fields a range string sets, or null when the Custom frame cannot show it. */
function matchCustomTimeRange(timeRange: string): Partial<CustomTimeRange> | null {
  const sides = timeRange.split(TIME_RANGE_SEPARATOR);
  if (sides.length !== 2) return null;
  const [since = '', until = ''] = sides;
  const isSinceFixed = ISO8601_OR_CONSTANT.test(since);
  const isUntilFixed = ISO8601_OR_CONSTANT.test(until);
  if (isSinceFixed && isUntilFixed) {
    return {
      sinceDatetime: since,
      untilDatetime: until,
      sinceMode: fixedMode(since),
      untilMode: fixedMode(until),
    };
  }
  const sinceOffset = matchOffset(since);
  const untilOffset = matchOffset(until);
  if (sinceOffset !== null && isUntilFixed && since.includes(until)) {
    const { anchor } = sinceOffset;
    return {
      sinceDatetime: anchor,
      untilDatetime: anchor,
      ...sinceFields(sinceOffset),
      untilMode: fixedMode(until),
    };
  }
  if (untilOffset !== null && isSinceFixed && until.includes(since)) {
    const { anchor } = untilOffset;
    return {
      sinceDatetime: anchor,
      untilDatetime: anchor,
      sinceMode: fixedMode(since),
      ...untilFields(untilOffset),
    };
  }
  if (sinceOffset === null || untilOffset === null || sinceOffset.anchor !== untilOffset.anchor) return null;
  const { anchor } = sinceOffset;
  return {
    sinceDatetime: anchor,
    untilDatetime: anchor,
    anchorValue: anchor,
    ...sinceFields(sinceOffset),
    ...untilFields(untilOffset),
    anchorMode: anchor === 'now' ? 'now' : 'specific',
  };
}

/**
 * The Custom-frame fields of a range string, as Superset's `customTimeRangeDecode`: fields the string
 * does not set come from the default range. Null when the string is not a custom range.
 */
export function decodeCustomTimeRange(
  timeRange: string,
  now: Date,
  timezone?: string,
): CustomTimeRange | null {
  const matched = matchCustomTimeRange(timeRange);
  return matched === null ? null : { ...defaultCustomTimeRange(now, timezone), ...matched };
}

/**
 * The frame the popover opens on for a value, as Superset's `guessFrame`: a 'Last' choice is
 * Common, a previous-calendar choice is Calendar, a current-calendar one Current, then No filter, a custom range, else Advanced.
 */
export function guessTimeRangeFrame(timeRange: string): TimeRangeFrame {
  if (LAST_TIME_RANGES.some((range) => range === timeRange)) return 'Common';
  if (PREVIOUS_CALENDAR_TIME_RANGES.some((range) => range === timeRange)) return 'Calendar';
  if (CURRENT_TIME_RANGES.some((range) => range === timeRange)) return 'Current';
  if (timeRange === NO_TIME_RANGE) return 'No filter';
  if (matchCustomTimeRange(timeRange) !== null) return 'Custom';
  return 'Advanced';
}

/**
 * The two inputs of the Advanced frame for a value, as Superset's `getAdvancedRange`: a range is
 * split at the separator, `Last …` fills the start, `Next …` the end, anything else is empty.
 */
export function toAdvancedTimeRange(timeRange: string): { since: string; until: string } {
  if (timeRange.includes(TIME_RANGE_SEPARATOR)) {
    const at = timeRange.indexOf(TIME_RANGE_SEPARATOR);
    return { since: timeRange.slice(0, at), until: timeRange.slice(at + TIME_RANGE_SEPARATOR.length) };
  }
  if (timeRange.startsWith('Last')) return { since: timeRange, until: '' };
  if (timeRange.startsWith('Next')) return { since: '', until: timeRange };
  return { since: '', until: '' };
}
