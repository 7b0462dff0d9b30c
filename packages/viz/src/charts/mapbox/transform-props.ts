import { getNumberFormatter } from '../../format/number-format';
import { SkipCounter, skippedNote } from '../../maps/bad-input';
import { initialCamera } from '../../maps/camera';
import { toRgba } from '../../maps/colors';
import { numberOf, rowsOf } from '../../maps/deck-props';
import type { MapRendererProps, ScatterPoint, Viewport } from '../../maps/map-props';
import { boundsOf, checkedPosition, type Position } from '../../maps/spatial';
import type { ChartHooks, ChartProps } from '../../plugin';
import { labelColumn, radiusColumn } from './build-query';
import { clusterPoints, metresPerPixel, type Cluster } from './cluster';
import { MAPBOX_DEFAULT_VIEWPORT, type MapboxFormData } from './form-data';

/** The smallest circle drawn, pixels, so a small cluster stays visible. */
const MIN_RADIUS_PX = 3;
const METRES_PER_UNIT = { Miles: 1609.344, Kilometers: 1000 } as const;

type Row = Readonly<Record<string, unknown>>;

/** A lone point's radius in pixels: its radius column in its unit, or the 'Auto' size. */
function pointRadiusPx(fd: MapboxFormData, row: Row, position: Position, zoom: number): number {
  const auto = Math.max(MIN_RADIUS_PX, fd.clustering_radius / 6);
  const column = radiusColumn(fd);
  const value = column ? numberOf(row[column]) : null;
  if (value === null || value < 0) return auto;
  if (fd.point_radius_unit === 'Pixels') return value;
  return (value * METRES_PER_UNIT[fd.point_radius_unit]) / metresPerPixel(position[1], zoom);
}

/**
 * Host callbacks with the map's camera saved as Superset's MapBox keeps it: the shared map saves `viewport`,
 * MapBox keeps viewport_longitude, viewport_latitude and viewport_zoom (render-only controls, so a pan never
 * asks for a new query).
 */
export function mapboxHooks(hooks: ChartHooks): ChartHooks {
  const save = hooks.setControlValue;
  if (!save) return hooks;
  return {
    ...hooks,
    setControlValue: (name, value) => {
      if (name !== 'viewport' || typeof value !== 'object' || value === null) return save(name, value);
      const camera = value as Partial<Viewport>;
      save('viewport_longitude', camera.longitude);
      save('viewport_latitude', camera.latitude);
      save('viewport_zoom', camera.zoom);
    },
  };
}

/** Chart data -> circles of clustered points at the camera's zoom (pure). */
export function transformMapboxProps(chart: ChartProps<MapboxFormData>): MapRendererProps {
  const fd = chart.formData;
  const skips = new SkipCounter();
  const lon = fd.all_columns_x;
  const lat = fd.all_columns_y;
  const label = labelColumn(fd);
  const located = rowsOf(chart.queriesData).flatMap((row) => {
    const position = lon && lat ? checkedPosition(row[lon], row[lat], skips) : null;
    return position ? [{ position, value: label ? numberOf(row[label]) : null, item: row }] : [];
  });
  const saved: Viewport = {
    longitude: fd.viewport_longitude,
    latitude: fd.viewport_latitude,
    zoom: fd.viewport_zoom,
    bearing: 0,
    pitch: 0,
  };
  // Superset opens a MapBox chart fitted to its points and clusters them at that zoom; the saved camera is
  // only used when there is nothing to fit (passing it otherwise would refit the map after every saved pan).
  const fitBounds = boundsOf(located.map((p) => p.position));
  const zoom = initialCamera(saved, fitBounds, chart.width, chart.height).zoom;
  const clusters = clusterPoints(located, zoom, fd.clustering_radius, fd.pandas_aggfunc);
  const sizeOf = (c: Cluster<Row>) => Math.abs(c.value ?? c.count);
  const largest = Math.max(1, ...clusters.filter((c) => c.count > 1).map(sizeOf));
  const color = toRgba(fd.mapbox_color ?? undefined, fd.global_opacity);
  const format = getNumberFormatter(undefined);
  // Tooltips read the cluster a circle stands for.
  const clusterOf = new Map<ScatterPoint, Cluster<Row>>();
  const points: ScatterPoint[] = clusters.map((c) => {
    const lone = c.count === 1 ? c.items[0] : undefined;
    const point: ScatterPoint = {
      position: c.position,
      // A cluster's area grows with its size, the largest filling half the clustering radius.
      radius: lone
        ? pointRadiusPx(fd, lone, c.position, zoom)
        : Math.max(MIN_RADIUS_PX * 2, Math.sqrt(sizeOf(c) / largest) * (fd.clustering_radius / 2)),
      color,
      row: lone ?? { count: c.count, ...(label ? { [label]: c.value } : {}) },
    };
    clusterOf.set(point, c);
    return point;
  });
  const tooltipOf = (p: ScatterPoint) => {
    const count = clusterOf.get(p)?.count ?? 1;
    const value = clusterOf.get(p)?.value ?? null;
    return [
      `${count.toLocaleString('en-US')} ${count === 1 ? 'point' : 'points'}`,
      ...(label && value !== null
        ? [`${label} (${count === 1 ? 'value' : fd.pandas_aggfunc}): ${format(value)}`]
        : []),
      `Longitude and Latitude: ${p.position[0].toFixed(6)}, ${p.position[1].toFixed(6)}`,
    ].join('\n');
  };
  const note = skippedNote(skips.counts);
  return {
    width: chart.width,
    height: chart.height,
    viewport: fitBounds ? { ...MAPBOX_DEFAULT_VIEWPORT, bearing: 0, pitch: 0 } : saved,
    fitBounds,
    showBasemap: true,
    interactive: true,
    ...(chart.hooks ? { hooks: mapboxHooks(chart.hooks) } : {}),
    layers: [
      {
        kind: 'scatter',
        id: 'mapbox',
        data: points,
        radiusUnits: 'pixels',
        minRadiusPixels: 0,
        maxRadiusPixels: Number.MAX_SAFE_INTEGER,
        tooltip: tooltipOf,
      },
    ],
    legend: null,
    notes: note ? [note] : [],
  };
}
