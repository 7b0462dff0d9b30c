import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const HANDLEBARS_VIZ_TYPE = 'handlebars';

/** Handlebars (handlebars). */
export const handlebarsMetadata: VizMetadata = {
  name: 'Handlebars',
  category: 'Other',
  tags: ['Text', 'Report', 'Tabular'],
  description: 'Write a handlebars template to render the data',
  thumbnail: svgThumbnail(
    '<text x="80" y="45" font-size="30" font-family="monospace" text-anchor="middle" fill="#454E7C">{{ }}</text>' +
      [0, 1, 2]
        .map(
          (i) => `<rect x="36" y="${58 + i * 11}" width="${88 - i * 18}" height="6" rx="3" fill="#B2B2B2"/>`,
        )
        .join(''),
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
