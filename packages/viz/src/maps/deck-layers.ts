/** Plain layer specs -> deck.gl layers (renderer side: imported only by the lazily loaded map renderer). */
import type { Layer } from '@deck.gl/core';
import {
  ContourLayer,
  GridLayer,
  HeatmapLayer,
  HexagonLayer,
  ScreenGridLayer,
} from '@deck.gl/aggregation-layers';
import { ArcLayer, GeoJsonLayer, PathLayer, PolygonLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { Feature } from 'geojson';
import { regionAnchor, type RegionFeature } from './boundaries';
import type { Rgba } from './colors';
import type { ChoroplethBubble, MapLayerSpec, WeightedPoint } from './map-props';

/** Boundaries loaded for choropleths, by boundary set. */
export type LoadedBoundaries = Partial<Record<'world' | 'usa', RegionFeature[]>>;

const LAND: Rgba = [229, 232, 236, 255];
const BORDER: Rgba = [255, 255, 255, 255];

/** The offline basemap: country shapes, light grey with white borders. */
export function basemapLayer(countries: RegionFeature[]): Layer {
  return new GeoJsonLayer({
    id: 'meridian-basemap',
    data: countries,
    filled: true,
    stroked: true,
    getFillColor: LAND,
    getLineColor: BORDER,
    lineWidthMinPixels: 0.5,
    pickable: false,
    // Russia, Fiji and Antarctica cross the antimeridian: drawn unwrapped they smear across the map.
    wrapLongitude: true,
  });
}

const weight = (p: WeightedPoint) => p.weight;
const position = (p: WeightedPoint) => p.position;

function geojsonColor(feature: Feature, keys: readonly string[], fallback: Rgba): Rgba {
  const props = (feature.properties ?? {}) as Record<string, unknown>;
  for (const key of keys) {
    const value = props[key];
    if (Array.isArray(value) && value.length >= 3 && value.every((n) => typeof n === 'number'))
      return [value[0], value[1], value[2], value[3] ?? 255] as Rgba;
  }
  return fallback;
}

/** What polygon and GeoJSON layers share: fill, stroke, extrusion and outline width from the spec. */
function shapeProps(spec: Extract<MapLayerSpec, { kind: 'polygon' | 'geojson' }>) {
  return {
    pickable: true,
    filled: spec.filled,
    stroked: spec.stroked,
    extruded: spec.extruded,
    lineWidthUnits: spec.lineWidthUnits,
    getLineWidth: spec.lineWidth,
    lineWidthMinPixels: 1,
  };
}

/** What hexagon and grid layers share: one aggregation of the weights for both colour and height. */
function binProps(spec: Extract<MapLayerSpec, { kind: 'hexagon' | 'grid' }>) {
  return {
    id: spec.id,
    data: spec.data,
    pickable: true,
    extruded: spec.extruded,
    colorRange: spec.colorRange,
    elevationScale: spec.elevationScale,
    colorAggregation: spec.aggregation,
    elevationAggregation: spec.aggregation,
    getPosition: position,
    getColorWeight: weight,
    getElevationWeight: weight,
  };
}

/** The deck.gl layers of one spec (a choropleth needs its boundaries loaded). */
export function deckLayersOf(spec: MapLayerSpec, boundaries: LoadedBoundaries): Layer[] {
  switch (spec.kind) {
    case 'scatter':
      return [
        new ScatterplotLayer({
          id: spec.id,
          data: spec.data,
          pickable: true,
          radiusUnits: spec.radiusUnits,
          radiusMinPixels: spec.minRadiusPixels,
          radiusMaxPixels: spec.maxRadiusPixels,
          getPosition: (p) => p.position,
          getRadius: (p) => p.radius,
          getFillColor: (p) => p.color,
        }),
      ];
    case 'arc':
      return [
        new ArcLayer({
          id: spec.id,
          data: spec.data,
          pickable: true,
          getWidth: spec.width,
          getSourcePosition: (a) => a.source,
          getTargetPosition: (a) => a.target,
          getSourceColor: (a) => a.sourceColor,
          getTargetColor: (a) => a.targetColor,
        }),
      ];
    case 'path':
      return [
        new PathLayer({
          id: spec.id,
          data: spec.data,
          pickable: true,
          widthUnits: spec.widthUnits,
          widthMinPixels: 1,
          getWidth: spec.width,
          getPath: (p) => p.path,
          getColor: (p) => p.color,
        }),
      ];
    case 'polygon':
      return [
        new PolygonLayer({
          id: spec.id,
          data: spec.data,
          ...shapeProps(spec),
          getPolygon: (p) => p.polygon,
          getFillColor: (p) => p.fillColor,
          getLineColor: (p) => p.lineColor,
          getElevation: (p) => p.elevation,
        }),
      ];
    case 'geojson':
      return [
        new GeoJsonLayer({
          id: spec.id,
          data: spec.data,
          ...shapeProps(spec),
          pointRadiusScale: spec.pointRadiusScale,
          pointRadiusMinPixels: 2,
          getFillColor: (f: Feature) => geojsonColor(f, ['fillColor', 'fill', 'fill-color'], spec.fillColor),
          getLineColor: (f: Feature) =>
            geojsonColor(f, ['strokeColor', 'color', 'stroke-color'], spec.lineColor),
        }),
      ];
    case 'hexagon':
      return [new HexagonLayer<WeightedPoint>({ ...binProps(spec), radius: spec.cellSize })];
    case 'grid':
      return [new GridLayer<WeightedPoint>({ ...binProps(spec), cellSize: spec.cellSize })];
    case 'screengrid':
      return [
        new ScreenGridLayer<WeightedPoint>({
          id: spec.id,
          data: spec.data,
          pickable: false,
          cellSizePixels: spec.cellSizePixels,
          colorRange: spec.colorRange,
          getPosition: position,
          getWeight: weight,
        }),
      ];
    case 'heatmap':
      return [
        new HeatmapLayer<WeightedPoint>({
          id: spec.id,
          data: spec.data,
          intensity: spec.intensity,
          radiusPixels: spec.radiusPixels,
          aggregation: spec.aggregation,
          colorRange: spec.colorRange,
          getPosition: position,
          getWeight: weight,
        }),
      ];
    case 'contour':
      return [
        new ContourLayer<WeightedPoint>({
          id: spec.id,
          data: spec.data,
          cellSize: spec.cellSize,
          aggregation: spec.aggregation,
          contours: spec.contours,
          getPosition: position,
          getWeight: weight,
        }),
      ];
    case 'choropleth':
      return choroplethLayers(spec, boundaries);
  }
}

function choroplethLayers(
  spec: Extract<MapLayerSpec, { kind: 'choropleth' }>,
  boundaries: LoadedBoundaries,
): Layer[] {
  const regions = boundaries[spec.boundaries];
  if (!regions) return [];
  return [
    new GeoJsonLayer<RegionFeature['properties']>({
      id: spec.id,
      data: regions,
      pickable: true,
      filled: true,
      stroked: true,
      getFillColor: (f) => spec.fills.get(f.properties.regionId) ?? spec.defaultFill,
      getLineColor: BORDER,
      lineWidthMinPixels: 0.5,
      wrapLongitude: true,
      updateTriggers: { getFillColor: [spec.fills] },
    }),
    ...(spec.bubbles.length > 0 ? [bubbleLayer(spec, regions)] : []),
  ];
}

function bubbleLayer(spec: Extract<MapLayerSpec, { kind: 'choropleth' }>, regions: RegionFeature[]): Layer {
  const anchors = new Map<string, [number, number]>();
  for (const region of regions) {
    const anchor = regionAnchor(region);
    if (anchor && !anchors.has(region.properties.regionId)) anchors.set(region.properties.regionId, anchor);
  }
  const placed = spec.bubbles.flatMap((b) => {
    const anchor = anchors.get(b.regionId);
    return anchor ? [{ ...b, position: anchor }] : [];
  });
  return new ScatterplotLayer<ChoroplethBubble & { position: [number, number] }>({
    id: `${spec.id}-bubbles`,
    data: placed,
    pickable: true,
    radiusUnits: 'pixels',
    stroked: true,
    getLineColor: [255, 255, 255, 255],
    lineWidthMinPixels: 1,
    getPosition: (b) => b.position,
    getRadius: (b) => b.radius,
    getFillColor: (b) => b.color,
  });
}
