import { SkipCounter } from '../../maps/bad-input';
import { bucketColor, colorBuckets } from '../../maps/buckets';
import { toRgba } from '../../maps/colors';
import { baseMapProps, mapNotes, numberOf, rampLegend, rowsOf } from '../../maps/deck-props';
import { metricKey } from '../../maps/deck-query';
import { readLine } from '../../maps/lines';
import type { MapRendererProps, PolygonShape } from '../../maps/map-props';
import { getNumberFormatter } from '../../format/number-format';
import { columnLabel } from '@meridian/core';
import type { ChartProps } from '../../plugin';
import { elevationMetric } from './build-query';
import type { DeckPolygonFormData } from './form-data';

/** Chart data -> a PolygonLayer filled by metric buckets (or the fixed colour) and raised by the elevation (pure). */
export function transformDeckPolygonProps(chart: ChartProps<DeckPolygonFormData>): MapRendererProps {
  const fd = chart.formData;
  const skips = new SkipCounter();
  const rows = rowsOf(chart.queriesData);
  const lineColumn = fd.line_column ? columnLabel(fd.line_column) : null;
  const metric = metricKey(fd.metric);
  const elevationKey = metricKey(elevationMetric(fd));
  const fixedElevation =
    fd.point_radius_fixed?.type === 'fix' ? (numberOf(fd.point_radius_fixed.value) ?? 0) : 0;
  const alpha = Math.round((fd.opacity / 100) * 255);
  const buckets = metric
    ? colorBuckets(
        rows.map((r) => numberOf(r[metric]) ?? NaN),
        {
          count: fd.num_buckets,
          breakPoints: fd.break_points ?? null,
          scheme: fd.linear_color_scheme,
          alpha,
        },
      )
    : [];
  const fill = toRgba(fd.fill_color_picker, fd.opacity / 100);
  const stroke = toRgba(fd.stroke_color_picker);
  const shapes: PolygonShape[] = [];
  for (const row of rows) {
    const polygon = lineColumn ? readLine(row[lineColumn], fd.line_type, fd.reverse_long_lat, skips) : null;
    if (!polygon) continue;
    const value = metric ? numberOf(row[metric]) : null;
    const elevation = elevationKey ? (numberOf(row[elevationKey]) ?? 0) : fixedElevation;
    shapes.push({
      polygon,
      fillColor: (value !== null ? bucketColor(buckets, value) : null) ?? fill,
      lineColor: stroke,
      elevation: elevation * fd.multiplier,
      row,
    });
  }
  const format = getNumberFormatter(fd.legend_format ?? undefined);
  return {
    ...baseMapProps(
      chart,
      shapes.flatMap((s) => s.polygon),
    ),
    layers: [
      {
        kind: 'polygon',
        id: 'deck_polygon',
        data: shapes,
        filled: fd.filled,
        stroked: fd.stroked,
        extruded: fd.extruded,
        lineWidth: fd.line_width,
        lineWidthUnits: fd.line_width_unit,
        tooltip: (s) =>
          metric ? `${metric}: ${format(numberOf(s.row[metric]) ?? NaN)}` : `${s.polygon.length} points`,
      },
    ],
    legend: rampLegend(fd, buckets),
    notes: mapNotes(fd, skips.counts),
  };
}
