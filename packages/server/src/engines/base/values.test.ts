import { describe, expect, it } from 'vitest';
import {
  isoFromDate,
  isoFromTimestampText,
  normalizeParameter,
  numberFromBigInt,
  numberFromDecimalText,
  toColumns,
} from './values';

describe('isoFromTimestampText', () => {
  it.each([
    ['2024-03-13 14:37:52', '2024-03-13T14:37:52'],
    ['2024-03-13 14:37:52.000000', '2024-03-13T14:37:52'],
    ['2024-03-13 14:37:52.123456', '2024-03-13T14:37:52.123'],
    ['2024-03-13 14:37:52.5', '2024-03-13T14:37:52.500'],
    ['2024-03-13', '2024-03-13T00:00:00'],
    ['2024-03-13T14:37:52', '2024-03-13T14:37:52'],
    ['2024-03-13 14:37:52+00', '2024-03-13T14:37:52'],
    ['2024-03-13 14:37:52.1+02', '2024-03-13T12:37:52.100'],
    ['2024-03-13 01:00:00-05:30', '2024-03-13T06:30:00'],
    ['2024-01-01 00:30:00+01', '2023-12-31T23:30:00'],
    ['infinity', 'infinity'],
    ['2024-03-13 BC', '2024-03-13 BC'],
  ])('turns %s into %s', (text, iso) => {
    expect(isoFromTimestampText(text)).toBe(iso);
  });
});

describe('number conversions', () => {
  it('keeps safe 64-bit integers as numbers and others as exact text', () => {
    expect(numberFromBigInt(42n)).toBe(42);
    expect(numberFromBigInt(9007199254740993n)).toBe('9007199254740993');
    expect(numberFromBigInt(-9007199254740991n)).toBe(-9007199254740991);
  });

  it('reads DECIMAL text as a number, keeping NaN as text', () => {
    expect(numberFromDecimalText('1.250')).toBe(1.25);
    expect(numberFromDecimalText('NaN')).toBe('NaN');
  });
});

describe('dates and columns', () => {
  it('formats a Date by its UTC fields and sends Date parameters that way', () => {
    const date = new Date(Date.UTC(2024, 2, 13, 14, 37, 52, 7));
    expect(isoFromDate(date)).toBe('2024-03-13T14:37:52.007');
    expect(normalizeParameter(date)).toBe('2024-03-13T14:37:52.007');
    expect(normalizeParameter('x')).toBe('x');
  });

  it('turns rows into columns, capped at maxRows', () => {
    expect(
      toColumns(
        [
          [1, 'a'],
          [2, 'b'],
          [3, 'c'],
        ],
        2,
        2,
      ),
    ).toEqual([
      [1, 2],
      ['a', 'b'],
    ]);
    expect(toColumns([], 2)).toEqual([[], []]);
  });
});
