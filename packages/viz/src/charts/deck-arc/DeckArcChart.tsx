import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of deck.gl Arc (lazy; the map chunk). */
export default function DeckArcChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
