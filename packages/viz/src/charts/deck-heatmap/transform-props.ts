import { linearRange } from '../../maps/colors';
import { baseMapProps, mapNotes } from '../../maps/deck-props';
import type { MapRendererProps } from '../../maps/map-props';
import { weightedPoints } from '../../maps/weighted';
import type { ChartProps } from '../../plugin';
import type { DeckHeatmapFormData } from './form-data';

/** Chart data -> a HeatmapLayer; its colours run along the linear scheme, reversed as Superset does (pure). */
export function transformDeckHeatmapProps(chart: ChartProps<DeckHeatmapFormData>): MapRendererProps {
  const fd = chart.formData;
  const { points, skips } = weightedPoints(fd, chart.queriesData);
  return {
    ...baseMapProps(
      chart,
      points.map((p) => p.position),
    ),
    layers: [
      {
        kind: 'heatmap',
        id: 'deck_heatmap',
        data: points,
        intensity: fd.intensity,
        radiusPixels: fd.radius_pixels,
        aggregation: fd.aggregation === 'mean' ? 'MEAN' : 'SUM',
        colorRange: linearRange(fd.linear_color_scheme, 6).reverse(),
      },
    ],
    legend: null,
    notes: mapNotes(fd, skips.counts),
  };
}
