import { columnLabel } from '@meridian/core';
import type { Feature, Geometry } from 'geojson';
import { SkipCounter } from '../../maps/bad-input';
import { toRgba } from '../../maps/colors';
import { baseMapProps, mapNotes, rowsOf } from '../../maps/deck-props';
import type { MapRendererProps } from '../../maps/map-props';
import type { Position } from '../../maps/spatial';
import type { ChartProps } from '../../plugin';
import type { DeckGeojsonFormData } from './form-data';

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

function isGeometry(value: unknown): value is Geometry {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as { type?: unknown; coordinates?: unknown; geometries?: unknown };
  if (typeof g.type !== 'string' || !GEOMETRY_TYPES.has(g.type)) return false;
  return g.type === 'GeometryCollection' ? Array.isArray(g.geometries) : Array.isArray(g.coordinates);
}

/** Every [lon, lat] of a geometry (autozoom); non-numeric pairs make the geometry malformed. */
function positionsOf(value: unknown, out: Position[]): boolean {
  if (!Array.isArray(value)) return false;
  if (typeof value[0] === 'number') {
    const [lon, lat] = value as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat))
      return false;
    out.push([lon, lat]);
    return true;
  }
  return value.every((item) => positionsOf(item, out));
}

/** The features of a GeoJSON cell (a geometry, a Feature or a FeatureCollection), or null when malformed. */
export function featuresOf(cell: unknown, positions: Position[]): Feature[] | null {
  let value: unknown = cell;
  if (typeof cell === 'string') {
    try {
      value = JSON.parse(cell);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const object = value as { type?: unknown; features?: unknown; geometry?: unknown; properties?: unknown };
  const raw: unknown[] =
    object.type === 'FeatureCollection' && Array.isArray(object.features) ? object.features : [value];
  const features: Feature[] = [];
  for (const item of raw) {
    const f = item as { type?: unknown; geometry?: unknown; properties?: unknown };
    const geometry = f.type === 'Feature' ? f.geometry : item;
    if (!isGeometry(geometry)) return null;
    const found: Position[] = [];
    const collection = geometry.type === 'GeometryCollection' ? geometry.geometries : [geometry];
    if (!collection.every((g) => 'coordinates' in g && positionsOf(g.coordinates, found))) return null;
    positions.push(...found);
    const properties = f.type === 'Feature' && typeof f.properties === 'object' ? f.properties : {};
    features.push({ type: 'Feature', geometry, properties: (properties ?? {}) as Feature['properties'] });
  }
  return features;
}

/** Chart data -> a GeoJsonLayer of every row's features; malformed GeoJSON is skipped and counted (pure). */
export function transformDeckGeojsonProps(chart: ChartProps<DeckGeojsonFormData>): MapRendererProps {
  const fd = chart.formData;
  const skips = new SkipCounter();
  const column = fd.geojson ? columnLabel(fd.geojson) : null;
  const features: Feature[] = [];
  const positions: Position[] = [];
  for (const row of rowsOf(chart.queriesData)) {
    const cell = column ? row[column] : null;
    if (cell === null || cell === undefined || cell === '') {
      skips.skip('nullValue');
      continue;
    }
    const parsed = featuresOf(cell, positions);
    if (parsed) features.push(...parsed);
    else skips.skip('malformedGeojson');
  }
  return {
    ...baseMapProps(chart, positions),
    layers: [
      {
        kind: 'geojson',
        id: 'deck_geojson',
        data: features,
        fillColor: toRgba(fd.fill_color_picker),
        lineColor: toRgba(fd.stroke_color_picker),
        filled: fd.filled,
        stroked: fd.stroked,
        extruded: fd.extruded,
        lineWidth: fd.line_width,
        lineWidthUnits: fd.line_width_unit,
        pointRadiusScale: fd.point_radius_scale,
        tooltip: (f) =>
          Object.entries(f.properties ?? {})
            .filter(([, v]) => typeof v !== 'object')
            .map(([k, v]) => `${k}: ${String(v)}`)
            .join('\n') || String(f.geometry.type),
      },
    ],
    legend: null,
    notes: mapNotes(fd, skips.counts),
  };
}
