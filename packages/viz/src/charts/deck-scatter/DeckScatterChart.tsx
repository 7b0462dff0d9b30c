import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of deck.gl Scatterplot (lazy; the map chunk). */
export default function DeckScatterChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
