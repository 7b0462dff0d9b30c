import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of deck.gl Grid (lazy; the map chunk). */
export default function DeckGridChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
