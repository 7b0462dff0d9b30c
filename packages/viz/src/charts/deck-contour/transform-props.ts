import { linearColor, toRgba } from '../../maps/colors';
import { baseMapProps, mapNotes } from '../../maps/deck-props';
import type { ContourSpec, MapRendererProps, WeightedPoint } from '../../maps/map-props';
import { weightedPoints } from '../../maps/weighted';
import type { ChartProps } from '../../plugin';
import type { DeckContourFormData } from './form-data';

/** Contours drawn when a chart defines none: three bands over the weights' range. */
function defaultContours(
  points: readonly WeightedPoint[],
  schemeId: string | null | undefined,
): ContourSpec[] {
  const max = points.reduce((m, p) => Math.max(m, p.weight), 0);
  if (max <= 0) return [];
  const steps = [0, max / 8, max / 3, max];
  return steps.slice(1).map((upper, i) => ({
    threshold: [steps[i] ?? 0, upper] as [number, number],
    color: linearColor(schemeId, (i + 1) / 3, 170),
    strokeWidth: 1,
  }));
}

/** The contour of a saved definition: a band with both thresholds, else a line at the lower one. */
export function contourOf(contour: DeckContourFormData['contours'][number]): ContourSpec | null {
  const lower = contour.lowerThreshold ?? null;
  if (lower === null) return null;
  const upper = contour.upperThreshold ?? null;
  return {
    threshold: upper === null ? lower : [lower, upper],
    color: toRgba(contour.color ?? null),
    strokeWidth: contour.strokeWidth ?? 1,
  };
}

/** Chart data -> a ContourLayer with the saved contours, or three default bands (pure). */
export function transformDeckContourProps(chart: ChartProps<DeckContourFormData>): MapRendererProps {
  const fd = chart.formData;
  const { points, skips } = weightedPoints(fd, chart.queriesData);
  const saved = fd.contours.map(contourOf).filter((c): c is ContourSpec => c !== null);
  return {
    ...baseMapProps(
      chart,
      points.map((p) => p.position),
    ),
    layers: [
      {
        kind: 'contour',
        id: 'deck_contour',
        data: points,
        cellSize: fd.cellSize,
        aggregation: fd.aggregation.toUpperCase() as 'SUM' | 'MEAN' | 'MIN' | 'MAX',
        contours: saved.length > 0 ? saved : defaultContours(points, fd.linear_color_scheme),
      },
    ],
    legend: null,
    notes: mapNotes(fd, skips.counts),
  };
}
