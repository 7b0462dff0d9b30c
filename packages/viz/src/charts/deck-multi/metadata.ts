import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND, mapDot } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const DECK_MULTI_VIZ_TYPE = 'deck_multi';

/** deck.gl Multiple Layers (deck_multi). */
export const deckMultiMetadata: VizMetadata = {
  name: 'deck.gl Multiple Layers',
  category: 'Map',
  tags: ['deckGL', 'Multi-Layers'],
  description: 'Overlay multiple layers on a map: pick saved deck.gl charts and draw them together.',
  thumbnail: svgThumbnail(
    `${MAP_LAND}<path d="M36 44 Q78 -6 116 36" fill="none" stroke="#FF7F44" stroke-width="3"/>${mapDot(36, 44, 5)}${mapDot(116, 36, 5)}<polygon points="100,58 118,56 122,70 104,74" fill="#5AC189" fill-opacity="0.7"/>`,
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
