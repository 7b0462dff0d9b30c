import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of World Map (lazy; the map chunk). */
export default function WorldMapChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
