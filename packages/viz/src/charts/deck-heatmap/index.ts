import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildDeckHeatmapQuery } from './build-query';
import { deckHeatmapFormDataSchema, type DeckHeatmapFormData } from './form-data';
import { DECK_HEATMAP_VIZ_TYPE, deckHeatmapMetadata } from './metadata';

/** deck.gl Heatmap (deck_heatmap). */
export const deckHeatmapPlugin: VizPlugin<DeckHeatmapFormData, MapRendererProps> = {
  vizType: DECK_HEATMAP_VIZ_TYPE,
  metadata: deckHeatmapMetadata,
  formDataSchema: deckHeatmapFormDataSchema,
  buildQuery: buildDeckHeatmapQuery,
  loadParts: () => import('./parts'),
};
