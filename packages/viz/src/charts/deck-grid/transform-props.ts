import { linearRange } from '../../maps/colors';
import { baseMapProps, mapNotes } from '../../maps/deck-props';
import type { MapRendererProps } from '../../maps/map-props';
import { weightedPoints } from '../../maps/weighted';
import type { ChartProps } from '../../plugin';
import type { DeckGridFormData } from './form-data';

/** Chart data -> a GridLayer coloured and raised by the aggregated weight (pure). */
export function transformDeckGridProps(chart: ChartProps<DeckGridFormData>): MapRendererProps {
  const fd = chart.formData;
  const { points, skips } = weightedPoints(fd, chart.queriesData);
  return {
    ...baseMapProps(
      chart,
      points.map((p) => p.position),
    ),
    layers: [
      {
        kind: 'grid',
        id: 'deck_grid',
        data: points,
        cellSize: fd.grid_size,
        extruded: fd.extruded,
        aggregation:
          fd.js_agg_function === 'count'
            ? 'COUNT'
            : (fd.js_agg_function.toUpperCase() as 'SUM' | 'MEAN' | 'MIN' | 'MAX'),
        colorRange: linearRange(fd.linear_color_scheme, 6),
        elevationScale: fd.extruded ? 10 : 0,
      },
    ],
    legend: null,
    notes: mapNotes(fd, skips.counts),
  };
}
