import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND, mapDot } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const DECK_GEOJSON_VIZ_TYPE = 'deck_geojson';

/** deck.gl Geojson (deck_geojson). */
export const deckGeojsonMetadata: VizMetadata = {
  name: 'deck.gl Geojson',
  category: 'Map',
  tags: ['deckGL', '2D'],
  description:
    'The GeoJsonLayer takes in GeoJSON formatted data and renders it as interactive polygons, lines and points (circles, icons and/or texts).',
  thumbnail: svgThumbnail(
    `${MAP_LAND}<polygon points="90,26 130,24 136,44 104,52" fill="#5AC189" fill-opacity="0.7" stroke="#1A85A0"/>${mapDot(40, 42, 5, '#FF7F44')}`,
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
  deprecated: false,
};
