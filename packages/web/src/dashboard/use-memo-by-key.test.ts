import { describe, expect, it } from 'vitest';
import { memoByKey, type MadeByKey } from './use-memo-by-key';

type Chart = { id: number; name: string };
const EMPTY: MadeByKey<number, [Chart, string], Chart> = { values: new Map(), inputs: new Map() };
const paint = (chart: Chart, scheme: string): Chart => ({ ...chart, name: `${chart.name} in ${scheme}` });

describe('memoByKey', () => {
  const a = { id: 1, name: 'a' };
  const b = { id: 2, name: 'b' };
  const first = memoByKey(EMPTY, [[1, [a, 'blue']] as const, [2, [b, 'blue']] as const], paint);

  it('makes each value, in the entries order', () => {
    expect([...first.values.values()].map((c) => c.name)).toEqual(['a in blue', 'b in blue']);
  });

  it('gives back the same map and values when no input changed', () => {
    const again = memoByKey(first, [[1, [a, 'blue']] as const, [2, [b, 'blue']] as const], paint);
    expect(again).toBe(first);
  });

  it('remakes only the key whose inputs changed, and keeps the others', () => {
    const c = { id: 3, name: 'c' };
    const added = memoByKey(
      first,
      [[1, [a, 'blue']] as const, [2, [b, 'blue']] as const, [3, [c, 'blue']] as const],
      paint,
    );
    expect(added.values.get(1)).toBe(first.values.get(1));
    expect(added.values.get(2)).toBe(first.values.get(2));
    expect(added.values.get(3)?.name).toBe('c in blue');
    const repainted = memoByKey(added, [[1, [a, 'red']] as const, [2, [b, 'blue']] as const], paint);
    expect(repainted.values.get(1)?.name).toBe('a in red');
    expect(repainted.values.get(2)).toBe(first.values.get(2));
    expect([...repainted.values.keys()]).toEqual([1, 2]);
  });

  it('compares inputs by identity: an equal but new object is a change', () => {
    const copy = { ...a };
    const next = memoByKey(first, [[1, [copy, 'blue']] as const, [2, [b, 'blue']] as const], paint);
    expect(next).not.toBe(first);
    expect(next.values.get(1)).not.toBe(first.values.get(1));
  });

  it('follows a new order of the same keys', () => {
    const swapped = memoByKey(first, [[2, [b, 'blue']] as const, [1, [a, 'blue']] as const], paint);
    expect([...swapped.values.keys()]).toEqual([2, 1]);
  });
});
