import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildDeckContourQuery } from './build-query';
import { deckContourFormDataSchema, type DeckContourFormData } from './form-data';
import { DECK_CONTOUR_VIZ_TYPE, deckContourMetadata } from './metadata';

/** deck.gl Contour (deck_contour). */
export const deckContourPlugin: VizPlugin<DeckContourFormData, MapRendererProps> = {
  vizType: DECK_CONTOUR_VIZ_TYPE,
  metadata: deckContourMetadata,
  formDataSchema: deckContourFormDataSchema,
  buildQuery: buildDeckContourQuery,
  loadParts: () => import('./parts'),
};
