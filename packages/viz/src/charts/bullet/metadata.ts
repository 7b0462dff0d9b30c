import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const BULLET_VIZ_TYPE = 'bullet';

/** Bullet Chart (bullet). */
export const bulletMetadata: VizMetadata = {
  name: 'Bullet Chart',
  category: 'KPI',
  tags: ['Business', 'Legacy', 'Report'],
  description:
    'Showcases the progress of a single metric against a given target. The higher the fill, the closer the metric is to the target.',
  thumbnail: svgThumbnail(
    '<rect x="20" y="35" width="130" height="30" fill="#eeeeee"/><rect x="20" y="35" width="90" height="30" fill="#dddddd"/>' +
      '<rect x="20" y="35" width="50" height="30" fill="#cccccc"/><rect x="20" y="45" width="100" height="10" fill="#1FA8C9"/>' +
      '<path d="M118 26 L126 26 L122 33 Z" fill="#454E7C"/><line x1="132" y1="32" x2="132" y2="68" stroke="#454E7C" stroke-width="3"/>',
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
