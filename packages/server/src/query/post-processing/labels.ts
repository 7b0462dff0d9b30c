/**
 * How values become column labels, the way Python's `str()` prints them, so the flat
 * names Meridian answers (`metric, dim1, dim2`, histogram bins `0.0 - 1.5`) match Superset's.
 */
import type { Cell, Column } from './frame';
import { isNumericColumn } from './frame';

/** Superset's `FLAT_COLUMN_SEPARATOR`: joins the levels of a pivoted column name. */
export const FLAT_COLUMN_SEPARATOR = ', ';

/** Superset's `TIME_COMPARISON` separator in compare column names (`difference__a__b`). */
export const TIME_COMPARISON_SEPARATOR = '__';

/** Superset's `escape_separator`: a comma inside a label becomes `\,` so flat names split back. */
export function escapeSeparator(plain: string, separator: string = FLAT_COLUMN_SEPARATOR): string {
  const char = separator.trim();
  return plain.split(char).join(`\\${char}`);
}

/** Superset's `unescape_separator`, the inverse of `escapeSeparator`. */
export function unescapeSeparator(escaped: string, separator: string = FLAT_COLUMN_SEPARATOR): string {
  const char = separator.trim();
  return escaped.split(`\\${char}`).join(char);
}

/** Python's `repr()` of a float: `1.0`, `0.1`, `1e-05`, `1e+16`, `nan`, `inf`. */
export function pyFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e16 || magnitude < 1e-4) return pyExponent(value.toExponential());
  const text = String(value);
  return Number.isInteger(value) ? `${text}.0` : text;
}

// JS writes `1e-7` and `1.5e+21`; Python writes at least two exponent digits: `1e-07`.
function pyExponent(text: string): string {
  const match = /^(-?[\d.]+)e([+-])(\d+)$/.exec(text);
  if (!match) return text;
  const [, mantissa = '', sign = '+', digits = ''] = match;
  return `${mantissa}e${sign}${digits.padStart(2, '0')}`;
}

/**
 * Python's `str()` of a number in a label. Integral values print without `.0`, as pandas
 * prints an int64 column; where the source was a float column pandas would add `.0`
 * (we cannot tell the two apart once stored as Float64Array).
 */
export function pyNumberLabel(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e16) return String(value);
  return pyFloatRepr(value);
}

/** pandas `str(Timestamp)`: `2019-01-01 00:00:00`, with microseconds when there are milliseconds. */
export function timestampLabel(epochMs: number): string {
  const iso = new Date(epochMs).toISOString();
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 19);
  const millis = iso.slice(20, 23);
  return millis === '000' ? `${date} ${time}` : `${date} ${time}.${millis}000`;
}

/** Python's `str()` of a cell, or null for a missing value. */
export function cellLabel(cell: Cell): string | null {
  if (cell === null) return null;
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'boolean') return cell ? 'True' : 'False';
  if (typeof cell === 'number') return Number.isNaN(cell) ? null : pyNumberLabel(cell);
  return `[${cell.map(pyFloatRepr).join(', ')}]`;
}

/** The label of the value at `row` of a column (temporal values print as pandas timestamps). */
export function valueLabel(column: Column, row: number): string | null {
  if (isNumericColumn(column)) {
    const value = column.values[row] ?? Number.NaN;
    if (Number.isNaN(value)) return null;
    return column.kind === 'temporal' ? timestampLabel(value) : pyNumberLabel(value);
  }
  return cellLabel(column.values[row] ?? null);
}
