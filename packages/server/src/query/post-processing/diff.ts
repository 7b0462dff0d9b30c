import { z } from 'zod';
import { appendColumns, requireNumeric, selectColumns } from './append-columns';
import type { Frame } from './frame';
import { numericColumn } from './frame';
import { validateColumnArgs } from './validation';

/** Options of `diff`. */
export const diffOptionsSchema = z.object({
  /** Source column -> target column; `{y: y}` replaces `y`, `{y: y2}` adds `y2`. */
  columns: z.record(z.string(), z.string()),
  /** Rows (or columns) to look back; negative looks ahead. */
  periods: z.number().int().nullish(),
  /** 0 (`index`): difference between rows; 1 (`columns`): between the selected columns. */
  axis: z.union([z.literal(0), z.literal(1), z.literal('index'), z.literal('columns')]).nullish(),
});

/** Options of `diff`. */
export type DiffOptions = z.infer<typeof diffOptionsSchema>;

/**
 * Superset's `diff` (pandas `DataFrame.diff`): `x[i] - x[i - periods]`, missing where either
 * side is missing or out of range. With axis 1 the selected columns are differenced with
 * the column `periods` places before them, in selection order.
 */
export function diff(frame: Frame, options: DiffOptions): Frame {
  const mapping = options.columns;
  validateColumnArgs(frame, Object.keys(mapping));
  const periods = options.periods ?? 1;
  const byColumns = options.axis === 1 || options.axis === 'columns';
  const selected = selectColumns(frame, Object.keys(mapping));
  const sources = selected.map((item) => requireNumeric(item, 'diff').values);
  const results = selected.map((item, i) => {
    const source = sources[i] ?? new Float64Array(0);
    const out = byColumns ? columnDiff(source, sources[i - periods]) : rowDiff(source, periods);
    return { position: item.position, column: numericColumn(item.column.name, out) };
  });
  return appendColumns(frame, results, mapping);
}

function rowDiff(source: Float64Array, periods: number): Float64Array {
  const out = new Float64Array(source.length);
  for (let row = 0; row < source.length; row += 1) {
    const before = row - periods;
    out[row] =
      before < 0 || before >= source.length
        ? Number.NaN
        : (source[row] ?? Number.NaN) - (source[before] ?? Number.NaN);
  }
  return out;
}

function columnDiff(source: Float64Array, other: Float64Array | undefined): Float64Array {
  if (other === undefined) return new Float64Array(source.length).fill(Number.NaN);
  return source.map((value, row) => value - (other[row] ?? Number.NaN));
}
