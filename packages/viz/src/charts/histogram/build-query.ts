import { columnLabel, type QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { HistogramFormData } from './form-data';

/** The column's raw values (no metric) by the groups, binned on the server by the histogram operation (pure). */
export function buildHistogramQuery(formData: HistogramFormData): QueryContext {
  const { column, groupby, bins, cumulative, normalize } = formData;
  // Without a column nothing can be binned; the chart then says the column is required.
  if (!column) return buildQueryContext(formData, (base) => [{ ...base, columns: groupby, metrics: null }]);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...groupby, column],
      metrics: null,
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: columnLabel(column),
            groupby: groupby.map(columnLabel),
            bins,
            cumulative,
            normalize,
          },
        },
      ],
    },
  ]);
}
