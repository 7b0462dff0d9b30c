import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const TABLE_VIZ_TYPE = 'table';

/** Table (table). */
export const tableMetadata: VizMetadata = {
  name: 'Table',
  category: 'Table',
  tags: ['Additive', 'Business', 'Pattern', 'Featured', 'Report', 'Sequential', 'Tabular', 'Description'],
  description:
    'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
  thumbnail: svgThumbnail(
    `${[0, 1, 2, 3, 4].map((i) => `<rect x="10" y="${10 + i * 17}" width="140" height="15" fill="${i === 0 ? '#454E7C' : i % 2 ? '#F0F0F0' : '#E0E0E0'}"/>`).join('')}`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
