import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { RadarFormData } from './form-data';

/** Metrics by dimensions, ordered by the sort metric (else the first metric), descending (Superset's radar). */
export function buildRadarQuery(formData: RadarFormData): QueryContext {
  const sortBy = formData.timeseries_limit_metric ?? formData.metrics[0];
  return buildQueryContext(formData, (base) => [{ ...base, orderby: sortBy ? [[sortBy, false]] : [] }]);
}
