import { TIME_GRAINS } from '@meridian/core';
import { colorSchemeChoices, DEFAULT_COLOR_SCHEME } from '../color/schemes';
import {
  DEFAULT_ROW_LIMIT,
  DEFAULT_TIME_GRAIN,
  RESAMPLE_METHOD_OPTIONS,
  RESAMPLE_RULE_OPTIONS,
  ROW_LIMIT_OPTIONS,
  SERIES_LIMIT_OPTIONS,
  TIME_SHIFT_OPTIONS,
} from '../constants';
import { D3_FORMAT_OPTIONS, SMART_NUMBER } from '../format/number-format';
import { D3_TIME_FORMAT_OPTIONS, SMART_DATE } from '../format/time-format';
import type { Choices, ControlConfig, ControlContext, ControlFormData } from './types';
import { validateInteger, validateNonEmpty } from './validators';

/** Overrides of a shared control (label, default, visibility...). */
type Overrides<T extends ControlConfig['type']> = Partial<Omit<Extract<ControlConfig, { type: T }>, 'type'>>;

const choicesOf = (values: readonly (string | number)[]): Choices =>
  values.map((v) => [v, String(v)] as const);

/** The dataset picker at the top of the panel. */
export const datasourceControl: ControlConfig = {
  type: 'DatasourceControl',
  name: 'datasource',
  label: 'Dataset',
  default: null,
};

/** The visualization type picker. */
export const vizTypeControl: ControlConfig = {
  type: 'VizTypeControl',
  name: 'viz_type',
  label: 'Visualization type',
  default: 'table',
};

/** Metrics (several). */
export function metricsControl(overrides: Overrides<'MetricsControl'> = {}): ControlConfig {
  return {
    type: 'MetricsControl',
    multi: true,
    name: 'metrics',
    label: 'Metrics',
    default: [],
    validators: [validateNonEmpty],
    ...overrides,
  };
}

/** One metric. */
export function metricControl(overrides: Overrides<'MetricControl'> = {}): ControlConfig {
  return {
    type: 'MetricControl',
    multi: false,
    name: 'metric',
    label: 'Metric',
    default: null,
    validators: [validateNonEmpty],
    ...overrides,
  };
}

/** Dimensions. */
export function groupByControl(overrides: Overrides<'ColumnsControl'> = {}): ControlConfig {
  return {
    type: 'ColumnsControl',
    multi: true,
    name: 'groupby',
    label: 'Dimensions',
    default: [],
    ...overrides,
  };
}

/** The x-axis column (required: spec §5 non-empty). */
export function xAxisControl(overrides: Overrides<'ColumnControl'> = {}): ControlConfig {
  return {
    type: 'ColumnControl',
    multi: false,
    name: 'x_axis',
    label: 'X-axis',
    default: null,
    validators: [validateNonEmpty],
    ...overrides,
  };
}

/** Whether the x-axis is a temporal column (unknown column types count as temporal). */
export function hasTemporalXAxis(formData: ControlFormData, context: ControlContext): boolean {
  const xAxis = formData['x_axis'];
  if (xAxis === null || xAxis === undefined || xAxis === '') return false;
  if (typeof xAxis !== 'string' || !context.temporalColumns) return true;
  return context.temporalColumns.includes(xAxis);
}

/** Time grain of the x-axis; shown for a temporal x-axis. */
export function timeGrainControl(overrides: Overrides<'SelectControl'> = {}): ControlConfig {
  return {
    type: 'SelectControl',
    name: 'time_grain_sqla',
    label: 'Time grain',
    choices: TIME_GRAINS.map((g) => [g.key, g.name] as const),
    clearable: true,
    default: DEFAULT_TIME_GRAIN,
    visibility: hasTemporalXAxis,
    ...overrides,
  };
}

/** Chart filters, including the TEMPORAL_RANGE time filter. */
export const adhocFiltersControl: ControlConfig = {
  type: 'AdhocFiltersControl',
  name: 'adhoc_filters',
  label: 'Filters',
  default: [],
};

/** Legacy time range (newer charts keep the range in a TEMPORAL_RANGE adhoc filter). */
export const timeRangeControl: ControlConfig = {
  type: 'TimeRangeControl',
  name: 'time_range',
  label: 'Time range',
  default: 'No filter',
};

/** Row limit (integers; spec §5, §9). */
export function rowLimitControl(overrides: Overrides<'SelectControl'> = {}): ControlConfig {
  return {
    type: 'SelectControl',
    name: 'row_limit',
    label: 'Row limit',
    freeForm: true,
    choices: choicesOf(ROW_LIMIT_OPTIONS),
    default: DEFAULT_ROW_LIMIT,
    validators: [validateInteger],
    ...overrides,
  };
}

/** Series limit (integers; spec §5, §9). */
export function seriesLimitControl(overrides: Overrides<'SelectControl'> = {}): ControlConfig {
  return {
    type: 'SelectControl',
    name: 'series_limit',
    label: 'Series limit',
    freeForm: true,
    clearable: true,
    choices: choicesOf(SERIES_LIMIT_OPTIONS),
    default: null,
    validators: [validateInteger],
    ...overrides,
  };
}

