import { describe, expect, it } from 'vitest';
import { rank } from './rank';
import { columnOf, frameOf, namesOf } from './test-helpers';

describe('rank', () => {
  it('adds the percentile rank, ties sharing their average rank', () => {
    const result = rank(frameOf({ v: [10, 20, 20, null, 40] }), { metric: 'v' });
    expect(namesOf(result)).toEqual(['v', 'rank']);
    expect(columnOf(result, 'rank')).toEqual([0.25, 0.625, 0.625, null, 1]);
  });

  it('ranks within groups', () => {
    const result = rank(frameOf({ g: ['a', 'b', 'a', 'b'], v: [3, 1, 1, 2] }), {
      metric: 'v',
      group_by: 'g',
    });
    expect(columnOf(result, 'rank')).toEqual([1, 0.5, 0.5, 1]);
  });
});
