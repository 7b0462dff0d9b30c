import {
  adhocFiltersControl,
  advancedAnalyticsRows,
  annotationLayersControl,
  checkboxControl,
  colorSchemeControl,
  groupByControl,
  hasTemporalXAxis,
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
    checkboxControl('only_total', 'Only total', true, {
      ...render,
      description: 'Only show the total value on the stacked chart, and not show on the selected category',
      visibility: (fd) => fd['show_value'] === true && Boolean(fd['stack']),
    }),
  ]);
  rows.push([
    textControl('percentage_threshold', 'Percentage threshold', 0, {
      ...render,
      isFloat: true,
      validators: [validateNumber],
      description: 'Minimum threshold in percentage points for showing labels.',
      visibility: (fd) => fd['show_value'] === true && Boolean(fd['stack']) && fd['only_total'] === false,
    }),
  ]);
  return rows;
}

const axisRows: readonly ControlRow[] = [
  [checkboxControl('zoomable', 'Data zoom', false, render)],
  [
    checkboxControl('minorTicks', 'Minor ticks', false, {
      ...render,
      description: 'Show minor ticks on axes.',
    }),
  ],
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
  [
    selectControl(
      'xAxisLabelInterval',
      'X Axis Label Interval',
      [
        ['auto', 'Auto'],
        [0, 'All'],
      ],
      'auto',
      { ...render, description: 'Choose how many X-Axis labels to show' },
    ),
  ],
  [checkboxControl('truncateXAxis', 'Truncate X Axis', true, render)],
  [
    {
      type: 'BoundsControl',
      name: 'xAxisBounds',
      label: 'X Axis Bounds',
      description: 'Bounds of a numeric x-axis; empty bounds follow the data.',
      default: [null, null],
      renderTrigger: true,
      visibility: (fd) => fd['truncateXAxis'] !== false,
    },
  ],
  [textControl('y_axis_title', 'Y axis title', '', render)],
  [
    textControl('y_axis_title_margin', 'Y axis title margin', 15, {
      ...render,
      isInt: true,
      validators: [validateNumber],
    }),
  ],
  [
    selectControl(
      'y_axis_title_position',
      'Y axis title position',
      [
        ['Left', 'Left'],
        ['Top', 'Top'],
      ],
      'Left',
      render,
    ),
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
    checkboxControl('showTooltipTotal', 'Show total', true, {
      ...render,
      visibility: (fd) => fd['rich_tooltip'] !== false,
    }),
  ],
  [
    checkboxControl('tooltipSortByMetric', 'Tooltip sort by metric', false, {
      ...render,
      description: 'Whether to sort tooltip by the selected metric in descending order.',
      visibility: (fd) => fd['rich_tooltip'] !== false,
    }),
    checkboxControl('showTooltipPercentage', 'Show percentage', false, {
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
    [
      checkboxControl('xAxisForceCategorical', 'Force categorical', false, {
        ...render,
        description: 'Treat values as categorical.',
        visibility: (fd, context) => !hasTemporalXAxis(fd, context),
      }),
    ],
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
    [
      selectControl('x_axis_sort', 'X-Axis Sort By', [], null, {
        freeForm: true,
        clearable: true,
        description:
          'Sort the x-axis by its own values or by a metric (the x-axis column or a metric label); only without dimensions.',
        visibility: (fd) => !(Array.isArray(fd['groupby']) && fd['groupby'].length > 0),
      }),
      checkboxControl('x_axis_sort_asc', 'X-Axis Sort Ascending', true, {
        visibility: (fd) =>
          Boolean(fd['x_axis_sort']) && !(Array.isArray(fd['groupby']) && fd['groupby'].length > 0),
      }),
    ],
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
