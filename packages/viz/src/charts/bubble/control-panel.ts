import { axisTitleControl, columnControl, titleMarginControl } from '../../controls/chart-controls';
import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  legendControls,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
  textControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig, ControlRow } from '../../controls/types';

const render = { renderTrigger: true } as const;
const bounds = (name: string, label: string, description: string) =>
  ({ type: 'BoundsControl', name, label, description, default: [null, null], renderTrigger: true }) as const;

/** Control panel of Bubble Chart (Superset's rows). */
export const bubbleControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          columnControl('series', 'Dimension', {
            required: false,
            description: 'Colors the bubbles by this column.',
          }),
        ],
        [
          columnControl('entity', 'Entity', {
            description: 'This defines the element to be plotted on the chart',
          }),
        ],
        [
          metricControl({
            name: 'x',
            label: 'X Axis',
            description: "The dataset's column or metric for the x-axis",
          }),
        ],
        [
          metricControl({
            name: 'y',
            label: 'Y Axis',
            description: "The dataset's column or metric for the y-axis",
          }),
        ],
        [
          metricControl({
            name: 'size',
            label: 'Bubble Size',
            description: 'Metric used to calculate bubble size',
          }),
        ],
        [adhocFiltersControl],
        [metricControl({ name: 'orderby', label: 'Sort by', validators: [] })],
        [checkboxControl('order_desc', 'Sort descending', true)],
        [rowLimitControl()],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        ...legendControls.map((c): ControlRow => [c]),
        [
          selectControl(
            'max_bubble_size',
            'Max Bubble Size',
            [5, 10, 15, 25, 50, 75, 100].map((n) => [n, String(n)] as const),
            25,
            { ...render, freeForm: true },
          ),
        ],
        [numberFormatControl('tooltipSizeFormat', 'Bubble size number format')],
        [
          textControl('opacity', 'Bubble Opacity', 0.6, {
            ...render,
            isFloat: true,
            description: 'Opacity of bubbles, 0 means completely transparent, 1 means opaque',
          }),
        ],
      ],
    },
    {
      label: 'X Axis',
      expanded: true,
      controlSetRows: [
        [axisTitleControl('x_axis_label', 'X Axis Title')],
        [titleMarginControl('x_axis_title_margin', 'X axis title margin', 30)],
        [numberFormatControl('xAxisFormat', 'X Axis Format')],
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
            { ...render, freeForm: true },
          ),
        ],
        [checkboxControl('logXAxis', 'Logarithmic x-axis', false, render)],
        [checkboxControl('truncateXAxis', 'Truncate X Axis', true, render)],
        [
          bounds(
            'xAxisBounds',
            'X Axis Bounds',
            'Bounds for the X-axis. When left empty, the bounds are dynamically defined based on the min/max of the data.',
          ),
        ],
      ],
    },
    {
      label: 'Y Axis',
      expanded: true,
      controlSetRows: [
        [axisTitleControl('y_axis_label', 'Y Axis Title')],
        [titleMarginControl('y_axis_title_margin', 'Y axis title margin', 30)],
        [numberFormatControl('y_axis_format', 'Y Axis Format')],
        [checkboxControl('logYAxis', 'Logarithmic y-axis', false, render)],
        [checkboxControl('truncateYAxis', 'Truncate Y Axis', false, render)],
        [
          bounds(
            'y_axis_bounds',
            'Y Axis Bounds',
            'Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data.',
          ),
        ],
      ],
    },
  ],
};
