import {
  adhocFiltersControl,
  checkboxControl,
  groupByControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
  textControl,
  timeFormatControl,
  timeGrainControl,
  xAxisControl,
} from '../../controls/shared-controls';
import type { ControlConfig, ControlPanelConfig } from '../../controls/types';
import { X_TICKS_LAYOUTS } from '../../form-data/fields';

const render = { renderTrigger: true } as const;
const color = (
  name: string,
  label: string,
  value: { r: number; g: number; b: number; a: number },
): ControlConfig => ({
  type: 'ColorPickerControl',
  name,
  label,
  default: value,
  ...render,
});

/** Control panel of Waterfall Chart (Superset's sections and rows). */
export const waterfallControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [xAxisControl()],
        [timeGrainControl()],
        [
          groupByControl({
            label: 'Breakdowns',
            description:
              'Breaks down the series by the category specified in this control. This can help viewers understand how each category affects the overall value.',
            validators: [
              (v) => (Array.isArray(v) && v.length > 1 ? 'Breakdowns take one column at most' : null),
            ],
          }),
        ],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl()],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          checkboxControl('show_value', 'Show Values', false, {
            ...render,
            description: 'Whether to display the value of each bar',
          }),
          checkboxControl('show_legend', 'Show legend', false, {
            ...render,
            description: 'Whether to display a legend for the chart',
          }),
        ],
        [color('increase_color', 'Increase', { r: 90, g: 193, b: 137, a: 1 })],
        [color('decrease_color', 'Decrease', { r: 224, g: 67, b: 85, a: 1 })],
        [color('total_color', 'Total', { r: 102, g: 102, b: 102, a: 1 })],
        [textControl('x_axis_label', 'X Axis Label', '', render)],
        [timeFormatControl('x_axis_time_format', 'Time format')],
        [
          selectControl(
            'x_ticks_layout',
            'X Tick Layout',
            X_TICKS_LAYOUTS.map((l) => [l, l] as const),
            'auto',
            {
              ...render,
              description: 'The way the ticks are laid out on the X-axis',
            },
          ),
        ],
        [textControl('y_axis_label', 'Y Axis Label', '', render)],
        [numberFormatControl('y_axis_format', 'Y Axis Format')],
      ],
    },
  ],
};
