import { z } from 'zod';
import type { Cell, Column, Frame, NumericColumn } from './frame';
import {
  isNumericColumn,
  makeFrame,
  numericColumn,
  takeFrameRows,
  takeRows,
  withFrame,
  cellColumn,
} from './frame';
import { resetFirstIndexLevel } from './flatten';
import { parseResampleRule } from './resample-rule';
import type { ResampleRule } from './resample-rule';
import { fillBackward, fillForward, interpolateLinear } from './fill';
import { medianSorted, sortedWithoutNaN } from './quantile';
import { toEpochMs } from './temporal';
import { postProcessingError, requireColumn } from './validation';

/** Superset's `RESAMPLE_METHOD` values. */
export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;

/** A resample method. */
export type ResampleMethod = (typeof RESAMPLE_METHODS)[number];

/** Most rows a resample may produce (a `1T` rule over years would otherwise exhaust memory). */
export const MAX_RESAMPLE_ROWS = 1_000_000;

/** Options of `resample`. */
export const resampleOptionsSchema = z.object({
  /** pandas offset alias: `1D`, `7D`, `1W`, `1M`, `1MS`, `1AS`, `1H`, `1T`, … */
  rule: z.string(),
  /** How the new rows get values; the frontend's "zerofill" arrives as `asfreq` with `fill_value: 0`. */
  method: z.enum(RESAMPLE_METHODS, {
    error: () => `Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`,
  }),
  /** With `asfreq`: value for every missing cell. */
  fill_value: z.number().nullish(),
  /** Legacy Superset option: resample on this column instead of the row index, then move it back first. */
  time_column: z.string().nullish(),
  /** With `asfreq` and `fill_value`: first bucket of the query's time range (inclusive). */
  time_range_start: z.union([z.string(), z.number()]).nullish(),
  /** With `asfreq` and `fill_value`: end of the query's time range (exclusive). */
  time_range_end: z.union([z.string(), z.number()]).nullish(),
});

/** Options of `resample`. */
export type ResampleOptions = z.infer<typeof resampleOptionsSchema>;

/**
 * Superset's `resample` on a frame indexed by time (as `pivot` leaves it). `asfreq`, `ffill`,
 * `bfill` and `linear` reindex onto the bucket labels (exact match, last row at or before,
 * first row at or after, straight line between), `ffill`/`bfill` then also filling gaps in
 * the data; `mean`, `median` and `sum` aggregate each bucket (an empty bucket sums to 0).
 */
export function resample(frame: Frame, options: ResampleOptions): Frame {
  const isLegacy = frame.index.length === 0 && typeof options.time_column === 'string';
  const indexed = isLegacy ? moveToIndex(frame, options.time_column ?? '') : frame;
  const [axis] = indexed.index;
  if (indexed.index.length !== 1 || axis?.kind !== 'temporal') {
    throw postProcessingError('Resample operation requires DatetimeIndex');
  }
  const sorted = sortByTime(indexed, axis.values);
  const times = (sorted.index[0] as NumericColumn).values;
  const grid = gridOf(parseResampleRule(options.rule), times, options);
  const result = resampleOnto(sorted, times, grid, options);
  return isLegacy ? resetFirstIndexLevel(result) : result;
}

function moveToIndex(frame: Frame, name: string): Frame {
  const column = requireColumn(frame, name);
  return withFrame(frame, { index: [column], columns: frame.columns.filter((other) => other !== column) });
}

function sortByTime(frame: Frame, times: Float64Array): Frame {
  let isSorted = true;
  for (let row = 0; row < times.length && isSorted; row += 1) {
    const time = times[row] ?? Number.NaN;
    isSorted = !Number.isNaN(time) && (row === 0 || time >= (times[row - 1] ?? Number.NaN));
  }
  if (isSorted) return frame;
  const rows = Array.from({ length: times.length }, (_, row) => row).filter(
    (row) => !Number.isNaN(times[row] ?? Number.NaN),
  );
  rows.sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b);
  return takeFrameRows(frame, rows);
}

