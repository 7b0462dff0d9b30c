import { describe, expect, it } from 'vitest';
import { buildDeckScatterQuery } from './build-query';
import { deckScatterFormDataSchema } from './form-data';
import { radiusInMetres, transformDeckScatterProps } from './transform-props';

const parse = (extra: Record<string, unknown>) =>
  deckScatterFormDataSchema.parse({
    datasource: '3__table',
    viz_type: 'deck_scatter',
    spatial: { type: 'latlong', lonCol: 'lon', latCol: 'lat' },
    ...extra,
  });

describe('deck.gl Scatterplot', () => {
  it('queries raw positions with IS NOT NULL filters, or groups by the size metric', () => {
    const raw = buildDeckScatterQuery(parse({})).queries[0];
    expect(raw?.columns).toEqual(['lon', 'lat']);
    expect(raw?.metrics).toBeNull();
    expect(raw?.row_limit).toBe(5000);
    expect(raw?.filters).toEqual([
      { col: 'lon', op: 'IS NOT NULL' },
      { col: 'lat', op: 'IS NOT NULL' },
    ]);
    const sized = buildDeckScatterQuery(
      parse({ point_radius_fixed: { type: 'metric', value: 'count' }, dimension: 'country' }),
    ).queries[0];
    expect(sized?.columns).toEqual(['lon', 'lat', 'country']);
    expect(sized?.metrics).toEqual(['count']);
    expect(sized?.orderby).toEqual([['count', false]]);
  });

  it('turns areas into radii and scales units', () => {
    expect(radiusInMetres(Math.PI * 100, 'square_m')).toBeCloseTo(10);
    expect(radiusInMetres(2, 'radius_km')).toBe(2000);
    expect(radiusInMetres(1, 'radius_miles')).toBe(1609);
    expect(radiusInMetres(null, 'radius_m')).toBe(10);
  });

  it('draws a point per valid row, colours by category and notes skipped rows', () => {
    const props = transformDeckScatterProps({
      formData: parse({ dimension: 'country', autozoom: true }),
      queriesData: [
        {
          colnames: ['lon', 'lat', 'country'],
          coltypes: [0, 0, 1],
          data: [
            { lon: 2.35, lat: 48.85, country: 'FR' },
            { lon: -0.12, lat: 51.5, country: 'GB' },
            { lon: 10, lat: 95, country: 'XX' },
            { lon: null, lat: 1, country: 'XX' },
          ],
        },
      ],
      width: 400,
      height: 300,
    });
    const layer = props.layers[0];
    expect(layer?.kind).toBe('scatter');
    expect(layer?.kind === 'scatter' ? layer.data.map((p) => p.position) : []).toEqual([
      [2.35, 48.85],
      [-0.12, 51.5],
    ]);
    expect(props.legend?.entries.map((e) => e.label)).toEqual(['FR', 'GB']);
    expect(props.fitBounds).toEqual([
      [-0.12, 48.85],
      [2.35, 51.5],
    ]);
    expect(props.notes).toEqual([
      '2 rows skipped: 1 with null or empty coordinates, 1 with latitudes or longitudes out of range.',
    ]);
  });

  it('notes that JavaScript controls are not run', () => {
    const props = transformDeckScatterProps({
      formData: parse({ js_tooltip: 'd => d.name' }),
      queriesData: [{ colnames: [], coltypes: [], data: [] }],
      width: 1,
      height: 1,
    });
    expect(props.notes.join(' ')).toContain('not executed');
  });
});
