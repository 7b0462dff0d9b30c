import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const BIG_NUMBER_VIZ_TYPE = 'big_number';

/** Big Number with Trendline (big_number). */
export const bigNumberMetadata: VizMetadata = {
  name: 'Big Number with Trendline',
  category: 'KPI',
  tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend', 'ECharts'],
  description:
    'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
  thumbnail: svgThumbnail(
    '<text x="80" y="46" font-size="32" font-family="sans-serif" text-anchor="middle" fill="#454E7C">12.3k</text><path d="M10 90 L40 76 L70 82 L100 66 L150 60 L150 96 L10 96 Z" fill="#007A87" opacity="0.4"/>',
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
