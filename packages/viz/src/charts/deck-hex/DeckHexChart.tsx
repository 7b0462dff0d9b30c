import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of deck.gl 3D Hexagon (lazy; the map chunk). */
export default function DeckHexChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
