import { describe, expect, it } from 'vitest';
import { cum } from './cum';
import { columnOf, frameOf, namesOf } from './test-helpers';

describe('cum', () => {
  const frame = frameOf({ y: [1, null, 3, -2] });

  it('fills missing values with 0 before the running sum', () => {
    expect(columnOf(cum(frame, { operator: 'sum', columns: { y: 'y' } }), 'y')).toEqual([1, 1, 4, 2]);
  });

  it('runs products, minimums and maximums into new columns', () => {
    const result = cum(frame, { operator: 'prod', columns: { y: 'p' } });
    expect(namesOf(result)).toEqual(['y', 'p']);
    expect(columnOf(result, 'p')).toEqual([1, 0, 0, -0]);
    expect(columnOf(cum(frame, { operator: 'min', columns: { y: 'y' } }), 'y')).toEqual([1, 0, 0, -2]);
    expect(columnOf(cum(frame, { operator: 'max', columns: { y: 'y' } }), 'y')).toEqual([1, 1, 3, 3]);
  });

  it('keeps the frame when no columns are given and fails on unknown ones', () => {
    expect(cum(frame, { operator: 'sum' })).toEqual(frame);
    expect(() => cum(frame, { operator: 'sum', columns: { z: 'z' } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});
