import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildDeckArcQuery } from './build-query';
import { deckArcFormDataSchema, type DeckArcFormData } from './form-data';
import { DECK_ARC_VIZ_TYPE, deckArcMetadata } from './metadata';

/** deck.gl Arc (deck_arc). */
export const deckArcPlugin: VizPlugin<DeckArcFormData, MapRendererProps> = {
  vizType: DECK_ARC_VIZ_TYPE,
  metadata: deckArcMetadata,
  formDataSchema: deckArcFormDataSchema,
  buildQuery: buildDeckArcQuery,
  loadParts: () => import('./parts'),
};
