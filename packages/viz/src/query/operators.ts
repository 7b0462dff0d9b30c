import {
  columnLabel,
  metricLabel,
  type QueryColumn,
  type QueryMetric,
  type QueryObject,
} from '@meridian/core';
import type { QueryFormData } from '../form-data/schemas';
import { getXAxisLabel } from './x-axis';

/** One post-processing step of a query object. */
export type PostProcessingStep = NonNullable<QueryObject['post_processing'][number]>;

/** Comparison types of time comparison (spec §3). */
export const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;
/** Rolling types (spec §3); "None" and null mean no rolling. */
export const ROLLING_TYPES = ['mean', 'sum', 'std', 'cumsum'] as const;

/** Form-data keys the operators read, beyond the shared ones. */
export interface AnalyticsFormData extends QueryFormData {
  /** Keep series whose values are all empty (pivot's drop_missing_columns is its negation). */
  show_empty_columns?: boolean | null;
  /** Drop the metric level of column names when there is one metric and a dimension. */
  truncate_metric?: boolean | null;
  /** Rolling window function. */
  rolling_type?: string | null;
  /** Rolling window size. */
  rolling_periods?: number | null;
  /** Minimum periods of a rolling window. */
  min_periods?: number | null;
  /** Time shifts to compare with, e.g. "1 year ago". */
  time_compare?: readonly string[] | null;
  /** How to compare with the shifted series. */
  comparison_type?: string | null;
  /** Pandas offset of resampling, e.g. 1D. */
  resample_rule?: string | null;
  /** Resampling method, or "zerofill". */
  resample_method?: string | null;
  /** Contribution mode: row or column. */
  contributionMode?: string | null;
  /** Sort the categorical x-axis by this label (bar charts). */
  x_axis_sort?: string | null;
  /** Ascending x-axis sort. */
  x_axis_sort_asc?: boolean | null;
  /** Forecast with prophet. */
  forecastEnabled?: boolean | null;
  forecastPeriods?: number | null;
  forecastInterval?: number | null;
  forecastSeasonalityYearly?: boolean | number | null;
  forecastSeasonalityWeekly?: boolean | number | null;
  forecastSeasonalityDaily?: boolean | number | null;
}

type OperatorQuery = Pick<QueryObject, 'metrics' | 'series_columns'>;

function metricLabels(query: OperatorQuery): string[] {
  return (query.metrics ?? []).map((metric: QueryMetric) => metricLabel(metric));
}

/** Labels of the series dimensions; callers set series_columns to the dimensions the pivot spreads. */
function seriesLabels(query: OperatorQuery): string[] {
  return query.series_columns.map((column: QueryColumn) => columnLabel(column));
}

/** Whether the form asks for time comparison. */
export function isTimeComparison(formData: AnalyticsFormData): boolean {
  return (
    (COMPARISON_TYPES as readonly string[]).includes(formData.comparison_type ?? '') &&
    (formData.time_compare ?? []).length > 0
  );
}

/** `metric__offset` -> metric, for every metric and time shift. */
export function getMetricOffsetsMap(formData: AnalyticsFormData, query: OperatorQuery): Map<string, string> {
  const map = new Map<string, string>();
  for (const label of metricLabels(query)) {
    for (const offset of formData.time_compare ?? []) map.set(`${label}__${offset}`, label);
  }
  return map;
}

/** Pivot on the x-axis, series columns as columns, a `mean` aggregate per metric (keeps NaN). */
export function pivotOperator(
  formData: AnalyticsFormData,
  query: OperatorQuery,
): PostProcessingStep | undefined {
  const xAxisLabel = getXAxisLabel(formData);
  const labels = isTimeComparison(formData)
    ? (() => {
        const map = getMetricOffsetsMap(formData, query);
        return [...new Set([...map.values(), ...map.keys()])];
      })()
    : metricLabels(query);
  if (!xAxisLabel || labels.length === 0) return undefined;
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: seriesLabels(query),
      aggregates: Object.fromEntries(labels.map((label) => [label, { operator: 'mean' }])),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
}

/** Drops the metric level of column names when there is one metric, a dimension and truncate_metric. */
export function renameOperator(
  formData: AnalyticsFormData,
  query: OperatorQuery,
): PostProcessingStep | undefined {
  const metrics = query.metrics ?? [];
  const comparing = isTimeComparison(formData);
  const derived = comparing && formData.comparison_type !== 'values';
  const first = metrics[0];
  if (
    metrics.length !== 1 ||
    !first ||
    seriesLabels(query).length === 0 ||
    !getXAxisLabel(formData) ||
    derived ||
    !formData.truncate_metric
  ) {
    return undefined;
  }
  const pairs: [string, string | null][] = [];
  if (comparing) {
    for (const key of getMetricOffsetsMap(formData, query).keys()) {
      const offset = (formData.time_compare ?? []).find((o) => key.includes(o));
      pairs.push([key, offset ?? null]);
    }
  }
  pairs.push([metricLabel(first), null]);
  return { operation: 'rename', options: { columns: Object.fromEntries(pairs), level: 0, inplace: true } };
}

