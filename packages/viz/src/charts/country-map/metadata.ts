import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';

/** The viz_type this chart owns, verbatim. */
export const COUNTRY_MAP_VIZ_TYPE = 'country_map';

/** Country Map (country_map). */
export const countryMapMetadata: VizMetadata = {
  name: 'Country Map',
  category: 'Map',
  tags: ['2D', 'Comparison', 'Geo', 'Range', 'Report', 'Stacked'],
  description:
    "Visualizes how a single metric varies across a country's principal subdivisions (states, provinces, etc) on a choropleth map. Each subdivision's value shows when you hover over its boundary.",
  thumbnail: svgThumbnail(
    `<path d="M20 24 H60 V50 H20 Z" fill="#A6D8EC" stroke="#fff" stroke-width="2"/><path d="M60 24 H104 V50 H60 Z" fill="#1FA8C9" stroke="#fff" stroke-width="2"/><path d="M104 24 H140 V60 H104 Z" fill="#EFF8FC" stroke="#fff" stroke-width="2"/><path d="M20 50 H80 V80 H20 Z" fill="#0D5A6E" stroke="#fff" stroke-width="2"/><path d="M80 50 H104 V80 H80 Z" fill="#A6D8EC" stroke="#fff" stroke-width="2"/>`,
  ),
  exampleGallery: [],
  behaviors: [],
  deprecated: false,
};
