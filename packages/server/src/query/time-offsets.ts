import { metricLabel, type QueryObject } from '@meridian/core';
import { AppError } from '../errors';
import { epochMillis, type TypedColumns } from './result-format';

/** Superset's message when a time comparison runs without a closed time range, verbatim. */
export const TIME_COMPARISON_NEEDS_RANGE =
  'An enclosed time range (both start and end) must be specified when using a Time Comparison.';

/** Separator of a metric and its offset in the column names of a time comparison (`SUM(x)__1 year ago`). */
export const TIME_OFFSET_SEPARATOR = '__';

const UNIT_MS = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
} as const;
const MONTHS = { month: 1, quarter: 3, year: 12 } as const;
type Unit = keyof typeof UNIT_MS | keyof typeof MONTHS;
const RELATIVE =
  /^\s*(\d+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s+(ago|before|later|after)\s*$/i;
const ISO_DATE = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2}))?)?\s*$/;

/** Adds calendar units to an instant (UTC wall clock); months clamp to the month's last day, as dateutil does. */
export function addCalendarUnits(epochMs: number, amount: number, unit: Unit): number {
  if (unit in UNIT_MS) return epochMs + amount * UNIT_MS[unit as keyof typeof UNIT_MS];
  const date = new Date(epochMs);
  const months = date.getUTCMonth() + amount * MONTHS[unit as keyof typeof MONTHS];
  const target = new Date(Date.UTC(date.getUTCFullYear(), months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
  return target.getTime();
}

/** How one offset moves time: `back` maps the chart's instants to the compared period, `forward` the way back. */
export interface TimeShift {
  /** The offset as the query gave it ("1 year ago", "inherit", "2020-01-01"). */
  offset: string;
  /** An instant of the chart's range -> the same instant of the compared range. */
  back: (epochMs: number) => number;
  /** An instant of the compared range -> the instant of the chart's range it is compared with. */
  forward: (epochMs: number) => number;
}

/**
 * Reads a time offset against the chart's range: "N units ago" (or "later"), "inherit" (the range's own length
 * before it) or a date (the compared range starts there). Anything else answers 400.
 */
export function parseTimeShift(offset: string, range: { since: number; until: number }): TimeShift {
  if (offset.trim().toLowerCase() === 'inherit') {
    const length = range.until - range.since;
    return { offset, back: (t) => t - length, forward: (t) => t + length };
  }
  const relative = RELATIVE.exec(offset);
  if (relative) {
    const sign = /ago|before/i.test(relative[3] ?? '') ? -1 : 1;
    const amount = sign * Number(relative[1]);
    const unit = (relative[2] ?? 'day').toLowerCase() as Unit;
    return {
      offset,
      back: (t) => addCalendarUnits(t, amount, unit),
      forward: (t) => addCalendarUnits(t, -amount, unit),
    };
  }
  const date = ISO_DATE.exec(offset);
  if (date) {
    const [, y, m, d, hh, mm, ss] = date.map(Number);
    const start = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh || 0, mm || 0, ss || 0);
    const delta = range.since - start;
    return { offset, back: (t) => t - delta, forward: (t) => t + delta };
  }
  throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Invalid time offset "${offset}"`);
}

/** Naive ISO text of an instant, as the time-range grammar reads it. */
function isoText(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d+Z$/, '');
}

/**
 * The query of one compared period: every TEMPORAL_RANGE filter covers the shifted range, with no offsets and no
 * post-processing of its own (the offset columns join the main result before post-processing runs).
 */
export function shiftedQuery(
  query: QueryObject,
  shift: TimeShift,
  range: { since: number; until: number },
): QueryObject {
  const val = `${isoText(shift.back(range.since))} : ${isoText(shift.back(range.until))}`;
  return {
    ...query,
    filters: query.filters.map((f) => (f.op === 'TEMPORAL_RANGE' ? { ...f, val } : f)),
    ...(query.time_range ? { time_range: val } : {}),
    time_offsets: [],
    post_processing: [],
  };
}

/** The closed range of a compiled query, or 400 with Superset's message. */
export function enclosedRange(
  fromDttm: number | null,
  toDttm: number | null,
): { since: number; until: number } {
  if (fromDttm === null || toDttm === null)
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', TIME_COMPARISON_NEEDS_RANGE);
  return { since: fromDttm, until: toDttm };
}

function joinKey(
  result: TypedColumns,
  keyColumns: readonly number[],
  row: number,
  shift?: (t: number) => number,
): string {
  return JSON.stringify(
    keyColumns.map((c) => {
      const value = result.columns[c]?.[row] ?? null;
      if (result.generics[c] !== 'TEMPORAL' || value === null) return value;
      const ms = epochMillis(value);
      return typeof ms === 'number' && shift ? shift(ms) : ms;
    }),
  );
}

/**
 * Left-joins a compared period's result onto the main result (Superset's time-offset join): its metric columns come
 * renamed `<metric>__<offset>`; rows match on every non-metric column, temporal ones moved forward by the offset. With
 * no such column (a single total), the one row of each side is joined.
 */
export function joinOffsetResult(
  main: TypedColumns,
  compared: TypedColumns,
  options: { shift: TimeShift; metrics: readonly string[] },
): TypedColumns {
  const metricSet = new Set(options.metrics);
  // Metrics and the offset columns of earlier offsets are values, not keys.
  const isValue = (name: string) =>
    metricSet.has(name) || options.metrics.some((m) => name.startsWith(`${m}${TIME_OFFSET_SEPARATOR}`));
  const mainKeys = main.colnames.flatMap((name, i) => (isValue(name) ? [] : [i]));
  const comparedKeys = mainKeys.map((i) => compared.colnames.indexOf(main.colnames[i] ?? ''));
  if (comparedKeys.some((i) => i < 0))
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', 'The compared period returned other columns');
  const rowOf = new Map<string, number>();
  for (let row = 0; row < compared.rowcount; row++) {
    const key = joinKey(compared, comparedKeys, row, options.shift.forward);
    if (!rowOf.has(key)) rowOf.set(key, row);
  }
  const matches = Array.from({ length: main.rowcount }, (_, row) => rowOf.get(joinKey(main, mainKeys, row)));
  const added = options.metrics.map((metric) => {
    const source = compared.colnames.indexOf(metric);
    return {
      name: `${metric}${TIME_OFFSET_SEPARATOR}${options.shift.offset}`,
      generic: source >= 0 ? (compared.generics[source] ?? null) : null,
      values: matches.map((row) =>
        row === undefined || source < 0 ? null : (compared.columns[source]?.[row] ?? null),
      ),
    };
  });
  return {
    colnames: [...main.colnames, ...added.map((a) => a.name)],
    generics: [...main.generics, ...added.map((a) => a.generic)],
    columns: [...main.columns, ...added.map((a) => a.values)],
    rowcount: main.rowcount,
  };
}

/** Labels of a query's metrics, as its result names them. */
export function queryMetricLabels(query: QueryObject): string[] {
  return (query.metrics ?? []).map(metricLabel);
}
