import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const DECK_HEATMAP_VIZ_TYPE = 'deck_heatmap';

/** deck.gl Heatmap (deck_heatmap). */
export const deckHeatmapMetadata: VizMetadata = {
  name: 'deck.gl Heatmap',
  category: 'Map',
  tags: ['deckGL', 'Spatial', 'Comparison'],
  description: 'Uses Gaussian Kernel Density Estimation to visualize spatial distribution of data',
  thumbnail: svgThumbnail(
    `<defs><radialGradient id="h"><stop offset="0" stop-color="#BD0026"/><stop offset="0.5" stop-color="#FD8D3C" stop-opacity="0.7"/><stop offset="1" stop-color="#FFFFCC" stop-opacity="0"/></radialGradient></defs>${MAP_LAND}<circle cx="46" cy="42" r="22" fill="url(#h)"/><circle cx="116" cy="38" r="28" fill="url(#h)"/>`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
  deprecated: false,
};
