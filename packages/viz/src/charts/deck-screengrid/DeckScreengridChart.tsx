import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of deck.gl Screen Grid (lazy; the map chunk). */
export default function DeckScreengridChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
