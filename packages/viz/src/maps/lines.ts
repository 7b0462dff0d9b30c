import polyline from '@mapbox/polyline';
import type { SkipCounter } from './bad-input';
import { geohashBounds } from './geohash';
import type { Position } from './spatial';

/** How a path or polygon column is encoded (Superset's line_type). */
export const LINE_TYPES = ['json', 'polyline', 'geohash'] as const;
/** One of LINE_TYPES. */
export type LineType = (typeof LINE_TYPES)[number];

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1])
  );
}

function decode(text: string, lineType: LineType): unknown {
  switch (lineType) {
    case 'json':
      return JSON.parse(text);
    case 'polyline':
      return polyline.decode(text);
    case 'geohash': {
      // A geohash becomes its cell's outline, as Superset draws it.
      const box = geohashBounds(text);
      if (!box) return null;
      const [w, s, e, n] = box;
      return [
        [w, n],
        [e, n],
        [e, s],
        [w, s],
        [w, n],
      ];
    }
  }
}

/**
 * The positions of a path or polygon cell (JSON [[lon, lat], …] or {"coordinates"|"polygon"|"path": …},
 * an encoded polyline, or a geohash cell), flipped when reverse; null (counted) when the cell holds none.
 */
export function readLine(
  cell: unknown,
  lineType: LineType,
  reverse: boolean,
  skips: SkipCounter,
): Position[] | null {
  if (cell === null || cell === undefined || cell === '') return skips.skip('nullValue');
  let value: unknown;
  try {
    value = typeof cell === 'string' ? decode(cell, lineType) : cell;
  } catch {
    return skips.skip('malformedPath');
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    value = record['coordinates'] ?? record['polygon'] ?? record['path'];
  }
  // A GeoJSON polygon's rings: draw its outer ring.
  if (Array.isArray(value) && Array.isArray(value[0]) && Array.isArray(value[0][0])) value = value[0];
  if (!Array.isArray(value) || value.length < 2 || !value.every(isPosition))
    return skips.skip('malformedPath');
  const points = value.map((p): Position => (reverse ? [p[1], p[0]] : [p[0], p[1]]));
  if (points.some(([lon, lat]) => lat < -90 || lat > 90 || lon < -180 || lon > 180))
    return skips.skip('outOfRange');
  return points;
}
