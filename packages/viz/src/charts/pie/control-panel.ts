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
  timeFormatControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig, ControlRow } from '../../controls/types';
import { validateNumber } from '../../controls/validators';

const render = { renderTrigger: true } as const;
const showsLabels = (fd: Readonly<Record<string, unknown>>) => fd['show_labels'] !== false;

/** Control panel of Pie Chart. */
export const pieControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [groupByControl()],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl({ default: 100 })],
        [checkboxControl('sort_by_metric', 'Sort by metric', true)],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [
          {
            type: 'TextControl',
            name: 'show_labels_threshold',
            label: 'Percentage threshold',
            isFloat: true,
            default: 5,
            validators: [validateNumber],
            renderTrigger: true,
          },
        ],
        ...legendControls.map((c): ControlRow => [c]),
        [
          selectControl(
            'label_type',
            'Label Type',
            [
              ['key', 'Category Name'],
              ['value', 'Value'],
              ['percent', 'Percentage'],
              ['key_value', 'Category and Value'],
              ['key_percent', 'Category and Percentage'],
              ['key_value_percent', 'Category, Value and Percentage'],
              ['value_percent', 'Value and Percentage'],
            ],
            'key',
            render,
          ),
        ],
        [numberFormatControl('number_format', 'Number format')],
        [timeFormatControl('date_format', 'Date format')],
        [
          checkboxControl('show_labels', 'Show Labels', true, render),
          checkboxControl('show_total', 'Show Total', false, render),
        ],
        [
          checkboxControl('labels_outside', 'Put labels outside', true, {
            ...render,
            visibility: showsLabels,
          }),
          checkboxControl('label_line', 'Label Line', false, { ...render, visibility: showsLabels }),
        ],
        [
          {
            type: 'SliderControl',
            name: 'outerRadius',
            label: 'Outer Radius',
            min: 10,
            max: 100,
            step: 1,
            default: 80,
            renderTrigger: true,
          },
        ],
        [checkboxControl('donut', 'Donut', false, render)],
        [
          {
            type: 'SliderControl',
            name: 'innerRadius',
            label: 'Inner Radius',
            min: 0,
            max: 100,
            step: 1,
            default: 30,
            renderTrigger: true,
            visibility: (fd) => fd['donut'] === true,
          },
        ],
      ],
    },
  ],
};
