/**
 * The columnar frame that post-processing runs on: a small, typed stand-in for the pandas
 * DataFrame Superset's operations use. Column-major; numeric and temporal columns are
 * Float64Array (NaN marks a missing value, temporal values are epoch milliseconds UTC);
 * other columns hold plain cells. Operations never mutate a column's values in place:
 * they build new columns and may share unchanged ones between frames.
 */

/** One level of a column's name; null where the level has no label (pandas `None`). */
export type Label = string | null;

/** A value of a non-numeric column as it goes on the wire; arrays only from boxplot outliers. */
export type Cell = string | number | boolean | null | readonly number[];

/** Storage of numeric columns: plain numbers, or temporal values as epoch milliseconds. */
export type NumericKind = 'number' | 'temporal';

/** Storage of cell columns: strings, booleans, or anything else (mixed). */
export type CellKind = 'string' | 'boolean' | 'mixed';

/** A numeric or temporal column. */
export interface NumericColumn {
  /** Label per level of the column index (as many as the frame has levels). */
  readonly name: readonly Label[];
  /** `number`, or `temporal` for epoch milliseconds (UTC). */
  readonly kind: NumericKind;
  /** Values; NaN marks a missing value. */
  readonly values: Float64Array;
}

/** A column of strings, booleans or mixed cells. */
export interface CellColumn {
  /** Label per level of the column index (as many as the frame has levels). */
  readonly name: readonly Label[];
  /** What the non-null cells are. */
  readonly kind: CellKind;
  /** Values; null marks a missing value. */
  readonly values: readonly Cell[];
}

/** A column of a frame. */
export type Column = NumericColumn | CellColumn;

/** A columnar table with pandas' notions of a row index and multi-level column names. */
export interface Frame {
  /** Number of rows. */
  readonly length: number;
  /** Names of the column-index levels: one entry for a flat frame, more after a pivot with columns. */
  readonly levelNames: readonly Label[];
  /** Row-index levels (pandas index), each with a one-level name; empty means a plain range index. */
  readonly index: readonly Column[];
  /** Data columns, in order. */
  readonly columns: readonly Column[];
}

/** Whether a column stores Float64Array values. */
export function isNumericColumn(column: Column): column is NumericColumn {
  return column.kind === 'number' || column.kind === 'temporal';
}

/** A numeric column (kind `number` unless told). */
export function numericColumn(
  name: readonly Label[],
  values: Float64Array,
  kind: NumericKind = 'number',
): NumericColumn {
  return { name, kind, values };
}

/** A cell column; its kind is inferred from the cells unless given. */
export function cellColumn(name: readonly Label[], values: readonly Cell[], kind?: CellKind): CellColumn {
  return { name, kind: kind ?? inferCellKind(values), values };
}

/** `string` or `boolean` when every non-null cell is one, else `mixed`. */
export function inferCellKind(values: readonly Cell[]): CellKind {
  let kind: CellKind | undefined;
  for (const value of values) {
    if (value === null) continue;
    const next: CellKind =
      typeof value === 'string' ? 'string' : typeof value === 'boolean' ? 'boolean' : 'mixed';
    if (kind === undefined) kind = next;
    else if (kind !== next) return 'mixed';
  }
  return kind ?? 'string';
}

/** The same column under another name. */
export function renameColumn(column: Column, name: readonly Label[]): Column {
  return { ...column, name };
}

/** Builds a frame; checks that every column has `length` values. */
export function makeFrame(parts: {
  columns: readonly Column[];
  length: number;
  index?: readonly Column[];
  levelNames?: readonly Label[];
}): Frame {
  const { columns, length } = parts;
  const index = parts.index ?? [];
  const levelNames = parts.levelNames ?? [null];
  for (const column of [...index, ...columns]) {
    if (column.values.length !== length) {
      throw new Error(
        `Column ${flatName(column.name)} has ${column.values.length} values, expected ${length}`,
      );
    }
  }
  return { columns, length, index, levelNames };
}

/** A copy of a frame with some parts replaced. */
export function withFrame(frame: Frame, parts: Partial<Frame>): Frame {
  return makeFrame({ ...frame, ...parts });
}

/** An empty frame (no rows, no columns). */
export function emptyFrame(): Frame {
  return makeFrame({ columns: [], length: 0 });
}

/** Name of a column for display and for the wire: non-null levels joined with ", ". */
export function flatName(name: readonly Label[]): string {
  const labels = name.filter((label): label is string => label !== null);
  return labels.length === 0 && name.length === 1 ? 'null' : labels.join(', ');
}

/** The first level of a column's name (what Superset's column checks look at). */
export function topLabel(column: Column): Label {
  return column.name[0] ?? null;
}

/** Positions of the data columns whose first level is `label` (all sub-columns after a pivot). */
export function positionsOf(frame: Frame, label: string): number[] {
  const positions: number[] = [];
  frame.columns.forEach((column, position) => {
    if (topLabel(column) === label) positions.push(position);
  });
  return positions;
}

