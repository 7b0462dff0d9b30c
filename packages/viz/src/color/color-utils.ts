/** Parses #rgb, #rrggbb, rgb() and rgba() colours into channels; throws 'Invalid color' otherwise. */
export function parseColor(color: string): { r: number; g: number; b: number; a: number } {
  const text = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const fn = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(text);
  if (fn?.[1] && fn[2] && fn[3]) {
    return {
      r: Number(fn[1]),
      g: Number(fn[2]),
      b: Number(fn[3]),
      a: fn[4] === undefined ? 1 : Number(fn[4]),
    };
  }
  throw new Error('Invalid color');
}

/** The colour with the given opacity as rgba(); opacity must lie between 0 and 1. */
export function addAlpha(color: string, opacity: number): string {
  if (!(opacity >= 0 && opacity <= 1))
    throw new Error(`The opacity should between 0 and 1, but got: ${opacity}`);
  const { r, g, b } = parseColor(color);
  return `rgba(${r},${g},${b},${Number(opacity.toFixed(4))})`;
}

/** Superset's colour-picker value `{r,g,b,a}` as rgba(). */
export function rgbaToString(color: { r: number; g: number; b: number; a?: number }): string {
  return `rgba(${color.r},${color.g},${color.b},${color.a ?? 1})`;
}

/** Spec §9: text on a background brighter than this luminance is dark. */
export const CONTRAST_LUMINANCE_THRESHOLD = 186;

/** Black or white text for a background colour (luminance threshold 186). */
export function getContrastingTextColor(background: string): '#000000' | '#FFFFFF' {
  const { r, g, b } = parseColor(background);
  return r * 0.299 + g * 0.587 + b * 0.114 > CONTRAST_LUMINANCE_THRESHOLD ? '#000000' : '#FFFFFF';
}
