import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildDeckPathQuery } from './build-query';
import { deckPathFormDataSchema, type DeckPathFormData } from './form-data';
import { DECK_PATH_VIZ_TYPE, deckPathMetadata } from './metadata';

/** deck.gl Path (deck_path). */
export const deckPathPlugin: VizPlugin<DeckPathFormData, MapRendererProps> = {
  vizType: DECK_PATH_VIZ_TYPE,
  metadata: deckPathMetadata,
  formDataSchema: deckPathFormDataSchema,
  buildQuery: buildDeckPathQuery,
  loadParts: () => import('./parts'),
};
