import { describe, expect, it } from 'vitest';
import { limitMessage, newClientId, sortRows } from './run-state';

describe('SQL Lab runs', () => {
  it('makes 11-character client ids', () => {
    const id = newClientId((size) => new Uint8Array(size).fill(3));
    expect(id).toBe('DDDDDDDDDDD');
    expect(newClientId()).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('says what limited a result', () => {
    const base = { columns: [], firstRows: [], rows: 1000, resultsKey: null, limit: 1000 };
    expect(limitMessage({ ...base, limitingFactor: 'DROPDOWN' })).toBe(
      'The number of results displayed is limited to 1,000 by the limit dropdown.',
    );
    expect(limitMessage({ ...base, rows: 10, limitingFactor: 'QUERY' })).toBe(
      'The number of rows displayed is limited to 10 by the query.',
    );
    expect(limitMessage({ ...base, limitingFactor: 'NOT_LIMITED' })).toBeNull();
  });

  it('sorts rows by a column, numbers as numbers and nulls last', () => {
    const rows = [{ n: 10 }, { n: null }, { n: 9 }, { n: 100 }];
    expect(sortRows(rows, 'n', 'asc').map((r) => r.n)).toEqual([9, 10, 100, null]);
    expect(sortRows(rows, 'n', 'desc').map((r) => r.n)).toEqual([100, 10, 9, null]);
  });
});
