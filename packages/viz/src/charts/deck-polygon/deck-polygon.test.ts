import { describe, expect, it } from 'vitest';
import { buildDeckPolygonQuery } from './build-query';
import { deckPolygonFormDataSchema } from './form-data';
import { transformDeckPolygonProps } from './transform-props';

const parse = (extra: Record<string, unknown>) =>
  deckPolygonFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'deck_polygon',
    line_column: 'shape',
    ...extra,
  });
const square = (x: number) =>
  JSON.stringify([
    [x, 0],
    [x + 1, 0],
    [x + 1, 1],
    [x, 1],
    [x, 0],
  ]);

describe('deck.gl Polygon', () => {
  it('groups shapes by the colour metric and adds an elevation metric', () => {
    const query = buildDeckPolygonQuery(
      parse({ metric: 'sum__a', point_radius_fixed: { type: 'metric', value: 'sum__b' } }),
    ).queries[0];
    expect(query?.columns).toEqual(['shape']);
    expect(query?.metrics).toEqual(['sum__a', 'sum__b']);
  });

  it('fills by metric buckets, raises by the fixed elevation, and skips broken shapes', () => {
    const props = transformDeckPolygonProps({
      formData: parse({
        metric: 'v',
        num_buckets: 2,
        point_radius_fixed: { type: 'fix', value: 100 },
        multiplier: 2,
      }),
      queriesData: [
        {
          colnames: [],
          coltypes: [],
          data: [
            { shape: square(0), v: 1 },
            { shape: square(2), v: 9 },
            { shape: '[[0,0]', v: 3 },
          ],
        },
      ],
      width: 1,
      height: 1,
    });
    const layer = props.layers[0];
    const shapes = layer?.kind === 'polygon' ? layer.data : [];
    expect(shapes.map((s) => s.elevation)).toEqual([200, 200]);
    expect(shapes[0]?.fillColor).not.toEqual(shapes[1]?.fillColor);
    expect(props.legend?.entries).toHaveLength(2);
    expect(props.notes).toEqual(['1 row skipped: 1 with malformed paths or polygons.']);
  });
});
