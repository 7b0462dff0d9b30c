import {
  adhocFiltersControl,
  annotationLayersControl,
  checkboxControl,
  colorSchemeControl,
  groupByControl,
  legendControls,
  metricsControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
  seriesLimitControl,
  seriesLimitMetricControl,
  textControl,
  timeFormatControl,
  timeGrainControl,
  xAxisControl,
} from '../../controls/shared-controls';
import type { ControlConfig, ControlPanelConfig, ControlRow } from '../../controls/types';
import { SERIES_TYPE_CHOICES } from '../timeseries/form-data';

const render = { renderTrigger: true } as const;

/** The query rows of one query; B's keys carry the _b suffix. */
function queryRows(suffix: '' | '_b'): ControlRow[] {
  const name = (key: string) => `${key}${suffix}`;
  return [
    [metricsControl({ name: name('metrics') })],
    [groupByControl({ name: name('groupby') })],
    [{ ...adhocFiltersControl, name: name('adhoc_filters') }],
    [
      seriesLimitControl({ name: name('series_limit') }),
      seriesLimitMetricControl({ name: name('series_limit_metric') }),
    ],
    [checkboxControl(name('order_desc'), 'Sort descending', true)],
    [rowLimitControl({ name: name('row_limit') })],
    [checkboxControl(name('truncate_metric'), 'Truncate metric', true)],
  ];
}

/** The display rows of one query's series; B's keys carry a B suffix (Superset's spelling). */
function seriesRows(suffix: '' | 'B', valueSuffix: '' | 'B'): ControlRow[] {
  const name = (key: string) => `${key}${suffix}`;
  const rows: ControlConfig[][] = [
    [selectControl(name('seriesType'), 'Series type', SERIES_TYPE_CHOICES, 'line', render)],
    [
      selectControl(name('stack'), 'Stack series', [['Stack', 'Stack']], null, {
        ...render,
        clearable: true,
      }),
    ],
    [checkboxControl(name('area'), 'Area chart', false, render)],
    [
      {
        type: 'SliderControl',
        name: name('opacity'),
        label: 'Opacity',
        min: 0,
        max: 1,
        step: 0.1,
        default: 0.2,
        renderTrigger: true,
      },
    ],
    [checkboxControl(`show_value${valueSuffix}`, 'Show values', false, render)],
    [checkboxControl(name('markerEnabled'), 'Marker', false, render)],
    [
      {
        type: 'SliderControl',
        name: name('markerSize'),
        label: 'Marker size',
        min: 0,
        max: 100,
        step: 1,
        default: 6,
        renderTrigger: true,
      },
    ],
    [
      selectControl(
        name('yAxisIndex'),
        'Y axis',
        [
          [0, 'Primary'],
          [1, 'Secondary'],
        ],
        0,
        render,
      ),
    ],
  ];
  return rows;
}

/** Control panel of Mixed Chart. */
export const mixedControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Shared query fields',
      expanded: true,
      controlSetRows: [[xAxisControl()], [timeGrainControl()]],
    },
    { label: 'Query A', expanded: true, controlSetRows: queryRows('') },
    { label: 'Query B', expanded: true, controlSetRows: queryRows('_b') },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [checkboxControl('show_query_identifiers', 'Show query identifiers', false, render)],
        ...legendControls.map((c): ControlRow => [c]),
        [checkboxControl('zoomable', 'Data zoom', false, render)],
        [timeFormatControl('x_axis_time_format', 'Time format')],
        [checkboxControl('rich_tooltip', 'Rich tooltip', true, render)],
        [timeFormatControl('tooltipTimeFormat', 'Tooltip time format')],
        [
          numberFormatControl('y_axis_format', 'Primary y-axis format'),
          numberFormatControl('y_axis_format_secondary', 'Secondary y-axis format'),
        ],
        [
          {
            type: 'BoundsControl',
            name: 'y_axis_bounds',
            label: 'Primary y-axis bounds',
            default: [null, null],
            renderTrigger: true,
          },
        ],
        [
          {
            type: 'BoundsControl',
            name: 'y_axis_bounds_secondary',
            label: 'Secondary y-axis bounds',
            default: [null, null],
            renderTrigger: true,
          },
        ],
        [
          checkboxControl('logAxis', 'Logarithmic y-axis', false, render),
          checkboxControl('logAxisSecondary', 'Logarithmic secondary y-axis', false, render),
        ],
        [
          textControl('y_axis_title', 'Primary y-axis title', '', render),
          textControl('y_axis_title_secondary', 'Secondary y-axis title', '', render),
        ],
      ],
    },
    { label: 'Customize Query A', expanded: false, controlSetRows: seriesRows('', '') },
    { label: 'Customize Query B', expanded: false, controlSetRows: seriesRows('B', 'B') },
    { label: 'Annotations and layers', expanded: false, controlSetRows: [[annotationLayersControl]] },
  ],
};
