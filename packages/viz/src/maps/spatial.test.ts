import { describe, expect, it } from 'vitest';
import { SkipCounter, skippedNote } from './bad-input';
import { decodeGeohash, geohashBounds } from './geohash';
import { readLine } from './lines';
import { INVALID_SPATIAL_MESSAGE, readPosition, spatialColumns, validateSpatial } from './spatial';

describe('geographic position', () => {
  it("says 'Invalid lat/long configuration.' when latlong lacks a latitude or longitude column", () => {
    expect(validateSpatial({ type: 'latlong', lonCol: 'lon' })).toBe(INVALID_SPATIAL_MESSAGE);
    expect(validateSpatial({ type: 'latlong', latCol: 'lat' })).toBe(INVALID_SPATIAL_MESSAGE);
    expect(validateSpatial({ type: 'latlong', latCol: 'lat', lonCol: 'lon' })).toBeNull();
    expect(INVALID_SPATIAL_MESSAGE).toBe('Invalid lat/long configuration.');
  });

  it('says so when delimited lacks its column or delimiter, or geohash lacks its column', () => {
    expect(validateSpatial({ type: 'delimited', delimiter: ',' })).toBe(INVALID_SPATIAL_MESSAGE);
    expect(validateSpatial({ type: 'delimited', lonlatCol: 'p', delimiter: '' })).toBe(
      INVALID_SPATIAL_MESSAGE,
    );
    expect(validateSpatial({ type: 'delimited', lonlatCol: 'p', delimiter: ';' })).toBeNull();
    expect(validateSpatial({ type: 'geohash' })).toBe(INVALID_SPATIAL_MESSAGE);
    expect(validateSpatial({ type: 'geohash', geohashCol: 'g' })).toBeNull();
    expect(validateSpatial(null)).toBe(INVALID_SPATIAL_MESSAGE);
  });

  it('reads the columns of each type', () => {
    expect(spatialColumns({ type: 'latlong', lonCol: 'x', latCol: 'y' })).toEqual(['x', 'y']);
    expect(spatialColumns({ type: 'delimited', lonlatCol: 'p' })).toEqual(['p']);
    expect(spatialColumns({ type: 'geohash', geohashCol: 'g' })).toEqual(['g']);
    expect(spatialColumns({ type: 'geohash' })).toEqual([]);
  });

  it('reads positions as [lon, lat] from latlong, delimited "lat,lon" and geohash rows', () => {
    const skips = new SkipCounter();
    expect(readPosition({ x: -84.4, y: 33.6 }, { type: 'latlong', lonCol: 'x', latCol: 'y' }, skips)).toEqual(
      [-84.4, 33.6],
    );
    expect(readPosition({ p: '33.6, -84.4' }, { type: 'delimited', lonlatCol: 'p' }, skips)).toEqual([
      -84.4, 33.6,
    ]);
    expect(
      readPosition(
        { p: '-84.4;33.6' },
        { type: 'delimited', lonlatCol: 'p', delimiter: ';', reverseCheckbox: true },
        skips,
      ),
    ).toEqual([-84.4, 33.6]);
    const [lon, lat] = readPosition({ g: 'ezs42' }, { type: 'geohash', geohashCol: 'g' }, skips) ?? [];
    expect(lon).toBeCloseTo(-5.6, 1);
    expect(lat).toBeCloseTo(42.6, 1);
    expect(skips.total).toBe(0);
  });

  it('skips and counts nulls, non-numbers, out-of-range latitudes and malformed geohashes', () => {
    const skips = new SkipCounter();
    const latlong = { type: 'latlong', lonCol: 'x', latCol: 'y' } as const;
    expect(readPosition({ x: null, y: 1 }, latlong, skips)).toBeNull();
    expect(readPosition({ x: 'abc', y: 1 }, latlong, skips)).toBeNull();
    expect(readPosition({ x: 10, y: 91 }, latlong, skips)).toBeNull();
    expect(readPosition({ p: '1;2;3;4' }, { type: 'delimited', lonlatCol: 'p' }, skips)).toBeNull();
    expect(readPosition({ g: 'ai!' }, { type: 'geohash', geohashCol: 'g' }, skips)).toBeNull();
    expect(skips.counts).toEqual({ nullValue: 1, invalidCoordinates: 2, outOfRange: 1, malformedGeohash: 1 });
    expect(skippedNote(skips.counts)).toBe(
      '5 rows skipped: 1 with null or empty coordinates, 2 with coordinates that are not numbers, 1 with latitudes or longitudes out of range, 1 with malformed geohashes.',
    );
  });
});

describe('geohash', () => {
  it('decodes the centre of a cell and refuses characters outside the alphabet', () => {
    const [lon, lat] = decodeGeohash('ezs42') ?? [];
    expect(lon).toBeCloseTo(-5.603, 2);
    expect(lat).toBeCloseTo(42.605, 2);
    expect(decodeGeohash('ezs4a')).toBeNull();
    expect(decodeGeohash('')).toBeNull();
    const [w, s, e, n] = geohashBounds('ezs42') ?? [];
    expect(e! - w!).toBeCloseTo(0.0439, 3);
    expect(n! - s!).toBeCloseTo(0.0439, 3);
  });
});

describe('lines', () => {
  it('reads JSON, polyline and geohash lines, and counts malformed ones', () => {
    const skips = new SkipCounter();
    expect(readLine('[[1,2],[3,4]]', 'json', false, skips)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(readLine('_p~iF~ps|U_ulLnnqC', 'polyline', true, skips)).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
    ]);
    expect(readLine('ezs42', 'geohash', false, skips)).toHaveLength(5);
    expect(readLine('[[1,2],', 'json', false, skips)).toBeNull();
    expect(readLine('[[1,200],[1,2]]', 'json', false, skips)).toBeNull();
    expect(skips.counts).toEqual({ malformedPath: 1, outOfRange: 1 });
  });
});
