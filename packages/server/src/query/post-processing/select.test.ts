import { describe, expect, it } from 'vitest';
import { select } from './select';
import { frameOf, namesOf } from './test-helpers';

describe('select', () => {
  const frame = frameOf({ a: [1], b: [2], c: [3] });

  it('keeps and reorders, then excludes, then renames', () => {
    expect(namesOf(select(frame, { columns: ['c', 'a', 'b'], exclude: ['b'], rename: { a: 'A' } }))).toEqual([
      'c',
      'A',
    ]);
    expect(namesOf(select(frame, { exclude: ['a'] }))).toEqual(['b', 'c']);
  });

  it('refuses to exclude a column the selection already removed', () => {
    expect(() => select(frame, { columns: ['a'], exclude: ['b'] })).toThrow(
      'Referenced columns not available in DataFrame: b',
    );
  });
});
