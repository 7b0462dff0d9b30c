import { columnControl, linearColorSchemeControl, showLegendControl } from '../../controls/chart-controls';
import {
  adhocFiltersControl,
  checkboxControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
  textControl,
  timeFormatControl,
  timeGrainControl,
  xAxisControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateInteger } from '../../controls/validators';

const render = { renderTrigger: true } as const;
const SORT_CHOICES = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
] as const;
const intervalChoices = [
  [-1, 'Auto'] as const,
  ...[1, 2, 3, 4, 5, 10, 20, 50].map((n) => [n, String(n)] as const),
];
const marginChoices = [
  ['auto', 'auto'] as const,
  ...[50, 75, 100, 125, 150, 200].map((n) => [n, String(n)] as const),
];

/** Control panel of Heatmap (Superset's rows). */
export const heatmapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [xAxisControl()],
        [timeGrainControl()],
        [{ ...columnControl('groupby', 'Y-axis'), description: 'Dimension to use on y-axis.' }],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl()],
        [selectControl('sort_x_axis', 'Sort x-axis', SORT_CHOICES, 'alpha_asc', { clearable: true })],
        [selectControl('sort_y_axis', 'Sort y-axis', SORT_CHOICES, 'alpha_asc', { clearable: true })],
        [
          selectControl(
            'normalize_across',
            'Normalize Across',
            [
              ['heatmap', 'heatmap'],
              ['x', 'x'],
              ['y', 'y'],
            ],
            'heatmap',
            {
              description:
                'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range.',
            },
          ),
        ],
      ],
    },
    {
      label: 'Heatmap Options',
      expanded: true,
      controlSetRows: [
        [linearColorSchemeControl()],
        [
          {
            type: 'ColorPickerControl',
            name: 'border_color',
            label: 'Border color',
            default: { r: 0, g: 0, b: 0, a: 1 },
            renderTrigger: true,
          },
          textControl('border_width', 'Border width', 0, { ...render, isFloat: true }),
        ],
        [
          selectControl('xscale_interval', 'XScale Interval', intervalChoices, -1, {
            ...render,
            description: 'Number of steps to take between ticks when displaying the X scale',
          }),
          selectControl('yscale_interval', 'YScale Interval', intervalChoices, -1, {
            ...render,
            description: 'Number of steps to take between ticks when displaying the Y scale',
          }),
        ],
        [
          selectControl('left_margin', 'Left Margin', marginChoices, 'auto', { ...render, freeForm: true }),
          selectControl('bottom_margin', 'Bottom Margin', marginChoices, 'auto', {
            ...render,
            freeForm: true,
          }),
        ],
        [
          {
            type: 'BoundsControl',
            name: 'value_bounds',
            label: 'Value bounds',
            description: 'Hard value bounds applied for color coding.',
            default: [null, null],
            renderTrigger: true,
          },
        ],
        [numberFormatControl('y_axis_format', 'Value format')],
        [timeFormatControl('x_axis_time_format', 'Time format')],
        [
          selectControl(
            'xAxisLabelRotation',
            'Rotate x axis label',
            [
              [0, '0°'],
              [45, '45°'],
              [90, '90°'],
            ],
            0,
            { ...render, freeForm: true, validators: [validateInteger] },
          ),
        ],
        [showLegendControl],
        [
          selectControl(
            'legend_type',
            'Legend Type',
            [
              ['continuous', 'Continuous'],
              ['piecewise', 'Piecewise'],
            ],
            'continuous',
            { ...render, visibility: (fd) => fd['show_legend'] !== false },
          ),
        ],
        [
          checkboxControl('show_percentage', 'Show percentage', true, {
            ...render,
            description: 'Whether to include the percentage in the tooltip',
          }),
          checkboxControl('show_values', 'Show Values', false, {
            ...render,
            description: 'Whether to display the numerical values within the cells',
          }),
        ],
        [
          checkboxControl('normalized', 'Normalized', false, {
            ...render,
            description: 'Whether to apply a normal distribution based on rank on the color scale',
          }),
        ],
      ],
    },
  ],
};
