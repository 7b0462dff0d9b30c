import { getTimeFormatter } from '../format/time-format';
import type { ChartDataResult } from '../plugin';
import { columnType, GENERIC } from './options';

/** How a missing dimension value reads (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/**
 * A problem with a chart's data or options that the chart explains instead of drawing (too many categories, a column
 * the results lack). Thrown by transformProps; the chart shows its message.
 */
export class ChartInputError extends Error {
  override name = 'ChartInputError';
}

/** Throws a ChartInputError unless every label is a column of a non-empty result. */
export function requireResultColumns(result: ChartDataResult, labels: readonly string[]): void {
  if (result.data.length === 0) return;
  const missing = labels.filter((label) => !result.colnames.includes(label));
  if (missing.length > 0) {
    throw new ChartInputError(
      `The query results have no column ${missing.map((m) => `"${m}"`).join(', ')}: check the chart's controls and run it again.`,
    );
  }
}

/** Throws a ChartInputError when a chart would have more `what` than it can draw legibly. */
export function requireAtMost(count: number, max: number, what: string): void {
  if (count > max) {
    throw new ChartInputError(
      `Too many ${what} to draw: ${count.toLocaleString('en-US')} (at most ${max.toLocaleString('en-US')}). Lower the row limit or add a filter.`,
    );
  }
}

/** Formats dimension values for labels: temporal columns with a time format, null as <NULL>. */
export function dimensionFormatter(
  result: ChartDataResult,
  timeFormat: string | null | undefined,
): (column: string, value: unknown) => string {
  const formatTime = getTimeFormatter(timeFormat);
  const temporal = new Set(result.colnames.filter((c) => columnType(result, c) === GENERIC.TEMPORAL));
  return (column, value) => {
    if (value === null || value === undefined) return NULL_LABEL;
    if (temporal.has(column) && (typeof value === 'number' || typeof value === 'string'))
      return formatTime(value);
    return String(value);
  };
}

/** The name of a row over some dimensions: their formatted values joined with ", " (Superset's groupby label). */
export function rowName(
  row: Readonly<Record<string, unknown>>,
  columns: readonly string[],
  format: (column: string, value: unknown) => string,
): string {
  return columns.map((column) => format(column, row[column])).join(', ');
}

/** [min, max] of the finite numbers of a list (a loop: spreading 100,000 values into Math.min overflows). */
export function extent(values: Iterable<number | null>): [number, number] | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? [min, max] : null;
}
