import { z } from 'zod';
import { formColumnSchema, formMetricSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';

/** What a column of the time-series table shows (Superset's colType). */
export const TIME_TABLE_COL_TYPES = ['time', 'contrib', 'spark', 'avg'] as const;
/** How a time column compares with the lagged value. */
export const TIME_TABLE_COMPARISON_TYPES = ['value', 'diff', 'perc', 'perc_change'] as const;

const optionalNumber = numberish(z.number()).nullable().optional().catch(null);
const bounds = z
  .array(numberish(z.number()).nullable())
  .nullable()
  .optional()
  .catch(null)
  .transform((v): [number | null, number | null] => [v?.[0] ?? null, v?.[1] ?? null]);

/** One column of the time-series table (`column_collection` items); spec §3's time-series column config. */
export const timeSeriesColumnSchema = z.looseObject({
  /** Stable id of the column (the row field its cells are stored under). */
  key: z.string().nullable().optional(),
  /** Header text. */
  label: z.string().nullable().optional(),
  /** Tooltip of the header. */
  tooltip: z.string().nullable().optional(),
  /** time | contrib | spark | avg. */
  colType: z.enum(TIME_TABLE_COL_TYPES).nullable().optional().catch(null),
  /** Sparkline width in pixels (text, as Superset saves it). */
  width: z.union([z.string(), z.number()]).nullable().optional(),
  /** Sparkline height in pixels. */
  height: z.union([z.string(), z.number()]).nullable().optional(),
  /** Periods back (time), or periods averaged (avg); negative counts from the oldest point. */
  timeLag: optionalNumber,
  /** Sparkline of ratios against N periods before. */
  timeRatio: z.union([z.string(), z.number()]).nullable().optional(),
  /** value | diff | perc | perc_change. */
  comparisonType: z.enum(TIME_TABLE_COMPARISON_TYPES).nullable().optional().catch(null),
  /** Sparkline y-axis shown. */
  showYAxis: z.boolean().nullable().optional(),
  /** Sparkline y-axis [min, max]. */
  yAxisBounds: bounds,
  /** Colour bounds [min, max]: red below, blue above, grey between. */
  bounds,
  /** d3 number format of the cells. */
  d3format: z.string().nullable().optional(),
  /** d3 time format of the sparkline tooltip. */
  dateFormat: z.string().nullable().optional(),
});
/** One column of the time-series table, as read. */
export type TimeSeriesColumn = z.infer<typeof timeSeriesColumnSchema>;
/** One column of the time-series table as saved in form data (what the explore editor writes). */
export type SavedTimeSeriesColumn = z.input<typeof timeSeriesColumnSchema>;

/** Form data of Time-series Table (time_table); keys verbatim. */
export const timeTableFormDataSchema = queryFormDataSchema.extend({
  /** Metrics (one when grouped). */
  metrics: z
    .array(formMetricSchema)
    .nullable()
    .default([])
    .transform((v) => v ?? []),
  /** One dimension: its values become the rows. */
  groupby: z
    .union([z.array(formColumnSchema), formColumnSchema])
    .nullable()
    .default([])
    .transform((v) => (v === null ? [] : Array.isArray(v) ? v : [v])),
  /** The columns of the table. */
  column_collection: z
    .array(timeSeriesColumnSchema)
    .nullable()
    .default([])
    .catch([])
    .transform((v) => v ?? []),
  /** Link of each row's name; `{{ metric }}` is replaced by the row. */
  url: z.string().nullable().optional(),
});

/** Parsed form data of Time-series Table. */
export type TimeTableFormData = z.infer<typeof timeTableFormDataSchema>;
