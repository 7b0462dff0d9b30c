import { linearColorSchemeControl } from '../../controls/chart-controls';
import { legacyTimeSection } from '../../controls/legacy-time';
import {
  adhocFiltersControl,
  checkboxControl,
  metricsControl,
  numberFormatControl,
  selectControl,
  textControl,
  timeFormatControl,
} from '../../controls/shared-controls';
import type { ControlConfig, ControlPanelConfig } from '../../controls/types';
import { validateInteger } from '../../controls/validators';

const render = { renderTrigger: true } as const;
const intControl = (name: string, label: string, value: number, description: string): ControlConfig =>
  textControl(name, label, value, { ...render, isInt: true, validators: [validateInteger], description });

/** Control panel of Calendar Heatmap (Superset's rows). */
export const calHeatmapControlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeSection({ withGrain: false }),
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          selectControl(
            'domain_granularity',
            'Domain',
            [
              ['hour', 'hour'],
              ['day', 'day'],
              ['week', 'week'],
              ['month', 'month'],
              ['year', 'year'],
            ],
            'month',
            { description: 'The time unit used for the grouping of blocks' },
          ),
          selectControl(
            'subdomain_granularity',
            'Subdomain',
            [
              ['min', 'min'],
              ['hour', 'hour'],
              ['day', 'day'],
              ['week', 'week'],
              ['month', 'month'],
            ],
            'day',
            {
              description:
                'The time unit for each block. Should be a smaller unit than domain_granularity. Should be larger or equal to Time Grain',
            },
          ),
        ],
        [metricsControl()],
        [adhocFiltersControl],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [linearColorSchemeControl()],
        [
          intControl('cell_size', 'Cell Size', 10, 'The size of the square cell, in pixels'),
          intControl('cell_padding', 'Cell Padding', 2, 'The distance between cells, in pixels'),
        ],
        [
          intControl('cell_radius', 'Cell Radius', 0, 'The pixel radius'),
          intControl('steps', 'Color Steps', 10, 'The number color "steps"'),
        ],
        [
          numberFormatControl('y_axis_format', 'Number Format'),
          timeFormatControl('x_axis_time_format', 'Time Format'),
        ],
        [
          checkboxControl('show_legend', 'Legend', true, {
            ...render,
            description: 'Whether to display the legend (toggles)',
          }),
          checkboxControl('show_values', 'Show Values', false, {
            ...render,
            description: 'Whether to display the numerical values within the cells',
          }),
        ],
        [
          checkboxControl('show_metric_name', 'Show Metric Names', true, {
            ...render,
            description: 'Whether to display the metric name as a title',
          }),
        ],
      ],
    },
  ],
};
