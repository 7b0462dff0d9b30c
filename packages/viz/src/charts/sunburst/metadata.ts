import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const SUNBURST_VIZ_TYPE = 'sunburst_v2';

const arc = (r0: number, r1: number, a0: number, a1: number, color: string) => {
  const p = (r: number, a: number) =>
    `${(80 + r * Math.cos(a)).toFixed(1)} ${(50 + r * Math.sin(a)).toFixed(1)}`;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `<path d="M${p(r0, a0)} L${p(r1, a0)} A${r1} ${r1} 0 ${large} 1 ${p(r1, a1)} L${p(r0, a1)} A${r0} ${r0} 0 ${large} 0 ${p(r0, a0)} Z" fill="${color}" stroke="#ffffff"/>`;
};

/** Sunburst Chart (sunburst_v2). */
export const sunburstMetadata: VizMetadata = {
  name: 'Sunburst Chart',
  category: 'Part of a Whole',
  tags: ['Aesthetic', 'Multi-Levels', 'Proportional', 'ECharts', 'Featured'],
  description:
    'Uses circles to visualize the flow of data through different stages of a system. Hover over individual paths in the visualization to understand the stages a value took. Useful for multi-stage, multi-group visualizing funnels and pipelines.',
  thumbnail: svgThumbnail(
    arc(12, 28, 0, 3.6, '#1FA8C9') +
      arc(12, 28, 3.6, 6.28, '#454E7C') +
      arc(28, 44, 0, 2, '#1FA8C9') +
      arc(28, 44, 2, 3.6, '#5AC189') +
      arc(28, 44, 3.6, 5, '#454E7C') +
      arc(28, 44, 5, 6.28, '#FF7F44'),
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
