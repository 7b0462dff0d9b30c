import { z } from 'zod';
import { mergeNewColumns } from './append-columns';
import type { Frame } from './frame';
import { cellAt, numericColumn } from './frame';
import { decodeGeohash } from './geohash';
import { postProcessingError, requireColumn, validateColumnArgs } from './validation';

/** Options of `geohash_decode`. */
export const geohashDecodeOptionsSchema = z.object({
  /** Column holding geohash strings. */
  geohash: z.string(),
  /** Name of the longitude column to write. */
  longitude: z.string(),
  /** Name of the latitude column to write. */
  latitude: z.string(),
});

/** Options of `geohash_decode`. */
export type GeohashDecodeOptions = z.infer<typeof geohashDecodeOptionsSchema>;

/** Superset's `geohash_decode`: latitude and longitude columns from a geohash column. */
export function geohashDecode(frame: Frame, options: GeohashDecodeOptions): Frame {
  validateColumnArgs(frame, [options.geohash]);
  const source = requireColumn(frame, options.geohash);
  const latitude = new Float64Array(frame.length);
  const longitude = new Float64Array(frame.length);
  for (let row = 0; row < frame.length; row += 1) {
    const hash = cellAt(source, row);
    if (typeof hash !== 'string') throw postProcessingError('Invalid geohash string');
    try {
      const point = decodeGeohash(hash);
      latitude[row] = point.latitude;
      longitude[row] = point.longitude;
    } catch {
      throw postProcessingError('Invalid geohash string');
    }
  }
  return mergeNewColumns(
    frame,
    [numericColumn(['latitude'], latitude), numericColumn(['longitude'], longitude)],
    {
      latitude: options.latitude,
      longitude: options.longitude,
    },
  );
}
