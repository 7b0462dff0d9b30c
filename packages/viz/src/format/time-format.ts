import { utcFormat } from 'd3-time-format';
import { utcDay, utcHour, utcMinute, utcMonth, utcSecond, utcWeek, utcYear } from 'd3-time';

/** Superset's adaptive date format id. */
export const SMART_DATE = 'smart_date';

/** Time format choices of the spec (§9): [format id, label]. */
export const D3_TIME_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [SMART_DATE, 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

/** A time formatter over epoch milliseconds, Date or ISO text; total over null. */
export type TimeFormatter = (value: number | string | Date | null | undefined) => string;

const smartParts = {
  millisecond: utcFormat('.%Lms'),
  second: utcFormat(':%Ss'),
  minute: utcFormat('%I:%M'),
  hour: utcFormat('%I %p'),
  day: utcFormat('%a %d'),
  week: utcFormat('%b %d'),
  month: utcFormat('%B'),
  year: utcFormat('%Y'),
};

/** Superset's smart_date: the coarsest unit the instant is aligned to decides the format (UTC). */
function smartDate(date: Date): string {
  if (utcSecond(date) < date) return smartParts.millisecond(date);
  if (utcMinute(date) < date) return smartParts.second(date);
  if (utcHour(date) < date) return smartParts.minute(date);
  if (utcDay(date) < date) return smartParts.hour(date);
  if (utcMonth(date) < date) return utcWeek(date) < date ? smartParts.day(date) : smartParts.week(date);
  if (utcYear(date) < date) return smartParts.month(date);
  return smartParts.year(date);
}

/** Parses chart-data time values: epoch ms numbers, numeric strings and ISO text (UTC when no zone). */
export function toDate(value: number | string | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const trimmed = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return new Date(Number(trimmed));
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return new Date(`${trimmed}T00:00:00Z`);
  const isoText = trimmed.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');
  const zoned = /([zZ]|[+-]\d\d:?\d\d)$/.test(isoText) ? isoText : `${isoText}Z`;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? null : date;
}

const cache = new Map<string, TimeFormatter>();

/** The formatter of a time format id (smart_date or a d3-time-format specifier, in UTC). */
export function getTimeFormatter(formatId?: string | null): TimeFormatter {
  const id = formatId && formatId.trim() !== '' ? formatId : SMART_DATE;
  const cached = cache.get(id);
  if (cached) return cached;
  const raw = id === SMART_DATE ? smartDate : utcFormat(id);
  const formatter: TimeFormatter = (value) => {
    const date = toDate(value);
    return date ? raw(date) : String(value);
  };
  cache.set(id, formatter);
  return formatter;
}

/** Formats one time value with a format id. */
export function formatTime(
  formatId: string | null | undefined,
  value: number | string | Date | null | undefined,
): string {
  return getTimeFormatter(formatId)(value);
}

/** Superset's time formats per time grain (getTimeFormatterForGranularity): what 'Adaptive formatting' shows. */
const GRAIN_FORMATS: Readonly<Record<string, string>> = {
  PT1S: '%Y-%m-%d %H:%M:%S',
  PT5S: '%Y-%m-%d %H:%M:%S',
  PT30S: '%Y-%m-%d %H:%M:%S',
  PT1M: '%Y-%m-%d %H:%M',
  PT5M: '%Y-%m-%d %H:%M',
  PT10M: '%Y-%m-%d %H:%M',
  PT15M: '%Y-%m-%d %H:%M',
  PT30M: '%Y-%m-%d %H:%M',
  'PT0.5H': '%Y-%m-%d %H:%M',
  PT1H: '%Y-%m-%d %H:00',
  PT6H: '%Y-%m-%d %H:00',
  P1D: '%Y-%m-%d',
  P1W: '%Y-%m-%d',
  '1969-12-28T00:00:00Z/P1W': '%Y-%m-%d',
  '1969-12-29T00:00:00Z/P1W': '%Y-%m-%d',
  'P1W/1970-01-03T00:00:00Z': '%Y-%m-%d',
  'P1W/1970-01-04T00:00:00Z': '%Y-%m-%d',
  P1M: '%Y-%m',
  P3M: '%Y Q%q',
  'P0.25Y': '%Y Q%q',
  P1Y: '%Y',
};

/**
 * The formatter of a temporal column: its format, except that 'Adaptive formatting' of a column bucketed by a time
 * grain shows the whole bucket as Superset does ('2024-03', '2024 Q1', '2006'), never a day without its year.
 */
export function getTimeFormatterForGrain(
  formatId: string | null | undefined,
  grain: string | null | undefined,
): TimeFormatter {
  const isAdaptive = !formatId || formatId.trim() === '' || formatId === SMART_DATE;
  const grainFormat = grain ? GRAIN_FORMATS[grain] : undefined;
  return getTimeFormatter(isAdaptive && grainFormat ? grainFormat : formatId);
}
