import { useRef } from 'react';

/** Values made per key, with the inputs each was made from. */
export interface MadeByKey<K, I extends unknown[], V> {
  values: ReadonlyMap<K, V>;
  inputs: ReadonlyMap<K, Readonly<I>>;
}

/** Whether two input lists hold the same values, each by identity. */
function sameInputs(a: readonly unknown[] | undefined, b: readonly unknown[]): boolean {
  return a !== undefined && a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
}

/**
 * `make(...inputs)` for each key, in the entries' order, keeping the last value of a key whose inputs are the same
 * (by identity); `last` itself comes back while every key is kept in the same order (pure).
 */
export function memoByKey<K, I extends unknown[], V>(
  last: MadeByKey<K, I, V>,
  entries: readonly (readonly [K, Readonly<I>])[],
  make: (...inputs: I) => V,
): MadeByKey<K, I, V> {
  const lastKeys = [...last.values.keys()];
  let changed = entries.length !== lastKeys.length;
  const values = new Map<K, V>();
  const inputs = new Map<K, Readonly<I>>();
  entries.forEach(([key, args], index) => {
    const kept = lastKeys[index] === key && sameInputs(last.inputs.get(key), args);
    if (!kept) changed = true;
    values.set(key, kept ? (last.values.get(key) as V) : make(...args));
    inputs.set(key, args);
  });
  return changed ? { values, inputs } : last;
}

/**
 * memoByKey across renders: a consumer that compares by identity (a chart card, which queries again when its form
 * data object changes) sees a change only where one happened, and the map changes only then.
 */
export function useMemoByKey<K, I extends unknown[], V>(
  entries: readonly (readonly [K, Readonly<I>])[],
  make: (...inputs: I) => V,
): ReadonlyMap<K, V> {
  const made = useRef<{ entries: typeof entries | null; made: MadeByKey<K, I, V> }>({
    entries: null,
    made: { values: new Map(), inputs: new Map() },
  });
  // The same entries (a caller's memo) need no comparing.
  if (made.current.entries !== entries)
    made.current = { entries, made: memoByKey(made.current.made, entries, make) };
  return made.current.made.values;
}
