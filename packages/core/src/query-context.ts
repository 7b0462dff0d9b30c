import { z } from 'zod';
import { chartAnnotationLayerSchema } from './reports/annotation-layer';

/** Default row limit of charts (spec §9). */
export const DEFAULT_ROW_LIMIT = 10_000;
/** Largest row limit a query may ask for (largest choice of the spec). */
export const MAX_ROW_LIMIT = 50_000;
/** Row limit of the native filter values query (spec §9). */
export const FILTER_VALUES_ROW_LIMIT = 1000;

/** An adhoc SQL column: `{label, sqlExpression, columnType, timeGrain}`. */
export const adhocColumnSchema = z.object({
  /** Output label; defaults to the SQL. */
  label: z.string().optional(),
  /** SQL expression (a single read-only expression). */
  sqlExpression: z.string().min(1),
  expressionType: z.literal('SQL').default('SQL'),
  /** BASE_AXIS marks the x-axis column, SERIES a dimension. */
  columnType: z.enum(['BASE_AXIS', 'SERIES']).optional(),
  /** Time grain applied to the x-axis. */
  timeGrain: z.string().optional(),
  hasCustomLabel: z.boolean().optional(),
  /** Set when the column is a saved calculated column dragged in (Superset sends it on some charts). */
  isColumnReference: z.boolean().optional(),
});
export type AdhocColumn = z.infer<typeof adhocColumnSchema>;

/** A column of a query: a dataset column name or an adhoc SQL column. */
export const queryColumnSchema = z.union([z.string().min(1), adhocColumnSchema]);
export type QueryColumn = z.infer<typeof queryColumnSchema>;

/** Aggregates of simple adhoc metrics. */
export const METRIC_AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;

/** An adhoc metric: SIMPLE (aggregate of a column) or SQL. */
export const adhocMetricSchema = z.object({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  /** Aggregate of a SIMPLE metric. */
  aggregate: z.enum(METRIC_AGGREGATES).nullable().optional(),
  /** Column of a SIMPLE metric (only column_name is used). */
  column: z
    .looseObject({ column_name: z.string().min(1) })
    .nullable()
    .optional(),
  /** SQL of a SQL metric. */
  sqlExpression: z.string().nullable().optional(),
  /** Output label. */
  label: z.string().optional(),
  hasCustomLabel: z.boolean().optional(),
  optionName: z.string().optional(),
});
export type AdhocMetric = z.infer<typeof adhocMetricSchema>;

/** A metric of a query: a saved metric name or an adhoc metric. */
export const queryMetricSchema = z.union([z.string().min(1), adhocMetricSchema]);
export type QueryMetric = z.infer<typeof queryMetricSchema>;

/** Filter operators of query objects (matched case-insensitively). */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'IS NULL',
  'IS NOT NULL',
  'IN',
  'NOT IN',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** A filter value: scalar or list of scalars. */
const filterValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
]);

/** A simple filter of a query object: `{col, op, val}`. */
export const queryFilterSchema = z.object({
  col: queryColumnSchema,
  op: z.string().transform((op, ctx) => {
    const upper = op.trim().toUpperCase() as FilterOperator;
    if ((FILTER_OPERATORS as readonly string[]).includes(upper)) return upper;
    ctx.addIssue({
      code: 'custom',
      message: `Unknown operator "${op}"; use one of ${FILTER_OPERATORS.join(', ')}`,
    });
    return z.NEVER;
  }),
  val: filterValueSchema.optional(),
  /** Time grain of a temporal filter. */
  grain: z.string().optional(),
  /** Inherited from a dashboard filter. */
  isExtra: z.boolean().optional(),
});
export type QueryFilter = z.infer<typeof queryFilterSchema>;

/** Extras of a query object. */
export const queryExtrasSchema = z.looseObject({
  /** Extra WHERE clause (a read-only expression). */
  where: z.string().optional(),
  /** Extra HAVING clause (a read-only expression). */
  having: z.string().optional(),
  /** Time grain of the time column. */
  time_grain_sqla: z.string().nullable().optional(),
  relative_start: z.enum(['today', 'now']).optional(),
  relative_end: z.enum(['today', 'now']).optional(),
});

/** A post-processing step; each operation validates its own options. */
export const postProcessingStepSchema = z.looseObject({
  operation: z.string().min(1),
  options: z.record(z.string(), z.unknown()).optional(),
});

const orderbySchema = z.array(z.tuple([z.union([queryColumnSchema, adhocMetricSchema]), z.boolean()]));

