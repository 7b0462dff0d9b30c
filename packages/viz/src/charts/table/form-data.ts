import { z } from 'zod';
import { formMetricSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';
import { SMART_DATE } from '../../format/time-format';

/** Per-column display settings (`column_config`), keyed by column label. */
export const columnConfigSchema = z.looseObject({
  /** d3 number format of the column. */
  d3NumberFormat: z.string().nullable().optional(),
  /** d3 time format of the column. */
  d3TimeFormat: z.string().nullable().optional(),
  /** Pixel width. */
  columnWidth: numberish(z.number()).nullable().optional(),
  /** left, right or center. */
  horizontalAlign: z.enum(['left', 'right', 'center']).nullable().optional(),
  /** Override of show_cell_bars for the column. */
  showCellBars: z.boolean().nullable().optional(),
  /** Override of align_pn for the column. */
  alignPositiveNegative: z.boolean().nullable().optional(),
  /** Override of color_pn for the column. */
  colorPositiveNegative: z.boolean().nullable().optional(),
});
/** One column's display settings. */
export type ColumnConfig = z.infer<typeof columnConfigSchema>;

/** A conditional formatting rule (`conditional_formatting` items). */
export const conditionalFormatterSchema = z.looseObject({
  column: z.string().nullable().optional(),
  colorScheme: z.string().nullable().optional(),
  operator: z.string().nullable().optional(),
  targetValue: numberish(z.number()).nullable().optional(),
  targetValueLeft: numberish(z.number()).nullable().optional(),
  targetValueRight: numberish(z.number()).nullable().optional(),
});

/** Form data of Table (table); keys verbatim. */
export const tableFormDataSchema = queryFormDataSchema.extend({
  /** aggregate (group by + metrics) or raw (columns as they are); absent: raw when all_columns has items. */
  query_mode: z.enum(['aggregate', 'raw']).nullable().optional(),
  /** Metrics shown as each row's share of the column total, as `%metric`. */
  percent_metrics: z.array(formMetricSchema).nullable().optional(),
  /** Raw-mode ordering: JSON strings '["col", ascending]'. */
  order_by_cols: z.array(z.string()).nullable().optional(),
  /** Columns that are temporal (gets the time grain in aggregate mode). */
  temporal_columns_lookup: z.record(z.string(), z.boolean()).nullable().optional(),
  /** Page and count on the server. */
  server_pagination: z.boolean().default(false),
  /** Page size with server pagination. */
  server_page_length: numberish(z.number().int().min(1)).catch(10).default(10),
  /** Client page size; 0 shows all rows. */
  page_length: numberish(z.number().int().min(0))
    .nullable()
    .catch(0)
    .default(0)
    .transform((v) => v ?? 0),
  /** Search box above the table. */
  include_search: z.boolean().default(false),
  /** Totals row (aggregate mode). */
  show_totals: z.boolean().default(false),
  /** Bars behind numbers. */
  show_cell_bars: z.boolean().default(true),
  /** Bars start at zero, both ways. */
  align_pn: z.boolean().default(false),
  /** Red / green bars by sign. */
  color_pn: z.boolean().default(true),
  /** Time format of temporal columns. */
  table_timestamp_format: z
    .string()
    .nullable()
    .default(SMART_DATE)
    .transform((v) => v || SMART_DATE),
  /** Per-column settings. */
  column_config: z
    .record(z.string(), columnConfigSchema)
    .nullable()
    .default({})
    .transform((v) => v ?? {}),
  /** Conditional formatting rules. */
  conditional_formatting: z
    .array(conditionalFormatterSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  /** Render HTML in cells (Meridian renders text; kept for round trips). */
  allow_render_html: z.boolean().default(true),
});

/** Parsed form data of Table. */
export type TableFormData = z.infer<typeof tableFormDataSchema>;

/** The query mode as Superset infers it when absent. */
export function getQueryMode(
  formData: Pick<TableFormData, 'query_mode' | 'all_columns'>,
): 'aggregate' | 'raw' {
  if (formData.query_mode === 'aggregate' || formData.query_mode === 'raw') return formData.query_mode;
  return (formData.all_columns ?? []).length > 0 ? 'raw' : 'aggregate';
}
