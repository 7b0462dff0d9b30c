import { z } from 'zod';
import { parseColor } from '../color/color-utils';
import { getCategoricalScheme } from '../color/schemes';
import { getSequentialScheme, sequentialColor } from '../color/sequential-schemes';

/** A colour as deck.gl takes it: [r, g, b, a] with every channel 0-255. */
export type Rgba = [number, number, number, number];

/** A colour picker value as Superset saves it ({r, g, b, a} with a 0-1), or colour text. */
export const colorPickerSchema = z.union([
  z.looseObject({ r: z.number(), g: z.number(), b: z.number(), a: z.number().optional() }),
  z.string(),
]);
/** A saved colour picker value. */
export type ColorPickerValue = z.infer<typeof colorPickerSchema>;

/** Superset's PRIMARY_COLOR {r: 0, g: 122, b: 135, a: 1}. */
export const PRIMARY_COLOR = { r: 0, g: 122, b: 135, a: 1 } as const;

/** A colour picker value as deck.gl RGBA; unreadable values give the primary colour. */
export function toRgba(value: ColorPickerValue | null | undefined, opacity = 1): Rgba {
  let color: { r: number; g: number; b: number; a: number } = PRIMARY_COLOR;
  if (typeof value === 'string') {
    try {
      color = parseColor(value);
    } catch {
      color = PRIMARY_COLOR;
    }
  } else if (value) color = { r: value.r, g: value.g, b: value.b, a: value.a ?? 1 };
  return [color.r, color.g, color.b, Math.round(Math.min(1, Math.max(0, color.a * opacity)) * 255)];
}

/** CSS text of an RGBA. */
export function rgbaCss([r, g, b, a]: Rgba): string {
  return `rgba(${r},${g},${b},${(a / 255).toFixed(3)})`;
}

/** Hex colour text -> RGBA. */
export function hexToRgba(hex: string, alpha = 255): Rgba {
  const c = parseColor(hex);
  return [c.r, c.g, c.b, alpha];
}

/** A colour for t in [0, 1] along a sequential scheme (unknown ids use the default), as deck.gl RGBA. */
export function linearColor(schemeId: string | null | undefined, t: number, alpha = 255): Rgba {
  return hexToRgba(sequentialColor(getSequentialScheme(schemeId), t), alpha);
}

/** n colours evenly along a sequential scheme. */
export function linearRange(schemeId: string | null | undefined, n: number, alpha = 255): Rgba[] {
  return Array.from({ length: n }, (_, i) => linearColor(schemeId, n === 1 ? 1 : i / (n - 1), alpha));
}

/** Categorical colours by label, in first-seen order, from a categorical scheme. */
export function categoricalColors(
  labels: Iterable<string>,
  schemeId: string | null | undefined,
  alpha = 255,
): Map<string, Rgba> {
  const colors = getCategoricalScheme(schemeId).colors;
  const byLabel = new Map<string, Rgba>();
  for (const label of labels) {
    if (byLabel.has(label)) continue;
    byLabel.set(label, hexToRgba(colors[byLabel.size % colors.length] ?? '#1FA8C9', alpha));
  }
  return byLabel;
}
