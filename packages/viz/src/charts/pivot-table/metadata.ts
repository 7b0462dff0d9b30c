import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const PIVOT_TABLE_VIZ_TYPE = 'pivot_table_v2';

/** Pivot Table (pivot_table_v2). */
export const pivotTableMetadata: VizMetadata = {
  name: 'Pivot Table',
  category: 'Table',
  tags: ['Additive', 'Report', 'Tabular', 'Featured'],
  description:
    'Used to summarize a set of data by grouping together multiple statistics along two axes. Examples: Sales numbers by region and month, tasks by status and assignee, active users by age and location. Not the most visually stunning visualization, but highly informative and versatile.',
  thumbnail: svgThumbnail(
    `<rect x="10" y="10" width="140" height="16" fill="#454E7C"/><rect x="10" y="10" width="40" height="80" fill="#A1A6BD"/>${[0, 1, 2].map((i) => `<rect x="54" y="${30 + i * 20}" width="96" height="16" fill="#E0E0E0"/>`).join('')}`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
