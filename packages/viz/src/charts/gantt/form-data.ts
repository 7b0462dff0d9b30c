import { z } from 'zod';
import { formColumnSchema, formMetricSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';
import { SMART_NUMBER } from '../../format/number-format';
import { SMART_DATE } from '../../format/time-format';

const list = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(item), item])
    .nullable()
    .optional()
    .transform((v): z.infer<T>[] => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]));
const format = (fallback: string) =>
  z
    .string()
    .nullable()
    .default(fallback)
    .transform((v) => v || fallback);

/** Form data of Gantt Chart (gantt_chart); keys verbatim. */
export const ganttFormDataSchema = queryFormDataSchema.extend({
  /** Temporal column where a bar starts. */
  start_time: formColumnSchema.nullable().optional(),
  /** Temporal column where a bar ends. */
  end_time: formColumnSchema.nullable().optional(),
  /** Dimension of the lanes. */
  y_axis: formColumnSchema.nullable().optional(),
  /** Dimension colouring the bars (one series per value); Superset saves one column. */
  series: formColumnSchema.nullable().optional(),
  /** One lane per series value inside each category. */
  subcategories: z.boolean().nullable().default(false).transform(Boolean),
  /** Metrics shown in the tooltip. */
  tooltip_metrics: list(formMetricSchema),
  /** Columns shown in the tooltip. */
  tooltip_columns: list(formColumnSchema),
  /** Ordering: JSON strings '["col", ascending]'. */
  order_by_cols: z
    .array(z.string())
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  show_legend: z.boolean().default(true),
  legendType: z.enum(['scroll', 'plain']).catch('scroll').default('scroll'),
  legendOrientation: z.enum(['top', 'bottom', 'left', 'right']).catch('top').default('top'),
  /** Legend order: null keeps the data's, asc / desc by name. */
  legendSort: z.enum(['asc', 'desc']).nullable().catch(null).default(null),
  /** Data zoom slider. */
  zoomable: z.boolean().default(false),
  /** Times of day (HH:mm:ss) the x-axis starts and ends at, on the first start and first end day. */
  x_axis_time_bounds: z
    .array(z.string().nullable())
    .nullable()
    .catch(null)
    .default(null)
    .transform((v): [string | null, string | null] => [v?.[0] || null, v?.[1] || null]),
  x_axis_time_format: format(SMART_DATE),
  tooltipTimeFormat: format(SMART_DATE),
  tooltipValuesFormat: format(SMART_NUMBER),
  x_axis_title: z.string().nullable().default(''),
  x_axis_title_margin: numberish(z.number()).nullable().catch(15).default(15),
  y_axis_title: z.string().nullable().default(''),
  y_axis_title_margin: numberish(z.number()).nullable().catch(15).default(15),
});

/** Parsed form data of Gantt Chart. */
export type GanttFormData = z.infer<typeof ganttFormDataSchema>;
