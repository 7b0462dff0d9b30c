import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const HISTOGRAM_VIZ_TYPE = 'histogram_v2';

const HEIGHTS = [14, 30, 52, 70, 58, 36, 20, 9];

/** Histogram (histogram_v2). */
export const histogramMetadata: VizMetadata = {
  name: 'Histogram',
  category: 'Distribution',
  tags: ['Comparison', 'ECharts', 'Pattern', 'Range'],
  description:
    'The histogram chart displays the distribution of a dataset by representing the frequency or count of values within different ranges or bins. It helps visualize patterns, clusters, and outliers in the data and provides insights into its shape, central tendency, and spread.',
  thumbnail: svgThumbnail(
    '<path d="M12 8 V88 H152" stroke="#B2B2B2" stroke-width="2" fill="none"/>' +
      HEIGHTS.map(
        (h, i) => `<rect x="${16 + i * 17}" y="${87 - h}" width="16" height="${h}" fill="#1FA8C9"/>`,
      ).join(''),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
