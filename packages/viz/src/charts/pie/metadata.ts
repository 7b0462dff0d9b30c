import type { VizMetadata } from '../../plugin';
import { THUMBNAILS } from '../thumbnail';

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
  thumbnail: THUMBNAILS.pie,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
