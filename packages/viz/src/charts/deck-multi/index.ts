import type { VizPlugin } from '../../plugin';
import { buildDeckMultiQuery } from './build-query';
import { deckMultiFormDataSchema, type DeckMultiFormData } from './form-data';
import { DECK_MULTI_VIZ_TYPE, deckMultiMetadata } from './metadata';
import type { DeckMultiRendererProps } from './transform-props';

/** deck.gl Multiple Layers (deck_multi): saved deck.gl charts drawn together on one map. */
export const deckMultiPlugin: VizPlugin<DeckMultiFormData, DeckMultiRendererProps> = {
  vizType: DECK_MULTI_VIZ_TYPE,
  metadata: deckMultiMetadata,
  formDataSchema: deckMultiFormDataSchema,
  buildQuery: buildDeckMultiQuery,
  loadParts: () => import('./parts'),
};
