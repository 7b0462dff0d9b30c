import type { Column, Frame, NumericColumn } from './frame';
import { numericView, paddedName, positionOfName, positionsOf, replaceColumns } from './frame';
import { postProcessingError } from './validation';

/** A source column picked by a `{src: dst}` option, with its position in the frame. */
export interface SelectedColumn {
  /** Position among the frame's data columns. */
  readonly position: number;
  /** The column. */
  readonly column: Column;
}

/**
 * pandas `df.loc[:, labels]`: the columns whose first level is one of `labels`, in the order
 * of `labels` (after a pivot a metric label selects all of its sub-columns).
 */
export function selectColumns(frame: Frame, labels: readonly string[]): SelectedColumn[] {
  return labels.flatMap((label) =>
    positionsOf(frame, label).map((position) => ({ position, column: frame.columns[position] as Column })),
  );
}

/** The numeric values of selected columns; pandas fails on text columns the same way. */
export function requireNumeric(selected: SelectedColumn, operation: string): NumericColumn {
  const numbers = numericView(selected.column);
  if (!numbers) {
    throw postProcessingError(
      `The ${operation} operation needs numeric columns: ${selected.column.name.join(', ')}`,
    );
  }
  return numbers;
}

/**
 * Superset's `_append_columns`: with an identity mapping (`{y: y}`) the results replace their
 * sources in place; otherwise every level label found in `mapping` is renamed and the
 * results are appended. Where a renamed result already exists pandas would add a duplicate
 * label (and `to_dict` would keep the last one); we overwrite the existing column instead.
 */
export function appendColumns(
  frame: Frame,
  results: ReadonlyArray<{ position: number; column: Column }>,
  mapping: Readonly<Record<string, string>>,
): Frame {
  const isIdentity = Object.entries(mapping).every(([source, target]) => source === target);
  const replacements = new Map<number, Column>();
  const appended: Column[] = [];
  for (const { position, column } of results) {
    if (isIdentity) {
      replacements.set(position, column);
      continue;
    }
    const name = column.name.map((label) =>
      label !== null && Object.hasOwn(mapping, label) ? (mapping[label] ?? label) : label,
    );
    const renamed = { ...column, name };
    const existing = positionOfName(frame, name);
    if (existing >= 0) replacements.set(existing, renamed);
    else appended.push(renamed);
  }
  return replaceColumns(frame, replacements, appended);
}

/**
 * `_append_columns` with freshly computed columns (named `latitude`, `geohash`, …): an identity
 * mapping writes only the mapped ones; otherwise all are renamed through the mapping and
 * added, replacing same-named columns.
 */
export function mergeNewColumns(
  frame: Frame,
  computed: readonly Column[],
  mapping: Readonly<Record<string, string>>,
): Frame {
  const isIdentity = Object.entries(mapping).every(([source, target]) => source === target);
  const replacements = new Map<number, Column>();
  const appended: Column[] = [];
  for (const column of computed) {
    const label = column.name[0] ?? '';
    const isMapped = Object.hasOwn(mapping, label);
    if (isIdentity && !isMapped) continue;
    const name = paddedName(frame, isMapped ? (mapping[label] ?? label) : label);
    const existing = positionOfName(frame, name);
    if (existing >= 0) replacements.set(existing, { ...column, name });
    else appended.push({ ...column, name });
  }
  return replaceColumns(frame, replacements, appended);
}
