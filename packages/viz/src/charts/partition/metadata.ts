import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const PARTITION_VIZ_TYPE = 'partition';

/** Partition Chart (partition). */
export const partitionMetadata: VizMetadata = {
  name: 'Partition Chart',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Comparison', 'Legacy', 'Proportional'],
  description:
    'Compare the same summarized metric across multiple groups, as a horizontal icicle: each level of the hierarchy is a column and each group is as tall as its share.',
  thumbnail: svgThumbnail(
    '<rect x="10" y="10" width="44" height="80" fill="#1FA8C9"/>' +
      '<rect x="56" y="10" width="44" height="46" fill="#1FA8C9" opacity="0.8"/><rect x="56" y="58" width="44" height="32" fill="#454E7C"/>' +
      '<rect x="102" y="10" width="48" height="28" fill="#1FA8C9" opacity="0.7"/><rect x="102" y="40" width="48" height="16" fill="#1FA8C9" opacity="0.6"/>' +
      '<rect x="102" y="58" width="48" height="20" fill="#454E7C" opacity="0.8"/><rect x="102" y="80" width="48" height="10" fill="#454E7C" opacity="0.6"/>',
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
