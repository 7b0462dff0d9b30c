import { columnLabel } from '@meridian/core';
import { SkipCounter } from '../../maps/bad-input';
import { categoricalColors, toRgba, type Rgba } from '../../maps/colors';
import { baseMapProps, categoryLegend, mapNotes, rowsOf } from '../../maps/deck-props';
import type { Arc, MapRendererProps } from '../../maps/map-props';
import { readPosition } from '../../maps/spatial';
import type { ChartProps } from '../../plugin';
import type { DeckArcFormData } from './form-data';

/** Chart data -> an ArcLayer from start to end positions, coloured fixed or by category (pure). */
export function transformDeckArcProps(chart: ChartProps<DeckArcFormData>): MapRendererProps {
  const fd = chart.formData;
  const skips = new SkipCounter();
  const rows = rowsOf(chart.queriesData);
  const dimension = fd.dimension ? columnLabel(fd.dimension) : null;
  const sourceColor = toRgba(fd.color_picker);
  const targetColor = toRgba(fd.target_color_picker ?? fd.color_picker);
  const colors = dimension
    ? categoricalColors(
        rows.map((r) => String(r[dimension] ?? '<NULL>')),
        fd.color_scheme,
      )
    : new Map<string, Rgba>();
  const arcs: Arc[] = [];
  for (const row of rows) {
    const source = fd.start_spatial ? readPosition(row, fd.start_spatial, skips) : null;
    const target = source && fd.end_spatial ? readPosition(row, fd.end_spatial, skips) : null;
    if (!source || !target) continue;
    const category = dimension ? colors.get(String(row[dimension] ?? '<NULL>')) : undefined;
    arcs.push({
      source,
      target,
      sourceColor: category ?? sourceColor,
      targetColor: category ?? targetColor,
      row,
    });
  }
  return {
    ...baseMapProps(
      chart,
      arcs.flatMap((a) => [a.source, a.target]),
    ),
    layers: [
      {
        kind: 'arc',
        id: 'deck_arc',
        data: arcs,
        width: fd.stroke_width,
        tooltip: (a) =>
          [
            `Start (Longitude, Latitude): ${a.source[0]}, ${a.source[1]}`,
            `End (Longitude, Latitude): ${a.target[0]}, ${a.target[1]}`,
            ...(dimension ? [`${dimension}: ${String(a.row[dimension] ?? '<NULL>')}`] : []),
          ].join('\n'),
      },
    ],
    legend: categoryLegend(fd, colors),
    notes: mapNotes(fd, skips.counts),
  };
}
