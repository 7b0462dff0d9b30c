import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const TREEMAP_VIZ_TYPE = 'treemap_v2';

/** Treemap (treemap_v2). */
export const treemapMetadata: VizMetadata = {
  name: 'Treemap',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Comparison', 'Multi-Levels', 'Percentages', 'Proportional', 'ECharts', 'Featured'],
  description:
    'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
  thumbnail: svgThumbnail(
    '<rect x="8" y="8" width="86" height="84" fill="#1FA8C9"/><rect x="96" y="8" width="56" height="50" fill="#454E7C"/>' +
      '<rect x="96" y="60" width="28" height="32" fill="#5AC189"/><rect x="126" y="60" width="26" height="32" fill="#FF7F44"/>' +
      '<rect x="8" y="60" width="40" height="32" fill="#1FA8C9" opacity="0.7"/>',
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
};
