import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND, mapDot } from '../../maps/thumbnails';

/** The viz_type this chart owns, verbatim. */
export const MAPBOX_VIZ_TYPE = 'mapbox';

/** MapBox (mapbox): points clustered on a map, a legacy Superset chart. */
export const mapboxMetadata: VizMetadata = {
  name: 'MapBox',
  category: 'Map',
  tags: ['Legacy', 'Density', 'Scatter'],
  description:
    'Points on a map, clustered into circles that show how many points (or what total) each area holds.',
  thumbnail: svgThumbnail(
    MAP_LAND +
      mapDot(40, 40, 12, '#008B8B') +
      mapDot(112, 36, 16, '#008B8B') +
      mapDot(132, 50, 5, '#008B8B') +
      mapDot(114, 76, 4, '#008B8B'),
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
  deprecated: false,
};
