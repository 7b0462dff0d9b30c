import type { Position } from '../../maps/spatial';
import type { ClusterAggregate } from './form-data';

/** Pixels across the world at zoom 0 (deck.gl's 512-pixel tiles). */
const WORLD_PIXELS = 512;
/** Metres around the equator. */
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

/** A point to cluster: where it is and the label value it carries (null when none). */
export interface ClusterInput<T> {
  position: Position;
  value: number | null;
  item: T;
}

/** A cluster: its points' mean position, how many they are, their combined label value. */
export interface Cluster<T> {
  position: Position;
  count: number;
  /** The label values combined, or null when none was a number. */
  value: number | null;
  items: T[];
}

/** Web Mercator pixel coordinates of a position at a zoom. */
export function worldPixels([lon, lat]: Position, zoom: number): [number, number] {
  const size = WORLD_PIXELS * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  const x = ((lon + 180) / 360) * size;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
  return [x, y];
}

/** Metres one screen pixel spans at a latitude and zoom. */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (EARTH_CIRCUMFERENCE_M * Math.cos((latitude * Math.PI) / 180)) / (WORLD_PIXELS * 2 ** zoom);
}

/** Combines a cluster's numbers as pandas does (std and var are sample statistics, ddof 1). */
export function aggregate(values: readonly number[], how: ClusterAggregate): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  const mean = sum / values.length;
  switch (how) {
    case 'sum':
      return sum;
    case 'mean':
      return mean;
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    case 'std':
    case 'var': {
      if (values.length < 2) return null;
      const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1);
      return how === 'var' ? variance : Math.sqrt(variance);
    }
  }
}

/**
 * Grid clustering (pure): at `zoom`, points whose pixel coordinates fall in the same `radius`-pixel square
 * form one cluster. Simpler than Superset's supercluster (no merging across cell borders), but stable:
 * the same points at the same zoom always give the same clusters, in first-seen order.
 */
export function clusterPoints<T>(
  points: readonly ClusterInput<T>[],
  zoom: number,
  radius: number,
  how: ClusterAggregate,
): Cluster<T>[] {
  const cells = new Map<string, ClusterInput<T>[]>();
  points.forEach((point, index) => {
    const [x, y] = worldPixels(point.position, zoom);
    // A zero radius keeps every point on its own.
    const key = radius > 0 ? `${Math.floor(x / radius)}:${Math.floor(y / radius)}` : `#${index}`;
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  });
  return [...cells.values()].map((members) => {
    const count = members.length;
    const values = members.flatMap((m) => (m.value === null ? [] : [m.value]));
    return {
      position: [
        members.reduce((a, m) => a + m.position[0], 0) / count,
        members.reduce((a, m) => a + m.position[1], 0) / count,
      ],
      count,
      value: aggregate(values, how),
      items: members.map((m) => m.item),
    };
  });
}
