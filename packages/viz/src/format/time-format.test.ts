import { describe, expect, it } from 'vitest';
import { D3_TIME_FORMAT_OPTIONS, formatTime, SMART_DATE, toDate } from './time-format';

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
