import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const DECK_CONTOUR_VIZ_TYPE = 'deck_contour';

/** deck.gl Contour (deck_contour). */
export const deckContourMetadata: VizMetadata = {
  name: 'deck.gl Contour',
  category: 'Map',
  tags: ['deckGL', 'Spatial', 'Comparison'],
  description:
    'Uses Gaussian Kernel Density Estimation to visualize spatial distribution of data as contour lines and bands',
  thumbnail: svgThumbnail(
    `${MAP_LAND}<ellipse cx="112" cy="38" rx="26" ry="16" fill="none" stroke="#1FA8C9" stroke-width="2"/><ellipse cx="112" cy="38" rx="14" ry="8" fill="#454E7C" fill-opacity="0.6"/><ellipse cx="42" cy="42" rx="14" ry="10" fill="none" stroke="#1FA8C9" stroke-width="2"/>`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
  deprecated: false,
};
