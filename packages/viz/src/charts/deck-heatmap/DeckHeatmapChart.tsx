import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of deck.gl Heatmap (lazy; the map chunk). */
export default function DeckHeatmapChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
