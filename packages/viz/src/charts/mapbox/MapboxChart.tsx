import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of MapBox (lazy; the map chunk): the clustered circles over the offline base map. */
export default function MapboxChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
