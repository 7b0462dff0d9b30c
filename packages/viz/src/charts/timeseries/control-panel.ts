import {
  adhocFiltersControl,
  advancedAnalyticsRows,
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
import { validateNumber } from '../../controls/validators';
import type { SeriesType } from './form-data';

/** What differs between the time-series charts' panels. */
export interface TimeseriesPanelOptions {
  /** The chart's series type (its default). */
  seriesType: SeriesType;
  /** Choices of the series-type select, when the chart offers one. */
  seriesTypeChoices?: readonly (readonly [SeriesType, string])[];
  /** Area fill by default. */
  area: boolean;
}

const render = { renderTrigger: true } as const;

function styleRows(options: TimeseriesPanelOptions): ControlRow[] {
  const isBar = options.seriesType === 'bar';
  const isScatter = options.seriesType === 'scatter';
  const rows: ControlRow[] = [];
  if (options.seriesTypeChoices)
    rows.push([
      selectControl('seriesType', 'Series style', options.seriesTypeChoices, options.seriesType, render),
    ]);
  if (isBar)
    rows.push([
      selectControl(
        'orientation',
        'Bar orientation',
        [
          ['vertical', 'Vertical'],
          ['horizontal', 'Horizontal'],
        ],
        'vertical',
        render,
      ),
    ]);
  rows.push([
    selectControl(
      'stack',
      'Stacked style',
      [
        ['Stack', 'Stack'],
        ['Stream', 'Stream'],
      ],
      null,
      { ...render, clearable: true },
    ),
  ]);
  if (!isBar && !isScatter) {
    rows.push([
      checkboxControl('area', 'Area chart', options.area, render),
      {
        type: 'SliderControl',
        name: 'opacity',
        label: 'Area opacity',
        min: 0,
        max: 1,
        step: 0.1,
        default: 0.2,
        renderTrigger: true,
        visibility: (fd) => fd['area'] === true,
      },
    ]);
    rows.push([checkboxControl('markerEnabled', 'Marker', false, render)]);
  }
  if (!isBar) {
    rows.push([
      {
        type: 'SliderControl',
        name: 'markerSize',
        label: 'Marker size',
        min: 0,
        max: 20,
        step: 1,
        default: 6,
        renderTrigger: true,
        visibility: (fd) => isScatter || fd['markerEnabled'] === true,
      },
    ]);
  }
  rows.push([
    checkboxControl('show_value', 'Show value', false, render),
    checkboxControl('only_total', 'Only total', false, {
      ...render,
      visibility: (fd) => fd['show_value'] === true && Boolean(fd['stack']),
    }),
  ]);
  return rows;
}

const axisRows: readonly ControlRow[] = [
  [checkboxControl('zoomable', 'Data zoom', false, render)],
  [textControl('x_axis_title', 'X axis title', '', render)],
  [
    textControl('x_axis_title_margin', 'X axis title margin', 15, {
      ...render,
      isInt: true,
      validators: [validateNumber],
    }),
  ],
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
      { ...render, freeForm: true },
    ),
  ],
  [checkboxControl('truncateXAxis', 'Truncate X Axis', true, render)],
  [textControl('y_axis_title', 'Y axis title', '', render)],
  [
    textControl('y_axis_title_margin', 'Y axis title margin', 15, {
      ...render,
      isInt: true,
      validators: [validateNumber],
    }),
  ],
  [numberFormatControl('y_axis_format', 'Y Axis Format')],
  [
    checkboxControl('logAxis', 'Logarithmic y-axis', false, render),
    checkboxControl('minorSplitLine', 'Minor split line', false, render),
  ],
  [checkboxControl('truncateYAxis', 'Truncate Y Axis', false, render)],
  [
    {
      type: 'BoundsControl',
      name: 'y_axis_bounds',
      label: 'Y Axis Bounds',
      default: [null, null],
      renderTrigger: true,
    },
  ],
  [
    checkboxControl('rich_tooltip', 'Rich tooltip', true, render),
    checkboxControl('showTooltipTotal', 'Show total', false, {
      ...render,
      visibility: (fd) => fd['rich_tooltip'] !== false,
    }),
  ],
  [timeFormatControl('tooltipTimeFormat', 'Tooltip time format')],
  [
    selectControl(
      'sort_series_type',
      'Sort series by',
      [
        ['name', 'Category name'],
        ['sum', 'Total value'],
        ['min', 'Minimum value'],
        ['max', 'Maximum value'],
        ['avg', 'Average value'],
      ],
      'sum',
      render,
    ),
    checkboxControl('sort_series_ascending', 'Sort series ascending', false, render),
  ],
];

const hasSeriesLimit = (fd: Readonly<Record<string, unknown>>) => Boolean(fd['series_limit']);

/** The control panel of a time-series chart. */
export function timeseriesControlPanel(options: TimeseriesPanelOptions): ControlPanelConfig {
  const queryRows: ControlRow[] = [
    [xAxisControl()],
    [timeGrainControl()],
    [metricsControl()],
    [groupByControl()],
    [
      selectControl(
        'contributionMode',
        'Contribution mode',
        [
          ['row', 'Row'],
          ['column', 'Series'],
        ],
        null,
        { clearable: true },
      ),
    ],
    [adhocFiltersControl],
    [seriesLimitControl(), seriesLimitMetricControl({ visibility: hasSeriesLimit })],
    [checkboxControl('order_desc', 'Sort descending', true, { visibility: hasSeriesLimit })],
    [rowLimitControl()],
    [checkboxControl('truncate_metric', 'Truncate metric', true)],
    [checkboxControl('show_empty_columns', 'Show empty columns', true)],
  ];
  const chartRows: ControlRow[] = [
    [colorSchemeControl],
    ...styleRows(options),
    ...legendControls.map((c): ControlConfig[] => [c]),
    ...axisRows,
  ];
  return {
    sections: [
      { label: 'Query', expanded: true, controlSetRows: queryRows },
      { label: 'Advanced analytics', expanded: false, controlSetRows: advancedAnalyticsRows },
      { label: 'Annotations and layers', expanded: false, controlSetRows: [[annotationLayersControl]] },
      { label: 'Chart options', expanded: true, controlSetRows: chartRows },
    ],
  };
}
