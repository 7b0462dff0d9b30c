import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const CAL_HEATMAP_VIZ_TYPE = 'cal_heatmap';

const shades = ['#F4FAD4', '#A9E3AF', '#63C1BF', '#1FA8C9', '#2367AC'];

/** Calendar Heatmap (cal_heatmap). */
export const calHeatmapMetadata: VizMetadata = {
  name: 'Calendar Heatmap',
  category: 'Correlation',
  tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend'],
  description:
    "Visualizes how a metric has changed over a time using a color scale and a calendar view. Gray values are used to indicate missing values and the linear color scheme is used to encode the magnitude of each day's value.",
  thumbnail: svgThumbnail(
    Array.from({ length: 7 * 12 }, (_, i) => {
      const [col, row] = [Math.floor(i / 7), i % 7];
      return `<rect x="${12 + col * 12 + (col >= 6 ? 6 : 0)}" y="${12 + row * 11}" width="10" height="9" fill="${shades[(i * 7 + col) % 5]}"/>`;
    }).join(''),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
