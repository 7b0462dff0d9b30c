import { z } from 'zod';
import { requireNumeric, selectColumns } from './append-columns';
import type { Column, Frame, Label } from './frame';
import { numericColumn, sameName, topLabel, withFrame } from './frame';
import { TIME_COMPARISON_SEPARATOR } from './labels';
import { roundTo } from './quantile';
import { postProcessingError, validateColumnArgs } from './validation';

/** Superset's `PandasPostprocessingCompare` values. */
export const COMPARE_TYPES = ['difference', 'percentage', 'ratio'] as const;

/** A compare type. */
export type CompareType = (typeof COMPARE_TYPES)[number];

/** Options of `compare`. */
export const compareOptionsSchema = z.object({
  /** Main query columns. */
  source_columns: z.array(z.string()),
  /** Columns compared against, pairwise with `source_columns` (usually time-shifted metrics). */
  compare_columns: z.array(z.string()),
  /** `difference` (s - c), `percentage` ((s - c) / c) or `ratio` (s / c). */
  compare_type: z.enum(COMPARE_TYPES, {
    error: () => '`compare_type` must be `difference`, `percentage` or `ratio`',
  }),
  /** Remove the source and compare columns afterwards. */
  drop_original_columns: z.boolean().nullish(),
  /** Decimals of percentage and ratio results (numpy round, half to even). */
  precision: z.number().int().nullish(),
});

/** Options of `compare`. */
export type CompareOptions = z.infer<typeof compareOptionsSchema>;

/** Name of a compare result column: `<type>__<source>__<compare>` (what time comparison charts read). */
export function compareColumnName(type: CompareType, source: string, compared: string): string {
  return [type, source, compared].join(TIME_COMPARISON_SEPARATOR);
}

/**
 * Superset's `compare`: one new column per pair. Division by zero gives ±inf or NaN as in
 * numpy, which the wire turns into null. After a pivot, sub-columns are paired by their
 * lower levels (pandas aligns on them); a sub-column without a partner gives NaN.
 */
export function compare(frame: Frame, options: CompareOptions): Frame {
  const { source_columns: sources, compare_columns: compared } = options;
  validateColumnArgs(frame, sources, compared);
  if (sources.length !== compared.length) {
    throw postProcessingError('`compare_columns` must have the same length as `source_columns`.');
  }
  const operate = OPERATIONS[options.compare_type];
  const precision = options.precision ?? 4;
  const rounding = options.compare_type !== 'difference';
  const added: Column[] = [];
  sources.forEach((source, i) => {
    const target = compared[i] ?? '';
    const name = compareColumnName(options.compare_type, source, target);
    for (const { left, right, rest } of pairColumns(frame, source, target)) {
      const out = new Float64Array(frame.length);
      for (let row = 0; row < frame.length; row += 1) {
        const value = operate(left[row] ?? Number.NaN, right[row] ?? Number.NaN);
        out[row] = rounding ? roundTo(value, precision) : value;
      }
      added.push(numericColumn([name, ...rest], out));
    }
  });
  const dropped = new Set<Label>(options.drop_original_columns ? [...sources, ...compared] : []);
  const kept = frame.columns.filter((column) => !dropped.has(topLabel(column)));
  return withFrame(frame, { columns: [...kept, ...added] });
}

const OPERATIONS: Record<CompareType, (s: number, c: number) => number> = {
  difference: (s, c) => s - c,
  percentage: (s, c) => (s - c) / c,
  ratio: (s, c) => s / c,
};

interface Pair {
  left: Float64Array;
  right: Float64Array;
  rest: Label[];
}

function pairColumns(frame: Frame, source: string, target: string): Pair[] {
  const lefts = selectColumns(frame, [source]).map((item) => requireNumeric(item, 'compare'));
  const rights = selectColumns(frame, [target]).map((item) => requireNumeric(item, 'compare'));
  const missing = new Float64Array(frame.length).fill(Number.NaN);
  const pairs: Pair[] = lefts.map((left) => {
    const rest = left.name.slice(1);
    const right = rights.find((candidate) => sameName(candidate.name.slice(1), rest));
    return { left: left.values, right: right?.values ?? missing, rest };
  });
  for (const right of rights) {
    const rest = right.name.slice(1);
    if (!lefts.some((left) => sameName(left.name.slice(1), rest)))
      pairs.push({ left: missing, right: right.values, rest });
  }
  return pairs;
}
