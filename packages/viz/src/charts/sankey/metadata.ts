import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const SANKEY_VIZ_TYPE = 'sankey_v2';

/** Sankey Chart (sankey_v2). */
export const sankeyMetadata: VizMetadata = {
  name: 'Sankey Chart',
  category: 'Flow',
  tags: ['Directional', 'ECharts', 'Distribution', 'Flow'],
  description:
    'The Sankey chart visually tracks the movement and transformation of values across system stages. Nodes represent stages, connected by links depicting value flow. Node height corresponds to the visualized metric, providing a clear representation of value distribution and transformation.',
  thumbnail: svgThumbnail(
    '<rect x="14" y="10" width="10" height="48" fill="#1FA8C9"/><rect x="14" y="62" width="10" height="28" fill="#454E7C"/>' +
      '<rect x="136" y="10" width="10" height="30" fill="#5AC189"/><rect x="136" y="44" width="10" height="46" fill="#FF7F44"/>' +
      '<path d="M24 10 C80 10 80 10 136 10 L136 40 C80 40 80 40 24 40 Z" fill="#1FA8C9" opacity="0.4"/>' +
      '<path d="M24 40 C80 40 80 44 136 44 L136 62 C80 62 80 58 24 58 Z" fill="#1FA8C9" opacity="0.4"/>' +
      '<path d="M24 62 C80 62 80 62 136 62 L136 90 C80 90 80 90 24 90 Z" fill="#454E7C" opacity="0.4"/>',
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
