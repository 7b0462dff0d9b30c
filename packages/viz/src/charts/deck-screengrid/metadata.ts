import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const DECK_SCREENGRID_VIZ_TYPE = 'deck_screengrid';

/** deck.gl Screen Grid (deck_screengrid). */
export const deckScreengridMetadata: VizMetadata = {
  name: 'deck.gl Screen Grid',
  category: 'Map',
  tags: ['deckGL', 'Intensity', 'Density', 'Comparison'],
  description:
    'Aggregates data within the boundary of grid cells and maps the aggregated values to a dynamic color scale',
  thumbnail: svgThumbnail(
    MAP_LAND +
      Array.from(
        { length: 12 },
        (_, i) =>
          `<rect x="${20 + (i % 6) * 20}" y="${30 + Math.floor(i / 6) * 20}" width="16" height="16" fill="#FD8D3C" fill-opacity="${0.2 + (i % 4) * 0.2}"/>`,
      ).join(''),
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
  deprecated: false,
};
