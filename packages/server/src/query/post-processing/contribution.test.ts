import { describe, expect, it } from 'vitest';
import { contribution } from './contribution';
import { frameOf, namesOf, rowsOf, utc } from './test-helpers';

describe('contribution', () => {
  const frame = frameOf({ ds: ['2019-01-01', '2019-01-02'], a: [1, 3], b: [2, 2], label: ['x', 'y'] }, [
    'ds',
  ]);

  it('divides each cell by its column total by default, leaving other columns alone', () => {
    expect(rowsOf(contribution(frame, {}))).toEqual([
      { ds: utc('2019-01-01'), a: 0.25, b: 0.5, label: 'x' },
      { ds: utc('2019-01-02'), a: 0.75, b: 0.5, label: 'y' },
    ]);
  });

  it('divides each cell by its row total with orientation row', () => {
    const result = rowsOf(contribution(frame, { orientation: 'row' }));
    expect(result.map((row) => [row.a, row.b])).toEqual([
      [1 / 3, 2 / 3],
      [0.6, 0.4],
    ]);
  });

  it('counts a missing cell as 0 by column but keeps it missing by row', () => {
    const gappy = frameOf({ a: [1, null, 3], b: [1, 1, 2] });
    expect(
      rowsOf(contribution(gappy, { orientation: 'column', columns: ['a'] })).map((row) => row.a),
    ).toEqual([0.25, 0, 0.75]);
    expect(rowsOf(contribution(gappy, { orientation: 'row' })).map((row) => row.a)).toEqual([0.5, null, 0.6]);
  });

  it('writes renamed results next to the originals', () => {
    const result = contribution(frame, { columns: ['a'], rename_columns: ['%a'] });
    expect(namesOf(result)).toEqual(['ds', 'a', 'b', 'label', '%a']);
    expect(rowsOf(result).map((row) => row['%a'])).toEqual([0.25, 0.75]);
  });

  it('gives time-shifted columns their own row totals', () => {
    const shifted = frameOf({ a: [1], b: [3], 'a__1 year ago': [2], 'b__1 year ago': [2] });
    const [row] = rowsOf(contribution(shifted, { orientation: 'row', time_shifts: ['1 year ago'] }));
    expect(row).toEqual({ a: 0.25, b: 0.75, 'a__1 year ago': 0.5, 'b__1 year ago': 0.5 });
  });

  it('rejects a non-numeric column and a wrong number of names', () => {
    expect(() => contribution(frame, { columns: ['label'] })).toThrow(
      'Column "label" is not numeric or does not exists in the query results.',
    );
    expect(() => contribution(frame, { columns: ['a'], rename_columns: ['x', 'y'] })).toThrow(
      '`rename_columns` must have the same length',
    );
  });
});
