import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { FunnelFormData } from './form-data';

/** The metric by the stage columns; ordered by the metric, descending, when sort_by_metric (pure). */
export function buildFunnelQuery(formData: FunnelFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    { ...base, ...(formData.sort_by_metric ? { orderby: [[formData.metric, false]] } : {}) },
  ]);
}
