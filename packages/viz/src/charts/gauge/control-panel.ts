import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  groupByControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  textControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateNumber } from '../../controls/validators';

const render = { renderTrigger: true } as const;
const slider = (name: string, label: string, min: number, max: number, value: number, description: string) =>
  ({
    type: 'SliderControl',
    name,
    label,
    min,
    max,
    step: 1,
    default: value,
    description,
    ...render,
  }) as const;

/** Control panel of Gauge Chart (Superset's sections and rows). */
export const gaugeControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [groupByControl()],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl({ default: 10 })],
        [checkboxControl('sort_by_metric', 'Sort by metric', false)],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          textControl('min_val', 'Min', null, {
            ...render,
            isFloat: true,
            validators: [validateNumber],
            description: 'Minimum value on the gauge axis',
          }),
          textControl('max_val', 'Max', null, {
            ...render,
            isFloat: true,
            validators: [validateNumber],
            description: 'Maximum value on the gauge axis',
          }),
        ],
        [
          textControl('start_angle', 'Start angle', 225, {
            ...render,
            isFloat: true,
            validators: [validateNumber],
            description: 'Angle at which to start progress axis',
          }),
          textControl('end_angle', 'End angle', -45, {
            ...render,
            isFloat: true,
            validators: [validateNumber],
            description: 'Angle at which to end progress axis',
          }),
        ],
        [colorSchemeControl],
        [
          slider(
            'font_size',
            'Font size',
            10,
            20,
            15,
            'Font size for axis labels, detail value and other text elements',
          ),
        ],
        [numberFormatControl('number_format', 'Number format')],
        [
          textControl('value_formatter', 'Value format', '{value}', {
            ...render,
            description: 'Additional text to add before or after the value, e.g. unit',
          }),
        ],
        [
          checkboxControl('show_pointer', 'Show pointer', true, {
            ...render,
            description: 'Whether to show the pointer',
          }),
          checkboxControl('animation', 'Animation', true, {
            ...render,
            description: 'Whether to animate the progress and the value or just display them',
          }),
        ],
        [
          checkboxControl('show_axis_tick', 'Show axis line ticks', false, {
            ...render,
            description: 'Whether to show minor ticks on the axis',
          }),
          checkboxControl('show_split_line', 'Show split lines', false, {
            ...render,
            description: 'Whether to show the split lines on the axis',
          }),
        ],
        [slider('split_number', 'Split number', 3, 30, 10, 'Number of split segments on the axis')],
        [
          checkboxControl('show_progress', 'Show progress', true, {
            ...render,
            description: 'Whether to show the progress of gauge chart',
          }),
          checkboxControl('overlap', 'Overlap', true, {
            ...render,
            description: 'Whether the progress bar overlaps when there are multiple groups of data',
          }),
        ],
        [
          checkboxControl('round_cap', 'Round cap', false, {
            ...render,
            description: 'Style the ends of the progress bar with a round cap',
          }),
        ],
        [
          textControl('intervals', 'Interval bounds', '', {
            ...render,
            description:
              'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
          }),
          textControl('interval_color_indices', 'Interval colors', '', {
            ...render,
            description:
              'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
          }),
        ],
      ],
    },
  ],
};
