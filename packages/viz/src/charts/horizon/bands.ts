/** Bands of the horizon chart: each value folded into bands of equal height, darker the higher (d3-horizon's offset mode). */

/** Superset's horizon colours: four blues for negative values (darkest first), four reds for positive ones. */
export const HORIZON_COLORS = [
  '#313695',
  '#4575b4',
  '#74add1',
  '#abd9e9',
  '#fee090',
  '#fdae61',
  '#f46d43',
  '#d73027',
];
/** Bands per sign. */
export const BANDS = HORIZON_COLORS.length / 2;

/**
 * The part of a value that band `k` (0-based) shows, each band `size` high: positive values fill the positive bands
 * from the bottom, negative values (their magnitude) the negative ones, drawn from the top.
 */
export function bandValue(value: number | null, k: number, size: number, negative: boolean): number {
  if (value === null || size <= 0) return 0;
  const magnitude = negative ? -value : value;
  if (magnitude <= 0) return 0;
  return Math.min(size, Math.max(0, magnitude - k * size));
}

/** The largest magnitude of values (the extent a scale's bands split into BANDS). */
export function maxMagnitude(values: Iterable<number | null>): number {
  let max = 0;
  for (const v of values) if (v !== null && Number.isFinite(v) && Math.abs(v) > max) max = Math.abs(v);
  return max;
}

/** Values as the colour scale reads them: 'change' subtracts the series' first value. */
export function scaledValues(
  values: readonly (number | null)[],
  scale: 'series' | 'overall' | 'change',
): (number | null)[] {
  if (scale !== 'change') return [...values];
  const first = values.find((v) => v !== null) ?? 0;
  return values.map((v) => (v === null ? null : v - first));
}
