import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const DECK_GRID_VIZ_TYPE = 'deck_grid';

/** deck.gl Grid (deck_grid). */
export const deckGridMetadata: VizMetadata = {
  name: 'deck.gl Grid',
  category: 'Map',
  tags: ['deckGL', '3D', 'Intensity', 'Density'],
  description: 'Visualize geospatial data like 3D buildings, landscapes, or objects in grid view.',
  thumbnail: svgThumbnail(
    MAP_LAND +
      [
        [34, 34, '#FEC44F'],
        [46, 46, '#EC7014'],
        [104, 28, '#FEC44F'],
        [116, 40, '#662506'],
      ]
        .map(([x, y, c]) => `<rect x="${x}" y="${y}" width="12" height="12" fill="${String(c)}"/>`)
        .join(''),
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
  deprecated: false,
};
