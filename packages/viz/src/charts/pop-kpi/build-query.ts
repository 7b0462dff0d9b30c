import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { timeOffsetOf, type PopKpiFormData } from './form-data';

/** One total of the metric, with the compared period as `time_offsets` (pure; Superset's buildQuery). */
export function buildPopKpiQuery(formData: PopKpiFormData): QueryContext {
  const offset = timeOffsetOf(formData);
  return buildQueryContext(formData, (base) => [{ ...base, time_offsets: offset ? [offset] : [] }]);
}
