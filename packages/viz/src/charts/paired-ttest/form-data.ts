import { z } from 'zod';
import { formColumnSchema, formMetricSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';

/** Form data of Paired t-test Table (paired_ttest); keys verbatim. */
export const pairedTTestFormDataSchema = queryFormDataSchema.extend({
  metrics: z
    .array(formMetricSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  /** Dimensions: each combination of values is a group. */
  groupby: z
    .array(formColumnSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  /** A group is significant when p ≤ this. */
  significance_level: numberish(z.number().min(0).max(1)).catch(0.05).default(0.05),
  /** Decimals of p-values. */
  pvalue_precision: numberish(z.number().int().min(0).max(32)).catch(6).default(6),
  /** Decimals of lifts. */
  liftvalue_precision: numberish(z.number().int().min(0).max(32)).catch(4).default(4),
});

/** Parsed form data of Paired t-test Table. */
export type PairedTTestFormData = z.infer<typeof pairedTTestFormDataSchema>;
