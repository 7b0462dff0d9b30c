import { describe, expect, it } from 'vitest';
import type { CustomTimeRange } from './custom-range';
import {
  decodeCustomTimeRange,
  defaultCustomTimeRange,
  encodeCustomTimeRange,
  guessTimeRangeFrame,
  toAdvancedTimeRange,
} from './custom-range';
import { NOW, resolveUtc } from './test-helpers';

const DEFAULT = defaultCustomTimeRange(NOW);

function custom(fields: Partial<CustomTimeRange>): CustomTimeRange {
  return { ...DEFAULT, ...fields };
}

describe('defaultCustomTimeRange', () => {
  it('goes 7 days back to today midnight (UTC)', () => {
    expect(DEFAULT).toEqual({
      sinceDatetime: '2024-03-06T00:00:00',
      sinceMode: 'relative',
      sinceGrain: 'day',
      sinceGrainValue: -7,
      untilDatetime: '2024-03-13T00:00:00',
      untilMode: 'specific',
      untilGrain: 'day',
      untilGrainValue: 7,
      anchorMode: 'now',
      anchorValue: 'now',
    });
  });

  it('uses the midnight of the time zone', () => {
    expect(defaultCustomTimeRange(NOW, 'Pacific/Kiritimati')).toMatchObject({
      sinceDatetime: '2024-03-07T00:00:00',
      untilDatetime: '2024-03-14T00:00:00',
    });
  });

  it('encodes to the range of the reference and resolves to the last 7 days', () => {
    const range = encodeCustomTimeRange(DEFAULT);
    expect(range).toBe('DATEADD(DATETIME("2024-03-13T00:00:00"), -7, day) : 2024-03-13T00:00:00');
    expect(resolveUtc(range)).toEqual(['2024-03-06T00:00:00', '2024-03-13T00:00:00']);
  });
});

describe('encodeCustomTimeRange', () => {
  it.each<[string, Partial<CustomTimeRange>, string, [string | null, string | null]]>([
    [
      'specific : specific',
      { sinceMode: 'specific', sinceDatetime: '2024-01-01', untilDatetime: '2024-02-01 10:00' },
      '2024-01-01T00:00:00 : 2024-02-01T10:00:00',
      ['2024-01-01T00:00:00', '2024-02-01T10:00:00'],
    ],
    [
      'today : specific',
      { sinceMode: 'today', untilMode: 'specific', untilDatetime: '2024-12-31' },
      'today : 2024-12-31T00:00:00',
      ['2024-03-13T00:00:00', '2024-12-31T00:00:00'],
    ],
    [
      'today : now',
      { sinceMode: 'today', untilMode: 'now' },
      'today : now',
      ['2024-03-13T00:00:00', '2024-03-13T14:37:52'],
    ],
    [
      'specific : relative',
      {
        sinceMode: 'specific',
        sinceDatetime: '2024-01-01T00:00:00',
        untilMode: 'relative',
        untilGrain: 'week',
        untilGrainValue: 2,
      },
      '2024-01-01T00:00:00 : DATEADD(DATETIME("2024-01-01T00:00:00"), 2, week)',
      ['2024-01-01T00:00:00', '2024-01-15T00:00:00'],
    ],
    [
      'today : relative',
      { sinceMode: 'today', untilMode: 'relative', untilGrain: 'hour', untilGrainValue: 6 },
      'today : DATEADD(DATETIME("today"), 6, hour)',
      ['2024-03-13T00:00:00', '2024-03-13T06:00:00'],
    ],
    [
      'relative : now (the offset is always backwards)',
      { sinceGrain: 'month', sinceGrainValue: 1, untilMode: 'now' },
      'DATEADD(DATETIME("now"), -1, month) : now',
      ['2024-02-13T14:37:52', '2024-03-13T14:37:52'],
    ],
    [
      'relative : relative around now',
      { untilMode: 'relative', sinceGrainValue: 3, untilGrain: 'hour', untilGrainValue: 1 },
      'DATEADD(DATETIME("now"), -3, day) : DATEADD(DATETIME("now"), 1, hour)',
      ['2024-03-10T14:37:52', '2024-03-13T15:37:52'],
    ],
    [
      'relative : relative around a date',
      {
        untilMode: 'relative',
        sinceGrain: 'quarter',
        sinceGrainValue: -1,
        untilGrain: 'year',
        untilGrainValue: 1,
        anchorMode: 'specific',
        anchorValue: '2024-02-29T12:00:00',
      },
      'DATEADD(DATETIME("2024-02-29T12:00:00"), -1, quarter) : DATEADD(DATETIME("2024-02-29T12:00:00"), 1, year)',
      ['2023-11-29T12:00:00', '2025-02-28T12:00:00'],
    ],
  ])('encodes %s', (_name, fields, expected, bounds) => {
    const range = encodeCustomTimeRange(custom(fields));
    expect(range).toBe(expected);
    expect(resolveUtc(range)).toEqual(bounds);
  });
});

describe('encodeCustomTimeRange without checking the order', () => {
  it('writes now : today, which the resolver then rejects', () => {
    expect(encodeCustomTimeRange(custom({ sinceMode: 'now', untilMode: 'today' }))).toBe('now : today');
  });

  it('keeps a typed date it cannot read, for the resolver to report', () => {
    expect(
      encodeCustomTimeRange(custom({ sinceMode: 'specific', sinceDatetime: 'soon', untilMode: 'now' })),
    ).toBe('soon : now');
  });
});

