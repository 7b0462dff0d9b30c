import { z } from 'zod';
import type { Column, Frame } from './frame';
import { isMissing, makeFrame, numericColumn, takeFrameRows, takeRows, toNumbers } from './frame';
import { gatherByGroup, groupMembers, groupRows } from './group-by';
import { pyFloatRepr } from './labels';
import { postProcessingError, requireColumn, validateColumnArgs } from './validation';

/** Most bins a histogram may have (Superset's `MAX_HISTOGRAM_BINS`). */
export const MAX_HISTOGRAM_BINS = 1000;

/** Options of `histogram`. */
export const histogramOptionsSchema = z.object({
  /** Numeric column to bin. */
  column: z.string(),
  /** Columns to group by; one histogram row per group. */
  groupby: z.array(z.string()).nullish(),
  /** Number of equal-width bins (default 5). */
  bins: z.number().nullish(),
  /** Running totals across bins. */
  cumulative: z.boolean().nullish(),
  /** Divide every count by the total of the whole table. */
  normalize: z.boolean().nullish(),
});

/** Options of `histogram`. */
export type HistogramOptions = z.infer<typeof histogramOptionsSchema>;

/**
 * Superset's `histogram`: numpy's equal-width bin edges over the whole column
 * (`histogram_bin_edges`; a constant column gets edges ±0.5 around its value), bins closed
 * on the left except the last; columns named `<low> - <high>` with Python's float text.
 */
export function histogram(frame: Frame, options: HistogramOptions): Frame {
  const bins = options.bins ?? 5;
  if (!Number.isInteger(bins) || bins < 1 || bins > MAX_HISTOGRAM_BINS) {
    throw postProcessingError(`\`bins\` must be an integer between 1 and ${MAX_HISTOGRAM_BINS}`);
  }
  const groupby = options.groupby ?? [];
  validateColumnArgs(frame, [options.column], groupby);
  const source = requireColumn(frame, options.column);
  const kept = Array.from(source.values.keys()).filter((row) => !isMissing(source, row));
  if (kept.length === 0) return takeFrameRows(frame, []);
  const subset = takeFrameRows(frame, kept);
  const values = toNumbers(requireColumn(subset, options.column));
  if (values.some(Number.isNaN))
    throw postProcessingError(`Column '${options.column}' contains non-numeric values`);
  const edges = binEdges(values, bins);
  const keys = groupby.map((name) => requireColumn(subset, name));
  const grouping = groupRows(keys, subset.length, { dropMissing: true, sort: true });
  const members = groupMembers(grouping);
  const gathered = gatherByGroup(values, members);
  const counts = Array.from({ length: bins }, () => new Float64Array(grouping.count));
  for (let g = 0; g < grouping.count; g += 1) {
    const row = countBins(
      gathered.subarray(members.offsets[g], members.offsets[g + 1]),
      edges,
      options.cumulative ?? false,
    );
    row.forEach((count, bin) => ((counts[bin] as Float64Array)[g] = count));
  }
  if (options.normalize) normalizeCounts(counts);
  const columns: Column[] = [
    ...keys.map((key) => ({ ...takeRows(key, grouping.firstRow), name: key.name.slice(0, 1) })),
    ...counts.map((column, bin) => numericColumn([binLabel(edges, bin)], column)),
  ];
  return makeFrame({ columns, length: grouping.count });
}

/** numpy `histogram_bin_edges(values, bins)`: `linspace(min, max, bins + 1)`. */
export function binEdges(values: Float64Array, bins: number): Float64Array {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  if (low === high) {
    low -= 0.5;
    high += 0.5;
  }
  const step = (high - low) / bins;
  const edges = new Float64Array(bins + 1);
  for (let i = 0; i < bins; i += 1) edges[i] = i * step + low;
  edges[bins] = high;
  return edges;
}

function binLabel(edges: Float64Array, bin: number): string {
  return `${pyFloatRepr(edges[bin] ?? Number.NaN)} - ${pyFloatRepr(edges[bin + 1] ?? Number.NaN)}`;
}

/** numpy `histogram(values, bins=edges)`: [e_i, e_i+1) per bin, the last bin closed. */
function countBins(values: Float64Array, edges: Float64Array, isCumulative: boolean): Float64Array {
  const bins = edges.length - 1;
  const counts = new Float64Array(bins);
  for (const value of values) {
    if (!(value >= (edges[0] ?? 0) && value <= (edges[bins] ?? 0))) continue;
    let low = 0;
    let high = bins;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if ((edges[middle] ?? 0) <= value) low = middle;
      else high = middle;
    }
    counts[low] = (counts[low] ?? 0) + 1;
  }
  if (isCumulative)
    for (let bin = 1; bin < bins; bin += 1) counts[bin] = (counts[bin] ?? 0) + (counts[bin - 1] ?? 0);
  return counts;
}

function normalizeCounts(counts: Float64Array[]): void {
  let total = 0;
  for (const column of counts) for (const count of column) total += count;
  for (const column of counts) column.forEach((count, row) => (column[row] = count / total));
}
