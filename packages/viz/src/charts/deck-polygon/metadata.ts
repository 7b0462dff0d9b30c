import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const DECK_POLYGON_VIZ_TYPE = 'deck_polygon';

/** deck.gl Polygon (deck_polygon). */
export const deckPolygonMetadata: VizMetadata = {
  name: 'deck.gl Polygon',
  category: 'Map',
  tags: ['deckGL', '3D', 'Geo'],
  description:
    'Visualizes geographic areas from your data as polygons on a map. Polygons can be colored using a metric.',
  thumbnail: svgThumbnail(
    `${MAP_LAND}<polygon points="92,26 120,22 132,38 112,50 94,44" fill="#454E7C" fill-opacity="0.8"/><polygon points="26,34 48,28 54,46 34,56" fill="#1FA8C9" fill-opacity="0.8"/>`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
  deprecated: false,
};
