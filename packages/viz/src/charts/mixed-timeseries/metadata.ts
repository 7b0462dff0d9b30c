import type { VizMetadata } from '../../plugin';
import { THUMBNAILS } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const MIXED_TIMESERIES_VIZ_TYPE = 'mixed_timeseries';

/** Mixed Chart (mixed_timeseries). */
export const mixedMetadata: VizMetadata = {
  name: 'Mixed Chart',
  category: 'Evolution',
  tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Multi-Variables', 'Time', 'Transformable', 'Featured'],
  description:
    'Visualize two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
  thumbnail: THUMBNAILS.mixed,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
