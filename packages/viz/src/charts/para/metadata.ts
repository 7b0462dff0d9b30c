import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const PARA_VIZ_TYPE = 'para';

const lines = [
  [20, 70, 30, 60],
  [50, 40, 80, 30],
  [80, 20, 50, 75],
  [35, 85, 60, 20],
];

/** Parallel Coordinates (para). */
export const paraMetadata: VizMetadata = {
  name: 'Parallel Coordinates',
  category: 'Ranking',
  tags: ['Directional', 'Legacy', 'Relational'],
  description:
    'Plots the individual metrics for each row in the data vertically and links them together as a line. This chart is useful for comparing multiple metrics across all of the samples or rows in the data.',
  thumbnail: svgThumbnail(
    `${[25, 65, 105, 145].map((x) => `<line x1="${x}" y1="10" x2="${x}" y2="90" stroke="#B2B2B2" stroke-width="2"/>`).join('')}${lines
      .map(
        (ys, i) =>
          `<polyline points="${ys.map((y, j) => `${25 + j * 40},${y}`).join(' ')}" fill="none" stroke="${['#1FA8C9', '#454E7C', '#5AC189', '#FF7F44'][i]}" stroke-width="2" opacity="0.8"/>`,
      )
      .join('')}`,
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
