import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildDeckPolygonQuery } from './build-query';
import { deckPolygonFormDataSchema, type DeckPolygonFormData } from './form-data';
import { DECK_POLYGON_VIZ_TYPE, deckPolygonMetadata } from './metadata';

/** deck.gl Polygon (deck_polygon). */
export const deckPolygonPlugin: VizPlugin<DeckPolygonFormData, MapRendererProps> = {
  vizType: DECK_POLYGON_VIZ_TYPE,
  metadata: deckPolygonMetadata,
  formDataSchema: deckPolygonFormDataSchema,
  buildQuery: buildDeckPolygonQuery,
  loadParts: () => import('./parts'),
};
