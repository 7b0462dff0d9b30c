import { describe, expect, it } from 'vitest';
import { dataColumns, filterRows, formatCell, isLimitReached, rowCountLabel, rowsToTsv } from './data-table';

const columns = dataColumns(['ordered_at', 'region', 'amount'], [2, 1, 0]);
const rows = [
  { ordered_at: Date.UTC(2024, 0, 1, 10), region: 'EU', amount: 10.5 },
  { ordered_at: Date.UTC(2024, 0, 2, 11), region: 'US', amount: null },
];

describe('data table helpers', () => {
  it('formats temporal cells as dates unless the column shows original values', () => {
    const [temporal] = columns;
    if (!temporal) throw new Error('no column');
    expect(formatCell(rows[0]?.ordered_at, temporal)).toBe('2024-01-01 10:00:00');
    expect(formatCell(rows[0]?.ordered_at, temporal, 'original')).toBe(String(Date.UTC(2024, 0, 1, 10)));
  });

  it('searches the shown text of every column, case-insensitively', () => {
    expect(filterRows(rows, columns, 'eu')).toEqual([rows[0]]);
    expect(filterRows(rows, columns, '2024-01-02')).toEqual([rows[1]]);
    expect(filterRows(rows, columns, '  ')).toEqual(rows);
  });

  it('copies rows as tab-separated text with a header and N/A for nulls', () => {
    expect(rowsToTsv(rows, columns)).toBe(
      'ordered_at\tregion\tamount\n2024-01-01 10:00:00\tEU\t10.5\n2024-01-02 11:00:00\tUS\tN/A\n',
    );
  });

  it('labels the row count and tells when the row limit was reached', () => {
    expect(rowCountLabel(1)).toBe('1 row');
    expect(rowCountLabel(10000)).toBe('10,000 rows');
    expect(isLimitReached(10000, 10000)).toBe(true);
    expect(isLimitReached(3, '10000')).toBe(false);
    expect(isLimitReached(3, null)).toBe(false);
  });
});
