import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { PieFormData } from './form-data';

/** Metric by dimensions; ordered by the metric, descending, when sort_by_metric (pure). */
export function buildPieQuery(formData: PieFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    { ...base, ...(formData.sort_by_metric ? { orderby: [[formData.metric, false]] } : {}) },
  ]);
}
