import { describe, expect, it } from 'vitest';
import { flatten } from './flatten';
import { pivot } from './pivot';
import { rename } from './rename';
import { frameOf, namesOf, rowsOf } from './test-helpers';

const pivoted = () =>
  pivot(frameOf({ ds: [1, 1], country: ['UK', 'US, Inc'], m: [5, 6] }), {
    index: ['ds'],
    columns: ['country'],
    aggregates: { m: { operator: 'sum' } },
  });

describe('flatten', () => {
  it('joins levels with ", ", escaping commas inside labels, and resets the index', () => {
    expect(namesOf(flatten(pivoted()))).toEqual(['ds', 'm, UK', 'm, US\\, Inc']);
  });

  it('drops levels by position or name first', () => {
    expect(namesOf(flatten(pivoted(), { drop_levels: [0] }))).toEqual(['ds', 'UK', 'US\\, Inc']);
    expect(namesOf(flatten(pivoted(), { drop_levels: ['country'] }))).toEqual(['ds', 'm', 'm']);
    expect(() => flatten(pivoted(), { drop_levels: [0, 1] })).toThrow('Cannot remove 2 levels');
  });

  it('keeps the index with reset_index false, so the answer leaves it out as pandas does', () => {
    expect(rowsOf(flatten(pivoted(), { reset_index: false }))).toEqual([{ 'm, UK': 5, 'm, US\\, Inc': 6 }]);
  });

  it('leaves out labels renamed to null', () => {
    const renamed = rename(pivoted(), { columns: { m: null }, level: 0, inplace: true });
    expect(namesOf(flatten(renamed))).toEqual(['ds', 'UK', 'US\\, Inc']);
  });
});
