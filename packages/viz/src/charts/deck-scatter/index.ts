import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildDeckScatterQuery } from './build-query';
import { deckScatterFormDataSchema, type DeckScatterFormData } from './form-data';
import { DECK_SCATTER_VIZ_TYPE, deckScatterMetadata } from './metadata';

/** deck.gl Scatterplot (deck_scatter): circles at positions, sized fixed or by a metric. */
export const deckScatterPlugin: VizPlugin<DeckScatterFormData, MapRendererProps> = {
  vizType: DECK_SCATTER_VIZ_TYPE,
  metadata: deckScatterMetadata,
  formDataSchema: deckScatterFormDataSchema,
  buildQuery: buildDeckScatterQuery,
  loadParts: () => import('./parts'),
};
