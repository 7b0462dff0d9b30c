import { describe, expect, it } from 'vitest';
import {
  D3_TIME_FORMAT_OPTIONS,
  formatTime,
  getTimeFormatter,
  getTimeFormatterForGrain,
  SMART_DATE,
  toDate,
} from './time-format';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('time formats', () => {
  it('offers the spec choices, adaptive first', () => {
    expect(D3_TIME_FORMAT_OPTIONS.map(([id]) => id)).toEqual([
      SMART_DATE,
      '%d/%m/%Y',
      '%m/%d/%Y',
      '%Y-%m-%d',
      '%Y-%m-%d %H:%M:%S',
      '%d-%m-%Y %H:%M:%S',
      '%H:%M:%S',
    ]);
  });

  it.each([
    ['2019-01-01T00:00:00', '2019'],
    ['2019-03-01T00:00:00', 'March'],
    ['2019-01-13T00:00:00', 'Jan 13'],
    ['2019-01-14T00:00:00', 'Mon 14'],
    ['2019-01-14T13:00:00', '01 PM'],
    ['2019-01-14T13:32:00', '01:32'],
    ['2019-01-14T13:32:10', ':10s'],
    ['2019-01-14T13:32:10.250', '.250ms'],
  ])('formats %s with smart_date as %s (coarsest aligned unit, UTC)', (iso, expected) => {
    expect(formatTime(SMART_DATE, utc(iso))).toBe(expected);
  });

  it.each([
    ['%d/%m/%Y', '14/01/2019'],
    ['%m/%d/%Y', '01/14/2019'],
    ['%Y-%m-%d', '2019-01-14'],
    ['%Y-%m-%d %H:%M:%S', '2019-01-14 01:32:10'],
    ['%d-%m-%Y %H:%M:%S', '14-01-2019 01:32:10'],
    ['%H:%M:%S', '01:32:10'],
  ])('formats with %s as the choice label says', (format, expected) => {
    expect(formatTime(format, utc('2019-01-14T01:32:10'))).toBe(expected);
  });

  it('reads epoch milliseconds, numeric text and ISO text without a zone as UTC', () => {
    const ms = utc('2019-01-14T01:32:10');
    expect(toDate(ms)?.getTime()).toBe(ms);
    expect(toDate(String(ms))?.getTime()).toBe(ms);
    expect(toDate('2019-01-14T01:32:10')?.getTime()).toBe(ms);
    expect(toDate('2019-01-14 01:32:10')?.getTime()).toBe(ms);
    expect(toDate('2019-01-14')?.getTime()).toBe(utc('2019-01-14T00:00:00'));
    expect(toDate('not a date')).toBeNull();
    expect(formatTime('%Y', null)).toBe('null');
  });
});

describe('getTimeFormatterForGrain', () => {
  const march = Date.UTC(2024, 2, 15);
  it("shows a whole bucket of the grain for 'Adaptive formatting' (issue 17: 'Mon 24', 'July' without a year)", () => {
    expect(getTimeFormatterForGrain('smart_date', 'P1Y')(Date.UTC(2006, 0, 1))).toBe('2006');
    expect(getTimeFormatterForGrain('smart_date', 'P1M')(march)).toBe('2024-03');
    expect(getTimeFormatterForGrain(null, 'P3M')(march)).toBe('2024 Q1');
    expect(getTimeFormatterForGrain('smart_date', 'P1D')(march)).toBe('2024-03-15');
    expect(getTimeFormatterForGrain('smart_date', 'PT1H')(march)).toBe('2024-03-15 00:00');
  });

  it('keeps a chosen format, and smart dates without a grain', () => {
    expect(getTimeFormatterForGrain('%d/%m/%Y', 'P1Y')(march)).toBe('15/03/2024');
    expect(getTimeFormatterForGrain('smart_date', null)(march)).toBe(getTimeFormatter('smart_date')(march));
  });
});
