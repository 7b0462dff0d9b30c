import { describe, expect, it } from 'vitest';
import { flatten } from './flatten';
import { pivot } from './pivot';
import { rename } from './rename';
import { frameOf, namesOf } from './test-helpers';

describe('rename', () => {
  it('renames flat columns', () => {
    expect(namesOf(rename(frameOf({ a: [1], b: [2] }), { columns: { a: 'x' } }))).toEqual(['x', 'b']);
  });

  it('renames one level of a pivoted frame only', () => {
    const pivoted = pivot(frameOf({ ds: [1, 1], k: ['m', 'n'], m: [1, 2] }), {
      index: ['ds'],
      columns: ['k'],
      aggregates: { m: { operator: 'sum' } },
    });
    expect(namesOf(flatten(rename(pivoted, { columns: { m: 'M' }, level: 0 })))).toEqual([
      'ds',
      'M, m',
      'M, n',
    ]);
    expect(namesOf(flatten(rename(pivoted, { columns: { m: 'M' } })))).toEqual(['ds', 'M, M', 'M, n']);
  });

  it('refuses names that all exist already and unknown sources', () => {
    const frame = frameOf({ a: [1], b: [2] });
    expect(() => rename(frame, { columns: { a: 'b' } })).toThrow('Label already exists');
    expect(() => rename(frame, { columns: { z: 'y' } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(rename(frame, { columns: {} })).toBe(frame);
  });
});
