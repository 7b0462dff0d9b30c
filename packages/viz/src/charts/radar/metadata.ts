import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const RADAR_VIZ_TYPE = 'radar';

const polygon = (r: number) =>
  Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return `${(80 + Math.cos(a) * r).toFixed(1)},${(52 + Math.sin(a) * r).toFixed(1)}`;
  }).join(' ');

/** Radar Chart (radar). */
export const radarMetadata: VizMetadata = {
  name: 'Radar Chart',
  category: 'Ranking',
  tags: ['Business', 'Comparison', 'Multi-Variables', 'Report', 'Web', 'ECharts', 'Featured'],
  description:
    'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own line of points and each metric is represented as an edge in the chart.',
  thumbnail: svgThumbnail(
    `<polygon points="${polygon(44)}" fill="none" stroke="#B2B2B2"/><polygon points="${polygon(22)}" fill="none" stroke="#E0E0E0"/><polygon points="80,16 118,40 104,88 60,80 48,42" fill="#1FA8C9" fill-opacity="0.5" stroke="#1FA8C9" stroke-width="2"/>`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
