import { z } from 'zod';
import { mergeNewColumns } from './append-columns';
import type { Frame } from './frame';
import { cellAt, numericColumn } from './frame';
import { postProcessingError, requireColumn, validateColumnArgs } from './validation';

/** Options of `geodetic_parse`. */
export const geodeticParseOptionsSchema = z.object({
  /** Column holding points as text, e.g. `40.71, -74.00` or `40°42'51" N, 74°0'21" W`. */
  geodetic: z.string(),
  /** Name of the longitude column to write. */
  longitude: z.string(),
  /** Name of the latitude column to write. */
  latitude: z.string(),
  /** Name of the altitude column to write (kilometres), if wanted. */
  altitude: z.string().nullish(),
});

/** Options of `geodetic_parse`. */
export type GeodeticParseOptions = z.infer<typeof geodeticParseOptionsSchema>;

const ANGLE =
  /^([+-]?\d+(?:\.\d+)?)\s*(?:°|d|deg)?\s*(?:(\d+(?:\.\d+)?)\s*(?:'|′|m)\s*)?(?:(\d+(?:\.\d+)?)\s*(?:"|″|''|s)\s*)?([NSEWnsew])?$/;
const ALTITUDE = /^([+-]?\d+(?:\.\d+)?)\s*(km|m|mi|ft|nm|nmi)?$/;
const KILOMETRES_PER: Readonly<Record<string, number>> = {
  km: 1,
  m: 0.001,
  mi: 1.609344,
  ft: 0.0003048,
  nm: 1.852,
  nmi: 1.852,
};

/**
 * A point in text the way geopy's `Point` reads the common forms: `lat, lon[, altitude]`
 * separated by commas, semicolons or spaces; decimal degrees or degrees/minutes/seconds with
 * an optional N/S/E/W; altitude in km unless a unit follows.
 */
export function parseGeodetic(text: string): { latitude: number; longitude: number; altitude: number } {
  const normalized = text.trim().replace(/;/g, ',');
  const parts = normalized.includes(',') ? normalized.split(',') : normalized.split(/\s+/);
  const [lat, lon, alt] = parts.map((part) => part.trim());
  if (parts.length < 2 || parts.length > 3 || lat === undefined || lon === undefined)
    throw new Error('Invalid point');
  return {
    latitude: angleOf(lat),
    longitude: angleOf(lon),
    altitude: alt === undefined ? 0 : altitudeOf(alt),
  };
}

function angleOf(text: string): number {
  const match = ANGLE.exec(text);
  if (!match) throw new Error(`Invalid angle: ${text}`);
  const [, degrees = '0', minutes = '0', seconds = '0', hemisphere = ''] = match;
  const magnitude = Math.abs(Number(degrees)) + Number(minutes) / 60 + Number(seconds) / 3600;
  const isNegative = degrees.startsWith('-') || /[SWsw]/.test(hemisphere);
  return isNegative ? -magnitude : magnitude;
}

function altitudeOf(text: string): number {
  const match = ALTITUDE.exec(text);
  if (!match) throw new Error(`Invalid altitude: ${text}`);
  return Number(match[1]) * (KILOMETRES_PER[match[2] ?? 'km'] ?? 1);
}

/** Superset's `geodetic_parse`: latitude, longitude (and altitude) columns from text points. */
export function geodeticParse(frame: Frame, options: GeodeticParseOptions): Frame {
  validateColumnArgs(frame, [options.geodetic]);
  const source = requireColumn(frame, options.geodetic);
  const columns = {
    latitude: new Float64Array(frame.length),
    longitude: new Float64Array(frame.length),
    altitude: new Float64Array(frame.length),
  };
  for (let row = 0; row < frame.length; row += 1) {
    const text = cellAt(source, row);
    try {
      if (typeof text !== 'string') throw new Error('Not text');
      const point = parseGeodetic(text);
      columns.latitude[row] = point.latitude;
      columns.longitude[row] = point.longitude;
      columns.altitude[row] = point.altitude;
    } catch {
      throw postProcessingError('Invalid geodetic string');
    }
  }
  const mapping: Record<string, string> = { latitude: options.latitude, longitude: options.longitude };
  if (options.altitude) mapping.altitude = options.altitude;
  const computed = Object.entries(columns).map(([name, values]) => numericColumn([name], values));
  return mergeNewColumns(frame, computed, mapping);
}
