import { describe, expect, it } from 'vitest';
import { buildDeckArcQuery } from './build-query';
import { deckArcFormDataSchema } from './form-data';
import { transformDeckArcProps } from './transform-props';

const formData = deckArcFormDataSchema.parse({
  datasource: '1__table',
  viz_type: 'deck_arc',
  start_spatial: { type: 'latlong', lonCol: 'o_lon', latCol: 'o_lat' },
  end_spatial: { type: 'delimited', lonlatCol: 'dest' },
  dimension: 'airline',
});

describe('deck.gl Arc', () => {
  it('queries both ends and the category', () => {
    expect(buildDeckArcQuery(formData).queries[0]?.columns).toEqual(['o_lon', 'o_lat', 'dest', 'airline']);
  });

  it('draws an arc per row with both ends, coloured by category', () => {
    const props = transformDeckArcProps({
      formData,
      queriesData: [
        {
          colnames: [],
          coltypes: [],
          data: [
            { o_lon: -84.4, o_lat: 33.6, dest: '40.6,-73.8', airline: 'Delta' },
            { o_lon: -84.4, o_lat: 33.6, dest: 'nowhere', airline: 'Delta' },
          ],
        },
      ],
      width: 1,
      height: 1,
    });
    const layer = props.layers[0];
    expect(layer?.kind === 'arc' ? layer.data.map((a) => [a.source, a.target]) : []).toEqual([
      [
        [-84.4, 33.6],
        [-73.8, 40.6],
      ],
    ]);
    expect(props.legend?.entries.map((e) => e.label)).toEqual(['Delta']);
    expect(props.notes).toEqual(['1 row skipped: 1 with coordinates that are not numbers.']);
  });
});
