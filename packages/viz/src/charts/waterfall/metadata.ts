import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const WATERFALL_VIZ_TYPE = 'waterfall';

const bars: [number, number, string][] = [
  [88, 58, '#5AC189'],
  [58, 38, '#5AC189'],
  [38, 50, '#E04355'],
  [50, 22, '#5AC189'],
  [88, 22, '#666666'],
];

/** Waterfall Chart (waterfall). */
export const waterfallMetadata: VizMetadata = {
  name: 'Waterfall Chart',
  category: 'Evolution',
  tags: ['Categorical', 'Comparison', 'ECharts', 'Sequential', 'Trend', 'Featured'],
  description:
    'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values. These intermediate values can either be time based or category based.',
  thumbnail: svgThumbnail(
    '<path d="M12 8 V88 H152" stroke="#B2B2B2" stroke-width="2" fill="none"/>' +
      bars
        .map(
          ([a, b, color], i) =>
            `<rect x="${20 + i * 27}" y="${Math.min(a, b)}" width="20" height="${Math.abs(a - b)}" fill="${color}"/>`,
        )
        .join(''),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
