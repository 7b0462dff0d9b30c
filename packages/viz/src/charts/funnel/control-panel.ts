import { showLabelsControl, sortByMetricControl } from '../../controls/chart-controls';
import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  groupByControl,
  legendControls,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig, ControlRow } from '../../controls/types';
import type { FunnelLabelType } from './form-data';

const render = { renderTrigger: true } as const;
const LABEL_CHOICES: readonly (readonly [FunnelLabelType, string])[] = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
];

/** Control panel of Funnel Chart (Superset's rows). */
export const funnelControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [groupByControl()],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl({ default: 10 })],
        [sortByMetricControl(true)],
        [
          selectControl(
            'percent_calculation_type',
            '% calculation',
            [
              ['first_step', 'Calculate from first step'],
              ['prev_step', 'Calculate from previous step'],
              ['total', 'Percent of total'],
            ],
            'total',
            {
              ...render,
              description:
                'Display percents in the label and tooltip as the percent of the total value, from the first step of the funnel, or from the previous step in the funnel.',
            },
          ),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        ...legendControls.map((c): ControlRow => [c]),
        [
          selectControl('label_type', 'Label Contents', LABEL_CHOICES, 'key', {
            ...render,
            description: 'What should be shown as the label',
          }),
        ],
        [
          selectControl('tooltip_label_type', 'Tooltip Contents', LABEL_CHOICES, 'key_value_percent', {
            ...render,
            description: 'What should be shown as the tooltip label',
          }),
        ],
        [numberFormatControl('number_format', 'Number format')],
        [
          showLabelsControl(true),
          checkboxControl('show_tooltip_labels', 'Show Tooltip Labels', true, {
            ...render,
            description: 'Whether to display the tooltip labels.',
          }),
        ],
        [
          checkboxControl('label_line', 'Label Line', false, {
            ...render,
            description: 'Draw the labels outside the funnel, each with a line to its stage.',
          }),
        ],
      ],
    },
  ],
};
