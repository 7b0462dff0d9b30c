import { baseMapProps, mapNotes } from '../../maps/deck-props';
import type { MapRendererProps } from '../../maps/map-props';
import type { ChartProps } from '../../plugin';
import type { DeckMultiFormData } from './form-data';

/** Renderer props of deck.gl Multiple Layers: the camera and the chart ids; the renderer loads the layers. */
export interface DeckMultiRendererProps extends MapRendererProps {
  /** Saved deck.gl charts to draw as layers, bottom to top. */
  sliceIds: number[];
  /** Dashboard filters to pass on to each layer's query. */
  extraFormData: DeckMultiFormData['extra_form_data'];
  /** Fit the camera to the layers once they are loaded. */
  autozoom: boolean;
}

/** Chart data -> the shared map props and the ids of the charts to overlay (pure). */
export function transformDeckMultiProps(chart: ChartProps<DeckMultiFormData>): DeckMultiRendererProps {
  const fd = chart.formData;
  return {
    ...baseMapProps(chart, []),
    layers: [],
    legend: null,
    notes: mapNotes(fd),
    sliceIds: fd.deck_slices,
    extraFormData: fd.extra_form_data,
    autozoom: fd.autozoom,
  };
}
