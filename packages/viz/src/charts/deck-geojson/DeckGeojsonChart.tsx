import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of deck.gl Geojson (lazy; the map chunk). */
export default function DeckGeojsonChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
