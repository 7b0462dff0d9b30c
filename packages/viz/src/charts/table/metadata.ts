import type { VizMetadata } from '../../plugin';
import { THUMBNAILS } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const TABLE_VIZ_TYPE = 'table';

/** Table (table). */
export const tableMetadata: VizMetadata = {
  name: 'Table',
  category: 'Table',
  tags: ['Additive', 'Business', 'Pattern', 'Featured', 'Report', 'Sequential', 'Tabular', 'Description'],
  description:
    'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
  thumbnail: THUMBNAILS.table,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
