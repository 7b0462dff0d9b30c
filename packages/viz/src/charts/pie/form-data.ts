import { z } from 'zod';
import { formColumnSchema, formMetricSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';
import { SMART_NUMBER } from '../../format/number-format';
import { SMART_DATE } from '../../format/time-format';
import { currencyFormatSchema } from '../big-number-total/form-data';

/** What a slice label shows (Superset's label_type). */
export const PIE_LABEL_TYPES = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'value_percent',
] as const;

/** Form data of Pie Chart (pie); keys verbatim, defaults as Superset reads absent keys. */
export const pieFormDataSchema = queryFormDataSchema.extend({
  /** The metric sized by. */
  metric: formMetricSchema,
  /** Slices: one per combination of these columns. */
  groupby: z
    .array(formColumnSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  /** Order slices by the metric, descending. */
  sort_by_metric: z.boolean().nullable().optional(),
  show_legend: z.boolean().default(true),
  legendType: z.enum(['scroll', 'plain']).catch('scroll').default('scroll'),
  legendOrientation: z.enum(['top', 'bottom', 'left', 'right']).catch('top').default('top'),
  label_type: z.enum(PIE_LABEL_TYPES).catch('key').default('key'),
  number_format: z
    .string()
    .nullable()
    .default(SMART_NUMBER)
    .transform((v) => v || SMART_NUMBER),
  date_format: z
    .string()
    .nullable()
    .default(SMART_DATE)
    .transform((v) => v || SMART_DATE),
  currency_format: currencyFormatSchema,
  show_labels: z.boolean().default(true),
  /** Hide labels of slices under this percentage. */
  show_labels_threshold: numberish(z.number().min(0)).catch(5).default(5),
  labels_outside: z.boolean().default(true),
  label_line: z.boolean().default(false),
  show_total: z.boolean().default(false),
  donut: z.boolean().default(false),
  /** Outer radius, percent of the smaller side. */
  outerRadius: numberish(z.number().min(0).max(100)).catch(80).default(80),
  /** Inner radius of donuts, percent. */
  innerRadius: numberish(z.number().min(0).max(100)).catch(30).default(30),
});

/** Parsed form data of Pie Chart. */
export type PieFormData = z.infer<typeof pieFormDataSchema>;
