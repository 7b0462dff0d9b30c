import { z } from 'zod';
import { SMART_NUMBER } from '../format/number-format';
import { SMART_DATE } from '../format/time-format';
import { formColumnSchema, formMetricSchema, numberish } from './schemas';

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

// Lenient field schemas of the chart form data: a display option of the wrong type falls back to its default (old
// exports hold strings for numbers, nulls for booleans), while a missing metric or column fails with a message a
// person can act on.

/** A boolean option; anything else (null, text) reads as the default. */
export function boolField(fallback: boolean) {
  return z.boolean().catch(fallback).default(fallback);
}

/** A numeric option (numeric text is read); out-of-range or other values read as the default. */
export function numberField(fallback: number, range: { min?: number; max?: number } = {}) {
  let schema = z.number();
  if (range.min !== undefined) schema = schema.min(range.min);
  if (range.max !== undefined) schema = schema.max(range.max);
  return numberish(schema).catch(fallback).default(fallback);
}

/** A numeric option that may be left empty (null). */
export function optionalNumberField() {
  return numberish(z.number())
    .nullable()
    .optional()
    .catch(null)
    .transform((v) => v ?? null);
}

/** A text option; null and other types read as the default. */
export function textField(fallback = '') {
  return z.string().catch(fallback).default(fallback);
}

/** One of fixed choices; anything else reads as the default. */
export function choiceField<const T extends readonly [string, ...string[]]>(choices: T, fallback: T[number]) {
  return z.enum(choices).catch(fallback).default(fallback);
}

/** A d3 number format; empty means SMART_NUMBER. */
export const numberFormatField = z
  .string()
  .nullable()
  .catch(SMART_NUMBER)
  .default(SMART_NUMBER)
  .transform((v) => v || SMART_NUMBER);

/** A d3 time format; empty means smart_date. */
export const timeFormatField = z
  .string()
  .nullable()
  .catch(SMART_DATE)
  .default(SMART_DATE)
  .transform((v) => v || SMART_DATE);

/** A required metric; absent or unreadable, the message names the control. */
export function requiredMetric(label: string) {
  return z.unknown().transform((value, ctx) => {
    const parsed = formMetricSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({
      code: 'custom',
      message: isBlank(value) ? `${label} is required` : `${label} is not a metric`,
    });
    return z.NEVER;
  });
}

/** An optional metric (null when absent or invalid). */
export const optionalMetric = formMetricSchema
  .nullable()
  .optional()
  .catch(null)
  .transform((v) => v ?? null);

/** A required column; Superset sometimes saves a one-item list, which is read as its item. */
export function requiredColumn(label: string) {
  return z.unknown().transform((value, ctx) => {
    const single = Array.isArray(value) && value.length === 1 ? value[0] : value;
    const parsed = formColumnSchema.safeParse(single);
    if (parsed.success) return parsed.data;
    ctx.addIssue({
      code: 'custom',
      message: isBlank(single) ? `${label} is required` : `${label} is not a column`,
    });
    return z.NEVER;
  });
}

/** One required column kept as a list of one (keys Superset types as lists but the chart reads alone, e.g. a y-axis). */
export function requiredColumnAsList(label: string) {
  return requiredColumn(label).transform((column): [typeof column] => [column]);
}

/** An optional column (null when absent); a one-item list is read as its item. */
export const optionalColumn = z
  .preprocess((v) => (Array.isArray(v) ? (v[0] ?? null) : v), formColumnSchema.nullable().optional())
  .catch(null)
  .transform((v) => v ?? null);

/** A list of columns; a single column (old exports) is read as a list of one, null as empty. */
export const columnList = z
  .preprocess(
    (v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(formColumnSchema),
  )
  .default([]);

/** A list of metrics; a single metric is read as a list of one, null as empty. */
export const metricList = z
  .preprocess(
    (v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(formMetricSchema),
  )
  .default([]);

/** Superset's colour-picker value {r, g, b, a}. */
export const rgbaSchema = z.looseObject({
  r: z.number(),
  g: z.number(),
  b: z.number(),
  a: z.number().optional(),
});
/** A colour-picker value. */
export type Rgba = z.infer<typeof rgbaSchema>;

/** A colour-picker option; anything unreadable reads as the default. */
export function colorField(fallback: Rgba) {
  return rgbaSchema.catch(fallback).default(fallback);
}

/** Superset's x_ticks_layout: how category labels of the x-axis sit. */
export const X_TICKS_LAYOUTS = ['auto', 'flat', '45°', '90°', 'staggered'] as const;

/** The ECharts label rotation of an x_ticks_layout. */
export function ticksLayoutRotation(layout: string | null | undefined): number | undefined {
  if (layout === '45°' || layout === 'staggered') return -45;
  if (layout === '90°') return -90;
  if (layout === 'flat') return 0;
  return undefined;
}
