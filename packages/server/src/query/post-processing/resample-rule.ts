/**
 * pandas offset aliases for `resample` (`1D`, `7D`, `1H`, `1T`, `1W`, `W-MON`, `1M`, `1MS`,
 * `QS`, `1A`, `1AS`, …) and the bins pandas puts timestamps in: fixed ("tick") rules bin
 * from midnight of the first day, closed left and labelled left; month/quarter/year *start*
 * rules likewise; week and month/quarter/year *end* rules are closed right and labelled
 * with the period's end date. All arithmetic is in UTC on epoch milliseconds.
 */
import { postProcessingError } from './validation';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const TICKS: Readonly<Record<string, number>> = {
  L: 1,
  ms: 1,
  S: SECOND,
  s: SECOND,
  T: MINUTE,
  min: MINUTE,
  H: HOUR,
  h: HOUR,
  D: DAY,
  d: DAY,
};
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
const MONTH_UNITS: Readonly<Record<string, { months: number; end: boolean }>> = {
  M: { months: 1, end: true },
  ME: { months: 1, end: true },
  MS: { months: 1, end: false },
  Q: { months: 3, end: true },
  QE: { months: 3, end: true },
  'Q-DEC': { months: 3, end: true },
  QS: { months: 3, end: false },
  'QS-JAN': { months: 3, end: false },
  A: { months: 12, end: true },
  Y: { months: 12, end: true },
  YE: { months: 12, end: true },
  'A-DEC': { months: 12, end: true },
  'Y-DEC': { months: 12, end: true },
  AS: { months: 12, end: false },
  YS: { months: 12, end: false },
  'AS-JAN': { months: 12, end: false },
  'YS-JAN': { months: 12, end: false },
};

/** A parsed offset alias, able to bin timestamps once it knows the first one. */
export interface ResampleRule {
  /** Bins for data starting at `first` (pandas anchors tick bins and end offsets on the data). */
  binsFrom(first: number): ResampleBins;
  /** pandas `date_range(start, end, freq, inclusive='left')`. */
  range(start: number, end: number): number[];
}

/** How timestamps map to bin labels. */
export interface ResampleBins {
  /** Label of the bin holding `time`. */
  label(time: number): number;
  /** The label after `label`. */
  next(label: number): number;
}

/** Parses a pandas offset alias such as `1D`, `7D`, `W-MON`, `1MS` or `1A`. */
export function parseResampleRule(rule: string): ResampleRule {
  const match = /^\s*(\d*)\s*([A-Za-z]+(?:-[A-Za-z]+)?)\s*$/.exec(rule);
  const count = match?.[1] ? Number(match[1]) : 1;
  const unit = match?.[2] ?? '';
  if (!match || count < 1) throw postProcessingError(`Invalid frequency: ${rule}`);
  const tick = Object.hasOwn(TICKS, unit) ? TICKS[unit] : undefined;
  if (tick !== undefined) return tickRule(tick * count);
  const weekday = weekdayOf(unit);
  if (weekday !== undefined) return weekRule(weekday, count);
  const monthUnit = Object.hasOwn(MONTH_UNITS, unit) ? MONTH_UNITS[unit] : undefined;
  if (monthUnit) return monthRule(monthUnit.months * count, monthUnit.months, monthUnit.end);
  throw postProcessingError(`Invalid frequency: ${rule}`);
}

function weekdayOf(unit: string): number | undefined {
  if (unit === 'W') return 0;
  const [head, day] = unit.split('-');
  if (head !== 'W' || day === undefined) return undefined;
  const index = (WEEKDAYS as readonly string[]).indexOf(day);
  return index < 0 ? undefined : index;
}

function tickRule(step: number): ResampleRule {
  return {
    binsFrom(first) {
      const origin = Math.floor(first / DAY) * DAY;
      return {
        label: (time) => origin + Math.floor((time - origin) / step) * step,
        next: (label) => label + step,
      };
    },
    range(start, end) {
      const out: number[] = [];
      for (let time = start; time < end; time += step) out.push(time);
      return out;
    },
  };
}

function dayOf(time: number): number {
  return Math.floor(time / DAY);
}

function weekRule(weekday: number, count: number): ResampleRule {
  // 1970-01-01 (day 0) was a Thursday: weekday 4 counting from Sunday.
  const weekdayOfDay = (day: number): number => (((day + 4) % 7) + 7) % 7;
  const step = 7 * count;
  return {
    binsFrom(first) {
      const day0 = dayOf(first);
      const before = day0 - ((weekdayOfDay(day0) - weekday + 7) % 7 || 7);
      const origin = before - (count - 1) * 7;
      return {
        label: (time) => (origin + Math.ceil((dayOf(time) - origin) / step) * step) * DAY,
        next: (label) => label + step * DAY,
      };
    },
    range(start, end) {
      const out: number[] = [];
      const startDay = dayOf(start) + (start % DAY === 0 ? 0 : 1);
      let day = startDay + ((weekday - weekdayOfDay(startDay) + 7) % 7);
      for (; day * DAY < end; day += step) out.push(day * DAY);
      return out;
    },
  };
}

/** Month number since year 0 (`year * 12 + month`) of a time. */
function monthOf(time: number): number {
  const date = new Date(time);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

function monthStart(month: number): number {
  return Date.UTC(Math.floor(month / 12), ((month % 12) + 12) % 12, 1);
}

function monthEnd(month: number): number {
  return monthStart(month + 1) - DAY;
}

function monthRule(step: number, unit: number, isEnd: boolean): ResampleRule {
  const dateOf = isEnd ? monthEnd : monthStart;
  return {
    binsFrom(first) {
      const month0 = monthOf(first);
      // End offsets: the last anchor strictly before the first day, then back count-1 more units
      // (pandas `first - freq`); start offsets: the anchor on or before it (`freq.rollback`).
      const origin = isEnd ? month0 - 1 - (month0 % unit) - (step - unit) : month0 - (month0 % unit);
      return {
        label: (time) => {
          const steps = (monthOf(time) - origin) / step;
          return dateOf(origin + (isEnd ? Math.ceil(steps) : Math.floor(steps)) * step);
        },
        next: (label) => dateOf(monthOf(label) + step),
      };
    },
    range(start, end) {
      const out: number[] = [];
      let month = monthOf(start);
      const aligned = isEnd ? (unit - 1 - (month % unit) + unit) % unit : (unit - (month % unit)) % unit;
      month += aligned;
      if (dateOf(month) < start) month += unit;
      for (; dateOf(month) < end; month += step) out.push(dateOf(month));
      return out;
    },
  };
}
