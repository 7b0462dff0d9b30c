import { z } from 'zod';
import { mergeNewColumns } from './append-columns';
import type { Cell, Frame } from './frame';
import { cellColumn, numericColumn, renameColumn, toNumbers } from './frame';
import { encodeGeohash } from './geohash';
import { postProcessingError, requireColumn, validateColumnArgs } from './validation';

/** Options of `geohash_encode`. */
export const geohashEncodeOptionsSchema = z.object({
  /** Name of the geohash column to write. */
  geohash: z.string(),
  /** Column holding longitudes. */
  longitude: z.string(),
  /** Column holding latitudes. */
  latitude: z.string(),
});

/** Options of `geohash_encode`. */
export type GeohashEncodeOptions = z.infer<typeof geohashEncodeOptionsSchema>;

/**
 * Superset's `geohash_encode`: a 12-character geohash per row. As in Superset, a target name
 * other than `geohash` also adds copies named `latitude` and `longitude`.
 */
export function geohashEncode(frame: Frame, options: GeohashEncodeOptions): Frame {
  validateColumnArgs(frame, [options.latitude, options.longitude]);
  const latitudes = toNumbers(requireColumn(frame, options.latitude));
  const longitudes = toNumbers(requireColumn(frame, options.longitude));
  const hashes = Array.from({ length: frame.length }, (_, row): Cell => {
    const latitude = latitudes[row] ?? Number.NaN;
    const longitude = longitudes[row] ?? Number.NaN;
    if (Number.isNaN(latitude) || Number.isNaN(longitude))
      throw postProcessingError('Invalid longitude/latitude');
    return encodeGeohash(latitude, longitude);
  });
  const computed = [
    renameColumn(numericColumn([options.latitude], latitudes), ['latitude']),
    renameColumn(numericColumn([options.longitude], longitudes), ['longitude']),
    cellColumn(['geohash'], hashes, 'string'),
  ];
  return mergeNewColumns(frame, computed, { geohash: options.geohash });
}
