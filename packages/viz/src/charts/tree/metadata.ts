import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const TREE_VIZ_TYPE = 'tree_chart';

/** Tree Chart (tree_chart). */
export const treeMetadata: VizMetadata = {
  name: 'Tree Chart',
  category: 'Part of a Whole',
  tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural'],
  description: 'Visualize multiple levels of hierarchy using a familiar tree-like structure.',
  thumbnail: svgThumbnail(
    '<path d="M24 50 C50 50 50 22 76 22 M24 50 C50 50 50 78 76 78 M76 22 C100 22 100 12 128 12 M76 22 C100 22 100 34 128 34 M76 78 C100 78 100 66 128 66 M76 78 C100 78 100 90 128 90" fill="none" stroke="#B2B2B2" stroke-width="2"/>' +
      [
        [24, 50],
        [76, 22],
        [76, 78],
        [128, 12],
        [128, 34],
        [128, 66],
        [128, 90],
      ]
        .map(
          ([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#ffffff" stroke="#1FA8C9" stroke-width="3"/>`,
        )
        .join(''),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
