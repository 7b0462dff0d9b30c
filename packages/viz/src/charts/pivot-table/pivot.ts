import { toNumber } from '../../echarts/options';
import type { PivotAggregate } from './form-data';

/** Aggregates a cell's values; fractions are finished by the caller with the total they divide by. */
export function aggregate(fn: PivotAggregate, values: readonly unknown[]): number | null {
  const numbers = values.map(toNumber).filter((v): v is number => v !== null);
  if (fn.startsWith('Count')) {
    if (fn === 'Count Unique Values') return new Set(values.map((v) => JSON.stringify(v))).size;
    return values.length;
  }
  if (numbers.length === 0) return null;
  const sum = numbers.reduce((a, b) => a + b, 0);
  const mean = sum / numbers.length;
  switch (fn) {
    case 'Average':
      return mean;
    case 'Median': {
      const sorted = [...numbers].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
    }
    case 'Sample Variance':
    case 'Sample Standard Deviation': {
      if (numbers.length < 2) return null;
      const variance = numbers.reduce((a, v) => a + (v - mean) ** 2, 0) / (numbers.length - 1);
      return fn === 'Sample Variance' ? variance : Math.sqrt(variance);
    }
    case 'Minimum':
      return Math.min(...numbers);
    case 'Maximum':
      return Math.max(...numbers);
    case 'First':
      return numbers[0] ?? null;
    case 'Last':
      return numbers.at(-1) ?? null;
    default:
      return sum;
  }
}

/** Which total a fraction aggregate divides by, if any. */
export function fractionOf(fn: PivotAggregate): 'total' | 'row' | 'column' | null {
  if (fn.endsWith('Fraction of Total')) return 'total';
  if (fn.endsWith('Fraction of Rows')) return 'row';
  if (fn.endsWith('Fraction of Columns')) return 'column';
  return null;
}

/** A pivot: sorted row and column keys, and cells by key. */
export interface Pivot {
  rowKeys: string[][];
  colKeys: string[][];
  /** Cell value of (row key, column key), both joined with \u0000; totals under the empty key. */
  value: (rowKey: readonly string[] | null, colKey: readonly string[] | null) => number | null;
}

const SEP = '\u0000';
const join = (key: readonly string[]) => key.join(SEP);

/** Options of buildPivot. */
export interface PivotOptions {
  rows: readonly Record<string, unknown>[];
  rowDims: readonly string[];
  colDims: readonly string[];
  metric: string;
  fn: PivotAggregate;
  rowOrder: string;
  colOrder: string;
  /** Display text of a dimension value. */
  label: (dimension: string, value: unknown) => string;
}

function sortKeys(keys: string[][], order: string, totalOf: (key: string[]) => number | null): string[][] {
  const byValue = order.startsWith('value');
  const descending = order.endsWith('z_to_a');
  const sorted = [...keys].sort((a, b) => {
    const cmp = byValue
      ? (totalOf(a) ?? 0) - (totalOf(b) ?? 0)
      : join(a).localeCompare(join(b), undefined, { numeric: true });
    return descending ? -cmp : cmp;
  });
  return sorted;
}

/** Pivots rows of one metric by row and column dimensions with an aggregate function (pure). */
export function buildPivot(options: PivotOptions): Pivot {
  const { rows, rowDims, colDims, metric, fn } = options;
  const cells = new Map<string, unknown[]>();
  const rowKeys = new Map<string, string[]>();
  const colKeys = new Map<string, string[]>();
  const push = (key: string, value: unknown) => {
    const list = cells.get(key);
    if (list) list.push(value);
    else cells.set(key, [value]);
  };
  for (const row of rows) {
    const rk = rowDims.map((d) => options.label(d, row[d]));
    const ck = colDims.map((d) => options.label(d, row[d]));
    rowKeys.set(join(rk), rk);
    colKeys.set(join(ck), ck);
    const value = row[metric];
    for (const r of [join(rk), '*']) for (const c of [join(ck), '*']) push(`${r}|${c}`, value);
  }
  const raw = (r: string, c: string) => aggregate(fn, cells.get(`${r}|${c}`) ?? []);
  const fraction = fractionOf(fn);
  const value = (rowKey: readonly string[] | null, colKey: readonly string[] | null) => {
    const r = rowKey ? join(rowKey) : '*';
    const c = colKey ? join(colKey) : '*';
    const v = raw(r, c);
    if (v === null || !fraction) return v;
    const denominator = fraction === 'total' ? raw('*', '*') : fraction === 'row' ? raw(r, '*') : raw('*', c);
    return denominator ? v / denominator : null;
  };
  return {
    rowKeys: sortKeys([...rowKeys.values()], options.rowOrder, (k) => value(k, null)),
    colKeys: sortKeys([...colKeys.values()], options.colOrder, (k) => value(null, k)),
    value,
  };
}
