/**
 * Boundary data shipped through npm, loaded by the map renderer only: Natural Earth countries (world-atlas, 1:110m)
 * and US states (us-atlas, Census 1:10m), both TopoJSON under the ISC licence. Nothing is fetched from the network.
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { US_STATE_CODES } from './us-states';

/** A boundary feature with its region id (world: ISO 3166-1 alpha-3; usa: ISO 3166-2). */
export type RegionFeature = Feature<Geometry, { name: string; regionId: string }>;

function featuresOf(topology: Topology, object: string): Feature[] {
  const geometries = topology.objects[object] as GeometryCollection;
  const collection = feature(topology, geometries) as FeatureCollection;
  return collection.features;
}

let world: Promise<RegionFeature[]> | undefined;
let usa: Promise<RegionFeature[]> | undefined;

/** Country polygons with their ISO 3166-1 alpha-3 code (loaded once). */
export function worldCountries(): Promise<RegionFeature[]> {
  world ??= Promise.all([import('world-atlas/countries-110m.json'), import('./country-codes')]).then(
    ([module, codes]) =>
      featuresOf(module.default as unknown as Topology, 'countries').map((f) => {
        const name = String((f.properties as { name?: unknown } | null)?.name ?? '');
        return {
          ...f,
          properties: { name, regionId: codes.alpha3OfNumeric(String(f.id ?? '')) ?? name },
        } as RegionFeature;
      }),
  );
  return world;
}

/** US states with their ISO 3166-2 code ("US-CA"), loaded on first use. */
export function usStates(): Promise<RegionFeature[]> {
  usa ??= import('us-atlas/states-10m.json').then((module) =>
    featuresOf(module.default as unknown as Topology, 'states').map((f) => {
      const name = String((f.properties as { name?: unknown } | null)?.name ?? '');
      const postal = US_STATE_CODES[String(f.id ?? '')];
      return { ...f, properties: { name, regionId: postal ? `US-${postal}` : name } } as RegionFeature;
    }),
  );
  return usa;
}

/** The boundaries of a boundary set. */
export function boundariesOf(set: 'world' | 'usa'): Promise<RegionFeature[]> {
  return set === 'world' ? worldCountries() : usStates();
}

/** An [lon, lat] inside a region for its bubble: the centre of the bounding box of its largest polygon. */
export function regionAnchor(f: RegionFeature): [number, number] | null {
  const g = f.geometry;
  const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  let best: [number, number] | null = null;
  let bestArea = -1;
  for (const polygon of polygons) {
    const ring = polygon[0] ?? [];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const [x = 0, y = 0] of ring) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const area = (maxX - minX) * (maxY - minY);
    if (area > bestArea) {
      bestArea = area;
      best = [(minX + maxX) / 2, (minY + maxY) / 2];
    }
  }
  return best;
}
