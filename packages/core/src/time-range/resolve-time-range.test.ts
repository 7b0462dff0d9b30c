import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors';
import { resolveTimeRange, tryResolveTimeRange } from './resolve-time-range';
import { NOW, resolveUtc } from './test-helpers';

const T = 'T00:00:00';

describe('resolveTimeRange with Superset reference cases (today 2016-11-07, now 09:30:10)', () => {
  const now = new Date('2016-11-07T09:30:10Z');
  it.each([
    ['Last year', {}, '2015-11-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last quarter', {}, '2016-08-07T00:00:00', '2016-11-07T00:00:00'],
    ['Next 5 months', {}, '2016-11-07T00:00:00', '2017-04-07T00:00:00'],
    ['Last week', { relativeStart: 'now' }, '2016-10-31T09:30:10', '2016-11-07T00:00:00'],
    ['previous calendar week', {}, '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['Current quarter', {}, '2016-10-01T00:00:00', '2017-01-01T00:00:00'],
    [' : last 2 minutes', {}, null, '2016-11-07T09:28:10'],
    ['end of next month : ', {}, '2016-12-31T00:00:00', null],
    ['yesterday : tomorrow', { timeShift: '1 day' }, '2016-11-05T00:00:00', '2016-11-07T00:00:00'],
    ['No filter', {}, null, null],
    ['Last week', { relativeEnd: 'now' }, '2016-10-31T00:00:00', '2016-11-07T09:30:10'],
    ['Last week', { relativeStart: 'now', relativeEnd: 'now' }, '2016-10-31T09:30:10', '2016-11-07T09:30:10'],
    ['Last 5 months', {}, '2016-06-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 1 month', {}, '2016-10-07T00:00:00', '2016-11-07T00:00:00'],
    ['2018-01-01T00:00:00 : 2018-12-31T23:59:59', {}, '2018-01-01T00:00:00', '2018-12-31T23:59:59'],
  ] as const)('resolves %j %j', (range, options, since, until) => {
    expect(resolveUtc(range, { now, ...options })).toEqual([since, until]);
  });
});

describe('resolveTimeRange on Wednesday 2024-03-13 14:37:52', () => {
  it.each([
    ['No filter', null, null],
    ['Last day', `2024-03-12${T}`, `2024-03-13${T}`],
    ['Last week', `2024-03-06${T}`, `2024-03-13${T}`],
    ['Last month', `2024-02-13${T}`, `2024-03-13${T}`],
    ['Last quarter', `2023-12-13${T}`, `2024-03-13${T}`],
    ['Last year', `2023-03-13${T}`, `2024-03-13${T}`],
    ['Last 7 days', `2024-03-06${T}`, `2024-03-13${T}`],
    ['Last 2 weeks', `2024-02-28${T}`, `2024-03-13${T}`],
    ['Last 2 quarters', `2023-09-13${T}`, `2024-03-13${T}`],
    ['Last 3 hours', '2024-03-13T11:37:52', '2024-03-13T14:37:52'],
    ['Last 30 minutes', '2024-03-13T14:07:52', '2024-03-13T14:37:52'],
    ['Last 45 seconds', '2024-03-13T14:37:07', '2024-03-13T14:37:52'],
    ['Next 5 months', `2024-03-13${T}`, `2024-08-13${T}`],
    ['Next 2 weeks', `2024-03-13${T}`, `2024-03-27${T}`],
    ['Next 1 year', `2024-03-13${T}`, `2025-03-13${T}`],
    ['Next 3 hours', '2024-03-13T14:37:52', '2024-03-13T17:37:52'],
  ])('resolves the shorthand %j', (range, since, until) => {
    expect(resolveUtc(range)).toEqual([since, until]);
  });

  it.each([
    ['previous calendar week', `2024-03-04${T}`, `2024-03-11${T}`],
    ['previous calendar month', `2024-02-01${T}`, `2024-03-01${T}`],
    ['previous calendar quarter', `2023-10-01${T}`, `2024-01-01${T}`],
    ['previous calendar year', `2023-01-01${T}`, `2024-01-01${T}`],
    ['Current day', `2024-03-13${T}`, `2024-03-14${T}`],
    ['Current week', `2024-03-11${T}`, `2024-03-18${T}`],
    ['Current month', `2024-03-01${T}`, `2024-04-01${T}`],
    ['Current quarter', `2024-01-01${T}`, `2024-04-01${T}`],
    ['Current year', `2024-01-01${T}`, `2025-01-01${T}`],
  ])('resolves the calendar phrase %j', (range, since, until) => {
    expect(resolveUtc(range)).toEqual([since, until]);
  });

  it.each([
    ['start of this month : end of this month', `2024-03-01${T}`, `2024-03-31${T}`],
    ['start of last year : start of this year', `2023-01-01${T}`, `2024-01-01${T}`],
    ['beginning of next quarter : ', `2024-04-01${T}`, null],
    ['end of last month : ', `2024-02-29${T}`, null],
    ['start of this week : end of this week', `2024-03-11${T}`, `2024-03-17${T}`],
    ['start of prior 2 weeks : ', `2024-02-26${T}`, null],
    [' : end of this quarter', null, `2024-03-31${T}`],
    ['end of this day : end of next 2 days', `2024-03-13${T}`, `2024-03-15${T}`],
    ['this day : next day', `2024-03-13${T}`, `2024-03-14${T}`],
    ['prior 3 days : this week', `2024-03-10${T}`, `2024-03-13${T}`],
    ['last 2 minutes : this minute', '2024-03-13T14:35:52', '2024-03-13T14:37:52'],
    ['last hour : next 2 hours', '2024-03-13T13:37:52', '2024-03-13T16:37:52'],
    ['last 0 days : today', `2024-03-13${T}`, `2024-03-13${T}`],
  ])('resolves the side phrases %j', (range, since, until) => {
    expect(resolveUtc(range)).toEqual([since, until]);
  });

  it.each([
    ['today : tomorrow', `2024-03-13${T}`, `2024-03-14${T}`],
    ['yesterday : now', `2024-03-12${T}`, '2024-03-13T14:37:52'],
    ['3 days ago : now', `2024-03-10${T}`, '2024-03-13T14:37:52'],
    ['2 hours ago : 1 hour later', '2024-03-13T12:37:52', '2024-03-13T15:37:52'],
    ['90 minutes ago : 30 seconds from now', '2024-03-13T13:07:52', '2024-03-13T14:38:22'],
    ['one year ago : today', `2023-03-13${T}`, `2024-03-13${T}`],
    ['a week ago : in 2 days', `2024-03-06${T}`, `2024-03-15${T}`],
    ['2 quarters ago : 1 month later', `2023-09-13${T}`, `2024-04-13${T}`],
    ['6 weeks before : 2 days after', `2024-01-31${T}`, `2024-03-15${T}`],
  ])('resolves the free text %j', (range, since, until) => {
    expect(resolveUtc(range)).toEqual([since, until]);
  });

  it.each([
    ['2024-01-01 : 2024-02-01', `2024-01-01${T}`, `2024-02-01${T}`],
    ['2024-01-01T10:00:00 : 2024-01-01T12:30:00', '2024-01-01T10:00:00', '2024-01-01T12:30:00'],
    ['2024-01-01 10:00 : 2024-01-01 12:30:45.678', '2024-01-01T10:00:00', '2024-01-01T12:30:45'],
    ['2024-03-13T10:00:00Z : 2024-03-13T14:00:00+02:00', '2024-03-13T10:00:00', '2024-03-13T12:00:00'],
    ['2024-03-13T10:00:00-0530 : ', '2024-03-13T15:30:00', null],
    ['2024/03/01 : 03/13/2024', `2024-03-01${T}`, `2024-03-13${T}`],
    ['1 March 2024 : March 13, 2024', `2024-03-01${T}`, `2024-03-13${T}`],
    ['Feb 29th, 2024 : 13 Mar 2024 08:15', `2024-02-29${T}`, '2024-03-13T08:15:00'],
    ['2023 : 2024-03', `2023-01-01${T}`, `2024-03-01${T}`],
    [' : 2024-02-29', null, `2024-02-29${T}`],
    ['2024-03-13 : 2024-03-13', `2024-03-13${T}`, `2024-03-13${T}`],
  ])('resolves the dates %j', (range, since, until) => {
    expect(resolveUtc(range)).toEqual([since, until]);
  });

  it.each([
    [
      'DATEADD(DATETIME("2024-03-13T00:00:00"), -7, day) : 2024-03-13T00:00:00',
      `2024-03-06${T}`,
      `2024-03-13${T}`,
    ],
    [
      "dateadd(datetime('today'), -1, year,) : dateadd(datetime('today'),1,year,)",
      `2023-03-13${T}`,
      `2025-03-13${T}`,
    ],
    [
      'DATETRUNC(DATEADD(DATETIME("now"), -1, month), month) : DATETRUNC(DATETIME("now"), month)',
      `2024-02-01${T}`,
      `2024-03-01${T}`,
    ],
    ['LASTDAY(DATETIME("today"), month) : ', `2024-03-31${T}`, null],
    ['DATETIME("3 days ago") : DATETIME("now")', `2024-03-10${T}`, '2024-03-13T14:37:52'],
    ["HOLIDAY('Christmas') : ", `2024-12-25${T}`, null],
    ['dAtEtRuNc(DaTeTiMe("now"), HoUr) : ', '2024-03-13T14:00:00', null],
  ])('evaluates the expressions %j', (range, since, until) => {
    expect(resolveUtc(range)).toEqual([since, until]);
  });
});

describe('resolveTimeRange anchors', () => {
  it.each([
    ['Last week', { relativeStart: 'now' }, '2024-03-06T14:37:52', `2024-03-13${T}`],
    ['Last week', { relativeEnd: 'now' }, `2024-03-06${T}`, '2024-03-13T14:37:52'],
    ['Last 3 hours', { relativeStart: 'today' }, '2024-03-12T21:00:00', '2024-03-13T14:37:52'],
    ['Next 2 days', { relativeStart: 'now' }, '2024-03-13T14:37:52', '2024-03-15T14:37:52'],
    ['Next 2 days', { relativeStart: 'today' }, `2024-03-13${T}`, `2024-03-15${T}`],
    ['last 2 weeks : next 4 hours', { relativeStart: 'today' }, `2024-02-28${T}`, '2024-03-13T04:00:00'],
    ['start of this month : ', { relativeStart: 'now' }, `2024-03-01${T}`, null],
    ['', {}, null, `2024-03-13${T}`],
    ['', { relativeEnd: 'now' }, null, '2024-03-13T14:37:52'],
  ] as const)('resolves %j with %j', (range, options, since, until) => {
    expect(resolveUtc(range, options)).toEqual([since, until]);
  });

  it('rejects Last 3 hours ending at an explicit relative end of today, as Superset does', () => {
    expect(() => resolveUtc('Last 3 hours', { relativeEnd: 'today' })).toThrow(
      'From date cannot be larger than to date',
    );
  });
});

describe('resolveTimeRange at calendar edges', () => {
  it.each([
    ['2024-03-31T10:00:00Z', '1 month ago : today', `2024-02-29${T}`, `2024-03-31${T}`],
    ['2024-03-31T10:00:00Z', 'Last month', `2024-02-29${T}`, `2024-03-31${T}`],
    ['2023-03-31T10:00:00Z', 'Last month', `2023-02-28${T}`, `2023-03-31${T}`],
    ['2024-05-31T10:00:00Z', 'Last quarter', `2024-02-29${T}`, `2024-05-31${T}`],
    ['2024-02-29T12:00:00Z', 'Last year', `2023-02-28${T}`, `2024-02-29${T}`],
    ['2024-02-29T12:00:00Z', 'Next 1 year', `2024-02-29${T}`, `2025-02-28${T}`],
    ['2024-02-29T12:00:00Z', 'Last month', `2024-01-29${T}`, `2024-02-29${T}`],
    ['2024-02-29T12:00:00Z', 'start of this month : end of this month', `2024-02-01${T}`, `2024-02-29${T}`],
    ['2024-01-01T00:30:00Z', 'Last day', `2023-12-31${T}`, `2024-01-01${T}`],
    ['2024-01-01T00:30:00Z', 'Last 2 hours', '2023-12-31T22:30:00', '2024-01-01T00:30:00'],
    ['2024-01-01T00:30:00Z', 'previous calendar year', `2023-01-01${T}`, `2024-01-01${T}`],
    ['2024-01-01T00:30:00Z', 'previous calendar quarter', `2023-10-01${T}`, `2024-01-01${T}`],
    ['2024-01-01T00:30:00Z', 'previous calendar month', `2023-12-01${T}`, `2024-01-01${T}`],
    ['2024-01-01T00:30:00Z', 'previous calendar week', `2023-12-25${T}`, `2024-01-01${T}`],
    ['2024-12-31T23:59:59Z', 'Current week', `2024-12-30${T}`, `2025-01-06${T}`],
    ['2024-12-31T23:59:59Z', 'Next 1 day', `2024-12-31${T}`, `2025-01-01${T}`],
    ['2024-03-17T23:59:59Z', 'previous calendar week', `2024-03-04${T}`, `2024-03-11${T}`],
    ['2024-03-17T23:59:59Z', 'Current week', `2024-03-11${T}`, `2024-03-18${T}`],
    ['2024-03-17T23:59:59Z', 'start of this week : end of this week', `2024-03-11${T}`, `2024-03-17${T}`],
    ['2024-03-18T00:00:00Z', 'previous calendar week', `2024-03-11${T}`, `2024-03-18${T}`],
    ['2024-03-18T00:00:00Z', 'Current week', `2024-03-18${T}`, `2024-03-25${T}`],
    ['2024-03-18T00:00:00Z', 'Last week', `2024-03-11${T}`, `2024-03-18${T}`],
  ])('at %s resolves %j', (now, range, since, until) => {
    expect(resolveUtc(range, { now: new Date(now) })).toEqual([since, until]);
  });

  it('drops the milliseconds of now', () => {
    expect(resolveUtc(' : now', { now: new Date('2024-03-13T14:37:52.999Z') })).toEqual([
      null,
      '2024-03-13T14:37:52',
    ]);
  });
});

describe('resolveTimeRange spelling', () => {
  it.each([
    ['  Last week  ', `2024-03-06${T}`, `2024-03-13${T}`],
    ['LAST WEEK', `2024-03-06${T}`, `2024-03-13${T}`],
    ['Last   7   days', `2024-03-06${T}`, `2024-03-13${T}`],
    ['last 2 DAYS : NOW', `2024-03-11${T}`, '2024-03-13T14:37:52'],
    ['PREVIOUS CALENDAR MONTH', `2024-02-01${T}`, `2024-03-01${T}`],
    ['current Year', `2024-01-01${T}`, `2025-01-01${T}`],
    ['no filter', null, null],
    ['  No filter ', null, null],
    ['TODAY : Tomorrow', `2024-03-13${T}`, `2024-03-14${T}`],
    ['Start Of This Month : END OF THIS MONTH', `2024-03-01${T}`, `2024-03-31${T}`],
    ['2024-01-01   :   2024-02-01', `2024-01-01${T}`, `2024-02-01${T}`],
    ['DATEADD( DATETIME( "today" ) ,  -1 , week ) :  now ', `2024-03-06${T}`, '2024-03-13T14:37:52'],
  ])('resolves %j', (range, since, until) => {
    expect(resolveUtc(range)).toEqual([since, until]);
  });
});

describe('resolveTimeRange time shift', () => {
  it.each([
    ['Last week', '1 year ago', `2023-03-06${T}`, `2023-03-13${T}`],
    ['Last week', '1 week', `2024-02-28${T}`, `2024-03-06${T}`],
    ['Last day', '2 days later', `2024-03-14${T}`, `2024-03-15${T}`],
    [' : today', '1 day', null, `2024-03-12${T}`],
    ['Last 3 hours', '30 minutes ago', '2024-03-13T11:07:52', '2024-03-13T14:07:52'],
    ['end of last month : ', '1 year ago', `2023-02-28${T}`, null],
    ['Last week', '', `2024-03-06${T}`, `2024-03-13${T}`],
  ])('resolves %j shifted by %j', (range, timeShift, since, until) => {
    expect(resolveUtc(range, { timeShift })).toEqual([since, until]);
  });

  it('rejects a shift that is no delta', () => {
    expect(() => resolveUtc('Last week', { timeShift: 'sometime' })).toThrow(
      'Time delta is ambiguous. Please specify [sometime ago] or [sometime later].',
    );
  });
});

describe('resolveTimeRange in a time zone', () => {
  const evening = new Date('2024-03-13T02:00:00Z');

  it('uses the midnight of the zone (New York, daylight time)', () => {
    expect(resolveUtc('Last day', { now: evening, timezone: 'America/New_York' })).toEqual([
      '2024-03-11T04:00:00',
      '2024-03-12T04:00:00',
    ]);
  });

  it('crosses the daylight-saving change on wall clocks', () => {
    expect(resolveUtc('Last week', { now: evening, timezone: 'America/New_York' })).toEqual([
      '2024-03-05T05:00:00',
      '2024-03-12T04:00:00',
    ]);
  });

  it('uses the calendar day of the zone (Tokyo is already tomorrow)', () => {
    const now = new Date('2024-03-13T20:00:00Z');
    expect(resolveUtc('Current day', { now, timezone: 'Asia/Tokyo' })).toEqual([
      '2024-03-13T15:00:00',
      '2024-03-14T15:00:00',
    ]);
  });

  it('reads ISO dates as wall clocks of the zone', () => {
    expect(resolveUtc('2024-03-13 : 2024-03-13T12:00:00Z', { timezone: 'Asia/Tokyo' })).toEqual([
      '2024-03-12T15:00:00',
      '2024-03-13T12:00:00',
    ]);
  });

  it('rejects an unknown zone', () => {
    expect(() => resolveUtc('Last day', { timezone: 'Mars/Olympus_Mons' })).toThrow(
      'Unknown time zone [Mars/Olympus_Mons]',
    );
  });
});

describe('resolveTimeRange errors', () => {
  it.each([
    ['foo', 'parse', 'Cannot parse time string [foo]'],
    ['  foo  ', 'parse', 'Cannot parse time string [foo]'],
    ['foo : bar', 'parse', 'Cannot parse time string [foo]'],
    ['Last foo', 'parse', 'Cannot parse time string [Last foo]'],
    ['2024-01-01:2024-02-01', 'parse', 'Cannot parse time string [2024-01-01:2024-02-01]'],
    ['2023-02-29 : ', 'parse', 'Cannot parse time string [2023-02-29]'],
    ['2024-13-01 : ', 'parse', 'Cannot parse time string [2024-13-01]'],
    ['2024-03-13T25:00:00 : ', 'parse', 'Cannot parse time string [2024-03-13T25:00:00]'],
    ['Last 3 fortnights', 'parse', 'Cannot parse time string [Last 3 fortnights]'],
    ['5 days : now', 'ambiguous', 'Time string is ambiguous. Please specify [5 days ago] or [5 days later].'],
    [
      'now : 2 weeks',
      'ambiguous',
      'Time string is ambiguous. Please specify [2 weeks ago] or [2 weeks later].',
    ],
    ['2024-03-13 : 2024-03-12', 'order', 'From date cannot be larger than to date'],
    ['tomorrow : yesterday', 'order', 'From date cannot be larger than to date'],
    ['Next 2 days : Last 2 days', 'order', 'From date cannot be larger than to date'],
    ["HOLIDAY('Festivus') : ", 'holiday', 'Unable to find such a holiday: [Festivus]'],
    [
      'DATEADD(DATETIME("today"), -7) : today',
      'syntax',
      'Cannot parse time expression [DATEADD(DATETIME("today"), -7)]: expected "," at position 30',
    ],
  ])('rejects %j', (range, kind, message) => {
    const result = tryResolveTimeRange(range, { now: NOW });
    expect(result).toEqual({ ok: false, error: expect.any(TimeRangeError) });
    if (!result.ok) {
      expect(result.error.kind).toBe(kind);
      expect(result.error.message).toBe(message);
    }
  });

  it('throws a TimeRangeError from resolveTimeRange', () => {
    expect(() => resolveTimeRange('2024-03-13 : 2024-03-12', { now: NOW })).toThrow(TimeRangeError);
  });

  it('answers ok with the bounds from tryResolveTimeRange', () => {
    expect(tryResolveTimeRange('Last day', { now: NOW })).toEqual({
      ok: true,
      since: new Date('2024-03-12T00:00:00Z'),
      until: new Date('2024-03-13T00:00:00Z'),
    });
  });
});
