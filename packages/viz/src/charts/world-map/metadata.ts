import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { mapDot } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const WORLD_MAP_VIZ_TYPE = 'world_map';

/** World Map (world_map). */
export const worldMapMetadata: VizMetadata = {
  name: 'World Map',
  category: 'Map',
  tags: [
    '2D',
    'Comparison',
    'Intensity',
    'Legacy',
    'Multi-Dimensions',
    'Multi-Layers',
    'Multi-Variables',
    'Scatter',
    'Featured',
  ],
  description: 'A map of the world, that can indicate values in different countries.',
  thumbnail: svgThumbnail(
    `<path d="M18 30 C30 18 52 20 60 32 C66 44 54 52 44 60 C36 70 24 62 20 50 Z" fill="#1FA8C9" stroke="#fff"/><path d="M84 22 C104 14 132 18 142 34 C150 48 136 58 122 56 C110 66 96 60 90 48 C82 40 80 30 84 22 Z" fill="#A6D8EC" stroke="#fff"/><path d="M104 66 C114 62 126 68 124 80 C118 90 106 88 102 78 Z" fill="#0D5A6E" stroke="#fff"/>${mapDot(40, 40, 7, '#454E7C')}${mapDot(118, 36, 10, '#454E7C')}`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
