import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const DECK_PATH_VIZ_TYPE = 'deck_path';

/** deck.gl Path (deck_path). */
export const deckPathMetadata: VizMetadata = {
  name: 'deck.gl Path',
  category: 'Map',
  tags: ['deckGL', 'Web'],
  description: 'Visualizes connected points, which form a path, on a map.',
  thumbnail: svgThumbnail(
    `${MAP_LAND}<polyline points="24,52 40,36 60,40 90,30 120,44 136,40" fill="none" stroke="#1FA8C9" stroke-width="4"/>`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
  deprecated: false,
};
