import { z } from 'zod';
import { formMetricSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';
import { bigNumberDisplayShape } from '../big-number-total/form-data';

/** Superset's colour-picker value. */
export const rgbaSchema = z.object({ r: z.number(), g: z.number(), b: z.number(), a: z.number().optional() });

/** Form data of Big Number with Trendline (big_number); keys verbatim. */
export const bigNumberFormDataSchema = queryFormDataSchema.extend({
  /** The one metric. */
  metric: formMetricSchema,
  ...bigNumberDisplayShape,
  /** Periods back to compare with (empty: no comparison). */
  compare_lag: numberish(z.number().int()).nullable().optional().catch(null),
  /** Text after the percentage change, e.g. "WoW". */
  compare_suffix: z.string().nullable().optional(),
  /** Draw the trend line. */
  show_trend_line: z.boolean().default(true),
  /** Show the time of the value. */
  show_timestamp: z.boolean().default(false),
  /** Trend line's y-axis starts at zero. */
  start_y_axis_at_zero: z.boolean().default(true),
  /** Trend line colour. */
  color_picker: rgbaSchema.default({ r: 0, g: 122, b: 135, a: 1 }),
  /** Rolling window over the trend. */
  rolling_type: z.string().nullable().optional(),
  rolling_periods: numberish(z.number()).nullable().optional(),
  min_periods: numberish(z.number()).nullable().optional(),
  resample_rule: z.string().nullable().optional(),
  resample_method: z.string().nullable().optional(),
});

/** Parsed form data of Big Number with Trendline. */
export type BigNumberFormData = z.infer<typeof bigNumberFormDataSchema>;
