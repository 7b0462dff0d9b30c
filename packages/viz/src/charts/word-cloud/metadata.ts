import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const WORD_CLOUD_VIZ_TYPE = 'word_cloud';

const words: [string, number, number, number, string, number][] = [
  ['Meridian', 80, 56, 26, '#1FA8C9', 0],
  ['data', 40, 30, 16, '#454E7C', 0],
  ['charts', 122, 32, 14, '#5AC189', 0],
  ['BI', 132, 70, 22, '#FF7F44', 90],
  ['SQL', 44, 80, 18, '#666666', 0],
  ['dash', 92, 82, 12, '#E04355', 0],
];

/** Word Cloud (word_cloud). */
export const wordCloudMetadata: VizMetadata = {
  name: 'Word Cloud',
  category: 'Ranking',
  tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
  description:
    'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.',
  thumbnail: svgThumbnail(
    words
      .map(
        ([text, x, y, size, color, rotate]) =>
          `<text x="${x}" y="${y}" font-size="${size}" font-family="sans-serif" font-weight="bold" fill="${color}" text-anchor="middle" dominant-baseline="middle" transform="rotate(${rotate} ${x} ${y})">${text}</text>`,
      )
      .join(''),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
