import { z } from 'zod';
import { selectColumns } from './append-columns';
import type { Frame } from './frame';
import { renameColumn, topLabel, withFrame } from './frame';
import { renamed } from './rename';
import { postProcessingError, validateColumnArgs } from './validation';

/** Options of `select`. */
export const selectOptionsSchema = z.object({
  /** Columns to keep, in this order (original names); default all. */
  columns: z.array(z.string()).nullish(),
  /** Columns to drop, applied after `columns` (original names). */
  exclude: z.array(z.string()).nullish(),
  /** Old name -> new name, applied last. */
  rename: z.record(z.string(), z.string()).nullish(),
});

/** Options of `select`. */
export type SelectOptions = z.infer<typeof selectOptionsSchema>;

/** Superset's `select`: keep and reorder, then exclude, then rename columns. */
export function select(frame: Frame, options: SelectOptions): Frame {
  validateColumnArgs(frame, options.columns ?? [], options.exclude ?? [], Object.keys(options.rename ?? {}));
  let columns = options.columns?.length
    ? selectColumns(frame, options.columns).map((item) => item.column)
    : [...frame.columns];
  const exclude = options.exclude ?? [];
  if (exclude.length > 0) {
    const present = new Set(columns.map(topLabel));
    const missing = exclude.filter((name) => !present.has(name));
    if (missing.length > 0) {
      throw postProcessingError(`Referenced columns not available in DataFrame: ${missing.join(', ')}`);
    }
    const excluded = new Set<string | null>(exclude);
    columns = columns.filter((column) => !excluded.has(topLabel(column)));
  }
  const mapping = options.rename;
  if (mapping) {
    columns = columns.map((column) =>
      renameColumn(
        column,
        column.name.map((label) => renamed(mapping, label)),
      ),
    );
  }
  return withFrame(frame, { columns });
}
