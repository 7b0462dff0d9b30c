import type { TableExtra } from '../base/engine-spec';

/** Values a partition bound admits: the lower bound of a range, each value of a list; none for DEFAULT. */
export function boundValues(bound: string): string[] {
  const range = /FROM \((.*?)\) TO \(/.exec(bound);
  const list = /IN \((.*)\)/.exec(bound);
  const text = range?.[1] ?? list?.[1];
  if (text === undefined) return [];
  return splitValues(text).filter(
    (value) => value !== 'MINVALUE' && value !== 'MAXVALUE' && value !== 'NULL',
  );
}

/** Splits `'a', 'b''c', 10` into unquoted values. */
function splitValues(text: string): string[] {
  const values: string[] = [];
  const pattern = /'((?:[^']|'')*)'(?:::[\w ]+)?|([^,\s][^,]*)/g;
  for (const match of text.matchAll(pattern)) {
    values.push(match[1] !== undefined ? match[1].replaceAll("''", "'") : (match[2] ?? '').trim());
  }
  return values;
}

/** The greatest value: numerically when every value is a number, else as text (ISO dates sort as text). */
function greatest(values: readonly string[]): string | undefined {
  if (values.length === 0) return undefined;
  const numeric = values.every((value) => value.trim() !== '' && Number.isFinite(Number(value)));
  return [...values].sort((a, b) => (numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0)).at(-1);
}

/**
 * Superset's table_extra of a partitioned table: its partition key columns, and for a one-column key the
 * latest partition (the greatest lower bound or list value among its partitions' bounds).
 */
export function partitionExtra(columns: readonly string[], bounds: readonly string[]): TableExtra {
  if (columns.length === 0) return {};
  const latest: Record<string, string> = {};
  const [only] = columns;
  const value = columns.length === 1 ? greatest(bounds.flatMap(boundValues)) : undefined;
  if (only !== undefined && value !== undefined) latest[only] = value;
  return { partitions: { cols: [...columns], latest } };
}
