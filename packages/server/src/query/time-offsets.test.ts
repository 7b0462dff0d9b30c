import { describe, expect, it } from 'vitest';
import type { TypedColumns } from './result-format';
import {
  addCalendarUnits,
  enclosedRange,
  joinOffsetResult,
  parseTimeShift,
  TIME_COMPARISON_NEEDS_RANGE,
} from './time-offsets';

const utc = (text: string) => Date.parse(`${text}Z`);
const range = { since: utc('2024-01-01T00:00:00'), until: utc('2025-01-01T00:00:00') };

describe('time offsets', () => {
  it('adds calendar months, clamping to the last day of the month', () => {
    expect(addCalendarUnits(utc('2024-02-29T10:00:00'), -1, 'year')).toBe(utc('2023-02-28T10:00:00'));
    expect(addCalendarUnits(utc('2024-03-31T00:00:00'), -1, 'month')).toBe(utc('2024-02-29T00:00:00'));
    expect(addCalendarUnits(utc('2024-03-31T00:00:00'), 1, 'quarter')).toBe(utc('2024-06-30T00:00:00'));
    expect(addCalendarUnits(utc('2024-03-08T00:00:00'), -1, 'week')).toBe(utc('2024-03-01T00:00:00'));
  });

  it('reads "N units ago", inherit and a start date', () => {
    const year = parseTimeShift('1 year ago', range);
    expect(year.back(range.since)).toBe(utc('2023-01-01T00:00:00'));
    expect(year.forward(utc('2023-05-01T00:00:00'))).toBe(utc('2024-05-01T00:00:00'));
    const inherit = parseTimeShift('inherit', range);
    // 2024 has 366 days: the range's own length before it.
    expect(inherit.back(range.since)).toBe(utc('2022-12-31T00:00:00'));
    const custom = parseTimeShift('2020-01-01', range);
    expect(custom.back(range.since)).toBe(utc('2020-01-01T00:00:00'));
    expect(parseTimeShift('28 days later', range).back(range.since)).toBe(utc('2024-01-29T00:00:00'));
  });

  it('refuses unknown offsets and open ranges with a message a person can act on', () => {
    expect(() => parseTimeShift('last tuesday', range)).toThrow('Invalid time offset "last tuesday"');
    expect(() => enclosedRange(null, range.until)).toThrow(TIME_COMPARISON_NEEDS_RANGE);
  });

  it('joins the compared rows on the dimensions, temporal ones moved forward by the offset', () => {
    const main: TypedColumns = {
      colnames: ['ds', 'region', 'sales'],
      generics: ['TEMPORAL', 'STRING', 'NUMERIC'],
      columns: [
        ['2024-01-01T00:00:00', '2024-01-01T00:00:00', '2024-02-01T00:00:00'],
        ['EMEA', 'APAC', 'EMEA'],
        [10, 20, 30],
      ],
      rowcount: 3,
    };
    const compared: TypedColumns = {
      colnames: ['ds', 'region', 'sales'],
      generics: ['TEMPORAL', 'STRING', 'NUMERIC'],
      columns: [
        ['2023-01-01T00:00:00', '2023-02-01T00:00:00'],
        ['EMEA', 'EMEA'],
        [5, 6],
      ],
      rowcount: 2,
    };
    const joined = joinOffsetResult(main, compared, {
      shift: parseTimeShift('1 year ago', range),
      metrics: ['sales'],
    });
    expect(joined.colnames).toEqual(['ds', 'region', 'sales', 'sales__1 year ago']);
    expect(joined.columns[3]).toEqual([5, null, 6]);
  });

  it('joins the single rows of totals', () => {
    const total = (value: number): TypedColumns => ({
      colnames: ['SUM(num)'],
      generics: ['NUMERIC'],
      columns: [[value]],
      rowcount: 1,
    });
    const joined = joinOffsetResult(total(12), total(8), {
      shift: parseTimeShift('inherit', range),
      metrics: ['SUM(num)'],
    });
    expect(joined.colnames).toEqual(['SUM(num)', 'SUM(num)__inherit']);
    expect(joined.columns).toEqual([[12], [8]]);
  });
});
