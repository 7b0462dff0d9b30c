import { ChartInputError } from '../../echarts/chart-data';

/** The boxplot operation's whisker options of a whiskerOptions text (Superset's boxplotOperator). */
export function whiskerOptions(
  text: string,
):
  | { whisker_type: 'tukey' }
  | { whisker_type: 'min/max' }
  | { whisker_type: 'percentile'; percentiles: [number, number] } {
  if (text === 'Tukey' || text === '') return { whisker_type: 'tukey' };
  if (text === 'Min/max (no outliers)') return { whisker_type: 'min/max' };
  const match = /^(\d+)\/(\d+) percentiles$/.exec(text);
  if (match) {
    const [low, high] = [Number(match[1]), Number(match[2])];
    if (low < high && high <= 100) return { whisker_type: 'percentile', percentiles: [low, high] };
  }
  throw new ChartInputError(
    `Unsupported whisker type: "${text}". Choose Tukey, "Min/max (no outliers)" or "a/b percentiles" (e.g. "5/95 percentiles").`,
  );
}
