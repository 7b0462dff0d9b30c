import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const HEATMAP_VIZ_TYPE = 'heatmap_v2';

const SHADES = ['#E8F6FA', '#A5DCEB', '#5FC0DA', '#1FA8C9', '#177E97', '#0F5465'];

/** Heatmap (heatmap_v2). */
export const heatmapMetadata: VizMetadata = {
  name: 'Heatmap',
  category: 'Correlation',
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
  description:
    'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups. Color is used to emphasize the strength of the link between each pair of groups.',
  thumbnail: svgThumbnail(
    Array.from({ length: 24 }, (_, i) => {
      const [col, row] = [i % 6, Math.floor(i / 6)];
      return `<rect x="${12 + col * 23}" y="${8 + row * 21}" width="22" height="20" fill="${SHADES[(col * 7 + row * 3) % 6] ?? '#1FA8C9'}"/>`;
    }).join(''),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
