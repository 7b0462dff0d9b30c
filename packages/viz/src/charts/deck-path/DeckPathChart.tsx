import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of deck.gl Path (lazy; the map chunk). */
export default function DeckPathChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
