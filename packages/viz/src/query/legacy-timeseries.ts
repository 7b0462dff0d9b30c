import type { QueryObject } from '@meridian/core';
import { timeseriesQueryObject } from '../charts/timeseries/build-query';
import type { AnalyticsFormData } from './operators';

/**
 * The query of an NVD3 time-series chart: its time column (granularity_sqla) as the x-axis at the grain, the
 * dimensions as series, and Superset's pipeline (pivot, rolling, compare, resample, rename, contribution, flatten), the
 * legacy `contribution` flag read as row contribution and series named without the metric when there is one; old time
 * shifts ("1 year") and comparison names ("absolute") read as the current ones.
 */
export function legacyTimeseriesQueryObject(
  base: QueryObject,
  formData: AnalyticsFormData & { contribution?: boolean | null },
): QueryObject {
  return timeseriesQueryObject(base, {
    ...formData,
    // NVD3 charts saved shifts without " ago" and "absolute" for the difference (Superset's migration reads them so).
    time_compare: (formData.time_compare ?? []).map((shift) =>
      /\b(ago|later)$/.test(shift.trim()) ? shift : `${shift.trim()} ago`,
    ),
    comparison_type: formData.comparison_type === 'absolute' ? 'difference' : formData.comparison_type,
    contributionMode: formData.contributionMode ?? (formData.contribution ? 'row' : null),
    truncate_metric: formData.truncate_metric ?? true,
  });
}
