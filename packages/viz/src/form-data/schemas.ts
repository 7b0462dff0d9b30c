import { z } from 'zod';
import { adhocColumnSchema, adhocMetricSchema } from '@meridian/core';

/** Saved numbers sometimes arrive as text ("15"); numeric text becomes a number, anything else is left to fail. */
export function numberish<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : value,
    schema,
  );
}

/** A metric as form data saves it: a saved metric name or an adhoc metric (extra keys kept). */
export const formMetricSchema = z.union([z.string().min(1), adhocMetricSchema.loose()]);
/** A form-data metric. */
export type FormMetric = z.infer<typeof formMetricSchema>;

/** A column as form data saves it: a column name or an adhoc SQL column (extra keys kept). */
export const formColumnSchema = z.union([z.string().min(1), adhocColumnSchema.loose()]);
/** A form-data column. */
export type FormColumn = z.infer<typeof formColumnSchema>;

/** An adhoc filter of form data (`adhoc_filters` items); spec §3. */
export const adhocFilterSchema = z.looseObject({
  /** SIMPLE (subject, operator, comparator) or SQL (sqlExpression). */
  expressionType: z.enum(['SIMPLE', 'SQL']),
  /** WHERE for columns, HAVING for metrics. */
  clause: z.enum(['WHERE', 'HAVING']).default('WHERE'),
  /** Column name (SIMPLE). */
  subject: z.string().nullable().optional(),
  /** Operator wire string, e.g. IN, ==, TEMPORAL_RANGE (SIMPLE). */
  operator: z.string().nullable().optional(),
  /** Operator id of the editor, e.g. EQUALS. */
  operatorId: z.string().nullable().optional(),
  /** Value or values (SIMPLE). */
  comparator: z.unknown().optional(),
  /** Free SQL (SQL). */
  sqlExpression: z.string().nullable().optional(),
  /** Inherited from the dashboard; not saved with the chart. */
  isExtra: z.boolean().optional(),
  /** Editor key. */
  filterOptionName: z.string().optional(),
});
/** One adhoc filter. */
export type AdhocFilter = z.infer<typeof adhocFilterSchema>;

/** A simple filter sent by native or cross filters in `extra_form_data.filters`. */
const extraFilterSchema = z.looseObject({
  col: formColumnSchema,
  op: z.string(),
  val: z.unknown().optional(),
});

/** Overrides from dashboards (native filters, cross filters): Superset's extra_form_data. */
export const extraFormDataSchema = z.looseObject({
  /** Simple filters appended to the query. */
  filters: z.array(extraFilterSchema).optional(),
  /** Adhoc filters appended to the chart's. */
  adhoc_filters: z.array(adhocFilterSchema).optional(),
  /** Time range that replaces the chart's. */
  time_range: z.string().optional(),
  /** Time grain that replaces the chart's. */
  time_grain_sqla: z.string().optional(),
  /** Legacy time column override. */
  granularity_sqla: z.string().optional(),
  relative_start: z.enum(['today', 'now']).optional(),
  relative_end: z.enum(['today', 'now']).optional(),
});
/** Dashboard overrides of a chart's form data. */
export type ExtraFormData = z.infer<typeof extraFormDataSchema>;

const nullableString = z.string().nullable().optional();

/**
 * Keys every chart's form data may hold, with what Superset assumes when a key is absent from a
 * saved chart. Controls may start new charts elsewhere (e.g. time grain P1D, row limit 10000):
 * schema defaults describe absent keys, control defaults describe new charts.
 */
export const queryFormDataSchema = z.looseObject({
  /** "<id>__<type>", e.g. "22__table". */
  datasource: z.string().regex(/^\d+__\w+$/, 'Invalid datasource'),
  /** The plugin key. */
  viz_type: z.string().min(1),
  /** Saved chart id, when any. */
  slice_id: z.number().int().nullable().optional(),
  /** Chart filters. */
  adhoc_filters: z
    .array(adhocFilterSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  /** Dashboard overrides. */
  extra_form_data: extraFormDataSchema
    .nullable()
    .default({})
    .transform((v) => v ?? {}),
  /** Legacy time range (newer charts use a TEMPORAL_RANGE adhoc filter). */
  time_range: nullableString,
  /** Legacy time column. */
  granularity_sqla: nullableString,
  /** Time grain of the x-axis / temporal columns (ISO key, e.g. P1D). */
  time_grain_sqla: nullableString,
  /** X-axis column (time-series charts). */
  x_axis: formColumnSchema.nullable().optional(),
  /** Metrics. */
  metrics: z.array(formMetricSchema).nullable().optional(),
  /** Single metric (pie, big number). */
  metric: formMetricSchema.nullable().optional(),
  /** Dimensions. */
  groupby: z.array(formColumnSchema).nullable().optional(),
  /** Raw-mode columns (table). */
  all_columns: z.array(formColumnSchema).nullable().optional(),
  /** Row limit; absent or null leaves the server's default. */
  row_limit: numberish(z.number().int().min(0)).nullable().optional(),
  /** Row offset. */
  row_offset: numberish(z.number().int().min(0)).nullable().optional(),
  /** Series limit (0: none). */
  series_limit: numberish(z.number().int().min(0)).nullable().optional(),
  /** Deprecated name of series_limit. */
  timeseries_limit: numberish(z.number().int().min(0)).nullable().optional(),
  /** Older name of series_limit used by legacy charts. */
  limit: numberish(z.number().int().min(0)).nullable().optional(),
  /** Metric ordering the series limit. */
  series_limit_metric: formMetricSchema.nullable().optional(),
  /** Deprecated name of series_limit_metric (the table's "sort by"). */
  timeseries_limit_metric: formMetricSchema.nullable().optional(),
  /** Sort descending. */
  order_desc: z.boolean().nullable().optional(),
  /** Annotation layers. */
  annotation_layers: z
    .array(z.unknown())
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  /** URL parameters passed to Jinja. */
  url_params: z.record(z.string(), z.string()).nullable().optional(),
  /** Categorical colour scheme id. */
  color_scheme: nullableString,
  /** Forced colours per label. */
  label_colors: z.record(z.string(), z.string()).nullable().optional(),
  /** Bypass the cache. */
  force: z.boolean().optional(),
  result_format: z.enum(['json', 'csv', 'xlsx']).optional(),
  result_type: z
    .enum(['columns', 'full', 'query', 'results', 'samples', 'timegrains', 'post_processed', 'drill_detail'])
    .optional(),
});
/** Form data as the shared query helpers read it. */
export type QueryFormData = z.infer<typeof queryFormDataSchema>;
