import { rowsComparator } from './compare-rows';
import type { Cell, Column } from './frame';
import { isNumericColumn } from './frame';

/** Rows assigned to groups by the values of key columns (pandas `groupby`). */
export interface Grouping {
  /** Group number of each row; -1 where the row belongs to no group (a missing key that was dropped). */
  readonly groupOf: Int32Array;
  /** Number of groups. */
  readonly count: number;
  /** First row of each group, whose key values stand for the group. */
  readonly firstRow: Uint32Array;
}

/** Rows of each group, contiguous: group g owns `rows[offsets[g]] .. rows[offsets[g+1]-1]`, in row order. */
export interface GroupMembers {
  /** Start of each group in `rows`, plus the end. */
  readonly offsets: Uint32Array;
  /** Row numbers ordered by group. */
  readonly rows: Uint32Array;
}

/** How to group. */
export interface GroupOptions {
  /** Drop rows whose key has a missing value (pandas `dropna=True`, the default). */
  readonly dropMissing: boolean;
  /** Number groups in ascending key order, missing keys last (pandas `sort=True`); else first-seen order. */
  readonly sort: boolean;
}

/** Codes of a column's distinct values in first-seen order; -1 for a missing value. */
export function factorize(column: Column): { codes: Int32Array; count: number } {
  const length = column.values.length;
  const codes = new Int32Array(length);
  if (isNumericColumn(column)) {
    const seen = new Map<number, number>();
    const values = column.values;
    for (let row = 0; row < length; row += 1) {
      const value = values[row] ?? Number.NaN;
      codes[row] = Number.isNaN(value) ? -1 : codeOf(seen, value);
    }
    return { codes, count: seen.size };
  }
  const seen = new Map<Cell, number>();
  const values = column.values;
  for (let row = 0; row < length; row += 1) {
    const value = values[row] ?? null;
    codes[row] = value === null ? -1 : codeOf(seen, value);
  }
  return { codes, count: seen.size };
}

function codeOf<K>(seen: Map<K, number>, key: K): number {
  const known = seen.get(key);
  if (known !== undefined) return known;
  const code = seen.size;
  seen.set(key, code);
  return code;
}

/** Largest key space numbered with a typed lookup table; beyond it a Map does the numbering. */
const TABLE_LIMIT = 1 << 24;

/** Dense ids, in first-seen order, for keys in [0, size); a negative key gets -1. */
export function denseIds(keys: Float64Array, size: number): { ids: Int32Array; count: number } {
  const ids = new Int32Array(keys.length);
  let count = 0;
  if (size <= TABLE_LIMIT) {
    const table = new Int32Array(size).fill(-1);
    keys.forEach((key, row) => {
      if (key < 0) ids[row] = -1;
      else ids[row] = (table[key] ?? -1) >= 0 ? (table[key] ?? -1) : (table[key] = count++);
    });
    return { ids, count };
  }
  const seen = new Map<number, number>();
  keys.forEach((key, row) => {
    ids[row] = key < 0 ? -1 : codeOf(seen, key);
  });
  return { ids, count: seen.size };
}

/** A grouping from group ids: each group's first row found in one pass. */
export function groupingOf(groupOf: Int32Array, count: number): Grouping {
  const firstRow = new Uint32Array(count);
  const seen = new Uint8Array(count);
  groupOf.forEach((group, row) => {
    if (group >= 0 && seen[group] === 0) {
      seen[group] = 1;
      firstRow[group] = row;
    }
  });
  return { groupOf, count, firstRow };
}

/** Groups rows by the values of the key columns; no keys puts every row in one group. */
export function groupRows(keys: readonly Column[], length: number, options: GroupOptions): Grouping {
  let groupOf: Int32Array = new Int32Array(length);
  let count = length > 0 ? 1 : 0;
  for (const key of keys) {
    const { codes, count: distinct } = factorize(key);
    const width = distinct + 1;
    const pairs = new Float64Array(length);
    for (let row = 0; row < length; row += 1) {
      const previous = groupOf[row] ?? -1;
      let code = codes[row] ?? -1;
      if (code < 0 && !options.dropMissing) code = distinct;
      pairs[row] = previous < 0 || code < 0 ? -1 : previous * width + code;
    }
    ({ ids: groupOf, count } = denseIds(pairs, count * width));
  }
  const grouping = groupingOf(groupOf, count);
  return options.sort && keys.length > 0 ? sortGroups(grouping, keys) : grouping;
}

/** Renumbers groups in ascending key order, missing keys last. */
function sortGroups(grouping: Grouping, keys: readonly Column[]): Grouping {
  const { count, firstRow } = grouping;
  if (count < 2) return grouping;
  const compare = rowsComparator(keys, []);
  const order = Array.from({ length: count }, (_, group) => group).sort(
    (a, b) => compare(firstRow[a] ?? 0, firstRow[b] ?? 0) || a - b,
  );
  const rank = new Int32Array(count);
  const sortedFirst = new Uint32Array(count);
  order.forEach((group, position) => {
    rank[group] = position;
    sortedFirst[position] = firstRow[group] ?? 0;
  });
  const groupOf = grouping.groupOf.map((group) => (group < 0 ? -1 : (rank[group] ?? -1)));
  return { groupOf, count, firstRow: sortedFirst };
}

/** Rows grouped by two groupings at once (each pair of groups seen is one group, first-seen order). */
export function crossGroups(a: Grouping, b: Grouping): Grouping {
  const pairs = new Float64Array(a.groupOf.length);
  a.groupOf.forEach((group, row) => {
    const other = b.groupOf[row] ?? -1;
    pairs[row] = group < 0 || other < 0 ? -1 : group * b.count + other;
  });
  const { ids, count } = denseIds(pairs, a.count * b.count);
  return groupingOf(ids, count);
}

/** The rows of each group, contiguous and in row order (a counting sort). */
export function groupMembers(grouping: Grouping): GroupMembers {
  const { groupOf, count } = grouping;
  const offsets = new Uint32Array(count + 1);
  for (const group of groupOf) if (group >= 0) offsets[group + 1] = (offsets[group + 1] ?? 0) + 1;
  for (let group = 0; group < count; group += 1) {
    offsets[group + 1] = (offsets[group + 1] ?? 0) + (offsets[group] ?? 0);
  }
  const rows = new Uint32Array(offsets[count] ?? 0);
  const cursor = offsets.slice(0, count);
  groupOf.forEach((group, row) => {
    if (group < 0) return;
    const at = cursor[group] ?? 0;
    rows[at] = row;
    cursor[group] = at + 1;
  });
  return { offsets, rows };
}

/** Values of a numeric column gathered in group order, so each group is one contiguous subarray. */
export function gatherByGroup(values: Float64Array, members: GroupMembers): Float64Array {
  const out = new Float64Array(members.rows.length);
  members.rows.forEach((row, i) => {
    out[i] = values[row] ?? Number.NaN;
  });
  return out;
}
