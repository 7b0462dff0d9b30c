import { describe, expect, it } from 'vitest';
import { aggregate, clusterPoints, metresPerPixel, worldPixels } from './cluster';

const at = (lon: number, lat: number, value: number | null = null) => ({
  position: [lon, lat] as [number, number],
  value,
  item: `${lon},${lat}`,
});

describe('the MapBox grid clusterer', () => {
  it('projects to Web Mercator pixels of a 512-pixel world', () => {
    expect(worldPixels([0, 0], 0)).toEqual([256, 256]);
    expect(worldPixels([-180, 0], 1)[0]).toBe(0);
    // lon 45 is 5/8 of the way across; lat 10 sits 14.29 px above the equator at zoom 0.
    expect(worldPixels([45, 0], 0)[0]).toBe(320);
    expect(worldPixels([0, 10], 0)[1]).toBeCloseTo(241.705, 2);
    expect(metresPerPixel(0, 0)).toBeCloseTo(78271.517, 2);
    expect(metresPerPixel(60, 1)).toBeCloseTo(19567.879, 2);
  });

  it('joins points that share a radius-sized cell, at the mean position', () => {
    // Zoom 0, 64 px cells: x 256 and 270.2 share cell 4; x 320 is cell 5, x 241.8 cell 3; lat 10 is row 3.
    const clusters = clusterPoints([at(0, 0), at(10, 0), at(45, 0), at(-10, 0), at(0, 10)], 0, 64, 'sum');
    expect(clusters.map((c) => [c.position, c.count, c.items])).toEqual([
      [[5, 0], 2, ['0,0', '10,0']],
      [[45, 0], 1, ['45,0']],
      [[-10, 0], 1, ['-10,0']],
      [[0, 10], 1, ['0,10']],
    ]);
  });

  it('clusters more at lower zoom and not at all with a zero radius', () => {
    // Zoom 1 doubles pixels: x 512, 540.4 share cell 8, x 640 is cell 10.
    expect(clusterPoints([at(0, 0), at(10, 0), at(45, 0)], 1, 64, 'sum').map((c) => c.count)).toEqual([2, 1]);
    // At zoom 4 the first two are 455 px apart.
    expect(clusterPoints([at(0, 0), at(10, 0)], 4, 64, 'sum').map((c) => c.count)).toEqual([1, 1]);
    expect(clusterPoints([at(0, 0), at(0, 0)], 0, 0, 'sum').map((c) => c.count)).toEqual([1, 1]);
  });

  it('combines label values as pandas does, ignoring missing ones', () => {
    const values = [1, 2, 3, 4];
    expect(aggregate(values, 'sum')).toBe(10);
    expect(aggregate(values, 'mean')).toBe(2.5);
    expect(aggregate(values, 'min')).toBe(1);
    expect(aggregate(values, 'max')).toBe(4);
    // Sample variance: (2.25 + 0.25 + 0.25 + 2.25) / 3.
    expect(aggregate(values, 'var')).toBeCloseTo(5 / 3);
    expect(aggregate(values, 'std')).toBeCloseTo(1.290994, 5);
    expect(aggregate([7], 'std')).toBeNull();
    expect(aggregate([], 'sum')).toBeNull();
    const [cluster] = clusterPoints([at(0, 0, 5), at(1, 0, null), at(2, 0, 7)], 0, 64, 'mean');
    expect([cluster?.count, cluster?.value]).toEqual([3, 6]);
  });
});
