import type { VizMetadata } from '../../plugin';
import { THUMBNAILS } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const BIG_NUMBER_VIZ_TYPE = 'big_number';

/** Big Number with Trendline (big_number). */
export const bigNumberMetadata: VizMetadata = {
  name: 'Big Number with Trendline',
  category: 'KPI',
  tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend', 'ECharts'],
  description:
    'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
  thumbnail: THUMBNAILS.bigNumberTrend,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
