import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { SunburstFormData } from './form-data';

/** Metric (and secondary metric) by the hierarchy columns; by the metric, descending, when sort_by_metric (pure). */
export function buildSunburstQuery(formData: SunburstFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    { ...base, ...(formData.sort_by_metric ? { orderby: [[formData.metric, false]] } : {}) },
  ]);
}
