import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { legacyTimeseriesQueryObject } from '../../query/legacy-timeseries';
import type { TimePivotFormData } from './form-data';

/** The metric as a time series at the grain, with the analytics; no dimension (NVD3TimePivotViz.query_obj) (pure). */
export function buildTimePivotQuery(formData: TimePivotFormData): QueryContext {
  const metrics = formData.metric ? [formData.metric] : [];
  return buildQueryContext({ ...formData, metrics, groupby: [] }, (base, merged) => [
    legacyTimeseriesQueryObject({ ...base, columns: [], metrics }, { ...merged, groupby: [] }),
  ]);
}
