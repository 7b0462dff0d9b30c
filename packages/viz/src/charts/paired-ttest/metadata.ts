import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const PAIRED_TTEST_VIZ_TYPE = 'paired_ttest';

/** Paired t-test Table (paired_ttest). */
export const pairedTTestMetadata: VizMetadata = {
  name: 'Paired t-test Table',
  category: 'Correlation',
  tags: ['Legacy', 'Statistical', 'Tabular'],
  description:
    'Table that visualizes paired t-tests, which are used to understand statistical differences between groups.',
  thumbnail: svgThumbnail(
    `<rect x="10" y="10" width="140" height="14" fill="#454E7C"/>${[0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="10" y="${30 + i * 16}" width="140" height="14" fill="${i === 0 ? '#E6F7FF' : i % 2 ? '#F0F0F0' : '#FFFFFF'}"/><text x="110" y="${41 + i * 16}" font-size="10" font-family="sans-serif" fill="${i === 0 ? '#666666' : i % 2 ? '#2b8a3e' : '#c92a2a'}">${i === 0 ? 'control' : i % 2 ? '+12.4' : '-3.1'}</text>`,
      )
      .join('')}`,
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
