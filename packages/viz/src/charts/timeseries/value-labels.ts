import type { RawSeries } from './series';

/** Label of a series' values: shown or not, and the text of a point (by its index). */
export interface ValueLabel {
  show: boolean;
  text: (dataIndex: number, value: number | null) => string;
}

/**
 * Value labels of stacked series as Superset draws them: with only_total, the top series alone shows each stack's
 * total; otherwise every series shows its values except those under `threshold` percent of their stack.
 */
export function stackValueLabels(
  series: readonly RawSeries[],
  options: { onlyTotal: boolean; threshold: number; format: (value: number | null) => string },
): ValueLabel[] {
  const length = Math.max(0, ...series.map((s) => s.data.length));
  const totals = Array.from({ length }, (_, i) => series.reduce((sum, s) => sum + (s.data[i]?.[1] ?? 0), 0));
  return series.map((_, index) => {
    if (options.onlyTotal)
      return { show: index === series.length - 1, text: (i) => options.format(totals[i] ?? null) };
    return {
      show: true,
      text: (i, value) => {
        const total = totals[i] ?? 0;
        if (value === null) return '';
        return total !== 0 && Math.abs(value / total) * 100 < options.threshold ? '' : options.format(value);
      },
    };
  });
}