/** Flattens the pivoted frame into plain columns joined with ", ". */
export function flattenOperator(): PostProcessingStep {
  return { operation: 'flatten' };
}

/** Cumulative sum, or a rolling mean / sum / std, over the metrics. */
export function rollingWindowOperator(
  formData: AnalyticsFormData,
  query: OperatorQuery,
): PostProcessingStep | undefined {
  const columns = isTimeComparison(formData)
    ? (() => {
        const map = getMetricOffsetsMap(formData, query);
        return [...map.values(), ...map.keys()];
      })()
    : metricLabels(query);
  const columnsMap = Object.fromEntries(columns.map((c) => [c, c]));
  const type = formData.rolling_type;
  if (type === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns: columnsMap } };
  if (type === 'sum' || type === 'mean' || type === 'std') {
    return {
      operation: 'rolling',
      options: {
        rolling_type: type,
        window: ensureInt(formData.rolling_periods, 1),
        min_periods: ensureInt(formData.min_periods, 0),
        columns: columnsMap,
      },
    };
  }
  return undefined;
}

function ensureInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : fallback;
}

/** Compares each metric with its shifted copies (difference, percentage or ratio). */
export function timeCompareOperator(
  formData: AnalyticsFormData,
  query: OperatorQuery,
): PostProcessingStep | undefined {
  if (!isTimeComparison(formData) || formData.comparison_type === 'values') return undefined;
  const map = getMetricOffsetsMap(formData, query);
  return {
    operation: 'compare',
    options: {
      source_columns: [...map.values()],
      compare_columns: [...map.keys()],
      compare_type: formData.comparison_type,
      drop_original_columns: true,
    },
  };
}

/** Resamples the time index when a rule and a method are set ("zerofill" is asfreq with 0). */
export function resampleOperator(formData: AnalyticsFormData): PostProcessingStep | undefined {
  const zerofill = formData.resample_method === 'zerofill';
  const method = zerofill ? 'asfreq' : formData.resample_method;
  if (!method || !formData.resample_rule) return undefined;
  return {
    operation: 'resample',
    options: { method, rule: formData.resample_rule, fill_value: zerofill ? 0 : null },
  };
}

/** Percentage mode: each value's share of its row or column total. */
export function contributionOperator(
  formData: AnalyticsFormData,
  timeShifts: readonly string[] = [],
): PostProcessingStep | undefined {
  const mode = formData.contributionMode;
  if (mode !== 'row' && mode !== 'column') return undefined;
  return {
    operation: 'contribution',
    options:
      timeShifts.length > 0 ? { orientation: mode, time_shifts: [...timeShifts] } : { orientation: mode },
  };
}

/** Sorts a categorical x-axis by its own values or by a metric (bar charts; only without dimensions). */
export function sortOperator(
  formData: AnalyticsFormData,
  query: OperatorQuery,
): PostProcessingStep | undefined {
  const xAxisLabel = getXAxisLabel(formData);
  const sortable = [xAxisLabel, ...metricLabels(query)].filter(Boolean);
  const by = formData.x_axis_sort;
  if (
    !by ||
    typeof formData.x_axis_sort_asc !== 'boolean' ||
    !sortable.includes(by) ||
    (formData.groupby ?? []).length > 0
  ) {
    return undefined;
  }
  if (by === xAxisLabel)
    return { operation: 'sort', options: { is_sort_index: true, ascending: formData.x_axis_sort_asc } };
  return { operation: 'sort', options: { by, ascending: formData.x_axis_sort_asc } };
}

/** Forecast with prophet when forecastEnabled. */
export function prophetOperator(formData: AnalyticsFormData): PostProcessingStep | undefined {
  const index = getXAxisLabel(formData);
  if (!formData.forecastEnabled || !index) return undefined;
  return {
    operation: 'prophet',
    options: {
      time_grain: formData.time_grain_sqla,
      periods: ensureInt(formData.forecastPeriods, 10),
      confidence_interval: formData.forecastInterval ?? 0.8,
      yearly_seasonality: formData.forecastSeasonalityYearly ?? null,
      weekly_seasonality: formData.forecastSeasonalityWeekly ?? null,
      daily_seasonality: formData.forecastSeasonalityDaily ?? null,
      index,
    },
  };
}

/** Keeps only the steps that apply, in order. */
export function compactSteps(steps: readonly (PostProcessingStep | undefined)[]): PostProcessingStep[] {
  return steps.filter((step): step is PostProcessingStep => step !== undefined);
}
