import type { TimeSeriesColumn } from './form-data';

/** One time of the table: the value of every row at that time. */
export interface TimeEntry {
  /** Epoch ms of the period. */
  time: number;
  /** Row key -> value. */
  values: Readonly<Record<string, number | null>>;
}

/** A cell: its value, or the message Superset shows instead. */
export interface CellValue {
  value: number | null;
  message?: string;
}

const lagOf = (column: TimeSeriesColumn) => Math.trunc(column.timeLag ?? 0);

/** A time column: the value `timeLag` periods back (negative: from the oldest), or the newest compared with it. */
export function timeValue(
  row: string,
  newestFirst: readonly TimeEntry[],
  column: TimeSeriesColumn,
): CellValue {
  const lag = lagOf(column);
  const count = newestFirst.length;
  if (Math.abs(lag) >= count)
    return {
      value: null,
      message: `The time lag set at ${lag} is too large for the length of data at ${count}. No data available.`,
    };
  const recent = newestFirst[0]?.values[row] ?? null;
  const lagged = newestFirst[lag < 0 ? count + lag : lag]?.values[row] ?? null;
  if (lagged === null || recent === null) return { value: null };
  switch (column.comparisonType) {
    case 'diff':
      return { value: recent - lagged };
    case 'perc':
      return { value: recent / lagged };
    case 'perc_change':
      return { value: recent / lagged - 1 };
    default:
      return { value: lagged };
  }
}

/** A contribution column: the row's newest value over the sum of every row's newest value. */
export function contributionValue(row: string, newestFirst: readonly TimeEntry[]): CellValue {
  const newest = newestFirst[0];
  const recent = newest?.values[row] ?? null;
  if (!newest || recent === null) return { value: null };
  const total = Object.values(newest.values).reduce<number>((sum, v) => sum + (v ?? 0), 0);
  return total === 0 ? { value: null } : { value: recent / total };
}

/** An average column: the mean of the row's values over the newest `timeLag` periods (all when 0), nulls skipped. */
export function averageValue(
  row: string,
  newestFirst: readonly TimeEntry[],
  column: TimeSeriesColumn,
): CellValue {
  const lag = lagOf(column);
  const window = lag ? newestFirst.slice(0, lag) : newestFirst;
  let [count, sum] = [0, 0];
  for (const entry of window) {
    const v = entry.values[row];
    if (v !== null && v !== undefined) [count, sum] = [count + 1, sum + v];
  }
  return count === 0 ? { value: null } : { value: sum / count };
}

/** The value of a non-sparkline cell by the column's type (no type: the newest value). */
export function cellValue(
  row: string,
  newestFirst: readonly TimeEntry[],
  column: TimeSeriesColumn,
): CellValue {
  if (newestFirst.length === 0) return { value: null };
  if (column.colType === 'time') return timeValue(row, newestFirst, column);
  if (column.colType === 'contrib') return contributionValue(row, newestFirst);
  if (column.colType === 'avg') return averageValue(row, newestFirst, column);
  return { value: newestFirst[0]?.values[row] ?? null };
}

/** Sparkline points, oldest first: the values, or with timeRatio N each value over the one N periods before. */
export function sparklineValues(
  row: string,
  oldestFirst: readonly TimeEntry[],
  column: TimeSeriesColumn,
): (number | null)[] {
  const ratio =
    typeof column.timeRatio === 'string' ? Number.parseInt(column.timeRatio, 10) : (column.timeRatio ?? 0);
  if (!ratio || !Number.isFinite(ratio)) return oldestFirst.map((e) => e.values[row] ?? null);
  const points: (number | null)[] = [];
  for (let i = ratio; i < oldestFirst.length; i++) {
    const before = oldestFirst[i - ratio]?.values[row] ?? null;
    const now = oldestFirst[i]?.values[row] ?? null;
    points.push(before && now !== null ? now / before : null);
  }
  return points;
}

const RED = [202, 0, 32] as const;
const GREY = [179, 179, 179] as const;
const BLUE = [5, 113, 176] as const;
const hex = (rgb: readonly number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: readonly number[], b: readonly number[], t: number) =>
  a.map((c, i) => c + ((b[i] ?? 0) - c) * t);

/**
 * The colour of a value by the column's bounds: both bounds give a red - grey - blue scale over [min, mid, max]
 * (clamped); only a minimum gives blue at or above it, else red; only a maximum gives blue below it, else red.
 */
export function colorFromBounds(
  value: number | null,
  bounds: readonly [number | null, number | null],
): string | null {
  const [min, max] = bounds;
  if (min !== null && max !== null) {
    const v = value ?? 0;
    const mid = (min + max) / 2;
    if (v <= mid) return hex(mix(RED, GREY, mid === min ? 1 : Math.max(0, (v - min) / (mid - min))));
    return hex(mix(GREY, BLUE, max === mid ? 1 : Math.min(1, (v - mid) / (max - mid))));
  }
  if (min !== null) return value !== null && value >= min ? hex(BLUE) : hex(RED);
  if (max !== null) return value !== null && value < max ? hex(BLUE) : hex(RED);
  return null;
}
