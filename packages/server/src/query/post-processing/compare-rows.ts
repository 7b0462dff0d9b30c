import type { Cell, Column } from './frame';
import { isNumericColumn } from './frame';

/** Orders two rows by index: negative, zero or positive. */
export type RowComparator = (a: number, b: number) => number;

/**
 * Orders two cells: booleans, then numbers, then strings, then arrays; missing last.
 * pandas refuses to sort mixed types; we pick this fixed order instead of failing.
 */
export function compareCells(x: Cell, y: Cell): number {
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  const rankX = cellRank(x);
  const rankY = cellRank(y);
  if (rankX !== rankY) return rankX - rankY;
  if (typeof x === 'number' && typeof y === 'number') return compareNumbers(x, y);
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  if (typeof x === 'string' && typeof y === 'string') return x < y ? -1 : x > y ? 1 : 0;
  return 0;
}

function cellRank(cell: Exclude<Cell, null>): number {
  if (typeof cell === 'boolean') return 0;
  if (typeof cell === 'number') return Number.isNaN(cell) ? 4 : 1;
  if (typeof cell === 'string') return 2;
  return 3;
}

function compareNumbers(x: number, y: number): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Compares rows of one column; missing values sort last in both directions (pandas `na_position='last'`). */
export function columnComparator(column: Column, ascending = true): RowComparator {
  const sign = ascending ? 1 : -1;
  if (isNumericColumn(column)) {
    const values = column.values;
    return (a, b) => {
      const x = values[a] ?? Number.NaN;
      const y = values[b] ?? Number.NaN;
      const xMissing = Number.isNaN(x);
      const yMissing = Number.isNaN(y);
      if (xMissing || yMissing) return xMissing === yMissing ? 0 : xMissing ? 1 : -1;
      return sign * compareNumbers(x, y);
    };
  }
  const values = column.values;
  return (a, b) => {
    const x = values[a] ?? null;
    const y = values[b] ?? null;
    if (x === null || y === null) return compareCells(x, y);
    return sign * compareCells(x, y);
  };
}

/** Compares rows by several columns in turn, each with its own direction. */
export function rowsComparator(columns: readonly Column[], ascending: readonly boolean[]): RowComparator {
  const comparators = columns.map((column, i) => columnComparator(column, ascending[i] ?? true));
  if (comparators.length === 1 && comparators[0]) return comparators[0];
  return (a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}

/** Row numbers 0..length-1 ordered by `compare`; ties keep their original order (stable). */
export function sortedPermutation(length: number, compare: RowComparator): Uint32Array {
  const order = new Uint32Array(length);
  for (let i = 0; i < length; i += 1) order[i] = i;
  return order.sort((a, b) => compare(a, b) || a - b);
}
