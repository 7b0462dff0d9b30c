import { describe, expect, it } from 'vitest';
import { buildWorldMapQuery } from './build-query';
import { worldMapFormDataSchema } from './form-data';
import { transformWorldMapProps } from './transform-props';

const parse = (extra: Record<string, unknown>) =>
  worldMapFormDataSchema.parse({
    datasource: '42__table',
    viz_type: 'world_map',
    entity: 'country_name',
    country_fieldtype: 'name',
    metric: 'count',
    ...extra,
  });

describe('World Map', () => {
  it('groups the metrics by the country column', () => {
    const query = buildWorldMapQuery(parse({ secondary_metric: 'sum__x', sort_by_metric: true })).queries[0];
    expect(query?.columns).toEqual(['country_name']);
    expect(query?.metrics).toEqual(['count', 'sum__x']);
    expect(query?.orderby).toEqual([['count', false]]);
  });

  it("fills countries named as Superset's examples name them, and counts unknown names", () => {
    const props = transformWorldMapProps({
      formData: parse({ show_bubbles: true }),
      queriesData: [
        {
          colnames: ['country_name', 'count'],
          coltypes: [1, 0],
          data: [
            { country_name: 'United States', count: 10 },
            { country_name: 'Russia', count: 5 },
            { country_name: 'Netherlands (Holland, Europe)', count: 2 },
            { country_name: 'Atlantis', count: 1 },
            { country_name: null, count: 1 },
          ],
        },
      ],
      width: 800,
      height: 400,
    });
    const layer = props.layers[0];
    expect(layer?.kind === 'choropleth' ? [...layer.fills.keys()].sort() : []).toEqual(['NLD', 'RUS', 'USA']);
    expect(layer?.kind === 'choropleth' ? layer.bubbles.map((b) => b.regionId) : []).toEqual([
      'USA',
      'RUS',
      'NLD',
    ]);
    expect(props.notes).toEqual([
      '2 rows skipped: 1 with null or empty coordinates, 1 with unknown country or region codes.',
    ]);
  });
});
