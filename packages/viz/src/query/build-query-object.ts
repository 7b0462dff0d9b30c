import {
  chartAnnotationLayersOf,
  columnLabel,
  metricLabel,
  type QueryColumn,
  type QueryFilter,
  type QueryMetric,
  type QueryObject,
} from '@meridian/core';
import { formColumnSchema, formMetricSchema, type QueryFormData } from '../form-data/schemas';
import { convertAdhocFilter, normalizeOperator, processFilters, timeRangeFilter } from './filters';

/** Where a form-data key's value goes in the query object. */
export type QueryField = 'metrics' | 'columns' | 'groupby' | 'orderby';
/** Form-data key -> query field, for keys a plugin names its own way. */
export type QueryFieldAliases = Readonly<Record<string, QueryField>>;

/** Superset's predefined aliases (extractQueryFields). */
const DEFAULT_ALIASES: QueryFieldAliases = {
  metrics: 'metrics',
  metric: 'metrics',
  metric_2: 'metrics',
  secondary_metric: 'metrics',
  x: 'metrics',
  y: 'metrics',
  size: 'metrics',
  columns: 'columns',
  all_columns: 'columns',
  groupby: 'groupby',
  series: 'groupby',
  orderby: 'orderby',
  order_by_cols: 'orderby',
};

type OrderBy = QueryObject['orderby'][number];

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function parseOrderBy(item: unknown): OrderBy | undefined {
  let value = item;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(value) || value.length !== 2 || typeof value[1] !== 'boolean') return undefined;
  const metric = formMetricSchema.safeParse(value[0]);
  if (metric.success) return [metric.data, value[1]];
  const column = formColumnSchema.safeParse(value[0]);
  return column.success ? [column.data, value[1]] : undefined;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Metrics, columns and orderby gathered from every form-data key that maps to them, in key order. */
export function extractQueryFields(
  formData: QueryFormData,
  aliases: QueryFieldAliases = {},
): { metrics: QueryMetric[] | null; columns: QueryColumn[]; orderby: OrderBy[] } {
  const map = { ...DEFAULT_ALIASES, ...aliases };
  const mode = formData['query_mode'];
  let metrics: QueryMetric[] = [];
  let columns: QueryColumn[] = [];
  const orderby: OrderBy[] = [];
  for (const [key, value] of Object.entries(formData)) {
    const field = map[key];
    if (value === null || value === undefined || !field) continue;
    // Tables keep both modes' fields so switching mode loses nothing; each mode reads its own.
    if (mode === 'aggregate' && field === 'columns') continue;
    if (mode === 'raw' && (field === 'groupby' || field === 'metrics')) continue;
    if (field === 'metrics') {
      for (const item of asList(value)) {
        const parsed = formMetricSchema.safeParse(item);
        if (parsed.success) metrics = [...metrics, parsed.data];
      }
    } else if (field === 'orderby') {
      for (const item of asList(value)) {
        const parsed = parseOrderBy(item);
        if (parsed) orderby.push(parsed);
      }
    } else {
      for (const item of asList(value)) {
        const parsed = formColumnSchema.safeParse(item);
        if (parsed.success) columns = [...columns, parsed.data];
      }
    }
  }
  return {
    metrics: mode === 'raw' ? null : uniqueBy(metrics, metricLabel),
    columns: uniqueBy(columns, columnLabel),
    orderby,
  };
}

function extraFilters(formData: QueryFormData): QueryFilter[] {
  const out: QueryFilter[] = [];
  for (const filter of formData.extra_form_data.filters ?? []) {
    const converted = convertAdhocFilter({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: typeof filter.col === 'string' ? filter.col : columnLabel(filter.col),
      operator: filter.op,
      comparator: filter.val,
    });
    if (converted && normalizeOperator(filter.op)) out.push({ ...converted, col: filter.col, isExtra: true });
  }
  return out;
}

function toInt(value: number | null | undefined): number | undefined {
  return value === null || value === undefined || Number.isNaN(Number(value)) ? undefined : Number(value);
}

/** Options of buildQueryObject. */
export interface BuildQueryObjectOptions {
  /** Plugin-specific form-data keys feeding metrics / columns / orderby. */
  queryFields?: QueryFieldAliases;
}

/**
 * The base query object of a chart (Superset's buildQueryObject): metrics, columns and orderby from
 * the form, filters from adhoc and dashboard filters and the time range, SQL where / having,
 * time grain, limits and ordering. Plugins adjust it in their buildQuery.
 */
export function buildQueryObject(
  formData: QueryFormData,
  options: BuildQueryObjectOptions = {},
): QueryObject {
  const { metrics, columns, orderby } = extractQueryFields(formData, options.queryFields);
  const adhoc = processFilters(formData.adhoc_filters);
  const timeFilter = timeRangeFilter(formData);
  const extra = formData.extra_form_data;
  const rowLimit = toInt(formData.row_limit);
  const seriesLimitMetric = formData.series_limit_metric ?? formData.timeseries_limit_metric ?? undefined;
  const granularity = formData.granularity_sqla || undefined;
  return {
    ...(granularity ? { granularity } : {}),
    filters: [...extraFilters(formData), ...(timeFilter ? [timeFilter] : []), ...adhoc.filters],
    extras: {
      having: adhoc.having,
      where: adhoc.where,
      ...(formData.time_grain_sqla ? { time_grain_sqla: formData.time_grain_sqla } : {}),
      ...(extra.relative_start ? { relative_start: extra.relative_start } : {}),
      ...(extra.relative_end ? { relative_end: extra.relative_end } : {}),
    },
    applied_time_extras: {},
    columns,
    metrics,
    orderby,
    annotation_layers: chartAnnotationLayersOf(formData.annotation_layers),
    ...(rowLimit !== undefined ? { row_limit: rowLimit } : {}),
    row_offset: toInt(formData.row_offset) ?? 0,
    series_columns: [],
    series_limit:
      toInt(formData.series_limit) ?? toInt(formData.timeseries_limit) ?? toInt(formData.limit) ?? 0,
    ...(seriesLimitMetric ? { series_limit_metric: seriesLimitMetric } : {}),
    order_desc: formData.order_desc ?? true,
    url_params: formData.url_params ?? {},
    is_timeseries: false,
    post_processing: [],
    time_offsets: [],
    is_rowcount: false,
    apply_fetch_values_predicate: false,
  };
}

/**
 * A valid orderby: the one given, else the series-limit metric, else the first metric, descending
 * when order_desc (Superset's normalizeOrderBy).
 */
export function normalizeOrderBy(query: QueryObject): OrderBy[] {
  if (query.orderby.length > 0) return query.orderby;
  const ascending = !query.order_desc;
  if (query.series_limit_metric) return [[query.series_limit_metric, ascending]];
  const first = query.metrics?.[0];
  return first ? [[first, ascending]] : [];
}