/** Renames Superset's deprecated keys as its loader does. */
function renameDeprecated(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const q: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const renames: [string, string][] = [
    ['granularity_sqla', 'granularity'],
    ['groupby', 'columns'],
    ['timeseries_limit', 'series_limit'],
    ['timeseries_limit_metric', 'series_limit_metric'],
  ];
  for (const [from, to] of renames) {
    if (q[from] !== undefined && q[to] === undefined) q[to] = q[from];
    delete q[from];
  }
  for (const clause of ['where', 'having'] as const) {
    if (typeof q[clause] === 'string') {
      const extras = (typeof q['extras'] === 'object' && q['extras'] !== null ? q['extras'] : {}) as Record<
        string,
        unknown
      >;
      q['extras'] = { [clause]: q[clause], ...extras };
      delete q[clause];
    }
  }
  return q;
}

/** A query object of `POST /api/v1/chart/data` (Superset's ChartDataQueryObjectSchema; unknown keys dropped). */
export const queryObjectSchema = z.preprocess(
  renameDeprecated,
  z.object({
    columns: z.array(queryColumnSchema).default([]),
    // Superset's rule: a list, even an empty one, groups by the columns; null or no list reads raw rows.
    metrics: z.array(queryMetricSchema).nullable().default(null),
    filters: z.array(queryFilterSchema).default([]),
    extras: queryExtrasSchema.default({}),
    time_range: z.string().nullable().optional(),
    granularity: z.string().nullable().optional(),
    row_limit: z.number().int('is expected to be an integer').min(0).nullable().optional(),
    row_offset: z.number().int('is expected to be an integer').min(0).default(0),
    order_desc: z.boolean().default(true),
    orderby: orderbySchema.default([]),
    series_columns: z.array(queryColumnSchema).default([]),
    series_limit: z.number().int('is expected to be an integer').min(0).default(0),
    series_limit_metric: queryMetricSchema.nullable().optional(),
    is_timeseries: z.boolean().default(false),
    post_processing: z.array(postProcessingStepSchema.nullable()).default([]),
    annotation_layers: z.array(chartAnnotationLayerSchema).default([]),
    time_offsets: z.array(z.string()).default([]),
    time_shift: z.string().nullable().optional(),
    applied_time_extras: z.record(z.string(), z.unknown()).default({}),
    url_params: z.record(z.string(), z.string()).default({}),
    result_type: z.string().optional(),
    is_rowcount: z.boolean().default(false),
    apply_fetch_values_predicate: z.boolean().default(false),
  }),
);
export type QueryObject = z.infer<typeof queryObjectSchema>;

/** Result types of the chart data API. */
export const RESULT_TYPES = [
  'columns',
  'full',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Result formats of the chart data API. */
export const RESULT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

/** Body of `POST /api/v1/chart/data`. */
export const queryContextSchema = z.object({
  datasource: z.object({
    id: z.coerce.number().int().positive(),
    type: z.enum(['table', 'dataset', 'query', 'saved_query', 'view']),
  }),
  queries: z.array(queryObjectSchema).min(1),
  force: z.boolean().default(false),
  result_type: z.enum(RESULT_TYPES).default('full'),
  result_format: z.enum(RESULT_FORMATS).default('json'),
  custom_cache_timeout: z.number().int().nullable().optional(),
  form_data: z.unknown().optional(),
});
export type QueryContext = z.infer<typeof queryContextSchema>;

/** Superset's generic type codes in `coltypes`. */
export const GENERIC_TYPE_CODES = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

/** One result of the chart data API. */
export const queryResultSchema = z.looseObject({
  data: z.union([z.array(z.record(z.string(), z.unknown())), z.string()]),
  colnames: z.array(z.string()),
  coltypes: z.array(z.number().int()),
  rowcount: z.number().int(),
  sql_rowcount: z.number().int(),
  query: z.string(),
  is_cached: z.boolean(),
  cached_dttm: z.string().nullable(),
  cache_key: z.string(),
  cache_timeout: z.number().int(),
  status: z.enum(['success', 'failed', 'timed_out', 'stopped']),
  error: z.string().nullable(),
  applied_filters: z.array(z.object({ column: z.string() })),
  rejected_filters: z.array(z.object({ column: z.string(), reason: z.string() })),
  from_dttm: z.number().nullable(),
  to_dttm: z.number().nullable(),
  label_map: z.record(z.string(), z.array(z.string())),
});
export type QueryResult = z.infer<typeof queryResultSchema>;

/** Labels of adhoc columns and metrics, as Superset derives them. */
export function columnLabel(column: QueryColumn): string {
  return typeof column === 'string' ? column : (column.label ?? column.sqlExpression);
}

/** The label of a metric: its name, its label, `AGG(col)` for SIMPLE, or its SQL. */
export function metricLabel(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE')
    return `${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})`;
  return metric.sqlExpression ?? '';
}
