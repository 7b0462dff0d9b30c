import { columnLabel, metricLabel, type QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { baseAxisColumn } from '../../query/x-axis';
import { distributeAcross, type BoxPlotFormData } from './form-data';
import { whiskerOptions } from './whiskers';

/**
 * Superset's box plot query: the metrics by the distribute-across columns (temporal ones at the time grain) and the
 * series, then the boxplot operation summarises each series' rows (pure).
 */
export function buildBoxPlotQuery(formData: BoxPlotFormData): QueryContext {
  const { groupby, metrics, temporal_columns_lookup: temporal } = formData;
  const distribute = distributeAcross(formData).map((c) =>
    typeof c === 'string' && temporal[c] ? baseAxisColumn(c, formData.time_grain_sqla) : c,
  );
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...distribute, ...groupby],
      series_columns: groupby,
      post_processing: [
        {
          operation: 'boxplot',
          options: {
            ...whiskerOptionsOrTukey(formData.whiskerOptions),
            groupby: groupby.map(columnLabel),
            metrics: metrics.map(metricLabel),
          },
        },
      ],
    },
  ]);
}

// An unreadable whisker choice queries with Tukey's; the chart then names the bad choice.
function whiskerOptionsOrTukey(text: string): ReturnType<typeof whiskerOptions> {
  try {
    return whiskerOptions(text);
  } catch {
    return { whisker_type: 'tukey' };
  }
}
