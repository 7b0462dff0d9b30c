import { z } from 'zod';
import { formMetricSchema, queryFormDataSchema } from '../../form-data/schemas';

const csv = z
  .union([z.string(), z.number()])
  .nullable()
  .optional()
  .catch('')
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

/** Form data of Bullet Chart (bullet); keys verbatim, lists as comma-separated text as Superset saves them. */
export const bulletFormDataSchema = queryFormDataSchema.extend({
  /** The measure. */
  metric: formMetricSchema.nullable().optional(),
  /** Ranges to highlight with shading (numbers). */
  ranges: csv,
  range_labels: csv,
  /** Values marked with triangles. */
  markers: csv,
  marker_labels: csv,
  /** Values marked with lines. */
  marker_lines: csv,
  marker_line_labels: csv,
});

/** Parsed form data of Bullet Chart. */
export type BulletFormData = z.infer<typeof bulletFormDataSchema>;

/** Superset's message when a list has a non-number, verbatim. */
export const NUMERIC_LIST_MESSAGE = 'All values should be numeric';

/** "1, 2.5,3" -> [1, 2.5, 3]; blank -> null; a non-number fails with Superset's message. */
export function numericList(text: string, control: string): number[] | null {
  if (!text.trim()) return null;
  const tokens = text.split(',');
  if (tokens.some((t) => t.trim() === '' || !Number.isFinite(Number(t))))
    throw new Error(`${control}: ${NUMERIC_LIST_MESSAGE}`);
  return tokens.map((t) => Number.parseFloat(t));
}

/** "a, b" -> ["a", "b"]; blank -> []. */
export function textList(text: string): string[] {
  return text.trim() ? text.split(',').map((t) => t.trim()) : [];
}
