import { describe, expect, it } from 'vitest';
import { histogram } from './histogram';
import { frameOf, namesOf, rowsOf } from './test-helpers';

describe('histogram', () => {
  const frame = frameOf({
    g: ['a', 'a', 'a', 'b', 'a', 'a', 'a', 'a', 'a', 'b'],
    v: [0, 1, 2, 3, 4, 5, 6, 7, 8, 10],
  });

  it('cuts min..max into equal bins named with Python floats, the last bin closed', () => {
    const result = histogram(frame, { column: 'v', bins: 5 });
    expect(rowsOf(result)).toEqual([
      { '0.0 - 2.0': 2, '2.0 - 4.0': 2, '4.0 - 6.0': 2, '6.0 - 8.0': 2, '8.0 - 10.0': 2 },
    ]);
  });

  it('counts per group with shared edges, cumulatively and normalized on request', () => {
    const result = histogram(frame, { column: 'v', groupby: ['g'], bins: 2, cumulative: true });
    expect(rowsOf(result)).toEqual([
      { g: 'a', '0.0 - 5.0': 4, '5.0 - 10.0': 8 },
      { g: 'b', '0.0 - 5.0': 1, '5.0 - 10.0': 2 },
    ]);
    const normalized = histogram(frame, { column: 'v', groupby: ['g'], bins: 2, normalize: true });
    expect(rowsOf(normalized).map((row) => row['0.0 - 5.0'])).toEqual([0.4, 0.1]);
  });

  it('prints edges the way numpy computes them', () => {
    expect(namesOf(histogram(frameOf({ v: [1, 2] }), { column: 'v', bins: 3 }))).toEqual([
      '1.0 - 1.3333333333333333',
      '1.3333333333333333 - 1.6666666666666665',
      '1.6666666666666665 - 2.0',
    ]);
    expect(rowsOf(histogram(frameOf({ v: [5, 5, null] }), { column: 'v', bins: 2 }))).toEqual([
      { '4.5 - 5.0': 0, '5.0 - 5.5': 2 },
    ]);
  });

  it('checks bins and values', () => {
    expect(() => histogram(frame, { column: 'v', bins: 0 })).toThrow(
      '`bins` must be an integer between 1 and 1000',
    );
    expect(() => histogram(frameOf({ v: ['x'] }), { column: 'v' })).toThrow(
      "Column 'v' contains non-numeric values",
    );
  });
});
