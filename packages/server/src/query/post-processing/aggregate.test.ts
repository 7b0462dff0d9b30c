import { describe, expect, it } from 'vitest';
import { aggregate } from './aggregate';
import { frameOf, rowsOf } from './test-helpers';

describe('aggregate', () => {
  const frame = frameOf({ g: ['b', 'a', 'b', null, 'a'], v: [1, 2, 3, 4, null] });

  it('groups by sorted keys, drops missing keys and skips NaN where numpy defers to pandas', () => {
    const result = aggregate(frame, {
      groupby: ['g'],
      aggregates: {
        total: { operator: 'sum', column: 'v' },
        average: { operator: 'mean', column: 'v' },
        rows: { operator: 'count', column: 'v' },
        spread: { operator: 'std', column: 'v' },
      },
    });
    expect(rowsOf(result)).toEqual([
      { g: 'a', total: 2, average: 2, rows: 2, spread: 0 },
      { g: 'b', total: 4, average: 2, rows: 2, spread: 1 },
    ]);
  });

  it('propagates NaN through median and percentile but not their nan- variants', () => {
    const result = aggregate(frame, {
      groupby: ['g'],
      aggregates: {
        median: { operator: 'median', column: 'v' },
        nanmedian: { operator: 'nanmedian', column: 'v' },
        p50: { operator: 'percentile', column: 'v', options: { q: 50 } },
        nanp75: { operator: 'nanpercentile', column: 'v', options: { q: 75 } },
      },
    });
    expect(rowsOf(result)).toEqual([
      { g: 'a', median: null, nanmedian: 2, p50: null, nanp75: 2 },
      { g: 'b', median: 2, nanmedian: 2, p50: 2, nanp75: 2.5 },
    ]);
  });

  it('aggregates the whole frame into one row without groupby', () => {
    const result = aggregate(frame, {
      aggregates: { v: { operator: 'max' }, n: { operator: 'count_nonzero', column: 'v' } },
    });
    expect(rowsOf(result)).toEqual([{ v: 4, n: 5 }]);
  });

  it('fails like Superset on unknown columns and operators', () => {
    expect(() => aggregate(frame, { aggregates: { x: { operator: 'sum' } } })).toThrow(
      'Column referenced by aggregate is undefined: x',
    );
    expect(() => aggregate(frame, { aggregates: { v: { operator: 'mode' } } })).toThrow(
      'Invalid numpy function: mode',
    );
    expect(() => aggregate(frame, { aggregates: { v: { operator: 'cumsum' } } })).toThrow(
      'Must produce aggregated value',
    );
  });
});
