import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utcPlugin from 'dayjs/plugin/utc';
import type { TimeRangeGrainUnit } from './constants';
import { timeRangeErrors } from './errors';

dayjs.extend(utcPlugin);
dayjs.extend(timezonePlugin);

/**
 * A naive wall-clock time, like the naive `datetime` Superset computes with: a UTC-mode Dayjs
 * whose fields are the local fields of the caller's time zone.
 */
export type WallClock = Dayjs;

/** Units LASTDAY accepts. */
export const LAST_DAY_UNITS = ['year', 'quarter', 'month', 'week', 'day'] as const;
/** A unit LASTDAY accepts. */
export type LastDayUnit = (typeof LAST_DAY_UNITS)[number];

const NAIVE_FORMAT = 'YYYY-MM-DDTHH:mm:ss.SSS';

/** The wall clock whose fields are the UTC fields of an epoch-milliseconds value. */
export function wallClockFromEpoch(epochMs: number): WallClock {
  return dayjs.utc(epochMs);
}

/** The wall clock of an instant in a time zone (UTC when none), truncated to whole seconds. */
export function toWallClock(instant: Date, timezone?: string): WallClock {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  if (timezone === undefined) return dayjs.utc(seconds);
  return dayjs.utc(zoned(seconds, timezone).format(NAIVE_FORMAT));
}

/** The instant a wall clock denotes in a time zone (UTC when none). */
export function fromWallClock(clock: WallClock, timezone?: string): Date {
  if (timezone === undefined) return clock.toDate();
  assertTimezone(timezone);
  return dayjs.tz(clock.format(NAIVE_FORMAT), timezone).toDate();
}

/** Throws a TimeRangeError unless `timezone` is an IANA name this runtime knows. */
export function assertTimezone(timezone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    throw timeRangeErrors.timezone(timezone);
  }
}

function zoned(epochMs: number, timezone: string): Dayjs {
  assertTimezone(timezone);
  return dayjs(epochMs).tz(timezone);
}

/** Calendar-aware addition, as DATEADD: months clamp to the month's last day, a quarter is 3 months. */
export function addUnits(clock: WallClock, amount: number, unit: TimeRangeGrainUnit): WallClock {
  if (unit === 'quarter') return clock.add(amount * 3, 'month');
  if (unit === 'week') return clock.add(amount * 7, 'day');
  return clock.add(amount, unit);
}

/** Start of the unit containing `clock`, as DATETRUNC: weeks start on Monday. */
export function truncateTo(clock: WallClock, unit: TimeRangeGrainUnit): WallClock {
  if (unit === 'week') return clock.subtract((clock.day() + 6) % 7, 'day').startOf('day');
  if (unit === 'quarter') return clock.month(Math.floor(clock.month() / 3) * 3).startOf('month');
  return clock.startOf(unit);
}

/** Midnight of the last day of the unit containing `clock`, as LASTDAY: weeks end on Sunday. */
export function lastDayOf(clock: WallClock, unit: LastDayUnit): WallClock {
  const start = truncateTo(clock, unit);
  if (unit === 'day') return start;
  return addUnits(start, 1, unit).subtract(1, 'day');
}

/** Today's midnight on a wall clock. */
export function midnightOf(clock: WallClock): WallClock {
  return clock.startOf('day');
}
