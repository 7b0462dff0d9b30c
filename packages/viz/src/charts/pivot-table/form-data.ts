import { z } from 'zod';
import { formColumnSchema, formMetricSchema, queryFormDataSchema } from '../../form-data/schemas';
import { SMART_NUMBER } from '../../format/number-format';
import { SMART_DATE } from '../../format/time-format';
import { currencyFormatSchema } from '../big-number-total/form-data';
import { conditionalFormatterSchema } from '../table/form-data';

/** Aggregate functions of the client-side pivot (Superset's names). */
export const PIVOT_AGGREGATES = [
  'Count',
  'Count Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;
/** One aggregate function. */
export type PivotAggregate = (typeof PIVOT_AGGREGATES)[number];

/** Orders of rows and columns: by key or by value, either way. */
export const PIVOT_ORDERS = ['key_a_to_z', 'key_z_to_a', 'value_a_to_z', 'value_z_to_a'] as const;

const dimensions = z
  .array(formColumnSchema)
  .nullable()
  .default([])
  .transform((v) => v ?? []);

/** Form data of Pivot Table (pivot_table_v2); keys verbatim. */
export const pivotTableFormDataSchema = queryFormDataSchema.extend({
  /** Row dimensions. */
  groupbyRows: dimensions,
  /** Column dimensions. */
  groupbyColumns: dimensions,
  /** Metrics. */
  metrics: z
    .array(formMetricSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  /** Metrics as the outer column level (COLUMNS) or row level (ROWS). */
  metricsLayout: z.enum(['COLUMNS', 'ROWS']).catch('COLUMNS').default('COLUMNS'),
  /** How cells combine the rows under them. */
  aggregateFunction: z.enum(PIVOT_AGGREGATES).catch('Sum').default('Sum'),
  rowTotals: z.boolean().default(false),
  colTotals: z.boolean().default(false),
  /** Swap rows and columns. */
  transposePivot: z.boolean().default(false),
  /** Metric as the inner column level instead of the outer one. */
  combineMetric: z.boolean().default(false),
  valueFormat: z
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
  rowOrder: z.enum(PIVOT_ORDERS).catch('key_a_to_z').default('key_a_to_z'),
  colOrder: z.enum(PIVOT_ORDERS).catch('key_a_to_z').default('key_a_to_z'),
  temporal_columns_lookup: z.record(z.string(), z.boolean()).nullable().optional(),
  conditional_formatting: z
    .array(conditionalFormatterSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
});

/** Parsed form data of Pivot Table. */
export type PivotTableFormData = z.infer<typeof pivotTableFormDataSchema>;
