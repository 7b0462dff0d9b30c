import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors';
import { tryResolveTimeRange } from './resolve-time-range';
import { NOW } from './test-helpers';
import {
  buildTimeRangeApiResponse,
  formatTimeRangeBound,
  formatTimeRangeLabel,
  joinTimeRange,
  timeRangeApiErrorMessage,
  timeRangeApiQuerySchema,
} from './time-range-api';

describe('buildTimeRangeApiResponse', () => {
  it('answers the reference example for a single range', () => {
    expect(buildTimeRangeApiResponse('Last day', { now: new Date('2021-04-14T08:00:00Z') })).toEqual({
      result: [
        { since: '2021-04-13T00:00:00', until: '2021-04-14T00:00:00', timeRange: 'Last day', shift: null },
      ],
    });
  });

  it('answers a list of ranges with shifts and open ends', () => {
    expect(
      buildTimeRangeApiResponse(
        [
          { timeRange: 'Last week', shift: '1 year ago' },
          { timeRange: 'No filter' },
          { timeRange: ' : now' },
        ],
        { now: NOW },
      ),
    ).toEqual({
      result: [
        {
          since: '2023-03-06T00:00:00',
          until: '2023-03-13T00:00:00',
          timeRange: 'Last week',
          shift: '1 year ago',
        },
        { since: '', until: '', timeRange: 'No filter', shift: null },
        { since: '', until: '2024-03-13T14:37:52', timeRange: ' : now', shift: null },
      ],
    });
  });

  it('writes wall clocks of the time zone', () => {
    expect(
      buildTimeRangeApiResponse('Current day', { now: NOW, timezone: 'Asia/Kolkata' }).result[0],
    ).toMatchObject({
      since: '2024-03-13T00:00:00',
      until: '2024-03-14T00:00:00',
    });
  });

  it('throws the first error, which the route answers with its message', () => {
    expect(() =>
      buildTimeRangeApiResponse(
        ['Last day', 'foo : now'].map((timeRange) => ({ timeRange })),
        { now: NOW },
      ),
    ).toThrow(TimeRangeError);
    const result = tryResolveTimeRange('2024-03-13 : 2024-03-12', { now: NOW });
    expect(result.ok ? '' : timeRangeApiErrorMessage(result.error)).toBe(
      'Unexpected time range: From date cannot be larger than to date',
    );
  });
});

describe('timeRangeApiQuerySchema', () => {
  it('accepts a string or a list of ranges with optional shifts', () => {
    expect(timeRangeApiQuerySchema.parse('Last day')).toBe('Last day');
    expect(
      timeRangeApiQuerySchema.parse([{ timeRange: 'Last day' }, { timeRange: 'Last week', shift: '1 day' }]),
    ).toEqual([{ timeRange: 'Last day' }, { timeRange: 'Last week', shift: '1 day' }]);
  });

  it('rejects other shapes', () => {
    expect(timeRangeApiQuerySchema.safeParse(42).success).toBe(false);
    expect(timeRangeApiQuerySchema.safeParse([{ range: 'Last day' }]).success).toBe(false);
  });
});

describe('formatTimeRangeBound', () => {
  it('writes YYYY-MM-DDTHH:mm:ss without milliseconds', () => {
    expect(formatTimeRangeBound(new Date('2024-02-29T23:59:59.999Z'))).toBe('2024-02-29T23:59:59');
  });

  it('writes an open end as an empty string', () => {
    expect(formatTimeRangeBound(null)).toBe('');
  });

  it('writes the wall clock of a time zone', () => {
    expect(formatTimeRangeBound(new Date('2024-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe(
      '2023-12-31T19:00:00',
    );
  });
});

describe('formatTimeRangeLabel', () => {
  it.each([
    ['2021-04-13T00:00:00', '2021-04-14T00:00:00', undefined, '2021-04-13 ≤ col < 2021-04-14'],
    ['', '2021-04-14T10:30:00', 'ds', '-∞ ≤ ds < 2021-04-14T10:30:00'],
    ['2021-04-13T00:00:00', '', undefined, '2021-04-13 ≤ col < ∞'],
    ['', '', undefined, '-∞ ≤ col < ∞'],
  ])('labels %j to %j', (since, until, column, label) => {
    expect(formatTimeRangeLabel(since, until, column)).toBe(label);
  });
});

describe('joinTimeRange', () => {
  it('joins two sides with the separator', () => {
    expect(joinTimeRange('today', '')).toBe('today : ');
  });
});
