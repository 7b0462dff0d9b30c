import { describe, expect, it } from 'vitest';
import { buildCountryMapQuery } from './build-query';
import { countryMapFormDataSchema } from './form-data';
import { subdivisionCode } from './subdivisions';
import { transformCountryMapProps } from './transform-props';

const parse = (country: string) =>
  countryMapFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'country_map',
    select_country: country,
    entity: 'state',
    metric: 'sum__num',
  });

describe('Country Map', () => {
  it('reads ISO 3166-2 codes, bare codes and state names', () => {
    expect(subdivisionCode('US-CA', 'US')).toBe('US-CA');
    expect(subdivisionCode('tx', 'US')).toBe('US-TX');
    expect(subdivisionCode('New York', 'US')).toBe('US-NY');
    expect(subdivisionCode('Atlantis Province', 'US')).toBeNull();
  });

  it('fills US states by the metric and lowercases the saved country', () => {
    expect(buildCountryMapQuery(parse('USA')).queries[0]?.columns).toEqual(['state']);
    const props = transformCountryMapProps({
      formData: parse('USA'),
      queriesData: [
        {
          colnames: [],
          coltypes: [],
          data: [
            { state: 'CA', sum__num: 10 },
            { state: 'NY', sum__num: 2 },
            { state: 'other', sum__num: 1 },
          ],
        },
      ],
      width: 1,
      height: 1,
    });
    const layer = props.layers[0];
    expect(layer?.kind === 'choropleth' ? [...layer.fills.keys()] : []).toEqual(['US-CA', 'US-NY']);
    expect(props.notes).toEqual(['1 row skipped: 1 with unknown country or region codes.']);
  });

  it('says when a country has no shipped boundaries', () => {
    const props = transformCountryMapProps({
      formData: parse('france_regions'),
      queriesData: [{ colnames: [], coltypes: [], data: [] }],
      width: 1,
      height: 1,
    });
    expect(props.layers).toEqual([]);
    expect(props.notes[0]).toBe(
      'Boundaries of "france_regions" are not shipped with Meridian; available: usa.',
    );
  });
});
