import {
  CURRENT_TIME_RANGES,
  DEFAULT_CURRENT_TIME_RANGE,
  DEFAULT_LAST_TIME_RANGE,
  DEFAULT_PREVIOUS_CALENDAR_TIME_RANGE,
  LAST_TIME_RANGES,
  NO_TIME_RANGE,
  PREVIOUS_CALENDAR_TIME_RANGES,
  TIME_RANGE_SEPARATOR,
  decodeCustomTimeRange,
  defaultCustomTimeRange,
  encodeCustomTimeRange,
  guessTimeRangeFrame,
  toAdvancedTimeRange,
} from '@meridian/core';
import type { CustomTimeRange, TimeRangeFrame } from '@meridian/core';

/** Texts of the time range popover (spec §2, §9). */
export const TIME_RANGE_TEXTS = {
  title: 'Edit time range',
  rangeType: 'Range type',
  actualTimeRange: 'Actual time range',
  cancel: 'CANCEL',
  apply: 'APPLY',
  start: 'START (INCLUSIVE)',
  end: 'END (EXCLUSIVE)',
  anchorTo: 'Anchor to',
} as const;

/** Width of the popover in pixels (spec §9). */
export const TIME_RANGE_POPOVER_WIDTH = 600;

/** Delay before the preview asks the server about an edited value. */
export const TIME_RANGE_PREVIEW_DEBOUNCE_MS = 500;

/** Spec §4: the frame (range type) a value opens on. */
export function frameOf(value: string): TimeRangeFrame {
  return guessTimeRangeFrame(value);
}

/**
 * The value after picking another range type: No filter resets to the placeholder, Last starts at
 * 'Last week', Previous at 'previous calendar week', Current at 'Current day', Custom decodes the value or starts 7 days back,
 * Advanced keeps the value.
 */
export function valueForFrame(frame: TimeRangeFrame, value: string, now: Date): string {
  switch (frame) {
    case 'No filter':
      return NO_TIME_RANGE;
    case 'Common':
      return LAST_TIME_RANGES.some((r) => r === value) ? value : DEFAULT_LAST_TIME_RANGE;
    case 'Calendar':
      return PREVIOUS_CALENDAR_TIME_RANGES.some((r) => r === value)
        ? value
        : DEFAULT_PREVIOUS_CALENDAR_TIME_RANGE;
    case 'Current':
      return CURRENT_TIME_RANGES.some((r) => r === value) ? value : DEFAULT_CURRENT_TIME_RANGE;
    case 'Custom':
      return encodeCustomTimeRange(decodeCustomTimeRange(value, now) ?? defaultCustomTimeRange(now));
    case 'Advanced':
      return value === NO_TIME_RANGE ? '' : value;
  }
}

/** The Custom frame's fields of a value (the default range when it is not a custom range). */
export function customRangeOf(value: string, now: Date): CustomTimeRange {
  return decodeCustomTimeRange(value, now) ?? defaultCustomTimeRange(now);
}

/** The value after editing Custom fields; a relative quantity below 1 becomes 1 (spec §5). */
export function updateCustomRange(range: CustomTimeRange, patch: Partial<CustomTimeRange>): string {
  const next = { ...range, ...patch };
  const sinceGrainValue = Math.max(1, Math.abs(Math.trunc(next.sinceGrainValue)) || 1);
  const untilGrainValue = Math.max(1, Math.abs(Math.trunc(next.untilGrainValue)) || 1);
  return encodeCustomTimeRange({ ...next, sinceGrainValue: -sinceGrainValue, untilGrainValue });
}

/** Spec §4: the anchor shows only when both ends are relative. */
export function isAnchorShown(range: Pick<CustomTimeRange, 'sinceMode' | 'untilMode'>): boolean {
  return range.sinceMode === 'relative' && range.untilMode === 'relative';
}

/** The two inputs of the Advanced frame. */
export function advancedRangeOf(value: string): { since: string; until: string } {
  return toAdvancedTimeRange(value);
}

/** The value of the Advanced frame's two inputs. */
export function encodeAdvancedRange(since: string, until: string): string {
  return `${since}${TIME_RANGE_SEPARATOR}${until}`;
}

function formatEndpoint(end: string, isStart: boolean): string {
  return end.replace('T00:00:00', '') || (isStart ? '-∞' : '∞');
}

/** Superset's formatTimeRange: `since ≤ col < until`, midnights shortened, open ends as ∞. */
export function formatTimeRange(timeRange: string, columnPlaceholder = 'col'): string {
  const parts = timeRange.split(TIME_RANGE_SEPARATOR);
  if (parts.length === 1) return timeRange;
  return `${formatEndpoint(parts[0] ?? '', true)} ≤ ${columnPlaceholder} < ${formatEndpoint(parts[1] ?? '', false)}`;
}

/** The actual range of a resolved value, as the preview shows it. */
export function formatActualRange(
  bounds: { since: string; until: string },
  columnPlaceholder = 'col',
): string {
  return formatTimeRange(`${bounds.since}${TIME_RANGE_SEPARATOR}${bounds.until}`, columnPlaceholder);
}

/** The text of the control's pill: the value itself; No filter for an empty value. */
export function timeRangeLabel(value: string | null | undefined): string {
  return value && value.trim() ? value : NO_TIME_RANGE;
}
