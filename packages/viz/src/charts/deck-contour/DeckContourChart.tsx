import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of deck.gl Contour (lazy; the map chunk). */
export default function DeckContourChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
