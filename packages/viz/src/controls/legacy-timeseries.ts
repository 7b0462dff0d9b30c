import {
  advancedAnalyticsRows,
  adhocFiltersControl,
  checkboxControl,
  groupByControl,
  metricsControl,
  rowLimitControl,
  seriesLimitControl,
  seriesLimitMetricControl,
} from './shared-controls';
import type { ControlPanelSection, ControlRow } from './types';

/** The query rows of Superset's NVD3 time-series charts: metrics, filters, dimensions, series limit, contribution. */
export function legacyTimeseriesQueryRows(options: { metrics?: ControlRow } = {}): ControlRow[] {
  return [
    options.metrics ?? [metricsControl()],
    [adhocFiltersControl],
    [groupByControl()],
    [
      seriesLimitControl({ name: 'limit', label: 'Series limit' }),
      seriesLimitMetricControl({ name: 'timeseries_limit_metric', label: 'Sort by' }),
    ],
    [checkboxControl('order_desc', 'Sort descending', true)],
    [
      checkboxControl('contribution', 'Contribution', false, {
        description: 'Compute the contribution to the total',
      }),
    ],
    [rowLimitControl()],
  ];
}

/** Superset's Advanced Analytics section of the NVD3 charts (rolling window, time comparison, resample). */
export const legacyAnalyticsSection: ControlPanelSection = {
  label: 'Advanced Analytics',
  expanded: false,
  description:
    'This section contains options that allow for advanced analytical post processing of query results',
  controlSetRows: advancedAnalyticsRows,
};
