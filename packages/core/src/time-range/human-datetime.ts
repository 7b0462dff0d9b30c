import { SUB_DAY_UNITS, toGrainUnit } from './constants';
import { timeRangeErrors } from './errors';
import type { WallClock } from './wall-clock';
import { addUnits, midnightOf, toWallClock, wallClockFromEpoch } from './wall-clock';

/** What free text is read against: the current wall clock and the caller's time zone. */
export interface HumanDatetimeContext {
  /** The current wall clock, whole seconds. */
  now: WallClock;
  /** IANA time zone of the wall clock; UTC when undefined. */
  timezone: string | undefined;
}

const UNIT = String.raw`(second|minute|hour|day|week|month|quarter|year)s?`;
const AMBIGUOUS = new RegExp(String.raw`^\s*([0-9]+)\s+${UNIT}\s*$`, 'i');
const NUMBER_WORDS = new Map<string, number>([
  ...(['a', 'an', 'one'] as const).map((word) => [word, 1] as const),
  ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map(
    (word, index) => [word, index + 2] as const,
  ),
]);
const COUNT = String.raw`([0-9]+|${[...NUMBER_WORDS.keys()].join('|')})`;
const PAST = new RegExp(String.raw`^${COUNT}\s+${UNIT}\s+(?:ago|before|prior|earlier)$`, 'i');
const FUTURE = new RegExp(String.raw`^${COUNT}\s+${UNIT}\s+(?:later|after|hence|from\s+now)$`, 'i');
const IN_FUTURE = new RegExp(String.raw`^in\s+${COUNT}\s+${UNIT}$`, 'i');
const DAY_WORDS = new Map([
  ['today', 0],
  ['yesterday', -1],
  ['tomorrow', 1],
]);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const TIME = String.raw`(?:(?:[T\s]+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?`;

/** Calendar fields of a date; month is 1-12. */
interface DateFields {
  year: number;
  month: number;
  day: number;
}

/** A date pattern and how its groups map to the calendar fields; the time groups follow. */
interface DatePattern {
  regex: RegExp;
  fields: (groups: string[]) => DateFields;
}

const DATE_PATTERNS: DatePattern[] = [
  { regex: /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})/, fields: (g) => ymd(g[0], g[2], g[3]) },
  { regex: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, fields: (g) => ymd(g[2], g[0], g[1]) },
  {
    regex: new RegExp(String.raw`^(\d{1,2})\s+${MONTH_NAME},?\s+(\d{4})`, 'i'),
    fields: (g) => named(g[2], g[1], g[0]),
  },
  {
    regex: new RegExp(String.raw`^${MONTH_NAME}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})`, 'i'),
    fields: (g) => named(g[2], g[0], g[1]),
  },
  { regex: /^(\d{4})-(\d{1,2})(?=$)/, fields: (g) => ymd(g[0], g[1], '1') },
  { regex: /^(\d{4})(?=$)/, fields: (g) => ymd(g[0], '1', '1') },
];

function ymd(year = '', month = '', day = ''): DateFields {
  return { year: Number(year), month: Number(month), day: Number(day) };
}

function named(year = '', monthName = '', day = ''): DateFields {
  return {
    year: Number(year),
    month: MONTHS.indexOf(monthName.slice(0, 3).toLowerCase()) + 1,
    day: Number(day),
  };
}

/**
 * Reads the text of `DATETIME("…")` as Superset does (dateutil, then parsedatetime): absolute dates
 * and datetimes, `now`, `today`, `yesterday`, `tomorrow`, `N units ago|later`, `in N units`.
 * Day and coarser relative phrases land on midnight; second, minute and hour ones keep the time.
 */
export function parseHumanDatetime(text: string, context: HumanDatetimeContext): WallClock {
  if (AMBIGUOUS.test(text)) throw timeRangeErrors.ambiguous(text);
  const trimmed = text.trim();
  const parsed = parseAbsoluteDatetime(trimmed, context.timezone) ?? parseRelative(trimmed, context);
  if (parsed === null) throw timeRangeErrors.parse(text);
  return parsed;
}

/** Reads an absolute date or datetime (ISO, `2024/03/13`, `03/13/2024`, `13 March 2024`, …); null otherwise. */
export function parseAbsoluteDatetime(text: string, timezone: string | undefined): WallClock | null {
  for (const { regex, fields } of DATE_PATTERNS) {
    const dateMatch = regex.exec(text);
    if (dateMatch === null) continue;
    const timeMatch = new RegExp(`^${TIME}$`, 'i').exec(text.slice(dateMatch[0].length));
    if (timeMatch === null) return null;
    const date = fields(dateMatch.slice(1).map((group) => group ?? ''));
    return buildDatetime(date, timeMatch.slice(1), timezone);
  }
  return null;
}

function buildDatetime(
  date: DateFields,
  time: (string | undefined)[],
  timezone: string | undefined,
): WallClock | null {
  const [hour = '0', minute = '0', second = '0', fraction = '', offset] = time;
  const millisecond = Number(fraction.padEnd(3, '0').slice(0, 3));
  const epoch = Date.UTC(
    date.year,
    date.month - 1,
    date.day,
    Number(hour),
    Number(minute),
    Number(second),
    millisecond,
  );
  const clock = wallClockFromEpoch(epoch);
  const isValid =
    clock.year() === date.year &&
    clock.month() === date.month - 1 &&
    clock.date() === date.day &&
    clock.hour() === Number(hour) &&
    clock.minute() === Number(minute) &&
    clock.second() === Number(second);
  if (!isValid) return null;
  if (offset === undefined) return clock;
  return toWallClock(new Date(epoch - offsetMinutes(offset) * 60_000), timezone).millisecond(millisecond);
}

function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return offset.startsWith('-') ? -minutes : minutes;
}

function parseRelative(text: string, { now }: HumanDatetimeContext): WallClock | null {
  const lower = text.toLowerCase();
  if (lower === 'now') return now;
  const dayOffset = DAY_WORDS.get(lower);
  if (dayOffset !== undefined) return midnightOf(now).add(dayOffset, 'day');
  const past = PAST.exec(text);
  if (past !== null) return shiftFromNow(now, -count(past[1]), past[2]);
  const future = FUTURE.exec(text) ?? IN_FUTURE.exec(text);
  if (future !== null) return shiftFromNow(now, count(future[1]), future[2]);
  return null;
}

function count(word = ''): number {
  return NUMBER_WORDS.get(word.toLowerCase()) ?? Number(word);
}

function shiftFromNow(now: WallClock, amount: number, unitText = ''): WallClock | null {
  const unit = toGrainUnit(unitText);
  if (unit === undefined) return null;
  const base = SUB_DAY_UNITS.includes(unit) ? now : midnightOf(now);
  return addUnits(base, amount, unit);
}
