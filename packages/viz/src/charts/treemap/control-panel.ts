import { showLabelsControl, sortByMetricControl } from '../../controls/chart-controls';
import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  groupByControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
  timeFormatControl,
} from '../../controls/shared-controls';
import type { ControlConfig, ControlPanelConfig } from '../../controls/types';

const render = { renderTrigger: true } as const;

/** Label type select of the level charts (key, value or both). */
export function hierarchyLabelTypeControl(defaultValue: string): ControlConfig {
  return selectControl(
    'label_type',
    'Label Type',
    [
      ['key', 'Category Name'],
      ['value', 'Value'],
      ['key_value', 'Category and Value'],
    ],
    defaultValue,
    { ...render, description: 'What should be shown on the label?' },
  );
}

/** Control panel of Treemap (Superset's rows). */
export const treemapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [groupByControl({ label: 'Hierarchy', description: 'The levels, outermost first' })],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl()],
        [sortByMetricControl(false)],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLabelsControl(true)],
        [
          checkboxControl('show_upper_labels', 'Show Upper Labels', true, {
            ...render,
            description: 'Show labels when the node has children.',
          }),
        ],
        [hierarchyLabelTypeControl('key_value')],
        [numberFormatControl('number_format', 'Number format')],
        [timeFormatControl('date_format', 'Date format')],
      ],
    },
  ],
};
