/**
 * The geohash codec Superset's geography operations use (the classic `geohash` module:
 * encode with precision 12, decode to the cell's centre printed with only the known digits).
 */
import { roundHalfEven } from './quantile';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
const BITS = [16, 8, 4, 2, 1] as const;

/** Geohash of a point; `precision` characters (default 12). */
export function encodeGeohash(latitude: number, longitude: number, precision = 12): string {
  const lat: [number, number] = [-90, 90];
  const lon: [number, number] = [-180, 180];
  let hash = '';
  let bit = 0;
  let char = 0;
  let isEven = true;
  while (hash.length < precision) {
    const interval = isEven ? lon : lat;
    const value = isEven ? longitude : latitude;
    const middle = (interval[0] + interval[1]) / 2;
    if (value > middle) {
      char |= BITS[bit] ?? 0;
      interval[0] = middle;
    } else {
      interval[1] = middle;
    }
    isEven = !isEven;
    if (bit < 4) bit += 1;
    else {
      hash += BASE32[char] ?? '';
      bit = 0;
      char = 0;
    }
  }
  return hash;
}

/** Centre of a geohash cell and its half-sizes; throws on a character outside the alphabet. */
export function decodeGeohashExactly(hash: string): {
  latitude: number;
  longitude: number;
  latError: number;
  lonError: number;
} {
  const lat: [number, number] = [-90, 90];
  const lon: [number, number] = [-180, 180];
  let latError = 90;
  let lonError = 180;
  let isEven = true;
  for (const char of hash) {
    const code = BASE32.indexOf(char);
    if (code < 0) throw new Error(`Invalid geohash character: ${char}`);
    for (const mask of BITS) {
      const interval = isEven ? lon : lat;
      if (isEven) lonError /= 2;
      else latError /= 2;
      const middle = (interval[0] + interval[1]) / 2;
      if (code & mask) interval[0] = middle;
      else interval[1] = middle;
      isEven = !isEven;
    }
  }
  return { latitude: (lat[0] + lat[1]) / 2, longitude: (lon[0] + lon[1]) / 2, latError, lonError };
}

/** `(latitude, longitude)` of a geohash, with only the decimals the cell size justifies. */
export function decodeGeohash(hash: string): { latitude: number; longitude: number } {
  const { latitude, longitude, latError, lonError } = decodeGeohashExactly(hash);
  return { latitude: knownDigits(latitude, latError), longitude: knownDigits(longitude, lonError) };
}

function knownDigits(value: number, error: number): number {
  const decimals = Math.max(1, roundHalfEven(-Math.log10(error))) - 1;
  return Number(pyFixed(value, decimals));
}

/** Python's `'%.*f' % (decimals, value)`: exact decimal value rounded half to even. */
export function pyFixed(value: number, decimals: number): string {
  const exact = Math.abs(value).toFixed(Math.min(100, decimals + 40));
  const [whole = '0', fraction = ''] = exact.split('.');
  const kept = fraction.slice(0, decimals);
  const rest = fraction.slice(decimals);
  const digits = BigInt(`${whole}${kept}`);
  const isHalf = /^50*$/.test(rest);
  const isAbove = rest > '5' && !isHalf;
  const roundUp = isAbove || (isHalf && digits % 2n === 1n);
  const rounded = (roundUp ? digits + 1n : digits).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? rounded : `${rounded.slice(0, -decimals)}.${rounded.slice(-decimals)}`;
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}
