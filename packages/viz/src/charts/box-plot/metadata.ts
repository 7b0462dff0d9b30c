import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const BOX_PLOT_VIZ_TYPE = 'box_plot';

const BOXES = [
  [24, 20, 40, 56, 80],
  [66, 14, 30, 44, 70],
  [108, 30, 48, 62, 86],
];

/** Box Plot (box_plot). */
export const boxPlotMetadata: VizMetadata = {
  name: 'Box Plot',
  category: 'Distribution',
  tags: ['Range', 'Statistical', 'ECharts', 'Featured'],
  description:
    'Also known as a box and whisker plot, this visualization compares the distributions of a related metric across multiple groups. The box in the middle emphasizes the mean, median, and inner 2 quartiles. The whiskers around each box visualize the min, max, range, and outer 2 quartiles.',
  thumbnail: svgThumbnail(
    BOXES.map(
      ([x = 0, top = 0, q3 = 0, q1 = 0, bottom = 0]) =>
        `<path d="M${x + 14} ${top} V${q3} M${x + 14} ${q1} V${bottom} M${x + 6} ${top} H${x + 22} M${x + 6} ${bottom} H${x + 22}" stroke="#454E7C" stroke-width="2"/>` +
        `<rect x="${x}" y="${q3}" width="28" height="${q1 - q3}" fill="#1FA8C9" stroke="#454E7C" stroke-width="2"/>`,
    ).join(''),
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
