import { columnLabel } from '@meridian/core';
import { getNumberFormatter } from '../../format/number-format';
import { SkipCounter } from '../../maps/bad-input';
import { categoricalColors, toRgba, type Rgba } from '../../maps/colors';
import { baseMapProps, categoryLegend, mapNotes, numberOf, rowsOf } from '../../maps/deck-props';
import { metricKey } from '../../maps/deck-query';
import type { MapRendererProps, ScatterPoint } from '../../maps/map-props';
import { readPosition } from '../../maps/spatial';
import type { ChartProps } from '../../plugin';
import { scatterMetric } from './build-query';
import type { DeckScatterFormData } from './form-data';

const METRES_PER = { m: 1, km: 1000, miles: 1609 } as const;
/** Radius when a size value is missing (Superset's fallback). */
const FALLBACK_RADIUS = 10;

/** Radius in metres of a size value in a point unit: areas become the radius of a circle of that area. */
export function radiusInMetres(value: number | null, unit: DeckScatterFormData['point_unit']): number {
  if (value === null || !Number.isFinite(value) || value < 0) return FALLBACK_RADIUS;
  const [kind, scale] = unit.split('_') as ['square' | 'radius', keyof typeof METRES_PER];
  const metres = METRES_PER[scale] ?? 1;
  return (kind === 'square' ? Math.sqrt(value / Math.PI) : value) * metres;
}

/** Chart data -> one ScatterplotLayer of points, coloured fixed or by category (pure). */
export function transformDeckScatterProps(chart: ChartProps<DeckScatterFormData>): MapRendererProps {
  const fd = chart.formData;
  const skips = new SkipCounter();
  const metric = metricKey(scatterMetric(fd));
  const dimension = fd.dimension ? columnLabel(fd.dimension) : null;
  const fixed = fd.point_radius_fixed?.type === 'fix' ? numberOf(fd.point_radius_fixed.value) : null;
  const fixedColor = toRgba(fd.color_picker);
  const located = rowsOf(chart.queriesData).flatMap((row) => {
    const position = fd.spatial ? readPosition(row, fd.spatial, skips) : null;
    return position ? [{ row, position }] : [];
  });
  const categoryOf = (row: Readonly<Record<string, unknown>>) => String(row[dimension ?? ''] ?? '<NULL>');
  // Only drawn points take colours, so the legend lists what the map shows.
  const colors = dimension
    ? categoricalColors(
        located.map(({ row }) => categoryOf(row)),
        fd.color_scheme,
        fixedColor[3],
      )
    : new Map<string, Rgba>();
  const points: ScatterPoint[] = located.map(({ row, position }) => ({
    position,
    radius: radiusInMetres(metric ? numberOf(row[metric]) : (fixed ?? 1000), fd.point_unit) * fd.multiplier,
    color: dimension ? (colors.get(categoryOf(row)) ?? fixedColor) : fixedColor,
    row,
  }));
  const format = getNumberFormatter(fd.legend_format ?? undefined);
  return {
    ...baseMapProps(
      chart,
      points.map((p) => p.position),
    ),
    layers: [
      {
        kind: 'scatter',
        id: 'deck_scatter',
        data: points,
        radiusUnits: 'meters',
        minRadiusPixels: fd.min_radius,
        maxRadiusPixels: fd.max_radius,
        tooltip: (p) =>
          [
            `Longitude and Latitude: ${p.position[0]}, ${p.position[1]}`,
            ...(metric ? [`${metric}: ${format(numberOf(p.row[metric]) ?? NaN)}`] : []),
            ...(dimension ? [`${dimension}: ${String(p.row[dimension] ?? '<NULL>')}`] : []),
          ].join('\n'),
      },
    ],
    legend: categoryLegend(fd, colors),
    notes: mapNotes(fd, skips.counts),
  };
}
