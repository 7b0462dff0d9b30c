import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { legacyTimeseriesQueryObject } from '../../query/legacy-timeseries';
import type { HorizonFormData } from './form-data';

/** Superset's NVD3 time-series query (horizon is one): the time column at the grain, a series per dimension value (pure). */
export function buildHorizonQuery(formData: HorizonFormData): QueryContext {
  return buildQueryContext(formData, (base, merged) => [legacyTimeseriesQueryObject(base, merged)]);
}
