import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildDeckScreengridQuery } from './build-query';
import { deckScreengridFormDataSchema, type DeckScreengridFormData } from './form-data';
import { DECK_SCREENGRID_VIZ_TYPE, deckScreengridMetadata } from './metadata';

/** deck.gl Screen Grid (deck_screengrid). */
export const deckScreengridPlugin: VizPlugin<DeckScreengridFormData, MapRendererProps> = {
  vizType: DECK_SCREENGRID_VIZ_TYPE,
  metadata: deckScreengridMetadata,
  formDataSchema: deckScreengridFormDataSchema,
  buildQuery: buildDeckScreengridQuery,
  loadParts: () => import('./parts'),
};
