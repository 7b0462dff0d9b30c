import { metricLabel, type QueryContext, type QueryMetric } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { PartitionFormData } from './form-data';

/**
 * The metrics by the dimensions (PartitionViz.query_obj): a time series (`__timestamp`) unless the time option is
 * not_time, the sort metric selected and ordering the rows (pure).
 */
export function buildPartitionQuery(formData: PartitionFormData): QueryContext {
  return buildQueryContext(formData, (base) => {
    let metrics: QueryMetric[] = base.metrics ?? [];
    const sortBy = formData.timeseries_limit_metric;
    if (sortBy && !metrics.some((m) => metricLabel(m) === metricLabel(sortBy)))
      metrics = [...metrics, sortBy];
    return [
      {
        ...base,
        metrics,
        is_timeseries: formData.time_series_option !== 'not_time',
        series_columns: formData.groupby,
        ...(sortBy ? { orderby: [[sortBy, !(formData.order_desc ?? true)]] } : {}),
      },
    ];
  });
}
