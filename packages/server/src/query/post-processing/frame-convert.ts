/**
 * Into and out of frames: engine results (column-major `unknown[][]`) come in; the chart-data
 * answer goes out as Superset's row objects (`frameToRecords`, built once, at the very end)
 * or column-major (`frameToColumnar`). Temporal values leave as epoch milliseconds, as
 * Superset's JSON encoder writes timestamps; NaN and ±Infinity leave as null.
 */
import type { GenericType } from '@meridian/core';
import type { Cell, Column, Frame, Label } from './frame';
import { cellColumn, isNumericColumn, makeFrame, numericColumn, flatName } from './frame';
import { toEpochMs } from './temporal';

/** A result in columnar form, as engines return it (`ColumnarResult` fits). */
export interface EngineColumns {
  /** Column names. */
  readonly colnames: readonly string[];
  /** Values per column. */
  readonly columns: readonly (readonly unknown[])[];
  /** Generic type per column, when the engine knows it. */
  readonly coltypesGeneric?: readonly (GenericType | null)[];
}

/** How to read values into a frame. */
export interface FrameInputOptions {
  /** Columns to read as temporal whatever their type says (e.g. the dataset's `is_dttm` columns). */
  readonly temporalColumns?: readonly string[];
}

/** A frame from an engine result. */
export function frameFromColumnar(result: EngineColumns, options: FrameInputOptions = {}): Frame {
  const temporal = new Set(options.temporalColumns ?? []);
  const columns = result.colnames.map((name, i) => {
    const type = temporal.has(name) ? 'TEMPORAL' : (result.coltypesGeneric?.[i] ?? null);
    return columnFromValues(name, result.columns[i] ?? [], type);
  });
  const length = result.columns[0]?.length ?? 0;
  return makeFrame({ columns, length });
}

/** A frame from named value arrays (`{ds: [...], y: [...]}`), mostly for tests and fixtures. */
export function frameFromColumns(
  data: Readonly<Record<string, readonly unknown[]>>,
  options: FrameInputOptions = {},
): Frame {
  const names = Object.keys(data);
  return frameFromColumnar({ colnames: names, columns: names.map((name) => data[name] ?? []) }, options);
}

/**
 * One column from raw values. TEMPORAL reads Date, ISO text (naive means UTC) and epoch ms;
 * NUMERIC reads numbers, bigints and numeric text (PostgreSQL NUMERIC); without a type,
 * all-number columns become numeric, all-Date ones temporal, the rest cells.
 */
export function columnFromValues(
  name: string,
  values: readonly unknown[],
  type: GenericType | null = null,
): Column {
  const label: Label[] = [name];
  const kind = type ?? inferType(values);
  switch (kind) {
    case 'TEMPORAL':
      return numericColumn(label, Float64Array.from(values, toEpochMs), 'temporal');
    case 'NUMERIC':
      return numericColumn(label, Float64Array.from(values, toNumber));
    case 'BOOLEAN':
    case 'STRING':
      return cellColumn(label, values.map(toCell));
  }
}

function inferType(values: readonly unknown[]): GenericType {
  let type: GenericType | undefined;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    const next: GenericType =
      typeof value === 'number' || typeof value === 'bigint'
        ? 'NUMERIC'
        : value instanceof Date
          ? 'TEMPORAL'
          : typeof value === 'boolean'
            ? 'BOOLEAN'
            : 'STRING';
    if (type !== undefined && type !== next) return 'STRING';
    type = next;
  }
  return type ?? 'STRING';
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.getTime();
  return JSON.stringify(value);
}

/** A cell as it goes on the wire: null for missing, NaN or ±Infinity. */
function wireCell(cell: Cell): Cell {
  return typeof cell === 'number' && !Number.isFinite(cell) ? null : cell;
}

/** Reads the value at a row as a wire cell; one reader per column, built once. */
function cellReader(column: Column): (row: number) => Cell {
  if (isNumericColumn(column)) {
    const values = column.values;
    return (row) => {
      const value = values[row] ?? Number.NaN;
      return Number.isFinite(value) ? value : null;
    };
  }
  const values = column.values;
  return (row) => wireCell(values[row] ?? null);
}

/** Column names as answered: levels of a pivot left unflattened are joined with ", ". */
export function frameColnames(frame: Frame): string[] {
  return frame.columns.map((column) => flatName(column.name));
}

/** Generic type of each column, as Superset infers `coltypes` from the result's dtypes. */
export function frameColtypes(frame: Frame): GenericType[] {
  return frame.columns.map((column) => {
    switch (column.kind) {
      case 'number':
        return 'NUMERIC';
      case 'temporal':
        return 'TEMPORAL';
      case 'boolean':
        return 'BOOLEAN';
      case 'string':
      case 'mixed':
        return 'STRING';
    }
  });
}

/**
 * Superset's `data` (`df.to_dict(orient='records')`): one object per row. Like pandas it
 * leaves out a row index that was not reset (pipelines end with `flatten`), and where two
 * columns share a name the later one wins.
 */
export function frameToRecords(frame: Frame): Record<string, Cell>[] {
  const names = frameColnames(frame);
  const readers = frame.columns.map(cellReader);
  const records = new Array<Record<string, Cell>>(frame.length);
  for (let row = 0; row < frame.length; row += 1) {
    // A null prototype, so a column named `__proto__` is data like any other.
    const record = Object.create(null) as Record<string, Cell>;
    for (let c = 0; c < readers.length; c += 1)
      record[names[c] ?? ''] = (readers[c] as (row: number) => Cell)(row);
    records[row] = record;
  }
  return records;
}

/** The frame column-major for the wire or the cache. */
export interface ColumnarData {
  /** Column names. */
  colnames: string[];
  /** Generic type per column. */
  coltypes: GenericType[];
  /** Values per column; null for missing values, epoch milliseconds for temporal ones. */
  columns: Cell[][];
  /** Number of rows. */
  rowcount: number;
}

/** The frame column-major (same values as `frameToRecords`, without per-row objects). */
export function frameToColumnar(frame: Frame): ColumnarData {
  const columns = frame.columns.map((column) => {
    const read = cellReader(column);
    return Array.from({ length: frame.length }, (_, row) => read(row));
  });
  return { colnames: frameColnames(frame), coltypes: frameColtypes(frame), columns, rowcount: frame.length };
}
