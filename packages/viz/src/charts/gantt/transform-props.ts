import { columnLabel, metricLabel } from '@meridian/core';
import type { CustomSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import type { CustomSeriesRenderItem } from 'echarts';
import { assignLabelColors } from '../../color/label-colors';
import {
  columnType,
  escapeHtml,
  firstResult,
  GENERIC,
  legendOption,
  legendPadding,
  toNumber,
} from '../../echarts/options';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter, toDate } from '../../format/time-format';
import type { ChartProps } from '../../plugin';
import type { GanttFormData } from './form-data';
import { BAR_HEIGHT_SCALE, ganttLanes, laneSpan, NULL_KEY } from './layout';

/** Share of the chart's width category names may take at most (longer ones are cut with an ellipsis). */
const MAX_LABEL_WIDTH_RATIO = 0.25;
/** Rough advance of a 12 px label character (capitals included), to reserve room for category names. */
const CHAR_WIDTH = 8;
/** Room ECharts' truncation keeps beside the text. */
const LABEL_SLACK = 10;
/** A category name shows only when its lanes are at least this tall. */
const MIN_LABEL_BAND = 12;
/** Lanes always drawable, however small the chart (below, a lane is at least a pixel high). */
const MIN_LANES_CAP = 200;

const keyOf = (value: unknown) => (value === null || value === undefined ? NULL_KEY : String(value));
const epoch = (value: unknown): number | null => {
  const date = typeof value === 'number' || typeof value === 'string' ? toDate(value) : null;
  return date && Number.isFinite(date.getTime()) ? date.getTime() : null;
};

/** Narrowest bar drawn, in pixels: an event whose start and end are equal is a thin mark, not nothing. */
const MIN_BAR_WIDTH = 2;

/** Draws one bar: from start to end of its lane, 85% of the lane's height, clipped to the plot. */
const renderBar: CustomSeriesRenderItem = (params, api) => {
  const lane = Number(api.value(2));
  const count = Number(api.value(3));
  if (!Number.isFinite(lane)) return null;
  const [bottom, top] = laneSpan(lane, count);
  const start = api.coord([api.value(0), top]);
  const end = api.coord([api.value(1), bottom]);
  const coordSys = params.coordSys as unknown as { x: number; width: number };
  const plotRight = coordSys.x + coordSys.width;
  const [from, to] = [start[0] ?? 0, end[0] ?? 0];
  // Outside the plot (zoomed away) or ending before it starts: nothing to draw.
  if (to < coordSys.x || from > plotRight || to < from) return null;
  let left = Math.max(from, coordSys.x);
  let right = Math.min(to, plotRight);
  // An instant (start = end) or a bar under a pixel or two is drawn MIN_BAR_WIDTH wide rather than vanishing.
  if (right - left < MIN_BAR_WIDTH) {
    const middle = Math.min(
      Math.max((left + right) / 2, coordSys.x + MIN_BAR_WIDTH / 2),
      plotRight - MIN_BAR_WIDTH / 2,
    );
    [left, right] = [middle - MIN_BAR_WIDTH / 2, middle + MIN_BAR_WIDTH / 2];
  }
  const laneHeight = (end[1] ?? 0) - (start[1] ?? 0);
  const height = laneHeight * BAR_HEIGHT_SCALE;
  if (height <= 0) return null;
  return {
    type: 'rect',
    shape: { x: left, y: (start[1] ?? 0) + (laneHeight - height) / 2, width: right - left, height },
    style: { fill: String(api.visual('color')) },
  };
};

/** A time of day "HH:mm:ss" put on the UTC day of an instant. */
function atTimeOfDay(epochMs: number, time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!match) return undefined;
  const day = new Date(epochMs);
  return Date.UTC(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    Number(match[1]),
    Number(match[2]),
    Number(match[3] ?? 0),
  );
}

