import { columnControl, linearColorSchemeControl } from '../../controls/chart-controls';
import {
  adhocFiltersControl,
  checkboxControl,
  metricControl,
  metricsControl,
  rowLimitControl,
  seriesLimitControl,
  seriesLimitMetricControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';

const render = { renderTrigger: true } as const;

/** Control panel of Parallel Coordinates (Superset's rows). */
export const paraControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [columnControl('series', 'Dimension', { description: 'One line per value of this dimension.' })],
        [metricsControl()],
        [
          metricControl({
            name: 'secondary_metric',
            label: 'Color Metric',
            description: 'A metric to use for color',
            validators: [],
          }),
        ],
        [adhocFiltersControl],
        [seriesLimitControl({ name: 'limit', label: 'Series limit' }), rowLimitControl()],
        [seriesLimitMetricControl({ name: 'timeseries_limit_metric', label: 'Sort by' })],
        [checkboxControl('order_desc', 'Sort descending', true)],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          checkboxControl('show_datatable', 'Data Table', false, {
            ...render,
            description: 'Whether to display the interactive data table',
          }),
          checkboxControl('include_series', 'Include Series', false, {
            ...render,
            description: 'Include series name as an axis',
          }),
        ],
        [linearColorSchemeControl()],
      ],
    },
  ],
};
