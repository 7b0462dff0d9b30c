/** numpy's percentile methods (`method=` in numpy ≥ 1.22, `interpolation=` before). */
export const QUANTILE_METHODS = ['linear', 'lower', 'higher', 'nearest', 'midpoint'] as const;

/** One of numpy's percentile methods. */
export type QuantileMethod = (typeof QUANTILE_METHODS)[number];

/** Whether a string names a supported percentile method. */
export function isQuantileMethod(value: string): value is QuantileMethod {
  return (QUANTILE_METHODS as readonly string[]).includes(value);
}

/**
 * numpy's quantile of ascending-sorted values without NaN; `q` in [0, 1].
 * `linear` uses numpy's two-sided lerp so results match to the last bit.
 */
export function quantileSorted(sorted: Float64Array, q: number, method: QuantileMethod = 'linear'): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const position = q * (n - 1);
  const below = Math.floor(position);
  const above = Math.min(below + 1, n - 1);
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[above] ?? Number.NaN;
  const fraction = position - below;
  switch (method) {
    case 'lower':
      return low;
    case 'higher':
      return sorted[Math.ceil(position)] ?? Number.NaN;
    case 'nearest':
      return sorted[roundHalfEven(position)] ?? Number.NaN;
    case 'midpoint':
      return fraction === 0 ? low : lerp(low, high, 0.5);
    case 'linear':
      return fraction === 0 ? low : lerp(low, high, fraction);
  }
}

/** numpy's `_lerp`: exact at both ends. */
export function lerp(a: number, b: number, t: number): number {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

/** numpy's median of ascending-sorted values: the middle one or the mean of the two middle ones. */
export function medianSorted(sorted: Float64Array): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const middle = n >> 1;
  const upper = sorted[middle] ?? Number.NaN;
  return n % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** Round half to even (numpy `around`, `rint`). */
export function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (fraction > 0.5) return floor + 1;
  if (fraction < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** numpy `round(value, decimals)`: scale, round half to even, scale back. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  if (decimals >= 0) {
    const scale = 10 ** decimals;
    return roundHalfEven(value * scale) / scale;
  }
  const scale = 10 ** -decimals;
  return roundHalfEven(value / scale) * scale;
}

/** The non-NaN values, sorted ascending. */
export function sortedWithoutNaN(values: Float64Array): Float64Array {
  let count = 0;
  for (const value of values) if (!Number.isNaN(value)) count += 1;
  const out = new Float64Array(count);
  let at = 0;
  for (const value of values) if (!Number.isNaN(value)) out[at++] = value;
  return out.sort();
}
