import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const BUBBLE_VIZ_TYPE = 'bubble_v2';

const BUBBLES = [
  [40, 62, 14, '#1FA8C9'],
  [74, 38, 20, '#454E7C'],
  [112, 56, 10, '#5AC189'],
  [128, 26, 8, '#FF7F44'],
  [58, 24, 6, '#1FA8C9'],
] as const;

/** Bubble Chart (bubble_v2). */
export const bubbleMetadata: VizMetadata = {
  name: 'Bubble Chart',
  category: 'Correlation',
  tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts', 'Featured'],
  description:
    'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
  thumbnail: svgThumbnail(
    '<path d="M12 8 V88 H152" stroke="#B2B2B2" stroke-width="2" fill="none"/>' +
      BUBBLES.map(
        ([cx, cy, r, color]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="0.7"/>`,
      ).join(''),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
