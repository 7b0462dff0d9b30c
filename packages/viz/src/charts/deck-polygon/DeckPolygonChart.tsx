import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of deck.gl Polygon (lazy; the map chunk). */
export default function DeckPolygonChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
