import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND, mapDot } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const DECK_SCATTER_VIZ_TYPE = 'deck_scatter';

/** deck.gl Scatterplot (deck_scatter). */
export const deckScatterMetadata: VizMetadata = {
  name: 'deck.gl Scatterplot',
  category: 'Map',
  tags: ['deckGL', 'Comparison', 'Scatter', '2D', 'Geo', 'Intensity', 'Density'],
  description: 'A map that takes rendering circles with a variable radius at latitude/longitude coordinates',
  thumbnail: svgThumbnail(
    MAP_LAND +
      mapDot(36, 40, 6) +
      mapDot(50, 30, 4, '#454E7C') +
      mapDot(110, 34, 8) +
      mapDot(128, 44, 5, '#5AC189') +
      mapDot(114, 74, 4),
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
  deprecated: false,
};
