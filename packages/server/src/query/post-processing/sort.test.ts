import { describe, expect, it } from 'vitest';
import { pivot } from './pivot';
import { sort } from './sort';
import { flatten } from './flatten';
import { columnOf, frameOf, rowsOf } from './test-helpers';

describe('sort', () => {
  const frame = frameOf({ a: ['x', 'y', 'z', 'w'], b: [2, null, 1, 2], c: ['p', 'q', 'r', 's'] });

  it('sorts descending with missing values last', () => {
    expect(columnOf(sort(frame, { by: 'b', ascending: false }), 'a')).toEqual(['x', 'w', 'z', 'y']);
    expect(columnOf(sort(frame, { by: ['b'] }), 'a')).toEqual(['z', 'x', 'w', 'y']);
  });

  it('sorts by several columns, each with its own direction', () => {
    expect(columnOf(sort(frame, { by: ['b', 'c'], ascending: [false, false] }), 'a')).toEqual([
      'w',
      'x',
      'z',
      'y',
    ]);
    expect(() => sort(frame, { by: ['b', 'c'], ascending: [true] })).toThrow(
      'Length of ascending (1) != length of by (2)',
    );
  });

  it('sorts by the row index with is_sort_index', () => {
    const pivoted = pivot(frameOf({ k: [1, 2, 3], v: [5, 6, 7] }), {
      index: ['k'],
      aggregates: { v: { operator: 'sum' } },
    });
    expect(rowsOf(flatten(sort(pivoted, { is_sort_index: true, ascending: false })))).toEqual([
      { k: 3, v: 7 },
      { k: 2, v: 6 },
      { k: 1, v: 5 },
    ]);
  });

  it('needs something to sort by', () => {
    expect(() => sort(frame, {})).toThrow('either sort_index or sort_by must be specified');
    expect(() => sort(frame, { by: 'nope' })).toThrow('Referenced columns not available in DataFrame.');
  });
});
