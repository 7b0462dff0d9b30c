import { describe, expect, it } from 'vitest';
import {
  D3_FORMAT_OPTIONS,
  formatNumber,
  getCurrencyFormatter,
  getNumberFormatter,
  SMART_NUMBER,
} from './number-format';

describe('number formats', () => {
  it('offers the spec choices, adaptive first', () => {
    const ids = D3_FORMAT_OPTIONS.map(([id]) => id);
    expect(ids[0]).toBe(SMART_NUMBER);
    expect(ids).toEqual(
      expect.arrayContaining([
        '~g',
        ',d',
        '.1s',
        '.3s',
        ',.1%',
        '.4r',
        ',.1f',
        ',.2f',
        ',.3f',
        '+,',
        '$,.2f',
        'DURATION',
        'DURATION_SUB',
      ]),
    );
  });

  it.each([
    [',d', 12345.432, '12,345'],
    ['.1s', 12345.432, '10k'],
    ['.3s', 12345.432, '12.3k'],
    [',.1%', 12345.432, '1,234,543.2%'],
    ['.4r', 12345.432, '12350'],
    [',.1f', 12345.432, '12,345.4'],
    [',.2f', 12345.432, '12,345.43'],
    [',.3f', 12345.432, '12,345.432'],
    ['+,', 12345.432, '+12,345.432'],
    ['$,.2f', 12345.432, '$12,345.43'],
    ['~g', 12345.432, '12345.4'],
  ])('formats with %s as the choice label says', (format, value, expected) => {
    expect(formatNumber(format, value)).toBe(expected);
  });

  it.each([
    [0, '0'],
    [12345.432, '12.3k'],
    [1_500_000_000, '1.5B'],
    [-2_000_000, '\u22122M'], // d3's minus sign
    [3.14159, '3.14'],
    [0.5, '0.5'],
    [0.012345, '0.0123'],
    [0.0000025, '2.5µ'],
  ])('formats %s adaptively as %s', (value, expected) => {
    expect(formatNumber(SMART_NUMBER, value)).toBe(expected);
  });

  it('formats durations in milliseconds', () => {
    expect(formatNumber('DURATION', 66000)).toBe('1m 6s');
    expect(formatNumber('DURATION', 500)).toBe('500ms');
    expect(formatNumber('DURATION', 90_061_000)).toBe('1d 1h 1m 1s');
    expect(formatNumber('DURATION_SUB', 1.40008)).toBe('1ms 400µs 80ns');
  });

  it('shows missing and infinite values as Superset does', () => {
    const format = getNumberFormatter(',d');
    expect(format(null)).toBe('null');
    expect(format(undefined)).toBe('undefined');
    expect(format(Number.NaN)).toBe('NaN');
    expect(format(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(format(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });

  it('falls back to adaptive formatting for an empty or invalid format', () => {
    expect(formatNumber(null, 12345.432)).toBe('12.3k');
    expect(formatNumber('not a format %%', 12345.432)).toBe('12.3k');
  });

  it('puts the currency symbol before or after the number', () => {
    expect(getCurrencyFormatter({ symbol: 'USD', symbolPosition: 'prefix' }, '.3s')(12345)).toBe('$ 12.3k');
    expect(getCurrencyFormatter({ symbol: 'EUR', symbolPosition: 'suffix' }, ',d')(1200)).toBe('1,200 €');
    expect(getCurrencyFormatter(null, ',d')(1200)).toBe('1,200');
  });
});
