import { describe, expect, it } from 'vitest';
import { diff } from './diff';
import { columnOf, frameOf } from './test-helpers';

describe('diff', () => {
  const frame = frameOf({ a: [1, 3, 6, null, 10], b: [2, 2, 2, 2, 2] });

  it('subtracts the previous row with periods 1', () => {
    expect(columnOf(diff(frame, { columns: { a: 'a' } }), 'a')).toEqual([null, 2, 3, null, null]);
  });

  it('subtracts the next row with periods -1', () => {
    expect(columnOf(diff(frame, { columns: { a: 'd' }, periods: -1 }), 'd')).toEqual([
      -2,
      -3,
      null,
      null,
      null,
    ]);
  });

  it('subtracts the previous selected column with axis 1', () => {
    const result = diff(frame, { columns: { a: 'a', b: 'b' }, axis: 1 });
    expect(columnOf(result, 'a')).toEqual([null, null, null, null, null]);
    expect(columnOf(result, 'b')).toEqual([1, -1, -4, null, -8]);
  });
});
