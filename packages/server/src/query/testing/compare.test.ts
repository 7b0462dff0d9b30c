import { describe, expect, it } from 'vitest';
import { compareWithReference, type ApiResult } from './compare';
import type { ReferenceResult } from './reference';

// Groups a..d by count, descending: a=5, b=3, c=3, d=1.
const reference: ReferenceResult = {
  columns: [
    { label: 'region', isMetric: false, temporal: false, tolerance: 0 },
    { label: 'count', isMetric: true, temporal: false, tolerance: 0 },
    { label: 'avg', isMetric: true, temporal: false, tolerance: 1e-6 },
  ],
  rows: [
    ['a', 5, 1.5],
    ['b', 3, 2],
    ['c', 3, null],
    ['d', 1, 4],
  ],
  sortKeys: [[5], [3], [3], [1]],
  descending: [true],
  sortTolerances: [0],
  isGrouped: true,
};

function api(rows: [string, number, number | null][]): ApiResult {
  return {
    colnames: ['region', 'count', 'avg'],
    coltypes: [1, 0, 0],
    rowcount: rows.length,
    data: rows.map(([region, count, avg]) => ({ region, count, avg })),
  };
}

const window = (limit: number, offset = 0) => ({ limit, offset, nulls: 'nulls-last' as const });

describe('comparing an answer with the reference', () => {
  it('accepts the same rows in order, numbers within tolerance', () => {
    expect(
      compareWithReference(
        api([
          ['a', 5, 1.5000000001],
          ['c', 3, null],
          ['b', 3, 2],
          ['d', 1, 4],
        ]),
        reference,
        window(10),
      ),
    ).toEqual([]);
  });

  it('accepts either row of a tie cut by the limit', () => {
    expect(
      compareWithReference(
        api([
          ['a', 5, 1.5],
          ['c', 3, null],
        ]),
        reference,
        window(2),
      ),
    ).toEqual([]);
    expect(
      compareWithReference(
        api([
          ['a', 5, 1.5],
          ['b', 3, 2],
        ]),
        reference,
        window(2),
      ),
    ).toEqual([]);
  });

  it('reports a row the window must hold', () => {
    expect(
      compareWithReference(
        api([
          ['b', 3, 2],
          ['c', 3, null],
        ]),
        reference,
        window(2),
      ),
    ).toEqual(['missing row ["a",5,1.5]']);
  });

  it('reports rows out of order, wrong values and wrong counts', () => {
    expect(
      compareWithReference(
        api([
          ['b', 3, 2],
          ['a', 5, 1.5],
        ]),
        reference,
        window(2, 0),
      ),
    ).toContain('row 1 ["a",5,1.5] is out of order');
    expect(compareWithReference(api([['a', 5, 1.6]]), reference, window(1))).toEqual([
      'row 0: avg is 1.6, expected 1.5',
    ]);
    expect(compareWithReference(api([['a', 5, 1.5]]), reference, window(2))).toEqual([
      '1 rows (rowcount 1), expected 2 of 4',
    ]);
  });

  it('reports a row with the right values past an offset window', () => {
    expect(compareWithReference(api([['a', 5, 1.5]]), reference, window(1, 3))).toEqual([
      'row 0 ["a",5,1.5] is outside the window (sorted position 0–0)',
      'missing row ["d",1,4]',
    ]);
  });
});
