import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const TIME_PIVOT_VIZ_TYPE = 'time_pivot';

/** Time-series Period Pivot (time_pivot). */
export const timePivotMetadata: VizMetadata = {
  name: 'Time-series Period Pivot',
  category: 'Evolution',
  tags: ['Legacy', 'Time', 'Line', 'Comparison', 'Advanced-Analytics'],
  description:
    'Compares the same summarized metric across multiple periods (for example each week laid over the current one).',
  thumbnail: svgThumbnail(
    `<path d="M12 8 V88 H152" stroke="#B2B2B2" stroke-width="2" fill="none"/>${[0.2, 0.35, 0.5, 1]
      .map(
        (o, i) =>
          `<polyline points="14,${70 - i * 6} 45,${50 - i * 5} 80,${62 - i * 7} 115,${36 - i * 4} 148,${44 - i * 6}" fill="none" stroke="rgba(0,122,135,${o})" stroke-width="${i === 3 ? 4 : 2}"/>`,
      )
      .join('')}`,
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
