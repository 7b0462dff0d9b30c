import { columnLabel, metricLabel } from '@meridian/core';
import type { GaugeSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import { getCategoricalScheme } from '../../color/schemes';
import {
  ChartInputError,
  dimensionFormatter,
  requireAtMost,
  requireResultColumns,
} from '../../echarts/chart-data';
import type { ClickableEChartsProps } from '../../echarts/click';
import { firstResult, toNumber } from '../../echarts/options';
import { TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getCurrencyFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { GaugeFormData } from './form-data';
import { GAUGE_CENTER_Y_SHARE, GAUGE_RADIUS_SHARE, stackedTextLayout } from './text-layout';

/** Most needles a gauge draws legibly. */
export const MAX_GAUGE_ITEMS = 100;

/** One item of the gauge: its name, value and dimension values. */
export interface GaugeItem {
  name: string;
  value: number;
  dimensions: Record<string, unknown>;
}

/** Superset's default bounds: twice the smallest value (at most 0) and twice the largest (at least 0). */
export function gaugeBounds(
  values: readonly number[],
  min: number | null,
  max: number | null,
): [number, number] {
  let low = min ?? 2 * values.reduce((m, v) => Math.min(m, v), 0);
  let high = max ?? 2 * values.reduce((m, v) => Math.max(m, v), 0);
  if (min !== null && max !== null && min >= max)
    throw new ChartInputError(`The gauge's Min (${min}) must be less than its Max (${max}).`);
  if (low === high) {
    // All values 0 (or the one bound equals them): an axis needs some length.
    if (min === null) low = high - 1;
    else high = low + 1;
  }
  return [low, high];
}

/** Colour stops of the axis line from interval bounds and 1-based scheme indexes (Superset's intervals). */
export function intervalStops(
  intervals: string,
  colorIndices: string,
  colors: readonly string[],
  [min, max]: [number, number],
): [number, string][] {
  const bounds = intervals
    .split(',')
    .map((s) => (s.trim() === '' ? Number.NaN : Number(s)))
    .filter(Number.isFinite);
  const indices = colorIndices.split(',').map((s) => Number.parseInt(s.trim(), 10));
  return bounds.map((bound, i) => {
    const index = indices[i];
    const color =
      index !== undefined && Number.isFinite(index)
        ? colors[(index - 1 + colors.length) % colors.length]
        : undefined;
    const share = Math.min(1, Math.max(0, (bound - min) / (max - min)));
    return [share, color ?? colors[i % colors.length] ?? '#1FA8C9'];
  });
}

/** Chart data -> ECharts gauge option (pure). */
export function transformGaugeProps(chartProps: ChartProps<GaugeFormData>): ClickableEChartsProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const metric = metricLabel(fd.metric);
  const dimensions = fd.groupby.map(columnLabel);
  requireResultColumns(result, [metric, ...dimensions]);
  requireAtMost(result.data.length, MAX_GAUGE_ITEMS, 'gauge items');
  const verbose = chartProps.datasource?.verboseMap ?? {};
  const format = dimensionFormatter(result, null);
  const items: GaugeItem[] = result.data.map((row) => ({
    name:
      dimensions.map((d) => `${verbose[d] ?? d}: ${format(d, row[d])}`).join(', ') ||
      (verbose[metric] ?? metric),
    value: toNumber(row[metric]) ?? 0,
    dimensions: Object.fromEntries(dimensions.map((d) => [d, row[d]])),
  }));
  const [min, max] = gaugeBounds(
    items.map((i) => i.value),
    fd.min_val,
    fd.max_val,
  );
  const formatValue = getCurrencyFormatter(fd.currency_format, fd.number_format);
  const valueText = (value: number) => fd.value_formatter.replace('{value}', formatValue(value));
  const { colors, sharedLabelColors } = assignLabelColors(
    items.map((i) => i.name),
    fd.color_scheme,
    { sharedLabelColors: chartProps.sharedLabelColors, forcedLabelColors: fd.label_colors ?? undefined },
  );
  const fontSize = fd.font_size;
  const stops = intervalStops(
    fd.intervals,
    fd.interval_color_indices,
    getCategoricalScheme(fd.color_scheme).colors,
    [min, max],
  );
  const lineWidth = fd.overlap ? fontSize : fontSize * Math.max(1, items.length);
  // Several items: one line "name value" each, sized and placed to fit the card (one item keeps
  // its title over a larger value).
  const stacked =
    items.length > 1
      ? stackedTextLayout({
          width,
          height,
          fontSize,
          startAngle: fd.start_angle,
          endAngle: fd.end_angle,
          lines: items.map((item) => `${item.name}  ${valueText(item.value)}`),
        })
      : null;
  const series: GaugeSeriesOption = {
    type: 'gauge',
    name: metric,
    startAngle: fd.start_angle,
    endAngle: fd.end_angle,
    min,
    max,
    splitNumber: fd.split_number,
    radius: `${GAUGE_RADIUS_SHARE * 100}%`,
    center: ['50%', `${GAUGE_CENTER_Y_SHARE * 100}%`],
    animation: fd.animation,
    progress: { show: fd.show_progress, overlap: fd.overlap, roundCap: fd.round_cap, width: fontSize },
    axisLine: {
      roundCap: fd.round_cap,
      lineStyle: { width: lineWidth, color: stops.length > 0 ? stops : [[1, '#E6EBF8']] },
    },
    axisTick: {
      show: fd.show_axis_tick,
      distance: -lineWidth - fontSize / 2,
      lineStyle: { color: '#999999' },
    },
    splitLine: {
      show: fd.show_split_line,
      distance: -lineWidth - fontSize,
      length: fontSize,
      lineStyle: { color: '#999999', width: 2 },
    },
    axisLabel: {
      distance: lineWidth + fontSize * 1.5,
      fontSize,
      color: '#666666',
      formatter: (value: number) => formatValue(value),
    },
    pointer: { show: fd.show_pointer, width: fontSize / 2, showAbove: false },
    anchor: { show: fd.show_pointer, size: fontSize, itemStyle: { color: '#666666' } },
    title: { show: true, fontSize },
    detail: { valueAnimation: fd.animation, fontSize: fontSize * 1.3, formatter: valueText },
    data: items.map((item, index) => {
      const color = colors[item.name];
      const itemStyle = { color: color ?? '#1FA8C9' };
      if (stacked === null)
        return {
          name: item.name,
          value: item.value,
          itemStyle,
          title: { offsetCenter: [0, 20 + fontSize], color },
          detail: { offsetCenter: [0, 20 + fontSize * 2.3], color },
        };
      return {
        name: item.name,
        value: item.value,
        itemStyle,
        title: { show: false },
        detail: {
          offsetCenter: [0, stacked.offsets[index] ?? 0],
          fontSize: stacked.fontSize,
          color,
          formatter: () => `${item.name}  ${valueText(item.value)}`,
        },
      };
    }),
  };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const p = params as { name?: string; value?: unknown };
        return tooltipHtml([[String(p.name ?? ''), formatValue(toNumber(p.value))]]);
      },
    },
    series: [series],
  };
  return {
    width,
    height,
    echartOptions,
    labelColors: sharedLabelColors,
    clickValues: (target) => (dimensions.length > 0 ? (items[target.dataIndex]?.dimensions ?? null) : null),
  };
}
