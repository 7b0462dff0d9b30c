import { z } from 'zod';
import { formMetricSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';
import { SMART_NUMBER } from '../../format/number-format';
import { currencyFormatSchema } from '../big-number-total/form-data';

/** The comparison values the chart shows under the number, keyed as `column_config` saves them. */
export const POP_KPI_COLUMNS = ['Previous value', 'Delta', 'Percent change'] as const;
/** One comparison value. */
export type PopKpiColumn = (typeof POP_KPI_COLUMNS)[number];

/** Old `time_comparison` codes -> `time_compare` (Superset's migration of this chart). */
const LEGACY_COMPARISON: Readonly<Record<string, string>> = {
  r: 'inherit',
  y: '1 year ago',
  m: '1 month ago',
  w: '1 week ago',
  c: 'custom',
};

/** Settings of one comparison value (`column_config`). */
const popColumnConfigSchema = z.looseObject({
  /** Shown (default true). */
  visible: z.boolean().nullable().optional(),
  /** Text in place of the symbol's tooltip name. */
  customColumnName: z.string().nullable().optional(),
  /** Show the #, △ or % symbol (default true). */
  displayTypeIcon: z.boolean().nullable().optional(),
});

const fraction = (fallback: number) => numberish(z.number().positive()).catch(fallback).default(fallback);

/** Form data of Big Number with Time Period Comparison (pop_kpi); keys verbatim. */
export const popKpiFormDataSchema = z.preprocess(
  (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const record = raw as Record<string, unknown>;
    const legacy =
      typeof record['time_comparison'] === 'string'
        ? LEGACY_COMPARISON[record['time_comparison']]
        : undefined;
    const noCompare = record['time_compare'] === undefined || record['time_compare'] === null;
    return legacy && noCompare ? { ...record, time_compare: legacy } : record;
  },
  queryFormDataSchema.extend({
    /** The one metric. */
    metric: formMetricSchema,
    /** Number format of the value, the previous value and the delta. */
    y_axis_format: z
      .string()
      .nullable()
      .default(SMART_NUMBER)
      .transform((v) => v || SMART_NUMBER),
    /** Number format of the percent change. */
    percentDifferenceFormat: z
      .string()
      .nullable()
      .default(SMART_NUMBER)
      .transform((v) => v || SMART_NUMBER),
    currency_format: currencyFormatSchema,
    /** Number height, a fraction of the chart height. */
    header_font_size: fraction(0.2),
    /** Comparison values' height, a fraction of the chart height. */
    subheader_font_size: fraction(0.125),
    /** Colour the change green or red. */
    comparison_color_enabled: z.boolean().nullable().default(false).transform(Boolean),
    /** Green: an increase is good; Red: an increase is bad. */
    comparison_color_scheme: z.enum(['Green', 'Red']).catch('Green').default('Green'),
    /** The compared period: "1 year ago" …, "inherit" or "custom" (one value; lists keep their first). */
    time_compare: z
      .union([z.string(), z.array(z.string())])
      .nullable()
      .optional()
      .transform((v) => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null))),
    /** Start of the compared period when time_compare is "custom" (YYYY-MM-DD). */
    start_date_offset: z.string().nullable().optional(),
    /** Per comparison value: shown, renamed, symbol. */
    column_config: z
      .record(z.string(), popColumnConfigSchema)
      .nullable()
      .catch({})
      .default({})
      .transform((v) => v ?? {}),
  }),
);

/** Parsed form data of Big Number with Time Period Comparison. */
export type PopKpiFormData = z.infer<typeof popKpiFormDataSchema>;

/** The offset the query sends for a time_compare choice: the start date for "custom", else the choice. */
export function timeOffsetOf(
  formData: Pick<PopKpiFormData, 'time_compare' | 'start_date_offset'>,
): string | null {
  if (!formData.time_compare) return null;
  if (formData.time_compare === 'custom') return formData.start_date_offset?.trim() || null;
  return formData.time_compare;
}
