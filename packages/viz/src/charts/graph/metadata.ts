import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const GRAPH_VIZ_TYPE = 'graph_chart';

const nodes: [number, number, number][] = [
  [40, 30, 9],
  [110, 24, 7],
  [80, 60, 12],
  [30, 80, 6],
  [128, 78, 8],
];
const links = [
  [0, 2],
  [1, 2],
  [2, 3],
  [2, 4],
  [0, 1],
];

/** Graph Chart (graph_chart). */
export const graphMetadata: VizMetadata = {
  name: 'Graph Chart',
  category: 'Flow',
  tags: [
    'Circular',
    'Comparison',
    'Directional',
    'ECharts',
    'Relational',
    'Structural',
    'Transformable',
    'Featured',
  ],
  description:
    'Displays connections between entities in a graph structure. Useful for mapping relationships and showing which nodes are important in a network. Graph charts can be configured to be force-directed or circulate. If your data has a geospatial component, try the deck.gl Arc chart.',
  thumbnail: svgThumbnail(
    links
      .map(([a, b]) => {
        const [x1, y1] = nodes[a ?? 0] ?? [0, 0];
        const [x2, y2] = nodes[b ?? 0] ?? [0, 0];
        return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#B2B2B2" stroke-width="2"/>`;
      })
      .join('') +
      nodes
        .map(
          ([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? '#454E7C' : '#1FA8C9'}"/>`,
        )
        .join(''),
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
