import { z } from 'zod';
import type { SkipCounter } from './bad-input';
import { decodeGeohash } from './geohash';

/** Spec §5 (dashboards): the message of an incomplete geographic position. */
export const INVALID_SPATIAL_MESSAGE = 'Invalid lat/long configuration.';

/** How a geographic position is stored in rows. */
export const SPATIAL_TYPES = ['latlong', 'delimited', 'geohash'] as const;
/** One of SPATIAL_TYPES. */
export type SpatialType = (typeof SPATIAL_TYPES)[number];

/** Delimiter of a new delimited position. */
export const DEFAULT_DELIMITER = ',';

/** A geographic position value (spec §3), keys as Superset saves them. */
export const spatialSchema = z.looseObject({
  /** latlong: two columns; delimited: one "lat<delimiter>lon" column; geohash: one geohash column. */
  type: z.enum(SPATIAL_TYPES).catch('latlong'),
  /** Latitude column (latlong). */
  latCol: z.string().nullable().optional(),
  /** Longitude column (latlong). */
  lonCol: z.string().nullable().optional(),
  /** Column holding both coordinates as text (delimited). */
  lonlatCol: z.string().nullable().optional(),
  /** What separates the two coordinates (delimited); a comma when absent. */
  delimiter: z.string().nullable().optional(),
  /** Flip the two coordinates read (delimited, geohash). */
  reverseCheckbox: z.boolean().nullable().optional(),
  /** Geohash column (geohash). */
  geohashCol: z.string().nullable().optional(),
});
/** A geographic position value. */
export type SpatialValue = z.infer<typeof spatialSchema>;

/** A [longitude, latitude] position. */
export type Position = [number, number];

const filled = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** Spec §5: null when the value names what its type needs, else INVALID_SPATIAL_MESSAGE. */
export function validateSpatial(value: unknown): string | null {
  const parsed = spatialSchema.safeParse(value);
  if (!parsed.success) return INVALID_SPATIAL_MESSAGE;
  const v = parsed.data;
  switch (v.type) {
    case 'latlong':
      return filled(v.latCol) && filled(v.lonCol) ? null : INVALID_SPATIAL_MESSAGE;
    case 'delimited':
      // An absent delimiter means Superset's comma; an empty one names nothing to split on.
      return filled(v.lonlatCol) && (v.delimiter === undefined || filled(v.delimiter))
        ? null
        : INVALID_SPATIAL_MESSAGE;
    case 'geohash':
      return filled(v.geohashCol) ? null : INVALID_SPATIAL_MESSAGE;
  }
}

/** The columns a position is read from (none when the value is incomplete). */
export function spatialColumns(value: SpatialValue | null | undefined): string[] {
  if (!value || validateSpatial(value) !== null) return [];
  switch (value.type) {
    case 'latlong':
      return [value.lonCol, value.latCol].filter(filled);
    case 'delimited':
      return [value.lonlatCol].filter(filled);
    case 'geohash':
      return [value.geohashCol].filter(filled);
  }
}

function toCoordinate(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A position from a longitude and a latitude cell; null (counted) when missing, not numbers or out of range. */
export function checkedPosition(lonCell: unknown, latCell: unknown, skips: SkipCounter): Position | null {
  const lon = toCoordinate(lonCell);
  const lat = toCoordinate(latCell);
  if (lon === undefined || lat === undefined) return skips.skip('nullValue');
  if (lon === null || lat === null) return skips.skip('invalidCoordinates');
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return skips.skip('outOfRange');
  return [lon, lat];
}

function delimitedPosition(cell: unknown, value: SpatialValue, skips: SkipCounter): Position | null {
  if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''))
    return skips.skip('nullValue');
  if (typeof cell !== 'string') return skips.skip('invalidCoordinates');
  const parts = cell.split(value.delimiter ?? DEFAULT_DELIMITER).map((p) => p.trim());
  // Two coordinates, or three with an altitude (ignored), as Superset's parser reads them.
  if (parts.length < 2 || parts.length > 3) return skips.skip('invalidCoordinates');
  const [first, second] = parts;
  // "lat, lon" (Superset parses it as a geopy Point); reverseCheckbox reads "lon, lat".
  return value.reverseCheckbox
    ? checkedPosition(first, second, skips)
    : checkedPosition(second, first, skips);
}

function geohashPosition(cell: unknown, value: SpatialValue, skips: SkipCounter): Position | null {
  if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''))
    return skips.skip('nullValue');
  const decoded = typeof cell === 'string' ? decodeGeohash(cell) : null;
  if (!decoded) return skips.skip('malformedGeohash');
  return value.reverseCheckbox ? [decoded[1], decoded[0]] : decoded;
}

/** The [lon, lat] position of a row, or null (counted in `skips`) when the row holds none. */
export function readPosition(
  row: Readonly<Record<string, unknown>>,
  value: SpatialValue,
  skips: SkipCounter,
): Position | null {
  switch (value.type) {
    case 'latlong':
      return checkedPosition(row[value.lonCol ?? ''], row[value.latCol ?? ''], skips);
    case 'delimited':
      return delimitedPosition(row[value.lonlatCol ?? ''], value, skips);
    case 'geohash':
      return geohashPosition(row[value.geohashCol ?? ''], value, skips);
  }
}

/** [[minLon, minLat], [maxLon, maxLat]] of positions, or null when there are none. */
export function boundsOf(positions: Iterable<Position>): [Position, Position] | null {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const [lon, lat] of positions) {
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return minLon === Infinity
    ? null
    : [
        [minLon, minLat],
        [maxLon, maxLat],
      ];
}