/** Position of the column with exactly this name, or -1. */
export function positionOfName(frame: Frame, name: readonly Label[]): number {
  return frame.columns.findIndex((column) => sameName(column.name, name));
}

/** Whether two column names are equal level by level. */
export function sameName(a: readonly Label[], b: readonly Label[]): boolean {
  return a.length === b.length && a.every((label, level) => label === b[level]);
}

/** A one-level name padded with empty labels to the frame's level count (pandas `col_fill=''`). */
export function paddedName(frame: Frame, label: Label): Label[] {
  const name: Label[] = [label];
  for (let level = 1; level < frame.levelNames.length; level += 1) name.push('');
  return name;
}

/** Whether the value at `row` is missing. */
export function isMissing(column: Column, row: number): boolean {
  return isNumericColumn(column) ? Number.isNaN(column.values[row]) : (column.values[row] ?? null) === null;
}

/** The value at `row` as a wire cell: null for missing, epoch milliseconds for temporal values. */
export function cellAt(column: Column, row: number): Cell {
  if (isNumericColumn(column)) {
    const value = column.values[row] ?? Number.NaN;
    return Number.isFinite(value) ? value : null;
  }
  return column.values[row] ?? null;
}

/**
 * A column with rows taken in the order of `rows`; a negative row gives a missing value.
 * Used by sort, resample and slicing, so one gather loop serves all of them.
 */
export function takeRows(column: Column, rows: ArrayLike<number>): Column {
  const count = rows.length;
  if (isNumericColumn(column)) {
    const out = new Float64Array(count);
    const source = column.values;
    for (let i = 0; i < count; i += 1) {
      const row = rows[i] ?? -1;
      out[i] = row < 0 ? Number.NaN : (source[row] ?? Number.NaN);
    }
    return { ...column, values: out };
  }
  const out: Cell[] = new Array<Cell>(count);
  const source = column.values;
  for (let i = 0; i < count; i += 1) {
    const row = rows[i] ?? -1;
    out[i] = row < 0 ? null : (source[row] ?? null);
  }
  return { ...column, values: out };
}

/** The frame with rows (index and columns) taken in the order of `rows`. */
export function takeFrameRows(frame: Frame, rows: ArrayLike<number>): Frame {
  return makeFrame({
    columns: frame.columns.map((column) => takeRows(column, rows)),
    index: frame.index.map((column) => takeRows(column, rows)),
    levelNames: frame.levelNames,
    length: rows.length,
  });
}

/** Rows from `start` to the end (pandas `df[start:]`). */
export function sliceFrame(frame: Frame, start: number): Frame {
  const from = Math.min(Math.max(start, 0), frame.length);
  const sliceColumn = (column: Column): Column =>
    isNumericColumn(column)
      ? { ...column, values: column.values.slice(from) }
      : { ...column, values: column.values.slice(from) };
  return makeFrame({
    columns: frame.columns.map(sliceColumn),
    index: frame.index.map(sliceColumn),
    levelNames: frame.levelNames,
    length: frame.length - from,
  });
}

/** The values of a column as numbers (pandas `to_numeric(errors='coerce')`): unparsable cells become NaN. */
export function toNumbers(column: Column): Float64Array {
  if (isNumericColumn(column)) return column.values;
  const out = new Float64Array(column.values.length);
  column.values.forEach((cell, row) => {
    out[row] = cellToNumber(cell);
  });
  return out;
}

function cellToNumber(cell: Cell): number {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  if (typeof cell === 'string' && cell.trim() !== '') return Number(cell);
  return Number.NaN;
}

/** A column of `length` copies of one value: numeric for numbers and null (NaN), cells otherwise. */
export function constantColumn(name: readonly Label[], length: number, value: Cell): Column {
  if (typeof value === 'number' || value === null) {
    return numericColumn(name, new Float64Array(length).fill(value ?? Number.NaN));
  }
  return cellColumn(name, new Array<Cell>(length).fill(value));
}

/** The data columns replaced at the given positions and with new ones appended at the end. */
export function replaceColumns(
  frame: Frame,
  replacements: ReadonlyMap<number, Column>,
  appended: readonly Column[] = [],
): Frame {
  const columns = frame.columns.map((column, position) => replacements.get(position) ?? column);
  return withFrame(frame, { columns: [...columns, ...appended] });
}

/**
 * The column as plain numbers when it holds only numbers: numeric columns themselves, and
 * cell columns whose non-null cells are all numbers (an all-null column counts, as pandas
 * does arithmetic on an empty object column). Undefined for text, booleans and timestamps.
 */
export function numericView(column: Column): NumericColumn | undefined {
  if (column.kind === 'number') return column;
  if (isNumericColumn(column) || column.kind === 'boolean') return undefined;
  if (!column.values.every((cell) => cell === null || typeof cell === 'number')) return undefined;
  return numericColumn(column.name, toNumbers(column));
}
