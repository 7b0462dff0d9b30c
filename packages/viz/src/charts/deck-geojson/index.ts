import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildDeckGeojsonQuery } from './build-query';
import { deckGeojsonFormDataSchema, type DeckGeojsonFormData } from './form-data';
import { DECK_GEOJSON_VIZ_TYPE, deckGeojsonMetadata } from './metadata';

/** deck.gl Geojson (deck_geojson). */
export const deckGeojsonPlugin: VizPlugin<DeckGeojsonFormData, MapRendererProps> = {
  vizType: DECK_GEOJSON_VIZ_TYPE,
  metadata: deckGeojsonMetadata,
  formDataSchema: deckGeojsonFormDataSchema,
  buildQuery: buildDeckGeojsonQuery,
  loadParts: () => import('./parts'),
};
