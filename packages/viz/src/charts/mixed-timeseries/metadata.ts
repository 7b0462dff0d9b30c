import type { VizMetadata } from '../../plugin';
import { svgThumbnail, THUMBNAIL_AXES } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const MIXED_TIMESERIES_VIZ_TYPE = 'mixed_timeseries';

/** Mixed Chart (mixed_timeseries). */
export const mixedMetadata: VizMetadata = {
  name: 'Mixed Chart',
  category: 'Evolution',
  tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Multi-Variables', 'Time', 'Transformable', 'Featured'],
  description:
    'Visualize two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
  thumbnail: svgThumbnail(
    `${THUMBNAIL_AXES}${[24, 60, 96, 132].map((x, i) => `<rect x="${x}" y="${[50, 40, 60, 30][i]}" width="16" height="${88 - ([50, 40, 60, 30][i] ?? 0)}" fill="#454E7C"/>`).join('')}<polyline points="20,40 62,24 100,36 146,12" fill="none" stroke="#FF7F44" stroke-width="4"/>`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
