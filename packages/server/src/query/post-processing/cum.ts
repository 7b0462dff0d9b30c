import { z } from 'zod';
import { appendColumns, requireNumeric, selectColumns } from './append-columns';
import type { Frame } from './frame';
import { numericColumn } from './frame';
import { validateColumnArgs } from './validation';

/** Cumulative operators (`cum` + operator is the pandas method). */
export const CUM_OPERATORS = ['sum', 'prod', 'min', 'max'] as const;

/** Options of `cum`. */
export const cumOptionsSchema = z.object({
  /** `sum`, `prod`, `min` or `max`. */
  operator: z.enum(CUM_OPERATORS, {
    error: (issue) => `Invalid cumulative operator: ${String(issue.input)}`,
  }),
  /** Source column -> target column; `{y: y}` replaces `y`, `{y: y2}` adds `y2`. */
  columns: z.record(z.string(), z.string()).nullish(),
});

/** Options of `cum`. */
export type CumOptions = z.infer<typeof cumOptionsSchema>;

/** Superset's `cum`: missing values become 0 first, then the running sum, product, minimum or maximum. */
export function cum(frame: Frame, options: CumOptions): Frame {
  const mapping = options.columns ?? {};
  validateColumnArgs(frame, Object.keys(mapping));
  const step = STEPS[options.operator];
  const results = selectColumns(frame, Object.keys(mapping)).map((selected) => {
    const source = requireNumeric(selected, 'cum').values;
    const out = new Float64Array(source.length);
    let running = Number.NaN;
    for (let row = 0; row < source.length; row += 1) {
      const raw = source[row] ?? Number.NaN;
      const value = Number.isNaN(raw) ? 0 : raw;
      running = row === 0 ? value : step(running, value);
      out[row] = running;
    }
    return { position: selected.position, column: numericColumn(selected.column.name, out) };
  });
  return appendColumns(frame, results, mapping);
}

const STEPS: Record<(typeof CUM_OPERATORS)[number], (running: number, value: number) => number> = {
  sum: (running, value) => running + value,
  prod: (running, value) => running * value,
  min: (running, value) => Math.min(running, value),
  max: (running, value) => Math.max(running, value),
};
