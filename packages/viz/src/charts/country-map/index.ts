import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildCountryMapQuery } from './build-query';
import { countryMapFormDataSchema, type CountryMapFormData } from './form-data';
import { COUNTRY_MAP_VIZ_TYPE, countryMapMetadata } from './metadata';

/** Country Map (country_map). */
export const countryMapPlugin: VizPlugin<CountryMapFormData, MapRendererProps> = {
  vizType: COUNTRY_MAP_VIZ_TYPE,
  metadata: countryMapMetadata,
  formDataSchema: countryMapFormDataSchema,
  buildQuery: buildCountryMapQuery,
  loadParts: () => import('./parts'),
};
