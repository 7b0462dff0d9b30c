import { describe, expect, it } from 'vitest';
import { moveItem, removeAt, replaceAt } from './list-ops';

describe('list operations', () => {
  it('moves an item down and up (drag-reorder)', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('ignores out-of-range moves', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('removes and replaces items, appending past the end', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(replaceAt(['a', 'b'], 1, 'x')).toEqual(['a', 'x']);
    expect(replaceAt(['a'], null, 'x')).toEqual(['a', 'x']);
  });
});
