import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  legendControls,
  metricsControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
  textControl,
  timeFormatControl,
} from '../../controls/shared-controls';
import type { ControlConfig, ControlPanelConfig, ControlRow } from '../../controls/types';
import { validateInteger, validateNonEmpty } from '../../controls/validators';

const render = { renderTrigger: true } as const;

type ColumnControlConfig = Extract<ControlConfig, { type: 'ColumnControl' }>;

function columnControl(
  name: string,
  label: string,
  overrides: Partial<Omit<ColumnControlConfig, 'type' | 'multi'>> = {},
): ControlConfig {
  return { type: 'ColumnControl', multi: false, name, label, default: null, ...overrides };
}

/** Control panel of Gantt Chart (Superset's rows). */
export const ganttControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [columnControl('start_time', 'Start Time', { temporalOnly: true, validators: [validateNonEmpty] })],
        [columnControl('end_time', 'End Time', { temporalOnly: true, validators: [validateNonEmpty] })],
        [
          columnControl('y_axis', 'Y-axis', {
            description: 'Dimension to use on y-axis.',
            validators: [validateNonEmpty],
          }),
        ],
        [
          columnControl('series', 'Dimension', {
            description: 'Dimension to use on series (colours the bars).',
          }),
        ],
        [
          checkboxControl('subcategories', 'Subcategories', false, {
            ...render,
            description:
              'Divides each category into subcategories based on the values in the dimension. It can be used to exclude intersections.',
            visibility: (fd) => Boolean(fd['series']),
          }),
        ],
        [metricsControl({ name: 'tooltip_metrics', label: 'Tooltip (metrics)', validators: [] })],
        [
          {
            type: 'ColumnsControl',
            multi: true,
            name: 'tooltip_columns',
            label: 'Tooltip (columns)',
            default: [],
          },
        ],
        [adhocFiltersControl],
        [
          {
            type: 'SelectControl',
            name: 'order_by_cols',
            label: 'Ordering',
            description: 'Orderings as JSON pairs, e.g. ["start_time", true] for ascending start times.',
            choices: [],
            multi: true,
            freeForm: true,
            default: [],
          },
        ],
        [rowLimitControl()],
      ],
    },
    {
      label: 'Chart Title',
      expanded: true,
      controlSetRows: [
        [textControl('x_axis_title', 'X Axis Title', '', render)],
        [
          textControl('x_axis_title_margin', 'X Axis Title Margin', 15, {
            ...render,
            isInt: true,
            validators: [validateInteger],
          }),
        ],
        [textControl('y_axis_title', 'Y Axis Title', '', render)],
        [
          textControl('y_axis_title_margin', 'Y Axis Title Margin', 15, {
            ...render,
            isInt: true,
            validators: [validateInteger],
          }),
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
          selectControl(
            'legendSort',
            'Sort legend',
            [
              ['asc', 'Label ascending'],
              ['desc', 'Label descending'],
            ],
            null,
            { ...render, clearable: true, visibility: (fd) => fd['show_legend'] !== false },
          ),
        ],
        [checkboxControl('zoomable', 'Data Zoom', false, render)],
        [
          selectControl('x_axis_time_bounds', 'X Axis Bounds (start, end time of day)', [], null, {
            ...render,
            multi: true,
            freeForm: true,
            description:
              'Times of day (HH:mm:ss) the x-axis starts on the first day and ends on the last day of the data. Empty: the data decides.',
          }),
        ],
        [timeFormatControl('x_axis_time_format', 'Time format')],
        [timeFormatControl('tooltipTimeFormat', 'Tooltip time format')],
        [numberFormatControl('tooltipValuesFormat', 'Number format')],
      ],
    },
  ],
};
