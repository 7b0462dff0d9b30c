import type { Rgba } from '../../maps/colors';
import { baseMapProps, mapNotes } from '../../maps/deck-props';
import type { MapRendererProps } from '../../maps/map-props';
import { weightedPoints } from '../../maps/weighted';
import type { ChartProps } from '../../plugin';
import type { DeckScreengridFormData } from './form-data';

/** Superset's default screen grid ramp: six steps from yellow to red. */
export const SCREENGRID_COLORS: Rgba[] = [
  [255, 255, 178, 200],
  [254, 217, 118, 200],
  [254, 178, 76, 200],
  [253, 141, 60, 200],
  [240, 59, 32, 200],
  [189, 0, 38, 200],
];

/** Chart data -> a ScreenGridLayer of the weights (pure). */
export function transformDeckScreengridProps(chart: ChartProps<DeckScreengridFormData>): MapRendererProps {
  const fd = chart.formData;
  const { points, skips } = weightedPoints(fd, chart.queriesData);
  return {
    ...baseMapProps(
      chart,
      points.map((p) => p.position),
    ),
    layers: [
      {
        kind: 'screengrid',
        id: 'deck_screengrid',
        data: points,
        cellSizePixels: fd.grid_size,
        colorRange: SCREENGRID_COLORS,
      },
    ],
    legend: null,
    notes: mapNotes(fd, skips.counts),
  };
}
