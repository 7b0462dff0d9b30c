import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const BIG_NUMBER_TOTAL_VIZ_TYPE = 'big_number_total';

/** Big Number (big_number_total). */
export const bigNumberTotalMetadata: VizMetadata = {
  name: 'Big Number',
  category: 'KPI',
  tags: ['Additive', 'Business', 'ECharts', 'Legacy', 'Percentages', 'Featured', 'Report'],
  description:
    'Showcases a single metric front-and-center. Big number is best used to call attention to a KPI or the one thing you want your audience to focus on.',
  thumbnail: svgThumbnail(
    '<text x="80" y="62" font-size="40" font-family="sans-serif" text-anchor="middle" fill="#454E7C">12.3k</text>',
  ),
  exampleGallery: [],
  behaviors: ['DRILL_TO_DETAIL'],
  deprecated: false,
};
