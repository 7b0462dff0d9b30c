import { linearColor, type Rgba } from './colors';

/** A bucket of a numeric colour scale. */
export interface ColorBucket {
  from: number;
  to: number;
  color: Rgba;
}

/** Buckets over [min, max]: at the given break points, else `count` equal ranges, coloured along a scheme. */
export function colorBuckets(
  values: readonly number[],
  options: {
    count: number;
    breakPoints?: readonly number[] | null;
    scheme: string | null | undefined;
    alpha: number;
  },
): ColorBucket[] {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return [];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const edges =
    options.breakPoints && options.breakPoints.length >= 2
      ? [...options.breakPoints].sort((a, b) => a - b)
      : Array.from({ length: Math.max(1, options.count) + 1 }, (_, i) =>
          min === max ? min + i : min + ((max - min) * i) / Math.max(1, options.count),
        );
  const n = edges.length - 1;
  return edges.slice(0, -1).map((from, i) => ({
    from,
    to: edges[i + 1] ?? from,
    color: linearColor(options.scheme, n === 1 ? 1 : i / (n - 1), options.alpha),
  }));
}

/** The colour of a value: its bucket's, the last bucket past the top, null outside them all. */
export function bucketColor(buckets: readonly ColorBucket[], value: number): Rgba | null {
  for (const bucket of buckets) if (value >= bucket.from && value <= bucket.to) return bucket.color;
  const last = buckets[buckets.length - 1];
  return last && value > last.to ? last.color : null;
}
