import type { VizMetadata } from '../../plugin';
import { svgThumbnail } from '../thumbnail';
import { MAP_LAND } from '../../maps/thumbnails';

/** The corners of a hexagon of the thumbnail. */
function hexPoints(x: number, y: number, r = 8): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** The viz_type this chart owns, verbatim. */
export const DECK_HEX_VIZ_TYPE = 'deck_hex';

/** deck.gl 3D Hexagon (deck_hex). */
export const deckHexMetadata: VizMetadata = {
  name: 'deck.gl 3D Hexagon',
  category: 'Map',
  tags: ['deckGL', '3D', 'Geo', 'Comparison'],
  description: 'Overlays a hexagonal grid on a map, and aggregates data within the boundary of each cell.',
  thumbnail: svgThumbnail(
    MAP_LAND +
      [
        [40, 40, '#FEC44F'],
        [54, 48, '#EC7014'],
        [110, 34, '#FEC44F'],
        [124, 42, '#662506'],
      ]
        .map(([x, y, c]) => `<polygon points="${hexPoints(Number(x), Number(y))}" fill="${String(c)}"/>`)
        .join(''),
  ),
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
  deprecated: false,
};
