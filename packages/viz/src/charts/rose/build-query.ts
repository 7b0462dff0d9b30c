import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { legacyTimeseriesQueryObject } from '../../query/legacy-timeseries';
import type { RoseFormData } from './form-data';

/** Superset's NVD3 time-series query: the time column at the grain, series by the dimensions, analytics (pure). */
export function buildRoseQuery(formData: RoseFormData): QueryContext {
  return buildQueryContext(formData, (base, merged) => [legacyTimeseriesQueryObject(base, merged)]);
}
