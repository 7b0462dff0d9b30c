import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const GAUGE_VIZ_TYPE = 'gauge_chart';

/** Gauge Chart (gauge_chart). */
export const gaugeMetadata: VizMetadata = {
  name: 'Gauge Chart',
  category: 'KPI',
  tags: ['Multi-Variables', 'Business', 'Comparison', 'ECharts', 'Report', 'Featured'],
  description:
    'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
  thumbnail: svgThumbnail(
    '<path d="M30 80 A50 50 0 1 1 130 80" fill="none" stroke="#E0E0E0" stroke-width="12"/><path d="M30 80 A50 50 0 0 1 105 37" fill="none" stroke="#1FA8C9" stroke-width="12"/><path d="M80 80 L108 48" stroke="#454E7C" stroke-width="4"/><circle cx="80" cy="80" r="5" fill="#454E7C"/>',
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
