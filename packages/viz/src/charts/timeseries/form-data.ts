import { z } from 'zod';
import { formColumnSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';
import { SMART_NUMBER } from '../../format/number-format';
import { SMART_DATE } from '../../format/time-format';

/** How series are drawn: Superset's EchartsTimeseriesSeriesType (start/middle/end are step lines). */
export const SERIES_TYPES = ['line', 'scatter', 'smooth', 'bar', 'start', 'middle', 'end'] as const;
/** One series type. */
export type SeriesType = (typeof SERIES_TYPES)[number];
/** Every series type with its label, as the Generic and Mixed charts' series-style selects offer them. */
export const SERIES_TYPE_CHOICES: readonly (readonly [SeriesType, string])[] = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
];

/** Viz-type names some saved charts keep in seriesType, read as the series type they draw. */
const SERIES_TYPE_ALIASES: Readonly<Record<string, SeriesType>> = {
  echarts_timeseries_line: 'line',
  echarts_timeseries_bar: 'bar',
  echarts_timeseries_scatter: 'scatter',
  echarts_timeseries_smooth: 'smooth',
  echarts_timeseries_step: 'start',
  echarts_area: 'line',
};

/** A seriesType value; unknown ones fall back to the chart's own. */
export function seriesTypeSchema(fallback: SeriesType) {
  return z
    .preprocess((v) => (typeof v === 'string' ? (SERIES_TYPE_ALIASES[v] ?? v) : v), z.enum(SERIES_TYPES))
    .optional()
    .catch(fallback)
    .transform((v) => v ?? fallback);
}

/** [min, max] of an axis; null leaves it automatic. */
export const boundsSchema = z
  .array(numberish(z.number()).nullable())
  .nullable()
  .optional()
  .transform((v): [number | null, number | null] => [v?.[0] ?? null, v?.[1] ?? null]);

/** Stacking: Superset saves null, a style name ("Stack", "Stream", "Expand") or, on old charts, a boolean. */
export const stackSchema = z
  .union([z.string(), z.boolean()])
  .nullable()
  .optional()
  .transform((v) => (v === true ? 'Stack' : v || null));

/** Form-data keys shared by the series of time-series charts (mixed charts repeat them with a B suffix). */
export const seriesStyleShape = {
  /** Fill under lines. */
  area: z.boolean().default(false),
  /** Area / bar opacity. */
  opacity: numberish(z.number().min(0).max(1)).default(0.2),
  /** Show point markers on lines. */
  markerEnabled: z.boolean().default(false),
  /** Marker size in pixels. */
  markerSize: numberish(z.number().min(0)).default(6),
  /** Stacking style, or null. */
  stack: stackSchema,
  /** Show values as labels. */
  show_value: z.boolean().default(false),
  /** Only the total label of stacked series (Superset's default: true). */
  only_total: z.boolean().default(true),
  /** Labels of stacked values under this share of their stack (percent) are hidden. */
  percentage_threshold: numberish(z.number().min(0)).catch(0).default(0),
};

