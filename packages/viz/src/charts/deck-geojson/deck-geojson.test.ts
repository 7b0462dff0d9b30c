import { describe, expect, it } from 'vitest';
import { deckGeojsonFormDataSchema } from './form-data';
import { transformDeckGeojsonProps } from './transform-props';

describe('deck.gl Geojson', () => {
  it('draws geometries, features and collections, and skips malformed GeoJSON', () => {
    const formData = deckGeojsonFormDataSchema.parse({
      datasource: '1__table',
      viz_type: 'deck_geojson',
      geojson: 'g',
    });
    const props = transformDeckGeojsonProps({
      formData,
      queriesData: [
        {
          colnames: ['g'],
          coltypes: [1],
          data: [
            { g: '{"type":"Point","coordinates":[1,2]}' },
            {
              g: '{"type":"Feature","geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]},"properties":{"a":1}}',
            },
            {
              g: '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[3,4]}}]}',
            },
            { g: '{"type":"Polygon","coordinates":"nope"}' },
            { g: '{not json' },
            { g: null },
          ],
        },
      ],
      width: 1,
      height: 1,
    });
    const layer = props.layers[0];
    expect(layer?.kind === 'geojson' ? layer.data.length : 0).toBe(3);
    expect(props.notes).toEqual([
      '3 rows skipped: 1 with null or empty coordinates, 2 with malformed GeoJSON.',
    ]);
  });
});
