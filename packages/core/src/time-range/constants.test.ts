import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAST_TIME_RANGE,
  DEFAULT_PREVIOUS_CALENDAR_TIME_RANGE,
  LAST_TIME_RANGES,
  NO_TIME_RANGE,
  PREVIOUS_CALENDAR_TIME_RANGES,
  TIME_RANGE_DATETIME_FORMAT,
  TIME_RANGE_FRAMES,
  TIME_RANGE_GRAIN_UNITS,
  TIME_RANGE_SEPARATOR,
  toGrainUnit,
} from './constants';

describe('time range constants (spec §9)', () => {
  it('keeps the separator, placeholder and datetime format', () => {
    expect(TIME_RANGE_SEPARATOR).toBe(' : ');
    expect(NO_TIME_RANGE).toBe('No filter');
    expect(TIME_RANGE_DATETIME_FORMAT).toBe('YYYY-MM-DD[T]HH:mm:ss');
  });

  it('lists the choices and their defaults', () => {
    expect(LAST_TIME_RANGES).toEqual(['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year']);
    expect(PREVIOUS_CALENDAR_TIME_RANGES).toEqual([
      'previous calendar week',
      'previous calendar month',
      'previous calendar year',
    ]);
    expect(DEFAULT_LAST_TIME_RANGE).toBe('Last week');
    expect(DEFAULT_PREVIOUS_CALENDAR_TIME_RANGE).toBe('previous calendar week');
    expect(TIME_RANGE_GRAIN_UNITS).toEqual([
      'second',
      'minute',
      'hour',
      'day',
      'week',
      'month',
      'quarter',
      'year',
    ]);
    expect(TIME_RANGE_FRAMES.map((frame) => frame.label)).toEqual([
      'Last',
      'Previous',
      'Current',
      'Custom',
      'Advanced',
      'No filter',
    ]);
  });

  it('reads grain units case-insensitively', () => {
    expect(toGrainUnit('QUARTER')).toBe('quarter');
    expect(toGrainUnit('days')).toBeUndefined();
  });
});
