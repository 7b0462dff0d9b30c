import { z } from 'zod';
import {
  adhocFilterSchema,
  formColumnSchema,
  formMetricSchema,
  numberish,
  queryFormDataSchema,
} from '../../form-data/schemas';
import { SMART_NUMBER } from '../../format/number-format';
import {
  boundsSchema,
  seriesStyleShape,
  seriesTypeSchema,
  stackSchema,
  timeseriesAxisShape,
  timeseriesQueryShape,
} from '../timeseries/form-data';

const nullableInt = numberish(z.number().int().min(0)).nullable().optional();

/** Keys of query B: the query keys of query A with a `_b` suffix, verbatim. */
export const queryBShape = {
  metrics_b: z.array(formMetricSchema).nullable().optional(),
  groupby_b: z
    .array(formColumnSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  adhoc_filters_b: z
    .array(adhocFilterSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  row_limit_b: nullableInt,
  limit_b: nullableInt,
  series_limit_b: nullableInt,
  timeseries_limit_metric_b: formMetricSchema.nullable().optional(),
  series_limit_metric_b: formMetricSchema.nullable().optional(),
  order_desc_b: z.boolean().nullable().optional(),
  truncate_metric_b: z.boolean().nullable().optional(),
  show_empty_columns_b: z.boolean().nullable().optional(),
  rolling_type_b: z.string().nullable().optional(),
  rolling_periods_b: numberish(z.number()).nullable().optional(),
  min_periods_b: numberish(z.number()).nullable().optional(),
  time_compare_b: z.array(z.string()).nullable().optional(),
  comparison_type_b: z.string().nullable().optional(),
  resample_rule_b: z.string().nullable().optional(),
  resample_method_b: z.string().nullable().optional(),
};

/** Form data of one of the mixed chart's queries (after the _b keys are read as plain keys). */
export const mixedQueryFormDataSchema = queryFormDataSchema.extend(timeseriesQueryShape);
/** Parsed form data of one query of the mixed chart. */
export type MixedQueryFormData = z.infer<typeof mixedQueryFormDataSchema>;

/** Form data of Mixed Chart (mixed_timeseries); keys verbatim. */
export const mixedFormDataSchema = queryFormDataSchema.extend({
  ...timeseriesQueryShape,
  ...timeseriesAxisShape,
  ...queryBShape,
  ...seriesStyleShape,
  seriesType: seriesTypeSchema('line'),
  seriesTypeB: seriesTypeSchema('line'),
  areaB: z.boolean().default(false),
  opacityB: numberish(z.number().min(0).max(1)).default(0.2),
  markerEnabledB: z.boolean().default(false),
  markerSizeB: numberish(z.number().min(0)).default(6),
  stackB: stackSchema,
  show_valueB: z.boolean().default(false),
  /** Y-axis of query A's series: 0 primary, 1 secondary. */
  yAxisIndex: numberish(z.number().int().min(0).max(1)).catch(0).default(0),
  /** Y-axis of query B's series. */
  yAxisIndexB: numberish(z.number().int().min(0).max(1)).catch(0).default(0),
  y_axis_format_secondary: z
    .string()
    .nullable()
    .default(SMART_NUMBER)
    .transform((v) => v || SMART_NUMBER),
  y_axis_bounds_secondary: boundsSchema,
  logAxisSecondary: z.boolean().default(false),
  y_axis_title_secondary: z.string().nullable().default(''),
  /** Suffix series names with (Query A) / (Query B). */
  show_query_identifiers: z.boolean().default(false),
});
/** Parsed form data of Mixed Chart. */
export type MixedFormData = z.infer<typeof mixedFormDataSchema>;

const SUFFIX = '_b';

/** Query A's form data: every key without the _b suffix (Superset's removeFormDataSuffix). */
export function queryAFormData(formData: MixedFormData): MixedQueryFormData {
  const entries = Object.entries(formData).filter(([key]) => !key.endsWith(SUFFIX));
  return mixedQueryFormDataSchema.parse(Object.fromEntries(entries));
}

/** Query B's form data: _b keys replace their plain twins (Superset's retainFormDataSuffix). */
export function queryBFormData(formData: MixedFormData): MixedQueryFormData {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formData)) {
    if (key.endsWith(SUFFIX)) out[key.slice(0, -SUFFIX.length)] = value;
  }
  for (const [key, value] of Object.entries(formData)) {
    if (!key.endsWith(SUFFIX) && !(key in out)) out[key] = value;
  }
  return mixedQueryFormDataSchema.parse(out);
}
