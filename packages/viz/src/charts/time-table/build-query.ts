import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { TimeTableFormData } from './form-data';

/** Superset's message when a grouped table has several metrics, verbatim. */
export const GROUPED_SINGLE_METRIC = "When using 'Group By' you are limited to use a single metric";

/**
 * A time series (the time column at the grain, `__timestamp`) of the metrics by the dimension, ordered by the first
 * metric (ascending unless order_desc), as Superset's port of TimeTableViz.query_obj (pure). Several metrics with a
 * dimension are refused by the metrics control and by the chart, not here (the query itself is well formed).
 */
export function buildTimeTableQuery(formData: TimeTableFormData): QueryContext {
  return buildQueryContext(formData, (base) => {
    const first = base.metrics?.[0];
    return [
      {
        ...base,
        is_timeseries: true,
        series_columns: formData.groupby,
        orderby: first ? [[first, !formData.order_desc]] : [],
      },
    ];
  });
}
