/** The exact string between the two ends of a time range (spec §9). */
export const TIME_RANGE_SEPARATOR = ' : ';

/** The placeholder value meaning "no time filter" (Superset's `NO_TIME_RANGE`). */
export const NO_TIME_RANGE = 'No filter';

/** dayjs format of the ends of a resolved range (spec §9: YYYY-MM-DD[T]HH:mm:ss). */
export const TIME_RANGE_DATETIME_FORMAT = 'YYYY-MM-DD[T]HH:mm:ss';

/** The 'Last' choices of the popover (the Common frame). */
export const LAST_TIME_RANGES = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'] as const;
/** A 'Last' choice. */
export type LastTimeRange = (typeof LAST_TIME_RANGES)[number];

/** The previous-calendar choices of the popover (the Calendar frame, spec §9: week, month, year). */
export const PREVIOUS_CALENDAR_TIME_RANGES = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar year',
] as const;
/** A previous-calendar choice. */
export type PreviousCalendarTimeRange = (typeof PREVIOUS_CALENDAR_TIME_RANGES)[number];

/** The current-calendar choices of the popover (the Current frame, Superset 4.1). */
export const CURRENT_TIME_RANGES = [
  'Current day',
  'Current week',
  'Current month',
  'Current quarter',
  'Current year',
] as const;
/** A current-calendar choice. */
export type CurrentTimeRange = (typeof CURRENT_TIME_RANGES)[number];

/** Value the Current frame falls back to (Superset's CurrentCalendarFrame: Current day). */
export const DEFAULT_CURRENT_TIME_RANGE: CurrentTimeRange = 'Current day';

/** Default value of the Common frame (spec §9). */
export const DEFAULT_LAST_TIME_RANGE: LastTimeRange = 'Last week';

/** Value the Calendar frame falls back to (spec §9). */
export const DEFAULT_PREVIOUS_CALENDAR_TIME_RANGE: PreviousCalendarTimeRange = 'previous calendar week';

/** Grain units of the custom range, finest first (spec §9); also the units of DATEADD and DATETRUNC. */
export const TIME_RANGE_GRAIN_UNITS = [
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
] as const;
/** A grain unit. */
export type TimeRangeGrainUnit = (typeof TIME_RANGE_GRAIN_UNITS)[number];

/** Units whose relative phrases anchor on `now` rather than on today's midnight. */
export const SUB_DAY_UNITS: readonly TimeRangeGrainUnit[] = ['second', 'minute', 'hour'];

/** What relative phrases anchor on: today's midnight or the current second. */
export type RelativeAnchor = 'today' | 'now';

/** The frames (range types) of the popover, keyed as Superset's frontend, with the spec's labels. */
export const TIME_RANGE_FRAMES = [
  { value: 'Common', label: 'Last' },
  { value: 'Calendar', label: 'Previous' },
  { value: 'Current', label: 'Current' },
  { value: 'Custom', label: 'Custom' },
  { value: 'Advanced', label: 'Advanced' },
  { value: 'No filter', label: 'No filter' },
] as const;
/** A frame of the popover. */
export type TimeRangeFrame = (typeof TIME_RANGE_FRAMES)[number]['value'];

/** The grain unit a word names, case-insensitively ('DAY' → 'day'); undefined for other words. */
export function toGrainUnit(word: string): TimeRangeGrainUnit | undefined {
  const lower = word.toLowerCase();
  return TIME_RANGE_GRAIN_UNITS.find((unit) => unit === lower);
}
