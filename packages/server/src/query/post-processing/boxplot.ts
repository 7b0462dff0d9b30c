import { z } from 'zod';
import type { Cell, Column, Frame } from './frame';
import { cellColumn, makeFrame, numericColumn, takeRows, toNumbers } from './frame';
import type { GroupMembers } from './group-by';
import { gatherByGroup, groupMembers, groupRows } from './group-by';
import { medianSorted, quantileSorted, sortedWithoutNaN } from './quantile';
import { postProcessingError, requireColumn, validateColumnArgs } from './validation';

/** Superset's `PostProcessingBoxplotWhiskerType` values. */
export const WHISKER_TYPES = ['tukey', 'min/max', 'percentile'] as const;

/** Options of `boxplot`. */
export const boxplotOptionsSchema = z.object({
  /** Categories (x-axis) to group by. */
  groupby: z.array(z.string()).nullish(),
  /** Metrics whose distribution is summarised. */
  metrics: z.array(z.string()),
  /** How whiskers are placed: Tukey's 1.5 IQR, the extremes, or two percentiles. */
  whisker_type: z.enum(WHISKER_TYPES),
  /** `[low, high]` percentiles for `whisker_type: percentile`. */
  percentiles: z.array(z.number()).nullish(),
});

/** Options of `boxplot`. */
export type BoxplotOptions = z.infer<typeof boxplotOptionsSchema>;

/** The statistics, in Superset's column order (`<metric>__<statistic>`). */
const STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

/** Box statistics of one group. */
interface BoxStatistics {
  mean: number;
  median: number;
  max: number;
  min: number;
  q1: number;
  q3: number;
  count: number;
  outliers: number[];
}

type Whiskers = (sorted: Float64Array, q1: number, q3: number) => { low: number; high: number };

/**
 * Superset's `boxplot`: per group and metric the mean, median, whiskers, quartiles (numpy
 * `nanpercentile`, method `midpoint`), count (rows of the group, NaN included, as
 * `np.ma.count` counts them) and the outliers beyond the whiskers (above first, then below,
 * each in row order).
 */
export function boxplot(frame: Frame, options: BoxplotOptions): Frame {
  const groupby = options.groupby ?? [];
  validateColumnArgs(frame, groupby, options.metrics);
  const whiskers = whiskersOf(options);
  const keys = groupby.map((name) => requireColumn(frame, name));
  const grouping = groupRows(keys, frame.length, { dropMissing: true, sort: true });
  const members = groupMembers(grouping);
  const perMetric = options.metrics.map((metric) =>
    groupStatistics(toNumbers(requireColumn(frame, metric)), members, whiskers),
  );
  const columns: Column[] = keys.map((key) => ({
    ...takeRows(key, grouping.firstRow),
    name: key.name.slice(0, 1),
  }));
  for (const statistic of STATISTICS) {
    options.metrics.forEach((metric, m) => {
      const stats = perMetric[m] ?? [];
      const name = [`${metric}__${statistic}`];
      if (statistic === 'outliers') {
        columns.push(
          cellColumn(
            name,
            stats.map((s): Cell => s.outliers),
            'mixed',
          ),
        );
      } else {
        columns.push(
          numericColumn(
            name,
            Float64Array.from(stats, (s) => s[statistic]),
          ),
        );
      }
    });
  }
  return makeFrame({ columns, length: grouping.count });
}

function whiskersOf(options: BoxplotOptions): Whiskers {
  switch (options.whisker_type) {
    case 'tukey':
      return (sorted, q1, q3) => {
        const reach = 1.5 * (q3 - q1);
        return { low: lowestAtLeast(sorted, q1 - reach), high: highestAtMost(sorted, q3 + reach) };
      };
    case 'min/max':
      return (sorted) => ({ low: sorted[0] ?? Number.NaN, high: sorted[sorted.length - 1] ?? Number.NaN });
    case 'percentile': {
      const [low, high] = options.percentiles ?? [];
      if (options.percentiles?.length !== 2 || low === undefined || high === undefined || low >= high) {
        throw postProcessingError(
          'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
        );
      }
      return (sorted) => ({
        low: quantileSorted(sorted, low / 100),
        high: quantileSorted(sorted, high / 100),
      });
    }
  }
}

function lowestAtLeast(sorted: Float64Array, limit: number): number {
  for (const value of sorted) if (value >= limit) return value;
  return Number.NaN;
}

function highestAtMost(sorted: Float64Array, limit: number): number {
  for (let i = sorted.length - 1; i >= 0; i -= 1) {
    const value = sorted[i] ?? Number.NaN;
    if (value <= limit) return value;
  }
  return Number.NaN;
}

function groupStatistics(values: Float64Array, members: GroupMembers, whiskers: Whiskers): BoxStatistics[] {
  const gathered = gatherByGroup(values, members);
  const out: BoxStatistics[] = [];
  for (let g = 0; g + 1 < members.offsets.length; g += 1) {
    const group = gathered.subarray(members.offsets[g], members.offsets[g + 1]);
    const sorted = sortedWithoutNaN(group);
    const q1 = quantileSorted(sorted, 0.25, 'midpoint');
    const q3 = quantileSorted(sorted, 0.75, 'midpoint');
    const { low, high } = whiskers(sorted, q1, q3);
    const above = Array.from(group).filter((value) => value > high);
    const below = Array.from(group).filter((value) => value < low);
    let total = 0;
    for (const value of group) if (!Number.isNaN(value)) total += value;
    out.push({
      mean: sorted.length === 0 ? Number.NaN : total / sorted.length,
      median: medianSorted(sorted),
      max: high,
      min: low,
      q1,
      q3,
      count: group.length,
      outliers: [...above, ...below],
    });
  }
  return out;
}
