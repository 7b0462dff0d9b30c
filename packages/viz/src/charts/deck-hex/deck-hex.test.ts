import { describe, expect, it } from 'vitest';
import { buildDeckHexQuery } from './build-query';
import { deckHexFormDataSchema } from './form-data';
import { transformDeckHexProps } from './transform-props';

describe('deck.gl 3D Hexagon', () => {
  it('aggregates weighted points with the chosen function', () => {
    const formData = deckHexFormDataSchema.parse({
      datasource: '1__table',
      viz_type: 'deck_hex',
      spatial: { type: 'latlong', lonCol: 'x', latCol: 'y' },
      size: 'count',
      js_agg_function: 'max',
      grid_size: 5000,
      multiplier: 2,
    });
    expect(buildDeckHexQuery(formData).queries[0]?.orderby).toEqual([['count', false]]);
    const props = transformDeckHexProps({
      formData,
      queriesData: [{ colnames: [], coltypes: [], data: [{ x: 1, y: 2, count: 4 }] }],
      width: 1,
      height: 1,
    });
    const layer = props.layers[0];
    expect(
      layer?.kind === 'hexagon' ? [layer.aggregation, layer.cellSize, layer.data[0]?.weight] : [],
    ).toEqual(['MAX', 5000, 8]);
  });
});
