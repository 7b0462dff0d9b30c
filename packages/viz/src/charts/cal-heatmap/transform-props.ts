import { metricLabel } from '@meridian/core';
import type { CustomSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import type { CustomSeriesRenderItem } from 'echarts';
import { getSequentialScheme, sequentialColor } from '../../color/sequential-schemes';
import { extent } from '../../echarts/chart-data';
import { escapeHtml, firstResult, toNumber } from '../../echarts/options';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter, toDate } from '../../format/time-format';
import type { ChartProps } from '../../plugin';
import { DTTM_ALIAS } from '../../query/x-axis';
import type { CalDomain, CalHeatmapFormData } from './form-data';
import { blockSize, cellPosition, countCells, domainStarts, unitStart } from './layout';

/** Most cells drawn (every metric together). */
export const MAX_CELLS = 50_000;
const MARGIN = 8;
const TITLE_HEIGHT = 22;
const LABEL_HEIGHT = 16;
const LEGEND_HEIGHT = 30;
const DOMAIN_LABEL: Readonly<Record<CalDomain, string>> = {
  year: '%Y',
  month: '%b %Y',
  week: '%b %d',
  day: '%b %d',
  hour: '%b %d %H:00',
};

/** Renderer props: the ECharts option, drawn on a canvas as tall as its content (the card scrolls beyond). */
export interface CalHeatmapRendererProps extends EChartsRendererProps {
  /** Height of the drawing (≥ the card's). */
  contentHeight: number;
}

/** Colour steps of a metric: `steps` equal buckets of [min, max], coloured along the scheme. */
export function colorSteps(range: [number, number], steps: number, colorAt: (t: number) => string) {
  const [min, max] = range;
  const width = (max - min) / steps || 1;
  return Array.from({ length: steps }, (_, i) => ({
    min: min + i * width,
    max: i === steps - 1 ? Math.max(max, min + width) : min + (i + 1) * width,
    color: colorAt(steps === 1 ? 1 : i / (steps - 1)),
  }));
}

