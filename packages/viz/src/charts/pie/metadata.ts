import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const PIE_VIZ_TYPE = 'pie';

/** Pie Chart (pie). */
export const pieMetadata: VizMetadata = {
  name: 'Pie Chart',
  category: 'Part of a Whole',
  tags: [
    'Categorical',
    'Circular',
    'Comparison',
    'Percentages',
    'Featured',
    'Proportional',
    'ECharts',
    'Nightingale',
  ],
  description:
    'The classic. Great for showing how much of a company each investor gets, what demographics follow your blog, or what portion of the budget goes to the military industrial complex. Pie charts can be difficult to interpret precisely. If clarity of relative proportion is important, consider using a bar or other chart type instead.',
  thumbnail: svgThumbnail(
    '<circle cx="80" cy="50" r="40" fill="#1FA8C9"/><path d="M80 50 L80 10 A40 40 0 0 1 118 62 Z" fill="#454E7C"/><path d="M80 50 L118 62 A40 40 0 0 1 60 85 Z" fill="#5AC189"/><circle cx="80" cy="50" r="16" fill="#ffffff"/>',
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
