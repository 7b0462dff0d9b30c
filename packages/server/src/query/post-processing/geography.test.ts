import { describe, expect, it } from 'vitest';
import { geodeticParse, parseGeodetic } from './geodetic-parse';
import { decodeGeohash, encodeGeohash, pyFixed } from './geohash';
import { geohashDecode } from './geohash-decode';
import { geohashEncode } from './geohash-encode';
import { frameOf, rowsOf } from './test-helpers';

describe('geography', () => {
  it('encodes and decodes geohashes like the classic module', () => {
    expect(encodeGeohash(57.64911, 10.40744)).toBe('u4pruydqqvj8');
    expect(decodeGeohash('ezs42')).toEqual({ latitude: 42.6, longitude: -5.6 });
    expect(pyFixed(0.125, 2)).toBe('0.12');
    expect(pyFixed(-2.5, 0)).toBe('-2');
  });

  it('adds latitude and longitude columns from geohashes', () => {
    const result = geohashDecode(frameOf({ hash: ['ezs42'] }), {
      geohash: 'hash',
      latitude: 'lat',
      longitude: 'lon',
    });
    expect(rowsOf(result)).toEqual([{ hash: 'ezs42', lat: 42.6, lon: -5.6 }]);
    expect(() =>
      geohashDecode(frameOf({ hash: ['ai!'] }), { geohash: 'hash', latitude: 'a', longitude: 'b' }),
    ).toThrow('Invalid geohash string');
  });

  it('adds a geohash column from latitude and longitude', () => {
    const frame = frameOf({ lat: [57.64911], lon: [10.40744] });
    const result = geohashEncode(frame, { geohash: 'geohash', latitude: 'lat', longitude: 'lon' });
    expect(rowsOf(result)).toEqual([{ lat: 57.64911, lon: 10.40744, geohash: 'u4pruydqqvj8' }]);
  });

  it('parses decimal and degree-minute-second points', () => {
    expect(parseGeodetic('40.7128, -74.006')).toEqual({ latitude: 40.7128, longitude: -74.006, altitude: 0 });
    const dms = parseGeodetic(`40°42'51" N, 74°0'21" W, 1.5km`);
    expect(dms.latitude).toBeCloseTo(40.714167, 6);
    expect(dms.longitude).toBeCloseTo(-74.005833, 6);
    expect(dms.altitude).toBe(1.5);
    const frame = frameOf({ point: ['1.5;2.5'] });
    expect(
      rowsOf(geodeticParse(frame, { geodetic: 'point', latitude: 'latitude', longitude: 'longitude' })),
    ).toEqual([{ point: '1.5;2.5', latitude: 1.5, longitude: 2.5 }]);
  });
});