/** Chart data -> a calendar per metric: blocks of the domain unit, a cell per subdomain unit coloured by steps (pure). */
export function transformCalHeatmapProps(
  chartProps: ChartProps<CalHeatmapFormData>,
): CalHeatmapRendererProps {
  const { formData: fd, width, height } = chartProps;
  if (fd.metrics.length === 0) throw new Error('Choose at least one metric to draw this calendar.');
  const rows = firstResult(chartProps.queriesData).data;
  const times = rows.map((r) => toDate(r[DTTM_ALIAS] as number | string | null)?.getTime() ?? null);
  const known = times.filter((t): t is number => t !== null);
  const [first, last] = extent(known) ?? [0, 0];
  const domain = fd.domain_granularity;
  const subdomain = fd.subdomain_granularity;
  const starts = known.length ? domainStarts(first, last, domain) : [];
  const cellCount = starts.reduce((n, s) => n + countCells(s, domain, subdomain), 0) * fd.metrics.length;
  if (cellCount > MAX_CELLS)
    throw new Error(
      `Too many cells to draw: ${cellCount.toLocaleString('en-US')} (at most ${MAX_CELLS.toLocaleString('en-US')}). Choose a larger domain or subdomain, or a shorter time range.`,
    );
  const cell = fd.cell_size;
  const step = cell + fd.cell_padding;
  // Blocks flow left to right and wrap to the card's width.
  const blocks: { start: number; x: number; y: number }[] = [];
  let [x, y, lineHeight] = [MARGIN, 0, 0];
  for (const start of starts) {
    const size = blockSize(start, domain, subdomain);
    const [w, h] = [size.cols * step, size.rows * step + LABEL_HEIGHT];
    // 16 px stay free for the scrollbar of a calendar taller than the card.
    if (x + w > width - 16 - MARGIN && x > MARGIN) [x, y, lineHeight] = [MARGIN, y + lineHeight + cell, 0];
    blocks.push({ start, x, y });
    [x, lineHeight] = [x + w + cell, Math.max(lineHeight, h)];
  }
  const calendarHeight = y + lineHeight;
  const blockAt = new Map(blocks.map((b) => [b.start, b]));
  const scheme = getSequentialScheme(fd.linear_color_scheme);
  const formatValue = getNumberFormatter(fd.y_axis_format);
  const formatTime = getTimeFormatter(fd.x_axis_time_format);
  const formatDomain = getTimeFormatter(DOMAIN_LABEL[domain]);
  const metricHeight =
    (fd.show_metric_name ? TITLE_HEIGHT : 0) + calendarHeight + (fd.show_legend ? LEGEND_HEIGHT : 0) + MARGIN;
  const names = fd.metrics.map(metricLabel);
  const series: CustomSeriesOption[] = [];
  const visualMaps: Record<string, unknown>[] = [];
  const graphic: Record<string, unknown>[] = [];
  names.forEach((metric, m) => {
    const top = m * metricHeight + (fd.show_metric_name ? TITLE_HEIGHT : 0);
    const title = chartProps.datasource?.verboseMap?.[metric] ?? metric;
    if (fd.show_metric_name)
      graphic.push({
        type: 'text',
        left: MARGIN,
        top: m * metricHeight + 2,
        style: { text: title, fontSize: 13, fontWeight: 'bold', fill: '#333333' },
      });
    for (const b of blocks)
      graphic.push({
        type: 'text',
        left: b.x,
        top: top + b.y,
        silent: true,
        style: { text: formatDomain(b.start), fontSize: 11, fill: '#666666' },
      });
    const data = rows.flatMap((row, i) => {
      const t = times[i];
      const value = toNumber(row[metric]);
      const block = t === null || t === undefined ? undefined : blockAt.get(unitStart(t, domain));
      if (t === null || t === undefined || value === null || !block) return [];
      const pos = cellPosition(unitStart(t, subdomain), block.start, subdomain);
      return [[block.x + pos.col * step, top + block.y + LABEL_HEIGHT + pos.row * step, value, t]];
    });
    const range = extent(data.map((d) => d[2] ?? null)) ?? [0, 1];
    const pieces = colorSteps(range, Math.round(fd.steps), (t) => sequentialColor(scheme, t));
    visualMaps.push({
      type: 'piecewise',
      show: fd.show_legend,
      seriesIndex: m,
      dimension: 2,
      pieces,
      orient: 'horizontal',
      left: MARGIN,
      top: top + calendarHeight + 4,
      itemWidth: 12,
      itemHeight: 10,
      itemGap: 4,
      textStyle: { fontSize: 10 },
      formatter: (low: number) => formatValue(low),
    });
    series.push({
      type: 'custom',
      name: title,
      coordinateSystem: 'none',
      renderItem: renderCell(fd, formatValue),
      data,
    });
  });
  const contentHeight = Math.max(height, names.length * metricHeight);
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const p = params as { seriesName?: string; value?: number[] };
        return `${escapeHtml(formatTime(p.value?.[3] ?? null))}<br/>${escapeHtml(p.seriesName ?? '')}: <b>${escapeHtml(formatValue(p.value?.[2] ?? null))}</b>`;
      },
    },
    visualMap: visualMaps,
    graphic,
    series,
  };
  return { width, height, contentHeight, echartOptions, labelColors: {} };
}

/** Draws a cell: a (rounded) square in its step's colour, with its value when asked and it fits. */
function renderCell(fd: CalHeatmapFormData, format: (v: number | null) => string): CustomSeriesRenderItem {
  return (_params, api) => {
    const [x, y, value] = [Number(api.value(0)), Number(api.value(1)), Number(api.value(2))];
    const rect = {
      type: 'rect' as const,
      shape: { x, y, width: fd.cell_size, height: fd.cell_size, r: fd.cell_radius },
      style: { fill: String(api.visual('color')) },
    };
    if (!fd.show_values || fd.cell_size < 18) return rect;
    return {
      type: 'group',
      children: [
        rect,
        {
          type: 'text',
          silent: true,
          style: {
            text: format(value),
            x: x + fd.cell_size / 2,
            y: y + fd.cell_size / 2,
            align: 'center',
            verticalAlign: 'middle',
            fontSize: Math.min(11, fd.cell_size / 3),
            fill: '#333333',
          },
        },
      ],
    };
  };
}
