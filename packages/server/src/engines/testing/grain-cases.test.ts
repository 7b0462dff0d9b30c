import { TIME_GRAINS } from '@meridian/core';
import type { TimeGrain } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { expectedBucket } from './grain-cases';

// The reference the integration tests compare every engine against, checked by hand on one timestamp.
const WEDNESDAY: Record<TimeGrain, string> = {
  PT1S: '2024-03-13T14:37:52',
  PT5S: '2024-03-13T14:37:50',
  PT30S: '2024-03-13T14:37:30',
  PT1M: '2024-03-13T14:37:00',
  PT5M: '2024-03-13T14:35:00',
  PT10M: '2024-03-13T14:30:00',
  PT15M: '2024-03-13T14:30:00',
  PT30M: '2024-03-13T14:30:00',
  'PT0.5H': '2024-03-13T14:30:00',
  PT1H: '2024-03-13T14:00:00',
  PT6H: '2024-03-13T12:00:00',
  P1D: '2024-03-13T00:00:00',
  P1W: '2024-03-11T00:00:00',
  P1M: '2024-03-01T00:00:00',
  P3M: '2024-01-01T00:00:00',
  'P0.25Y': '2024-01-01T00:00:00',
  P1Y: '2024-01-01T00:00:00',
  '1969-12-28T00:00:00Z/P1W': '2024-03-10T00:00:00',
  '1969-12-29T00:00:00Z/P1W': '2024-03-11T00:00:00',
  'P1W/1970-01-03T00:00:00Z': '2024-03-16T00:00:00',
  'P1W/1970-01-04T00:00:00Z': '2024-03-17T00:00:00',
};

describe('expectedBucket', () => {
  it.each(TIME_GRAINS.map((grain) => grain.key))('buckets Wednesday 2024-03-13 14:37:52 by %s', (grain) => {
    expect(expectedBucket('2024-03-13 14:37:52', grain)).toBe(WEDNESDAY[grain]);
  });

  it('keeps a Sunday in its own week for week-starting-Sunday and week-ending-Sunday', () => {
    expect(expectedBucket('2024-03-10 00:00:00', '1969-12-28T00:00:00Z/P1W')).toBe('2024-03-10T00:00:00');
    expect(expectedBucket('2024-03-10 00:00:00', 'P1W/1970-01-04T00:00:00Z')).toBe('2024-03-10T00:00:00');
    expect(expectedBucket('2024-03-10 00:00:00', 'P1W')).toBe('2024-03-04T00:00:00');
  });

  it('ends the week on the same Saturday for a Saturday night', () => {
    expect(expectedBucket('2024-03-16 23:59:59', 'P1W/1970-01-03T00:00:00Z')).toBe('2024-03-16T00:00:00');
    expect(expectedBucket('2023-12-31 23:59:59', 'P1W')).toBe('2023-12-25T00:00:00');
  });

  it('keeps a timestamp on a 6-hour boundary in its own bucket', () => {
    expect(expectedBucket('2024-02-29 06:00:00', 'PT6H')).toBe('2024-02-29T06:00:00');
    expect(expectedBucket('2024-02-29 06:00:00', 'P3M')).toBe('2024-01-01T00:00:00');
  });
});