/** Keys of one time-series query beyond the shared ones (mixed charts repeat them with a _b suffix). */
export const timeseriesQueryShape = {
  /** Dimensions. */
  groupby: z
    .array(formColumnSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  /** Percentage mode: row or column contribution. */
  contributionMode: z.enum(['row', 'column']).nullable().optional(),
  /** Keep series whose values are all empty. */
  show_empty_columns: z.boolean().nullable().optional(),
  /** Drop the metric name from series names when there is one metric. */
  truncate_metric: z.boolean().nullable().optional(),
  rolling_type: z.string().nullable().optional(),
  rolling_periods: numberish(z.number()).nullable().optional(),
  min_periods: numberish(z.number()).nullable().optional(),
  time_compare: z.array(z.string()).nullable().optional(),
  comparison_type: z.string().nullable().optional(),
  resample_rule: z.string().nullable().optional(),
  resample_method: z.string().nullable().optional(),
};

/** Axis, legend and tooltip keys of time-series charts. */
export const timeseriesAxisShape = {
  /** Number format of the y-axis and tooltips. */
  y_axis_format: z
    .string()
    .nullable()
    .default(SMART_NUMBER)
    .transform((v) => v || SMART_NUMBER),
  /** Time format of x-axis labels. */
  x_axis_time_format: z
    .string()
    .nullable()
    .default(SMART_DATE)
    .transform((v) => v || SMART_DATE),
  /** Time format of tooltips. */
  tooltipTimeFormat: z
    .string()
    .nullable()
    .default(SMART_DATE)
    .transform((v) => v || SMART_DATE),
  /** Y-axis [min, max]. */
  y_axis_bounds: boundsSchema,
  /** Logarithmic y-axis. */
  logAxis: z.boolean().default(false),
  minorSplitLine: z.boolean().default(false),
  truncateYAxis: z.boolean().default(false),
  truncateXAxis: z.boolean().default(true),
  /** Data zoom slider. */
  zoomable: z.boolean().default(false),
  /** One tooltip for all series at an x. */
  rich_tooltip: z.boolean().default(true),
  /** A total line in the rich tooltip (Superset's default: true). */
  showTooltipTotal: z.boolean().default(true),
  /** Rich tooltip lines ordered by value. */
  tooltipSortByMetric: z.boolean().default(false),
  /** Rich tooltip lines with their share of the total. */
  showTooltipPercentage: z.boolean().default(false),
  /** Minor ticks on the y-axis. */
  minorTicks: z.boolean().default(false),
  /** A numeric x-axis as categories. */
  xAxisForceCategorical: z.boolean().default(false),
  /** [min, max] of a numeric x-axis. */
  xAxisBounds: boundsSchema,
  /** Where the y-axis title stands. */
  y_axis_title_position: z.enum(['Left', 'Top']).catch('Left').default('Left'),
  /** Every x label (0) or as they fit (auto). */
  xAxisLabelInterval: z
    .union([z.literal('auto'), numberish(z.number().int().min(0))])
    .catch('auto')
    .default('auto'),
  show_legend: z.boolean().default(true),
  legendType: z.enum(['scroll', 'plain']).catch('scroll').default('scroll'),
  legendOrientation: z.enum(['top', 'bottom', 'left', 'right']).catch('top').default('top'),
  x_axis_title: z.string().nullable().default(''),
  y_axis_title: z.string().nullable().default(''),
  x_axis_title_margin: numberish(z.number()).nullable().default(15),
  y_axis_title_margin: numberish(z.number()).nullable().default(15),
  xAxisLabelRotation: numberish(z.number()).catch(0).default(0),
};

/** Form data of the time-series charts (line, bar, area, scatter, smooth, step); keys verbatim. */
export function timeseriesFormDataSchema(defaults: { seriesType: SeriesType; area: boolean }) {
  return queryFormDataSchema
    .extend({
      ...seriesStyleShape,
      ...timeseriesQueryShape,
      ...timeseriesAxisShape,
      /** Series type (fixed per chart except on line charts). */
      seriesType: seriesTypeSchema(defaults.seriesType),
      /** Fill under lines; area charts default to true. */
      area: z.boolean().default(defaults.area),
      /** Legacy contribution flag (read as row contribution). */
      contribution: z.boolean().nullable().optional(),
      /** Legacy stacking flag of bar charts. */
      bar_stacked: z.boolean().nullable().optional(),
      /** Bars horizontal or vertical. */
      orientation: z.enum(['vertical', 'horizontal']).catch('vertical').default('vertical'),
      x_axis_sort: z.string().nullable().optional(),
      x_axis_sort_asc: z.boolean().nullable().optional(),
      forecastEnabled: z.boolean().nullable().optional(),
      forecastPeriods: numberish(z.number()).nullable().optional(),
      forecastInterval: numberish(z.number()).nullable().optional(),
      /** Series order: by name, min, max, sum or avg. */
      sort_series_type: z.enum(['name', 'min', 'max', 'sum', 'avg']).catch('sum').default('sum'),
      sort_series_ascending: z.boolean().default(false),
    })
    .transform((fd) => ({
      ...fd,
      contributionMode: fd.contributionMode ?? (fd.contribution ? ('row' as const) : null),
      stack: fd.stack ?? (fd.bar_stacked ? 'Stack' : null),
    }));
}

/** Parsed form data of a time-series chart. */
export type TimeseriesFormData = z.infer<ReturnType<typeof timeseriesFormDataSchema>>;