/** Chart data -> ECharts option of the Gantt chart (pure). */
export function transformGanttProps(chartProps: ChartProps<GanttFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  if (!fd.start_time || !fd.end_time || !fd.y_axis)
    throw new Error('Choose the Start Time, End Time and Y-axis columns to draw this chart.');
  const [startLabel, endLabel, yLabel] = [fd.start_time, fd.end_time, fd.y_axis].map(columnLabel);
  const seriesLabel = fd.series ? columnLabel(fd.series) : undefined;
  const bars = result.data.flatMap((row) => {
    const start = epoch(row[startLabel ?? '']);
    const end = epoch(row[endLabel ?? '']);
    if (start === null || end === null) return [];
    return [
      {
        row,
        start,
        end,
        category: keyOf(row[yLabel ?? '']),
        series: seriesLabel ? keyOf(row[seriesLabel]) : '',
      },
    ];
  });
  if (result.data.length > 0 && bars.length === 0)
    throw new Error(
      `No row has both a start time ("${startLabel}") and an end time ("${endLabel}") to draw.`,
    );
  const lanes = ganttLanes(bars, fd.subcategories && Boolean(seriesLabel));
  const seriesNames = [...new Set(bars.map((b) => b.series))].sort((a, b) => a.localeCompare(b));
  const { colors, sharedLabelColors } = assignLabelColors(seriesNames, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const padding = legendPadding(fd);
  const bandHeight =
    (height - padding.top - padding.bottom - (fd.zoomable ? 30 : 0) - 30) / Math.max(1, lanes.count);
  if (lanes.count > Math.max(MIN_LANES_CAP, bandHeight * lanes.count))
    throw new Error(
      `Too many lanes to draw: ${lanes.count.toLocaleString('en-US')} categories for a chart ${Math.round(height)} px high. Lower the row limit, filter the categories or make the chart taller.`,
    );
  const labelWidth = Math.min(
    lanes.categories.reduce((widest, c) => Math.max(widest, c.name.length * CHAR_WIDTH + LABEL_SLACK), 0),
    Math.floor(width * MAX_LABEL_WIDTH_RATIO),
  );
  const formatTime = getTimeFormatter(fd.tooltipTimeFormat);
  const formatValue = getNumberFormatter(fd.tooltipValuesFormat);
  const formatAxis = getTimeFormatter(fd.x_axis_time_format);
  const tooltipLabels = [...fd.tooltip_metrics.map(metricLabel), ...fd.tooltip_columns.map(columnLabel)];
  const formatCell = (label: string, value: unknown): string => {
    const type = columnType(result, label);
    if (type === GENERIC.TEMPORAL && (typeof value === 'number' || typeof value === 'string'))
      return formatTime(value);
    if (type === GENERIC.NUMERIC) return formatValue(toNumber(value));
    return keyOf(value);
  };
  const bySeries = seriesNames.map((name) => bars.filter((b) => b.series === name));
  const custom: CustomSeriesOption[] = seriesNames.map((name, i) => ({
    type: 'custom',
    name,
    renderItem: renderBar,
    progressive: 0,
    itemStyle: { color: colors[name] ?? '#1FA8C9' },
    encode: { x: [0, 1] },
    data: (bySeries[i] ?? []).map((b) => [
      b.start,
      b.end,
      lanes.laneOf(b.category, b.series) ?? Number.NaN,
      lanes.count,
    ]),
  }));
  const markLines: LineSeriesOption[] = [
    {
      type: 'line',
      animation: false,
      data: [],
      markLine: {
        silent: true,
        symbol: ['none', 'none'],
        lineStyle: { type: 'dashed', color: '#dbe0ea' },
        label: { show: false },
        data: lanes.categories.map((c) => ({ yAxis: lanes.count - c.first - c.size })),
      },
    },
    {
      type: 'line',
      animation: false,
      data: [],
      markLine: {
        silent: true,
        symbol: ['none', 'none'],
        lineStyle: { color: 'transparent' },
        label: { position: 'start', formatter: '{b}', fontSize: 12, width: labelWidth, overflow: 'truncate' },
        data: lanes.categories.map((c) => ({
          yAxis: lanes.count - c.first - c.size / 2,
          name: c.name,
          label: { show: bandHeight * c.size >= MIN_LABEL_BAND },
        })),
      },
    },
  ];
  let [firstStart, lastEnd] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const bar of bars)
    [firstStart, lastEnd] = [Math.min(firstStart, bar.start), Math.max(lastEnd, bar.end)];
  const [minTime, maxTime] = fd.x_axis_time_bounds;
  const echartOptions: EChartsCoreOption = {
    useUTC: true,
    grid: {
      top: padding.top,
      bottom: padding.bottom + (fd.zoomable ? 30 : 0),
      left: padding.left + (labelWidth > 0 ? labelWidth + 8 : 0),
      right: padding.right,
    },
    legend: {
      ...legendOption(fd, seriesNames.filter(Boolean)),
      data: seriesNames
        .filter(Boolean)
        .sort((a, b) =>
          fd.legendSort === 'desc' ? b.localeCompare(a) : fd.legendSort === 'asc' ? a.localeCompare(b) : 0,
        ),
      show: fd.show_legend && seriesNames.some(Boolean),
    },
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const p = params as { seriesIndex?: number; dataIndex?: number; marker?: string };
        const bar = bySeries[p.seriesIndex ?? -1]?.[p.dataIndex ?? -1];
        if (!bar) return '';
        const lines = [
          `${p.marker ?? ''}<b>${escapeHtml(bar.category)}</b>${bar.series ? ` · ${escapeHtml(bar.series)}` : ''}`,
          `${escapeHtml(formatTime(bar.start))} – ${escapeHtml(formatTime(bar.end))}`,
          ...tooltipLabels.map(
            (label) => `${escapeHtml(label)}: <b>${escapeHtml(formatCell(label, bar.row[label]))}</b>`,
          ),
        ];
        return lines.join('<br/>');
      },
    },
    dataZoom: fd.zoomable ? [{ type: 'slider', filterMode: 'none', start: 0, end: 100, bottom: 10 }] : [],
    xAxis: {
      type: 'time',
      name: fd.x_axis_title ?? '',
      nameLocation: 'middle',
      nameGap: fd.x_axis_title_margin ?? 15,
      axisLabel: { hideOverlap: true, formatter: (value: number) => formatAxis(value) },
      min: minTime && bars.length ? atTimeOfDay(firstStart, minTime) : undefined,
      max: maxTime && bars.length ? atTimeOfDay(lastEnd, maxTime) : undefined,
    },
    yAxis: {
      type: 'value',
      name: fd.y_axis_title ?? '',
      nameLocation: 'middle',
      nameGap: fd.y_axis_title_margin ?? 15,
      min: 0,
      max: Math.max(1, lanes.count),
      axisLabel: { show: false },
      splitLine: { show: false },
    },
    series: [...custom, ...markLines],
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors };
}
