import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildDeckGridQuery } from './build-query';
import { deckGridFormDataSchema, type DeckGridFormData } from './form-data';
import { DECK_GRID_VIZ_TYPE, deckGridMetadata } from './metadata';

/** deck.gl Grid (deck_grid). */
export const deckGridPlugin: VizPlugin<DeckGridFormData, MapRendererProps> = {
  vizType: DECK_GRID_VIZ_TYPE,
  metadata: deckGridMetadata,
  formDataSchema: deckGridFormDataSchema,
  buildQuery: buildDeckGridQuery,
  loadParts: () => import('./parts'),
};
