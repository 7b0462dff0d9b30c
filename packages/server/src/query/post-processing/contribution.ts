import { z } from 'zod';
import type { Column, Frame, Label, NumericColumn } from './frame';
import { flatName, numericColumn, numericView, positionOfName, replaceColumns, sameName } from './frame';
import { TIME_COMPARISON_SEPARATOR } from './labels';
import { postProcessingError, validateColumnArgs } from './validation';

/** Superset's `PostProcessingContributionOrientation` values. */
export const CONTRIBUTION_ORIENTATIONS = ['row', 'column'] as const;

/** Options of `contribution`. */
export const contributionOptionsSchema = z.object({
  /** Share of the row total or of the column total (default). */
  orientation: z.enum(CONTRIBUTION_ORIENTATIONS).nullish(),
  /** Columns to compute on; default every numeric column. */
  columns: z.array(z.string()).nullish(),
  /** Applied time shifts: with `row`, columns ending in `__<shift>` get their own row totals. */
  time_shifts: z.array(z.string()).nullish(),
  /** Names of the result columns, one per computed column; default overwrite in place. */
  rename_columns: z.array(z.string()).nullish(),
  /** Column totals to divide by instead of the frame's own (orientation `column`). */
  contribution_totals: z.record(z.string(), z.number().nullable()).nullish(),
});

/** Options of `contribution`. */
export type ContributionOptions = z.infer<typeof contributionOptionsSchema>;

interface Target {
  source: NumericColumn;
  name: readonly Label[];
}

/**
 * Superset's `contribution`. Only numeric columns count (not temporal, not boolean). By
 * column, missing cells count as 0 and each cell is divided by its column's total; by row,
 * each cell is divided by the sum of its row's selected cells (missing cells stay missing).
 */
export function contribution(frame: Frame, options: ContributionOptions): Frame {
  validateColumnArgs(frame, options.columns ?? []);
  const numeric = frame.columns.flatMap((column) => numericView(column) ?? []);
  const chosen = options.columns?.length
    ? options.columns.map((name) => numericByName(numeric, name))
    : numeric;
  const renames = options.rename_columns?.length ? options.rename_columns : undefined;
  if (renames && renames.length !== chosen.length) {
    throw postProcessingError(
      '`rename_columns` must have the same length as `columns` + `time_shift_columns`.',
    );
  }
  const targets: Target[] = chosen.map((source, i) => ({
    source,
    name: renames?.[i] !== undefined ? [renames[i]] : source.name,
  }));
  const results =
    options.orientation === 'row'
      ? rowContributions(targets, frame.length, options.time_shifts ?? [])
      : targets.map((target) => columnContribution(target, options.contribution_totals ?? undefined));
  return writeResults(frame, results);
}

function numericByName(numeric: readonly NumericColumn[], name: string): NumericColumn {
  const column = numeric.find((candidate) => sameName(candidate.name, [name]));
  if (!column) {
    throw postProcessingError(`Column "${name}" is not numeric or does not exists in the query results.`);
  }
  return column;
}

function columnContribution(
  target: Target,
  totals: Readonly<Record<string, number | null>> | undefined,
): Column {
  const values = target.source.values;
  const out = new Float64Array(values.length);
  if (totals) {
    const total = totals[flatName(target.source.name)] ?? 0;
    for (let row = 0; row < values.length; row += 1) {
      out[row] = total === 0 ? 0 : filled(values[row]) / total;
    }
    return numericColumn(target.name, out);
  }
  let total = 0;
  for (const value of values) total += filled(value);
  for (let row = 0; row < values.length; row += 1) out[row] = filled(values[row]) / total;
  return numericColumn(target.name, out);
}

function filled(value: number | undefined): number {
  return value === undefined || Number.isNaN(value) ? 0 : value;
}

function rowContributions(
  targets: readonly Target[],
  length: number,
  timeShifts: readonly string[],
): Column[] {
  const groups = new Map<string, Target[]>([['', []]]);
  for (const target of targets) {
    const first = target.source.name[0] ?? '';
    const shift =
      timeShifts.find((candidate) => first.endsWith(`${TIME_COMPARISON_SEPARATOR}${candidate}`)) ?? '';
    groups.set(shift, [...(groups.get(shift) ?? []), target]);
  }
  const out: Column[] = [];
  for (const group of groups.values()) {
    const sums = new Float64Array(length);
    for (const { source } of group) {
      for (let row = 0; row < length; row += 1) sums[row] = (sums[row] ?? 0) + filled(source.values[row]);
    }
    for (const { source, name } of group) {
      out.push(
        numericColumn(
          name,
          source.values.map((value, row) => value / (sums[row] ?? Number.NaN)),
        ),
      );
    }
  }
  return out;
}

function writeResults(frame: Frame, results: readonly Column[]): Frame {
  const replacements = new Map<number, Column>();
  const appended: Column[] = [];
  for (const column of results) {
    const position = positionOfName(frame, column.name);
    if (position >= 0) replacements.set(position, column);
    else appended.push(column);
  }
  return replaceColumns(frame, replacements, appended);
}
