import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { PairedTTestFormData } from './form-data';

/** A time series (`__timestamp` at the grain) of the metrics by the dimensions, top `limit` groups (pure). */
export function buildPairedTTestQuery(formData: PairedTTestFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    { ...base, is_timeseries: true, series_columns: formData.groupby },
  ]);
}
