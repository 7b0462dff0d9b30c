import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  groupByControl,
  legendControls,
  metricsControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
  seriesLimitMetricControl,
  timeFormatControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig, ControlRow } from '../../controls/types';
import { RADAR_LABEL_POSITIONS } from './form-data';

const render = { renderTrigger: true } as const;
const showsLabels = (fd: Readonly<Record<string, unknown>>) => fd['show_labels'] === true;

/** Control panel of Radar Chart (Superset's rows; per-metric bounds are read from column_config). */
export const radarControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [groupByControl()],
        [metricsControl()],
        [adhocFiltersControl],
        [seriesLimitMetricControl({ name: 'timeseries_limit_metric', label: 'Sort by' })],
        [rowLimitControl({ default: 10 })],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        ...legendControls.map((c): ControlRow => [c]),
        [
          checkboxControl('show_labels', 'Show Labels', false, {
            ...render,
            description: 'Whether to display the labels.',
          }),
        ],
        [
          selectControl(
            'label_type',
            'Label Type',
            [
              ['value', 'Value'],
              ['key_value', 'Category and Value'],
            ],
            'value',
            { ...render, visibility: showsLabels, description: 'What should be shown on the label?' },
          ),
        ],
        [
          selectControl(
            'label_position',
            'Label position',
            RADAR_LABEL_POSITIONS.map((p) => [p, p] as const),
            'top',
            { ...render, visibility: showsLabels },
          ),
        ],
        [numberFormatControl('number_format', 'Number format')],
        [timeFormatControl('date_format', 'Date format')],
        [
          checkboxControl('is_circle', 'Circle radar shape', false, {
            ...render,
            description: "Radar render type, whether to display 'circle' shape.",
          }),
        ],
      ],
    },
  ],
};
