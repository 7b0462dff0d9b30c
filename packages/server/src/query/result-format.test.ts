import { describe, expect, it } from 'vitest';
import { coltypeCodes, epochMillis, toCsv, toRecords, withEpochTemporals } from './result-format';

const result = {
  colnames: ['day', 'region', 'sales'],
  generics: ['TEMPORAL', 'STRING', 'NUMERIC'] as const,
  columns: [
    ['2024-01-01T00:00:00', '2024-01-02T00:00:00'],
    ['EMEA', 'A, "B"'],
    [1.5, null],
  ],
  rowcount: 2,
};

describe('result formats', () => {
  it('codes generic types as Superset does', () => {
    expect(coltypeCodes(['NUMERIC', 'STRING', 'TEMPORAL', 'BOOLEAN', null])).toEqual([0, 1, 2, 3, 1]);
  });
  it('answers temporal values as epoch milliseconds in row objects', () => {
    expect(toRecords(withEpochTemporals({ ...result, generics: [...result.generics] }))).toEqual([
      { day: 1704067200000, region: 'EMEA', sales: 1.5 },
      { day: 1704153600000, region: 'A, "B"', sales: null },
    ]);
  });
  it('reads temporal text as UTC unless it carries an offset', () => {
    expect(epochMillis('2024-01-01T00:00:00')).toBe(1704067200000);
    expect(epochMillis('2024-01-01T00:00:00.250')).toBe(1704067200250);
    expect(epochMillis('2024-01-01T02:00:00+02:00')).toBe(1704067200000);
    expect(epochMillis('2024-01-01T00:00:00Z')).toBe(1704067200000);
    expect(epochMillis('2024-01-01')).toBe(1704067200000);
    expect(epochMillis('not a date')).toBe('not a date');
  });
  it('writes CSV with quoting and empty nulls', () => {
    expect(toCsv({ ...result, generics: [...result.generics] })).toBe(
      'day,region,sales\r\n2024-01-01T00:00:00,EMEA,1.5\r\n2024-01-02T00:00:00,"A, ""B""",\r\n',
    );
  });
});
