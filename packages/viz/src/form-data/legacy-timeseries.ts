import { z } from 'zod';
import { formColumnSchema, formMetricSchema, numberish } from './schemas';

/**
 * Form-data keys of Superset's NVD3 time-series charts (rose, time_pivot, partition's time modes): the time column,
 * series limit and the advanced analytics keys, verbatim. Their queries read the time column as the x-axis.
 */
export const legacyTimeseriesShape = {
  /** Dimensions: one series per combination. */
  groupby: z
    .array(formColumnSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  /** Legacy contribution flag: each value as its share of the period's total. */
  contribution: z.boolean().nullable().optional().catch(null),
  rolling_type: z.string().nullable().optional(),
  rolling_periods: numberish(z.number()).nullable().optional().catch(null),
  min_periods: numberish(z.number()).nullable().optional().catch(null),
  time_compare: z
    .union([z.array(z.string()), z.string()])
    .nullable()
    .optional()
    .catch(null)
    .transform((v) => (typeof v === 'string' ? (v ? [v] : []) : v)),
  comparison_type: z.string().nullable().optional(),
  resample_rule: z.string().nullable().optional(),
  resample_method: z.string().nullable().optional(),
  /** Metric ordering the series limit. */
  timeseries_limit_metric: formMetricSchema.nullable().optional().catch(null),
};
