import { columnLabel, metricLabel } from '@meridian/core';
import type { CustomSeriesOption } from 'echarts/charts';
import type { CustomSeriesRenderItem } from 'echarts';
import type { EChartsCoreOption } from 'echarts/core';
import { rgbaToString } from '../../color/color-utils';
import { dimensionFormatter, requireAtMost, requireResultColumns } from '../../echarts/chart-data';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { firstResult, toNumber } from '../../echarts/options';
import { TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { ticksLayoutRotation } from '../../form-data/fields';
import { getCurrencyFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import { getXAxisLabel } from '../../query/x-axis';
import type { WaterfallFormData } from './form-data';

/** Most bars a waterfall draws legibly. */
export const MAX_WATERFALL_BARS = 5_000;
/** Label of the total bar and legend entry (Superset's). */
export const TOTAL_LABEL = 'Total';
/** Legend names of the three kinds of bar. */
export const WATERFALL_SERIES = { increase: 'Increase', decrease: 'Decrease', total: 'Total' } as const;

/** One input row: its period label, its breakdown label (or null) and its value. */
export interface WaterfallRow {
  period: string;
  breakdown: string | null;
  value: number;
}

/** One bar: from `low` to `high` on the y axis; `value` is what it adds (or the total it shows). */
export interface WaterfallBar {
  label: string;
  kind: keyof typeof WATERFALL_SERIES;
  value: number;
  low: number;
  high: number;
}

/**
 * Superset's waterfall: without a breakdown one summed bar per period then the grand Total; with a breakdown one bar
 * per breakdown value, then each period's bar of the running total.
 */
export function waterfallBars(rows: readonly WaterfallRow[], withBreakdown: boolean): WaterfallBar[] {
  const periods = new Map<string, WaterfallRow[]>();
  for (const row of rows) {
    const list = periods.get(row.period) ?? [];
    list.push(row);
    periods.set(row.period, list);
  }
  const bars: WaterfallBar[] = [];
  let running = 0;
  const step = (label: string, value: number) => {
    const next = running + value;
    bars.push({
      label,
      kind: value < 0 ? 'decrease' : 'increase',
      value,
      low: Math.min(running, next),
      high: Math.max(running, next),
    });
    running = next;
  };
  const total = (label: string) =>
    bars.push({
      label,
      kind: 'total',
      value: running,
      low: Math.min(0, running),
      high: Math.max(0, running),
    });
  for (const [period, list] of periods) {
    if (withBreakdown) {
      for (const row of list) step(row.breakdown ?? '', row.value);
      total(period);
    } else
      step(
        period,
        list.reduce((sum, row) => sum + row.value, 0),
      );
  }
  if (!withBreakdown && bars.length > 0) total(TOTAL_LABEL);
  return bars;
}

/** Chart data -> ECharts option of the waterfall: floating bars drawn from their low to their high end (pure). */
export function transformWaterfallProps(chartProps: ChartProps<WaterfallFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const xAxis = getXAxisLabel(fd) ?? '';
  const breakdown = fd.groupby[0] === undefined ? null : columnLabel(fd.groupby[0]);
  const metric = metricLabel(fd.metric);
  requireResultColumns(result, [xAxis, ...(breakdown === null ? [] : [breakdown]), metric]);
  requireAtMost(result.data.length, MAX_WATERFALL_BARS, 'bars');
  const format = dimensionFormatter(result, fd.x_axis_time_format);
  const bars = waterfallBars(
    result.data.map((row) => ({
      period: format(xAxis, row[xAxis]),
      breakdown: breakdown === null ? null : format(breakdown, row[breakdown]),
      value: toNumber(row[metric]) ?? 0,
    })),
    breakdown !== null,
  );
  const formatValue = getCurrencyFormatter(fd.currency_format, fd.y_axis_format);
  const colors = {
    increase: rgbaToString(fd.increase_color),
    decrease: rgbaToString(fd.decrease_color),
    total: rgbaToString(fd.total_color),
  };
  const renderBar: CustomSeriesRenderItem = (_params, api) => {
    const index = Number(api.value(0));
    const [x = 0, yLow = 0] = api.coord([index, api.value(1)]);
    const [, yHigh = 0] = api.coord([index, api.value(2)]);
    const size = api.size?.([1, 0]);
    const barWidth = Math.max(1, (Array.isArray(size) ? (size[0] ?? 0) : 0) * 0.6);
    const bar = bars[index];
    return {
      type: 'group',
      children: [
        {
          type: 'rect',
          shape: {
            x: x - barWidth / 2,
            y: Math.min(yLow, yHigh),
            width: barWidth,
            height: Math.max(1, Math.abs(yLow - yHigh)),
          },
          style: { fill: String(api.visual('color')) },
        },
        ...(fd.show_value && bar
          ? [
              {
                type: 'text' as const,
                x,
                y: Math.min(yLow, yHigh) - 4,
                style: {
                  text: formatValue(bar.value),
                  align: 'center' as const,
                  verticalAlign: 'bottom' as const,
                  fontSize: 11,
                  fill: '#333333',
                },
              },
            ]
          : []),
      ],
    };
  };
  const series: CustomSeriesOption[] = (
    Object.keys(WATERFALL_SERIES) as (keyof typeof WATERFALL_SERIES)[]
  ).map((kind) => ({
    type: 'custom',
    name: WATERFALL_SERIES[kind],
    renderItem: renderBar,
    itemStyle: { color: colors[kind] },
    encode: { x: 0, y: [1, 2] },
    data: bars.flatMap((bar, i) => (bar.kind === kind ? [[i, bar.low, bar.high]] : [])),
  }));
  const rotate = ticksLayoutRotation(fd.x_ticks_layout);
  const echartOptions: EChartsCoreOption = {
    legend: { show: fd.show_legend, top: 0, data: Object.values(WATERFALL_SERIES) },
    grid: {
      top: fd.show_legend ? 40 : 24,
      left: 20,
      right: 20,
      bottom: fd.x_axis_label ? 40 : 20,
      containLabel: true,
    },
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const p = params as { value?: unknown[]; seriesName?: string };
        const bar = bars[Number(p.value?.[0])];
        if (!bar) return '';
        return tooltipHtml(
          [[bar.kind === 'total' ? TOTAL_LABEL : (p.seriesName ?? ''), formatValue(bar.value)]],
          breakdown !== null && bar.kind !== 'total' ? `${bar.label}` : bar.label,
        );
      },
    },
    xAxis: {
      type: 'category',
      data: bars.map((b) => b.label),
      name: fd.x_axis_label,
      nameLocation: 'middle',
      nameGap: 28,
      axisLabel: { ...(rotate === undefined ? { hideOverlap: true } : { rotate, interval: 0 }) },
    },
    yAxis: {
      type: 'value',
      name: fd.y_axis_label,
      nameLocation: 'middle',
      nameGap: 48,
      axisLabel: { formatter: (v: number) => formatValue(v) },
    },
    series,
  };
  return { width, height, echartOptions, labelColors: { ...chartProps.sharedLabelColors } };
}
