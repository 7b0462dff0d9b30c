/**
 * Geohash decoding that never throws: the centre of a geohash cell as [longitude, latitude], or null for a
 * malformed hash (empty, too long, or a character outside the base-32 alphabet). Chart rows with such a hash
 * are skipped and counted; the server's post-processing codec rejects the whole query instead.
 */
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
/** Longer hashes are finer than a millimetre: anything past this is not a geohash. */
const MAX_LENGTH = 22;

/** [longitude, latitude] of a geohash cell's centre, or null when the text is not a geohash. */
export function decodeGeohash(hash: string): [number, number] | null {
  const text = hash.trim().toLowerCase();
  if (text.length === 0 || text.length > MAX_LENGTH) return null;
  const lat: [number, number] = [-90, 90];
  const lon: [number, number] = [-180, 180];
  let isLon = true;
  for (const char of text) {
    const code = BASE32.indexOf(char);
    if (code < 0) return null;
    for (let bit = 4; bit >= 0; bit -= 1) {
      const interval = isLon ? lon : lat;
      const middle = (interval[0] + interval[1]) / 2;
      if ((code >> bit) & 1) interval[0] = middle;
      else interval[1] = middle;
      isLon = !isLon;
    }
  }
  return [(lon[0] + lon[1]) / 2, (lat[0] + lat[1]) / 2];
}

/** The cell of a geohash as [west, south, east, north], or null when the text is not a geohash. */
export function geohashBounds(hash: string): [number, number, number, number] | null {
  const centre = decodeGeohash(hash);
  if (!centre) return null;
  const bits = hash.trim().length * 5;
  const lonBits = Math.ceil(bits / 2);
  const latBits = Math.floor(bits / 2);
  const halfLon = 180 / 2 ** lonBits;
  const halfLat = 90 / 2 ** latBits;
  return [centre[0] - halfLon, centre[1] - halfLat, centre[0] + halfLon, centre[1] + halfLat];
}
