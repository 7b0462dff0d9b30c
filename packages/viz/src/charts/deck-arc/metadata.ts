import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const DECK_ARC_VIZ_TYPE = 'deck_arc';

/** deck.gl Arc (deck_arc). */
export const deckArcMetadata: VizMetadata = {
  name: 'deck.gl Arc',
  category: 'Map',
  tags: ['deckGL', 'Geo', '3D', 'Relational', 'Web'],
  description: 'Plot the distance (like flight paths) between origin and destination.',
  thumbnail: svgThumbnail(
    `${MAP_LAND}<path d="M36 44 Q78 -6 116 36" fill="none" stroke="#1FA8C9" stroke-width="3"/><path d="M40 48 Q84 40 114 76" fill="none" stroke="#FF7F44" stroke-width="3"/>`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