/** Metric ordering the series limit. */
export function seriesLimitMetricControl(overrides: Overrides<'MetricControl'> = {}): ControlConfig {
  return {
    type: 'MetricControl',
    multi: false,
    name: 'series_limit_metric',
    label: 'Sort by',
    default: null,
    ...overrides,
  };
}

/** Sort descending. */
export function checkboxControl(
  name: string,
  label: string,
  defaultValue: boolean,
  overrides: Overrides<'CheckboxControl'> = {},
): ControlConfig {
  return { type: 'CheckboxControl', name, label, default: defaultValue, ...overrides };
}

/** A select over fixed choices. */
export function selectControl(
  name: string,
  label: string,
  choices: Choices,
  defaultValue: unknown,
  overrides: Overrides<'SelectControl'> = {},
): ControlConfig {
  return { type: 'SelectControl', name, label, choices, default: defaultValue, ...overrides };
}

/** A text input, numeric when isInt / isFloat. */
export function textControl(
  name: string,
  label: string,
  defaultValue: string | number | null,
  overrides: Overrides<'TextControl'> = {},
): ControlConfig {
  return { type: 'TextControl', name, label, default: defaultValue, ...overrides };
}

/** Categorical colour scheme (render only). */
export const colorSchemeControl: ControlConfig = {
  type: 'ColorSchemeControl',
  name: 'color_scheme',
  label: 'Color scheme',
  choices: colorSchemeChoices(),
  default: DEFAULT_COLOR_SCHEME,
  renderTrigger: true,
};

/** A number format select (free form d3-format). */
export function numberFormatControl(
  name = 'y_axis_format',
  label = 'Number format',
  overrides: Overrides<'SelectControl'> = {},
): ControlConfig {
  return {
    type: 'SelectControl',
    name,
    label,
    freeForm: true,
    choices: D3_FORMAT_OPTIONS,
    default: SMART_NUMBER,
    renderTrigger: true,
    ...overrides,
  };
}

/** A time format select (free form d3-time-format). */
export function timeFormatControl(
  name = 'x_axis_time_format',
  label = 'Time format',
  overrides: Overrides<'SelectControl'> = {},
): ControlConfig {
  return {
    type: 'SelectControl',
    name,
    label,
    freeForm: true,
    choices: D3_TIME_FORMAT_OPTIONS,
    default: SMART_DATE,
    renderTrigger: true,
    ...overrides,
  };
}

/** Legend controls (render only). */
export const legendControls: readonly ControlConfig[] = [
  checkboxControl('show_legend', 'Show legend', true, { renderTrigger: true }),
  selectControl(
    'legendType',
    'Type',
    [
      ['scroll', 'Scroll'],
      ['plain', 'Plain'],
    ],
    'scroll',
    {
      renderTrigger: true,
      visibility: (fd) => fd['show_legend'] !== false,
    },
  ),
  selectControl(
    'legendOrientation',
    'Orientation',
    [
      ['top', 'Top'],
      ['bottom', 'Bottom'],
      ['left', 'Left'],
      ['right', 'Right'],
    ],
    'top',
    {
      renderTrigger: true,
      visibility: (fd) => fd['show_legend'] !== false,
    },
  ),
];

/** Annotation layers. */
export const annotationLayersControl: ControlConfig = {
  type: 'AnnotationLayerControl',
  name: 'annotation_layers',
  label: 'Annotation layers',
  default: [],
};

/** Advanced analytics: rolling window, time comparison, resampling (their keys feed post-processing). */
export const advancedAnalyticsRows: readonly (readonly ControlConfig[])[] = [
  [
    selectControl(
      'rolling_type',
      'Rolling function',
      [
        ['None', 'None'],
        ['mean', 'mean'],
        ['sum', 'sum'],
        ['std', 'std'],
        ['cumsum', 'cumsum'],
      ],
      null,
      { clearable: true },
    ),
  ],
  [
    textControl('rolling_periods', 'Periods', 1, {
      isInt: true,
      validators: [validateInteger],
      visibility: (fd) => ['mean', 'sum', 'std'].includes(String(fd['rolling_type'])),
    }),
    textControl('min_periods', 'Min periods', 0, {
      isInt: true,
      validators: [validateInteger],
      visibility: (fd) => ['mean', 'sum', 'std'].includes(String(fd['rolling_type'])),
    }),
  ],
  [
    selectControl('time_compare', 'Time shift', choicesOf(TIME_SHIFT_OPTIONS), [], {
      multi: true,
      freeForm: true,
    }),
  ],
  [
    selectControl(
      'comparison_type',
      'Calculation type',
      [
        ['values', 'Actual values'],
        ['difference', 'Difference'],
        ['percentage', 'Percentage change'],
        ['ratio', 'Ratio'],
      ],
      'values',
      {
        visibility: (fd) => Array.isArray(fd['time_compare']) && fd['time_compare'].length > 0,
      },
    ),
  ],
  [
    selectControl('resample_rule', 'Rule', choicesOf(RESAMPLE_RULE_OPTIONS), null, {
      freeForm: true,
      clearable: true,
    }),
    selectControl('resample_method', 'Fill method', choicesOf(RESAMPLE_METHOD_OPTIONS), null, {
      clearable: true,
    }),
  ],
];
