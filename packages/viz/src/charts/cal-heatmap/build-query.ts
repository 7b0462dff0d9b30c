import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { CalHeatmapFormData, CalSubdomain } from './form-data';

/** The time grain of each cell unit (Superset's mapping). */
export const SUBDOMAIN_TIME_GRAIN: Readonly<Record<CalSubdomain, string>> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
};

/** A time series of the metrics whose grain is the cell unit (Superset's buildQuery of the chart) (pure). */
export function buildCalHeatmapQuery(formData: CalHeatmapFormData): QueryContext {
  const grain = SUBDOMAIN_TIME_GRAIN[formData.subdomain_granularity];
  return buildQueryContext({ ...formData, time_grain_sqla: grain }, (base) => [
    { ...base, is_timeseries: true, columns: [], extras: { ...base.extras, time_grain_sqla: grain } },
  ]);
}