describe('decodeCustomTimeRange', () => {
  it('reads specific : specific', () => {
    expect(decodeCustomTimeRange('2024-01-01T00:00:00 : 2024-02-01T10:00:00', NOW)).toEqual(
      custom({
        sinceMode: 'specific',
        sinceDatetime: '2024-01-01T00:00:00',
        untilMode: 'specific',
        untilDatetime: '2024-02-01T10:00:00',
      }),
    );
  });

  it('reads now : today as modes', () => {
    expect(decodeCustomTimeRange('now : today', NOW)).toMatchObject({ sinceMode: 'now', untilMode: 'today' });
    expect(decodeCustomTimeRange('NOW : TODAY', NOW)).toMatchObject({ sinceMode: 'now', untilMode: 'today' });
  });

  it('reads relative : specific, putting the anchor in both dates', () => {
    expect(
      decodeCustomTimeRange('DATEADD(DATETIME("2024-03-13T00:00:00"), -7, day) : 2024-03-13T00:00:00', NOW),
    ).toEqual(
      custom({
        sinceMode: 'relative',
        sinceGrain: 'day',
        sinceGrainValue: -7,
        sinceDatetime: '2024-03-13T00:00:00',
        untilMode: 'specific',
        untilDatetime: '2024-03-13T00:00:00',
      }),
    );
  });

  it('reads specific : relative', () => {
    expect(decodeCustomTimeRange('today : DATEADD(DATETIME("today"), 6, HOUR)', NOW)).toMatchObject({
      sinceMode: 'today',
      untilMode: 'relative',
      untilGrain: 'hour',
      untilGrainValue: 6,
      sinceDatetime: 'today',
      untilDatetime: 'today',
    });
  });

  it('reads relative : relative with a date anchor', () => {
    const range =
      'DATEADD(DATETIME("2024-02-29T12:00:00"), -1, quarter) : DATEADD(DATETIME("2024-02-29T12:00:00"), 1, year)';
    expect(decodeCustomTimeRange(range, NOW)).toEqual(
      custom({
        sinceMode: 'relative',
        sinceGrain: 'quarter',
        sinceGrainValue: -1,
        sinceDatetime: '2024-02-29T12:00:00',
        untilMode: 'relative',
        untilGrain: 'year',
        untilGrainValue: 1,
        untilDatetime: '2024-02-29T12:00:00',
        anchorMode: 'specific',
        anchorValue: '2024-02-29T12:00:00',
      }),
    );
  });

  it('reads relative : relative around now', () => {
    expect(
      decodeCustomTimeRange('DATEADD(DATETIME("now"), -3, day) : DATEADD(DATETIME("now"), 1, hour)', NOW),
    ).toMatchObject({ anchorMode: 'now', anchorValue: 'now', sinceGrainValue: -3, untilGrainValue: 1 });
  });

  it.each([
    'Last week',
    'No filter',
    '2024-01-01 : 2024-02-01',
    'DATEADD(DATETIME("now"), -3, day) : DATEADD(DATETIME("today"), 1, day)',
    'DATEADD(DATETIME("now"), 0, day) : now',
    'DATEADD(DATETIME("now"), -3, days) : now',
    'DATEADD(DATETIME("2024-01-01T00:00:00"), -3, day) : 2024-02-01T00:00:00',
    'now : today : now',
    'now :today',
  ])('does not read %j', (range) => {
    expect(decodeCustomTimeRange(range, NOW)).toBeNull();
  });

  it('round-trips what it encodes', () => {
    const range = custom({
      untilMode: 'relative',
      sinceGrain: 'week',
      sinceGrainValue: -2,
      untilGrain: 'day',
      untilGrainValue: 3,
    });
    expect(decodeCustomTimeRange(encodeCustomTimeRange(range), NOW)).toEqual({
      ...range,
      sinceDatetime: 'now',
      untilDatetime: 'now',
    });
  });
});

describe('guessTimeRangeFrame', () => {
  it.each([
    ['Last day', 'Common'],
    ['Last week', 'Common'],
    ['Last year', 'Common'],
    ['Last 7 days', 'Advanced'],
    ['previous calendar week', 'Calendar'],
    ['Current day', 'Current'],
    ['Current quarter', 'Current'],
    ['previous calendar month', 'Calendar'],
    ['previous calendar year', 'Calendar'],
    ['previous calendar quarter', 'Advanced'],
    ['No filter', 'No filter'],
    ['now : today', 'Custom'],
    ['DATEADD(DATETIME("2024-03-13T00:00:00"), -7, day) : 2024-03-13T00:00:00', 'Custom'],
    ['2024-01-01 : 2024-02-01', 'Advanced'],
    ['start of this month : ', 'Advanced'],
  ] as const)('opens %j on %s', (range, frame) => {
    expect(guessTimeRangeFrame(range)).toBe(frame);
  });
});

describe('toAdvancedTimeRange', () => {
  it.each([
    ['Last week', { since: 'Last week', until: '' }],
    ['Next 2 days', { since: '', until: 'Next 2 days' }],
    ['2024-01-01 : now', { since: '2024-01-01', until: 'now' }],
    [' : now', { since: '', until: 'now' }],
    ['a : b : c', { since: 'a', until: 'b : c' }],
    ['No filter', { since: '', until: '' }],
  ])('splits %j', (range, sides) => {
    expect(toAdvancedTimeRange(range)).toEqual(sides);
  });
});
