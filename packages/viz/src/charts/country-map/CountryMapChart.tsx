import { DeckMap } from '../../maps/DeckMap';
import type { MapRendererProps } from '../../maps/map-props';

/** Renderer of Country Map (lazy; the map chunk). */
export default function CountryMapChart(props: MapRendererProps) {
  return <DeckMap {...props} />;
}
