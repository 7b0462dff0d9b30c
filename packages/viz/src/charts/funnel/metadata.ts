import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const FUNNEL_VIZ_TYPE = 'funnel';

const STAGES = ['#1FA8C9', '#454E7C', '#5AC189', '#FF7F44'];

/** Funnel Chart (funnel). */
export const funnelMetadata: VizMetadata = {
  name: 'Funnel Chart',
  category: 'KPI',
  tags: ['Business', 'ECharts', 'Progressive', 'Sequential', 'Featured'],
  description:
    'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
  thumbnail: svgThumbnail(
    STAGES.map((color, i) => {
      const [top, bottom] = [60 - i * 14, 60 - (i + 1) * 14];
      const y = 10 + i * 20;
      return `<path d="M${80 - top} ${y} H${80 + top} L${80 + bottom} ${y + 19} H${80 - bottom} Z" fill="${color}"/>`;
    }).join(''),
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
