import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { HORIZON_COLORS } from './bands';

/** The viz_type this chart owns, verbatim. */
export const HORIZON_VIZ_TYPE = 'horizon';

const row = (top: number, heights: readonly number[], colors: readonly string[]) =>
  heights
    .map(
      (h, i) =>
        `<rect x="${12 + i * 12}" y="${top + 24 - h}" width="12" height="${h}" fill="${colors[Math.min(colors.length - 1, Math.floor(h / 8))]}"/>`,
    )
    .join('');

/** Horizon Chart (horizon). */
export const horizonMetadata: VizMetadata = {
  name: 'Horizon Chart',
  category: 'Distribution',
  tags: ['Legacy'],
  description:
    'Compares how a metric changes over time between different groups. Each group is mapped to a row and change over time is visualized bar lengths and color.',
  thumbnail: svgThumbnail(
    row(8, [6, 10, 16, 22, 18, 12, 8, 14, 20, 24, 16], HORIZON_COLORS.slice(4)) +
      row(38, [20, 14, 8, 4, 10, 18, 24, 16, 6, 10, 12], HORIZON_COLORS.slice(4)) +
      row(68, [4, 8, 12, 10, 6, 14, 22, 24, 18, 8, 4], HORIZON_COLORS.slice(0, 4).reverse()),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
