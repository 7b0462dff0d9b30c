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

/** Groups rows by the values of the key columns; no keys puts every row in one group. */
export function groupRows(keys: readonly Column[], length: number, options: GroupOptions): Grouping {
  let groupOf = new Int32Array(length);
  let count = length > 0 ? 1 : 0;
  for (const key of keys) {
    const { codes, count: distinct } = factorize(key);
    const combined = new Map<number, number>();
    for (let row = 0; row < length; row += 1) {
      const previous = groupOf[row] ?? -1;
      let code = codes[row] ?? -1;
      if (code < 0 && !options.dropMissing) code = distinct;
      if (previous < 0 || code < 0) {
        groupOf[row] = -1;
        continue;
      }
      groupOf[row] = codeOf(combined, previous * (distinct + 1) + code);
    }
    count = combined.size;
  }
  const firstRow = new Uint32Array(count);
  const seen = new Uint8Array(count);
  for (let row = 0; row < length; row += 1) {
    const group = groupOf[row] ?? -1;
    if (group >= 0 && seen[group] === 0) {
      seen[group] = 1;
      firstRow[group] = row;
    }
  }
  if (!options.sort || keys.length === 0 || count < 2) return { groupOf, count, firstRow };
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
  groupOf = groupOf.map((group) => (group < 0 ? -1 : (rank[group] ?? -1)));
  return { groupOf, count, firstRow: sortedFirst };
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
