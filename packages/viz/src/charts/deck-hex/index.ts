import type { MapRendererProps } from '../../maps/map-props';
import type { VizPlugin } from '../../plugin';
import { buildDeckHexQuery } from './build-query';
import { deckHexFormDataSchema, type DeckHexFormData } from './form-data';
import { DECK_HEX_VIZ_TYPE, deckHexMetadata } from './metadata';

/** deck.gl 3D Hexagon (deck_hex). */
export const deckHexPlugin: VizPlugin<DeckHexFormData, MapRendererProps> = {
  vizType: DECK_HEX_VIZ_TYPE,
  metadata: deckHexMetadata,
  formDataSchema: deckHexFormDataSchema,
  buildQuery: buildDeckHexQuery,
  loadParts: () => import('./parts'),
};
