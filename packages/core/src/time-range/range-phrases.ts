import type { RelativeAnchor, TimeRangeGrainUnit } from './constants';
import { SUB_DAY_UNITS, TIME_RANGE_SEPARATOR, toGrainUnit } from './constants';
import type { DateExpression } from './expression-parser';
import { parseDateExpression } from './expression-parser';
import type { LastDayUnit } from './wall-clock';
import { LAST_DAY_UNITS } from './wall-clock';

/** The two ends of a range as expressions; null is an open end. */
export interface RangeExpressions {
  /** Start of the range (inclusive). */
  since: DateExpression | null;
  /** End of the range (exclusive). */
  until: DateExpression | null;
}

/** Anchors of relative phrases; undefined means `now` for second/minute/hour and `today` otherwise. */
export interface RelativeAnchors {
  /** Anchor of relative phrases on either side, and the start of a `Next …` shorthand. */
  relativeStart?: RelativeAnchor;
  /** The end of a `Last …` shorthand. */
  relativeEnd?: RelativeAnchor;
}

const UNITS = String.raw`(second|minute|hour|day|week|month|quarter|year)s?`;
const MODIFIER_PHRASE =
  /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(day|week|month|quarter|year)s?$/i;
const SCOPE_PHRASE = new RegExp(String.raw`^(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}${UNITS}$`, 'i');
const FUNCTION_CALL = /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)/i;
const SHORTHAND = new RegExp(String.raw`^(?:Last|Next)\s{1,5}(?:[0-9]+\s{0,5})?${UNITS}$`, 'i');
const PREVIOUS_CALENDAR = /^previous calendar (week|month|quarter|year)/i;
const CURRENT = /^current (day|week|month|quarter|year)/i;

const datetime = (text: string): DateExpression => ({ kind: 'datetime', text });
const dateadd = (date: DateExpression, amount: number, unit: TimeRangeGrainUnit): DateExpression => ({
  kind: 'dateadd',
  date,
  amount: { kind: 'int', value: amount },
  unit,
});
const datetrunc = (date: DateExpression, unit: TimeRangeGrainUnit): DateExpression => ({
  kind: 'datetrunc',
  date,
  unit,
});

/**
 * Turns a time range into its two end expressions, following Superset's `get_since_until`:
 * `Last …` / `Next …` shorthands, `previous calendar U`, `Current U`, then `since : until`.
 * Returns null for a text without a separator that is none of those phrases.
 */
export function rangeExpressions(timeRange: string, anchors: RelativeAnchors): RangeExpressions | null {
  if (timeRange.includes(TIME_RANGE_SEPARATOR)) return splitRange(timeRange, anchors.relativeStart);
  const text = timeRange.trim();
  const calendar = calendarRange(text);
  if (calendar !== null) return calendar;
  if (/^last\s/i.test(text)) {
    return splitRange(
      `${text}${TIME_RANGE_SEPARATOR}${anchors.relativeEnd ?? shorthandAnchor(text)}`,
      anchors.relativeStart,
    );
  }
  if (/^next\s/i.test(text)) {
    return splitRange(
      `${anchors.relativeStart ?? shorthandAnchor(text)}${TIME_RANGE_SEPARATOR}${text}`,
      anchors.relativeStart,
    );
  }
  return null;
}

/** `now` for a sub-day shorthand such as `Last 3 hours`, so that its two ends share an anchor. */
function shorthandAnchor(text: string): RelativeAnchor {
  const unit = toGrainUnit(SHORTHAND.exec(text)?.[1] ?? '');
  return unit !== undefined && SUB_DAY_UNITS.includes(unit) ? 'now' : 'today';
}

function calendarRange(text: string): RangeExpressions | null {
  const today = datetime('today');
  const previous = toGrainUnit(PREVIOUS_CALENDAR.exec(text)?.[1] ?? '');
  if (previous !== undefined) {
    return { since: datetrunc(dateadd(today, -1, previous), previous), until: datetrunc(today, previous) };
  }
  const current = toGrainUnit(CURRENT.exec(text)?.[1] ?? '');
  if (current !== undefined) {
    return {
      since: datetrunc(dateadd(today, 0, current), current),
      until: datetrunc(dateadd(today, 1, current), current),
    };
  }
  return null;
}

function splitRange(timeRange: string, relativeStart: RelativeAnchor | undefined): RangeExpressions {
  const at = timeRange.indexOf(TIME_RANGE_SEPARATOR);
  return {
    since: sideExpression(timeRange.slice(0, at).trim(), relativeStart),
    until: sideExpression(timeRange.slice(at + TIME_RANGE_SEPARATOR.length).trim(), relativeStart),
  };
}

/** One side of `since : until`: empty is open; phrases become expressions; other text is DATETIME("text"). */
export function sideExpression(side: string, relativeStart?: RelativeAnchor): DateExpression | null {
  if (side === '') return null;
  const modified = MODIFIER_PHRASE.exec(side);
  const modifiedUnit = LAST_DAY_UNITS.find((unit) => unit === modified?.[4]?.toLowerCase());
  if (modified !== null && modifiedUnit !== undefined) {
    const [, modifier = '', scope = '', count] = modified;
    const base = scopedExpression(scope, count, modifiedUnit, relativeStart);
    return modifier.toLowerCase() === 'end of' ? lastday(base, modifiedUnit) : datetrunc(base, modifiedUnit);
  }
  const scoped = SCOPE_PHRASE.exec(side);
  const scopedUnit = toGrainUnit(scoped?.[3] ?? '');
  if (scoped !== null && scopedUnit !== undefined) {
    return scopedExpression(scoped[1] ?? '', scoped[2], scopedUnit, relativeStart);
  }
  if (FUNCTION_CALL.test(side)) return parseDateExpression(side);
  return datetime(side);
}

function lastday(date: DateExpression, unit: LastDayUnit): DateExpression {
  return { kind: 'lastday', date, unit };
}

/** `this U` is the anchor; `last|prior N U` goes N units back; `next N U` goes N units forward. */
function scopedExpression(
  scope: string,
  count: string | undefined,
  unit: TimeRangeGrainUnit,
  relativeStart: RelativeAnchor | undefined,
): DateExpression {
  const anchor = datetime(relativeStart ?? (SUB_DAY_UNITS.includes(unit) ? 'now' : 'today'));
  const amount = count === undefined ? 1 : Number(count);
  switch (scope.toLowerCase()) {
    case 'this':
      return anchor;
    case 'next':
      return dateadd(anchor, amount, unit);
    default:
      return dateadd(anchor, -amount, unit);
  }
}
