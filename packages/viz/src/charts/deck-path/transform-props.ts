import { columnLabel } from '@meridian/core';
import { SkipCounter } from '../../maps/bad-input';
import { categoricalColors, toRgba, type Rgba } from '../../maps/colors';
import { baseMapProps, categoryLegend, mapNotes, rowsOf } from '../../maps/deck-props';
import { readLine } from '../../maps/lines';
import type { MapRendererProps, PathLine } from '../../maps/map-props';
import type { ChartProps } from '../../plugin';
import type { DeckPathFormData } from './form-data';

/** Chart data -> a PathLayer of decoded lines (pure). */
export function transformDeckPathProps(chart: ChartProps<DeckPathFormData>): MapRendererProps {
  const fd = chart.formData;
  const skips = new SkipCounter();
  const rows = rowsOf(chart.queriesData);
  const lineColumn = fd.line_column ? columnLabel(fd.line_column) : null;
  const dimension = fd.dimension ? columnLabel(fd.dimension) : null;
  const fixed = toRgba(fd.color_picker);
  const colors = dimension
    ? categoricalColors(
        rows.map((r) => String(r[dimension] ?? '<NULL>')),
        fd.color_scheme,
      )
    : new Map<string, Rgba>();
  const paths: PathLine[] = [];
  for (const row of rows) {
    const path = lineColumn ? readLine(row[lineColumn], fd.line_type, fd.reverse_long_lat, skips) : null;
    if (!path) continue;
    const color = dimension ? (colors.get(String(row[dimension] ?? '<NULL>')) ?? fixed) : fixed;
    paths.push({ path, color, row });
  }
  return {
    ...baseMapProps(
      chart,
      paths.flatMap((p) => p.path),
    ),
    layers: [
      {
        kind: 'path',
        id: 'deck_path',
        data: paths,
        width: fd.line_width * fd.multiplier,
        widthUnits: fd.line_width_unit,
        tooltip: (p) =>
          [
            `${p.path.length} points`,
            ...(dimension ? [`${dimension}: ${String(p.row[dimension] ?? '<NULL>')}`] : []),
          ].join('\n'),
      },
    ],
    legend: categoryLegend(fd, colors),
    notes: mapNotes(fd, skips.counts),
  };
}
