import type { Feature } from 'geojson';
import type { BaseRendererProps, ChartHooks } from '../plugin';
import type { Rgba } from './colors';
import type { Position } from './spatial';

/** The camera of a map (spec §3 viewport). */
export interface Viewport {
  longitude: number;
  latitude: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

/** Tooltip text of a hovered object (plain lines). */
export type TooltipOf<T> = (item: T) => string;

/** A point of a scatter layer. */
export interface ScatterPoint {
  position: Position;
  /** Metres, or pixels when the layer's radiusUnits says so. */
  radius: number;
  color: Rgba;
  /** The row it came from (tooltips, clicks). */
  row: Readonly<Record<string, unknown>>;
}

/** A weighted point of an aggregating layer (hex, grid, screen grid, heatmap, contour). */
export interface WeightedPoint {
  position: Position;
  weight: number;
}

/** An arc between two positions. */
export interface Arc {
  source: Position;
  target: Position;
  sourceColor: Rgba;
  targetColor: Rgba;
  row: Readonly<Record<string, unknown>>;
}

/** A line of a path layer. */
export interface PathLine {
  path: Position[];
  color: Rgba;
  row: Readonly<Record<string, unknown>>;
}

/** A polygon with its fill. */
export interface PolygonShape {
  polygon: Position[];
  fillColor: Rgba;
  lineColor: Rgba;
  /** Metres of extrusion. */
  elevation: number;
  row: Readonly<Record<string, unknown>>;
}

/** A contour band or line (deck_contour). */
export interface ContourSpec {
  threshold: number | [number, number];
  color: Rgba;
  strokeWidth: number;
}

/** One layer to draw, as plain data; the renderer makes the deck.gl layer. */
export type MapLayerSpec =
  | {
      kind: 'scatter';
      id: string;
      data: ScatterPoint[];
      radiusUnits: 'meters' | 'pixels';
      minRadiusPixels: number;
      maxRadiusPixels: number;
      tooltip: TooltipOf<ScatterPoint>;
    }
  | { kind: 'arc'; id: string; data: Arc[]; width: number; tooltip: TooltipOf<Arc> }
  | {
      kind: 'path';
      id: string;
      data: PathLine[];
      width: number;
      widthUnits: 'pixels' | 'meters';
      tooltip: TooltipOf<PathLine>;
    }
  | {
      kind: 'polygon';
      id: string;
      data: PolygonShape[];
      filled: boolean;
      stroked: boolean;
      extruded: boolean;
      lineWidth: number;
      lineWidthUnits: 'pixels' | 'meters';
      tooltip: TooltipOf<PolygonShape>;
    }
  | {
      kind: 'geojson';
      id: string;
      data: Feature[];
      fillColor: Rgba;
      lineColor: Rgba;
      filled: boolean;
      stroked: boolean;
      extruded: boolean;
      lineWidth: number;
      lineWidthUnits: 'pixels' | 'meters';
      pointRadiusScale: number;
      tooltip: TooltipOf<Feature>;
    }
  | {
      kind: 'hexagon' | 'grid';
      id: string;
      data: WeightedPoint[];
      /** Metres: hexagon radius or grid cell size. */
      cellSize: number;
      extruded: boolean;
      aggregation: 'SUM' | 'MEAN' | 'MIN' | 'MAX' | 'COUNT';
      colorRange: Rgba[];
      elevationScale: number;
    }
  | { kind: 'screengrid'; id: string; data: WeightedPoint[]; cellSizePixels: number; colorRange: Rgba[] }
  | {
      kind: 'heatmap';
      id: string;
      data: WeightedPoint[];
      intensity: number;
      radiusPixels: number;
      aggregation: 'SUM' | 'MEAN';
      colorRange: Rgba[];
    }
  | {
      kind: 'contour';
      id: string;
      data: WeightedPoint[];
      cellSize: number;
      aggregation: 'SUM' | 'MEAN' | 'MIN' | 'MAX';
      contours: ContourSpec[];
    }
  | {
      kind: 'choropleth';
      id: string;
      /** Region boundaries to draw: which shipped boundary set. */
      boundaries: 'world' | 'usa';
      /** Fill per region id (world: ISO 3166-1 alpha-3; usa: ISO 3166-2 "US-CA"). */
      fills: ReadonlyMap<string, Rgba>;
      defaultFill: Rgba;
      /** Bubbles drawn at regions' centres (world_map show_bubbles). */
      bubbles: ChoroplethBubble[];
      tooltip: (regionId: string, regionName: string) => string;
    };

/** A bubble of a choropleth, placed on its region. */
export interface ChoroplethBubble {
  regionId: string;
  /** Pixels. */
  radius: number;
  color: Rgba;
  /** Tooltip text. */
  label: string;
}

/** A legend entry: a swatch and its label. */
export interface LegendEntry {
  color: Rgba;
  label: string;
}

/** Renderer props of every map chart. */
export interface MapRendererProps extends BaseRendererProps {
  /** Layers, bottom to top, drawn over the basemap. */
  layers: MapLayerSpec[];
  /** The saved camera. */
  viewport: Viewport;
  /** Fit the camera to these bounds instead of the saved viewport (autozoom), when set. */
  fitBounds: [Position, Position] | null;
  /** Draw the offline country boundaries under the layers (choropleths draw their own). */
  showBasemap: boolean;
  /** Legend entries and where it sits (tl, tr, bl, br), or null for none. */
  legend: { position: 'tl' | 'tr' | 'bl' | 'br'; entries: LegendEntry[] } | null;
  /** Notes under the map: skipped rows, JavaScript controls not run. */
  notes: string[];
  /** Whether the camera moves with the mouse. */
  interactive: boolean;
  /** Host callbacks: explore saves a panned camera through setControlValue('viewport'). */
  hooks?: ChartHooks;
}
