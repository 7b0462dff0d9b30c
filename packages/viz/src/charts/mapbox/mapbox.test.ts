import { describe, expect, it } from 'vitest';
import { buildMapboxQuery } from './build-query';
import { mapboxFormDataSchema } from './form-data';
import { mapboxHooks, transformMapboxProps } from './transform-props';

const parse = (extra: Record<string, unknown>) =>
  mapboxFormDataSchema.parse({
    datasource: '3__table',
    viz_type: 'mapbox',
    all_columns_x: 'lon',
    all_columns_y: 'lat',
    ...extra,
  });

const rows = [
  { lon: 0, lat: 0, n: 1, r: 782.71517 },
  { lon: 10, lat: 0, n: 3, r: null },
  { lon: 45, lat: 0, n: 2, r: 782.71517 },
  { lon: null, lat: 5, n: 9, r: null },
  { lon: 10, lat: 91, n: 9, r: null },
];

// A 40-pixel-wide chart is too small to fit the data, so clustering uses the saved zoom.
const draw = (extra: Record<string, unknown>) =>
  transformMapboxProps({
    formData: parse({ viewport_zoom: 0, clustering_radius: 64, ...extra }),
    queriesData: [{ colnames: ['lon', 'lat', 'n', 'r'], coltypes: [0, 0, 0, 0], data: rows }],
    width: 40,
    height: 40,
  });

describe('MapBox', () => {
  it('reads Superset defaults for absent keys', () => {
    const fd = mapboxFormDataSchema.parse({ datasource: '1__table', viz_type: 'mapbox' });
    expect(fd).toMatchObject({
      clustering_radius: 60,
      point_radius: 'Auto',
      point_radius_unit: 'Pixels',
      pandas_aggfunc: 'sum',
      global_opacity: 1,
      mapbox_color: 'rgb(0, 139, 139)',
      viewport_longitude: -122.405293,
      viewport_latitude: 37.772123,
      viewport_zoom: 11,
    });
  });

  it('queries raw lon, lat, groupby, label and radius columns once each, with a row limit', () => {
    const query = buildMapboxQuery(
      parse({ groupby: ['city', 'lon'], mapbox_label: ['n'], point_radius: 'r' }),
    ).queries[0];
    expect(query?.columns).toEqual(['lon', 'lat', 'city', 'n', 'r']);
    expect(query?.metrics).toBeNull();
    expect(query?.row_limit).toBe(5000);
    expect(buildMapboxQuery(parse({ row_limit: 100 })).queries[0]?.columns).toEqual(['lon', 'lat']);
  });

  it('draws a circle per cluster, sized by its label total, and notes skipped rows', () => {
    const props = draw({ mapbox_label: ['n'], global_opacity: 0.5 });
    const layer = props.layers[0];
    const circles = layer?.kind === 'scatter' ? layer.data : [];
    // (0,0) and (10,0) share a 64-pixel cell at zoom 0; (45,0) stands alone.
    expect(circles.map((c) => [c.position, c.radius])).toEqual([
      [[5, 0], 32],
      [[45, 0], 64 / 6],
    ]);
    expect(circles[0]?.color).toEqual([0, 139, 139, 128]);
    expect(layer?.kind === 'scatter' ? layer.tooltip(circles[0]!) : '').toBe(
      '2 points\nn (sum): 4\nLongitude and Latitude: 5.000000, 0.000000',
    );
    expect(props.fitBounds).toEqual([
      [0, 0],
      [45, 0],
    ]);
    expect(props.notes).toEqual([
      '2 rows skipped: 1 with null or empty coordinates, 1 with latitudes or longitudes out of range.',
    ]);
  });

  it('sizes lone points by a radius column in its unit', () => {
    const props = draw({ point_radius: 'r', point_radius_unit: 'Kilometers', clustering_radius: 0 });
    const layer = props.layers[0];
    // 782.715 km is 10 pixels on the equator at zoom 0; a null radius falls back to Auto (3 px minimum).
    expect(layer?.kind === 'scatter' ? layer.data.map((c) => c.radius) : []).toEqual([
      expect.closeTo(10, 4),
      3,
      expect.closeTo(10, 4),
    ]);
  });

  it('saves a panned camera as viewport_longitude, _latitude and _zoom', () => {
    const saved: [string, unknown][] = [];
    const hooks = mapboxHooks({ setControlValue: (name, value) => saved.push([name, value]) });
    hooks.setControlValue?.('viewport', { longitude: 2.35, latitude: 48.85, zoom: 5, bearing: 0, pitch: 0 });
    hooks.setControlValue?.('other', 1);
    expect(saved).toEqual([
      ['viewport_longitude', 2.35],
      ['viewport_latitude', 48.85],
      ['viewport_zoom', 5],
      ['other', 1],
    ]);
  });

  it('opens on the saved camera when there is nothing to fit', () => {
    const props = transformMapboxProps({
      formData: parse({ viewport_longitude: 2, viewport_latitude: 48, viewport_zoom: 6 }),
      queriesData: [{ colnames: [], coltypes: [], data: [] }],
      width: 400,
      height: 300,
    });
    expect(props.fitBounds).toBeNull();
    expect(props.viewport).toEqual({ longitude: 2, latitude: 48, zoom: 6, bearing: 0, pitch: 0 });
  });
});
