import { timeRangeErrors } from './errors';
import type { WallClock } from './wall-clock';
import { wallClockFromEpoch } from './wall-clock';

/** One holiday of a country's table: its name and the month (1-12) and day it falls on in a year. */
interface HolidayRule {
  name: string;
  /** First year the holiday exists. */
  since?: number;
  date: (year: number) => [month: number, day: number];
}

const MONDAY = 1;
const THURSDAY = 4;

/** Day of month of the n-th given weekday (0 = Sunday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n < 0) {
    const lastDay = new Date(Date.UTC(year, month, 0));
    return lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7);
  }
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - firstWeekday + 7) % 7) + (n - 1) * 7;
}

/** US federal holidays with the names of Python's `holidays` package (observed days excluded). */
const US_HOLIDAYS: HolidayRule[] = [
  { name: "New Year's Day", date: () => [1, 1] },
  { name: 'Martin Luther King Jr. Day', since: 1986, date: (y) => [1, nthWeekday(y, 1, MONDAY, 3)] },
  { name: "Washington's Birthday", date: (y) => [2, nthWeekday(y, 2, MONDAY, 3)] },
  { name: 'Memorial Day', date: (y) => [5, nthWeekday(y, 5, MONDAY, -1)] },
  { name: 'Juneteenth National Independence Day', since: 2021, date: () => [6, 19] },
  { name: 'Independence Day', date: () => [7, 4] },
  { name: 'Labor Day', date: (y) => [9, nthWeekday(y, 9, MONDAY, 1)] },
  { name: 'Columbus Day', date: (y) => [10, nthWeekday(y, 10, MONDAY, 2)] },
  { name: 'Veterans Day', date: () => [11, 11] },
  { name: 'Thanksgiving Day', date: (y) => [11, nthWeekday(y, 11, THURSDAY, 4)] },
  { name: 'Christmas Day', date: () => [12, 25] },
];

const HOLIDAYS_BY_COUNTRY = new Map([['US', US_HOLIDAYS]]);

/**
 * Midnight of the first holiday of `year` whose name starts with `name` (case-insensitive), as
 * HOLIDAY("name", date, "CC"). Only the US table is available.
 */
export function findHoliday(name: string, year: number, country = 'US'): WallClock {
  const rules = HOLIDAYS_BY_COUNTRY.get(country.toUpperCase());
  if (rules === undefined) throw timeRangeErrors.holidayCountry(country);
  const prefix = name.toLowerCase();
  const dates = rules
    .filter((rule) => (rule.since ?? 0) <= year && rule.name.toLowerCase().startsWith(prefix))
    .map((rule) => rule.date(year))
    .sort(([monthA, dayA], [monthB, dayB]) => monthA - monthB || dayA - dayB);
  const first = dates[0];
  if (first === undefined) throw timeRangeErrors.holiday(name);
  return wallClockFromEpoch(Date.UTC(year, first[0] - 1, first[1]));
}
