import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { GaugeFormData } from './form-data';

/** Metric by dimensions; ordered by the metric, descending, when sort_by_metric (Superset's gauge buildQuery). */
export function buildGaugeQuery(formData: GaugeFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    { ...base, ...(formData.sort_by_metric ? { orderby: [[formData.metric, false]] } : {}) },
  ]);
}