function gridOf(rule: ResampleRule, times: Float64Array, options: ResampleOptions): Float64Array {
  if (times.length === 0) return new Float64Array(0);
  const bins = rule.binsFrom(times[0] ?? 0);
  const labels: number[] = [];
  const last = bins.label(times[times.length - 1] ?? 0);
  for (let label = bins.label(times[0] ?? 0); label <= last; label = bins.next(label)) {
    labels.push(label);
    if (labels.length > MAX_RESAMPLE_ROWS)
      throw postProcessingError(`Resample would produce more than ${MAX_RESAMPLE_ROWS} rows`);
  }
  const start = toEpochMs(options.time_range_start);
  const end = toEpochMs(options.time_range_end);
  const isZeroFill = options.method === 'asfreq' && typeof options.fill_value === 'number';
  if (!isZeroFill || Number.isNaN(start) || Number.isNaN(end)) return Float64Array.from(labels);
  const range = rule.range(start, end);
  if (range.length > MAX_RESAMPLE_ROWS)
    throw postProcessingError(`Resample would produce more than ${MAX_RESAMPLE_ROWS} rows`);
  return Float64Array.from(new Set([...labels, ...range])).sort();
}

function resampleOnto(
  frame: Frame,
  times: Float64Array,
  grid: Float64Array,
  options: ResampleOptions,
): Frame {
  const axis = frame.index[0] as NumericColumn;
  const index = [numericColumn(axis.name, grid, 'temporal')];
  const method = options.method;
  if (method === 'mean' || method === 'median' || method === 'sum') {
    const bounds = bucketBounds(times, grid, parseResampleRule(options.rule));
    const columns = frame.columns.map((column) => aggregateBuckets(column, bounds, method));
    return makeFrame({ columns, index, levelNames: frame.levelNames, length: grid.length });
  }
  assertUniqueTimes(times);
  const rows = reindexRows(times, grid, method);
  let columns = frame.columns.map((column) => takeRows(column, rows));
  if (method === 'ffill') columns = columns.map(fillForward);
  if (method === 'bfill') columns = columns.map(fillBackward);
  if (method === 'linear')
    columns = columns.map((column) => (column.kind === 'number' ? interpolateLinear(column) : column));
  if (method === 'asfreq' && typeof options.fill_value === 'number') {
    const fill = options.fill_value;
    columns = columns.map((column) => fillMissing(column, fill));
  }
  return makeFrame({ columns, index, levelNames: frame.levelNames, length: grid.length });
}

function assertUniqueTimes(times: Float64Array): void {
  for (let row = 1; row < times.length; row += 1) {
    if (times[row] === times[row - 1])
      throw postProcessingError('cannot reindex on an axis with duplicate labels');
  }
}

/** Source row for each grid label: exact match (`asfreq`, `linear`), last at or before (`ffill`), first at or after (`bfill`). */
function reindexRows(times: Float64Array, grid: Float64Array, method: ResampleMethod): Int32Array {
  const rows = new Int32Array(grid.length).fill(-1);
  let row = 0;
  grid.forEach((label, position) => {
    while (row < times.length && (times[row] ?? 0) < label) row += 1;
    const isExact = row < times.length && times[row] === label;
    if (isExact) rows[position] = row;
    else if (method === 'ffill') rows[position] = row - 1;
    else if (method === 'bfill') rows[position] = row < times.length ? row : -1;
  });
  return rows;
}

/** For each grid label, the first row of its bucket and the row after its last. */
function bucketBounds(times: Float64Array, grid: Float64Array, rule: ResampleRule): Uint32Array {
  const bins = rule.binsFrom(times[0] ?? 0);
  const bounds = new Uint32Array(grid.length + 1);
  let position = 0;
  times.forEach((time, row) => {
    const label = bins.label(time);
    while (position < grid.length && (grid[position] ?? 0) < label) bounds[++position] = row;
  });
  while (position < grid.length) bounds[++position] = times.length;
  return bounds;
}

function aggregateBuckets(column: Column, bounds: Uint32Array, method: 'mean' | 'median' | 'sum'): Column {
  if (!isNumericColumn(column) || (column.kind === 'temporal' && method === 'sum')) {
    throw postProcessingError(`Resample method ${method} needs numeric columns`);
  }
  const out = new Float64Array(bounds.length - 1);
  for (let bucket = 0; bucket + 1 < bounds.length; bucket += 1) {
    const values = column.values.subarray(bounds[bucket], bounds[bucket + 1]);
    if (method === 'median') {
      out[bucket] = medianSorted(sortedWithoutNaN(values));
      continue;
    }
    let total = 0;
    let count = 0;
    for (const value of values) {
      if (Number.isNaN(value)) continue;
      total += value;
      count += 1;
    }
    out[bucket] = method === 'sum' ? total : count === 0 ? Number.NaN : total / count;
  }
  return { ...column, values: out };
}

function fillMissing(column: Column, fill: number): Column {
  if (isNumericColumn(column))
    return { ...column, values: column.values.map((value) => (Number.isNaN(value) ? fill : value)) };
  return cellColumn(
    column.name,
    column.values.map((value): Cell => value ?? fill),
  );
}
