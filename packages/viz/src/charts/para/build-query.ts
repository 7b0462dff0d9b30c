import { metricLabel, type QueryContext, type QueryMetric } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { ParaFormData } from './form-data';

/**
 * One query grouped by the series with every metric (the colour metric too); the sort metric is selected as well and
 * orders the rows when order_desc is set (pure; Superset's buildQuery of the legacy para viz).
 */
export function buildParaQuery(formData: ParaFormData): QueryContext {
  return buildQueryContext(formData, (base) => {
    let metrics: QueryMetric[] = base.metrics ?? [];
    const sortBy = formData.timeseries_limit_metric;
    const orderby: [QueryMetric, boolean][] = [];
    if (sortBy) {
      if (!metrics.some((m) => metricLabel(m) === metricLabel(sortBy))) metrics = [...metrics, sortBy];
      if (formData.order_desc) orderby.push([sortBy, false]);
    }
    return [{ ...base, columns: formData.series ? [formData.series] : [], metrics, orderby }];
  });
}
