import { describe, expect, it } from 'vitest';
import { buildDeckContourQuery } from './build-query';
import { deckContourFormDataSchema } from './form-data';
import { contourOf, transformDeckContourProps } from './transform-props';

const formData = deckContourFormDataSchema.parse({
  datasource: '1__table',
  viz_type: 'deck_contour',
  spatial: { type: 'geohash', geohashCol: 'g' },
  size: 'count',
  aggregation: 'mean',
  contours: [{ color: { r: 255, g: 0, b: 0, a: 1 }, lowerThreshold: 1, upperThreshold: 5, strokeWidth: 2 }],
});

describe('deck.gl Contour', () => {
  it('weights geohash cells by the metric', () => {
    const query = buildDeckContourQuery(formData).queries[0];
    expect(query?.columns).toEqual(['g']);
    expect(query?.metrics).toEqual(['count']);
    const props = transformDeckContourProps({
      formData,
      queriesData: [
        {
          colnames: [],
          coltypes: [],
          data: [
            { g: 'ezs42', count: 3 },
            { g: 'ezs42', count: null },
          ],
        },
      ],
      width: 1,
      height: 1,
    });
    const layer = props.layers[0];
    expect(layer?.kind === 'contour' ? [layer.aggregation, layer.data.map((p) => p.weight)] : []).toEqual([
      'MEAN',
      [3],
    ]);
    expect(layer?.kind === 'contour' ? layer.contours : []).toEqual([
      { threshold: [1, 5], color: [255, 0, 0, 255], strokeWidth: 2 },
    ]);
  });

  it('makes an isoline without an upper threshold, and nothing without a lower one', () => {
    expect(contourOf({ lowerThreshold: 2 })?.threshold).toBe(2);
    expect(contourOf({ upperThreshold: 2 })).toBeNull();
  });
});
