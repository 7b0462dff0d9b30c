import { metricLabel } from '@meridian/core';
import type { LineSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import {
  axisTooltipFormatter,
  firstResult,
  legendOption,
  legendPadding,
  toNumber,
  xValueFormatter,
} from '../../echarts/options';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { getNumberFormatter } from '../../format/number-format';
import { toDate } from '../../format/time-format';
import type { ChartProps } from '../../plugin';
import { getXAxisLabel } from '../../query/x-axis';
import { resolveXColumn } from '../timeseries/series';
import type { TimePivotFormData } from './form-data';
import { periodLines } from './periods';

/** Most periods drawn as lines. */
export const MAX_PERIOD_LINES = 200;

/** Chart data -> ECharts lines, one per period aligned on the newest, older ones fading (pure). */
export function transformTimePivotProps(chartProps: ChartProps<TimePivotFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  if (!fd.metric) throw new Error('Choose the metric to draw this chart.');
  const result = firstResult(chartProps.queriesData);
  const xColumn = resolveXColumn(result, getXAxisLabel(fd));
  const metric = metricLabel(fd.metric);
  const valueColumn = result.colnames.includes(metric) ? metric : result.colnames.find((c) => c !== xColumn);
  const points = result.data.flatMap((row) => {
    const date = toDate((xColumn ? row[xColumn] : null) as number | string | null);
    return date ? [{ time: date.getTime(), value: toNumber(valueColumn ? row[valueColumn] : null) }] : [];
  });
  const lines = periodLines(points, fd.freq);
  if (lines.length > MAX_PERIOD_LINES)
    throw new Error(
      `Too many periods to draw: ${lines.length.toLocaleString('en-US')} (at most ${MAX_PERIOD_LINES}). Choose a longer frequency or a shorter time range.`,
    );
  const { r, g, b } = fd.color_picker;
  const formatY = getNumberFormatter(fd.y_axis_format);
  const formatX = xValueFormatter('time', fd.x_axis_format);
  const names = lines.map((l) => l.name);
  const legend = { show_legend: fd.show_legend, legendType: 'scroll', legendOrientation: 'top' } as const;
  const padding = legendPadding(legend);
  const step =
    fd.line_interpolation === 'step-before'
      ? 'start'
      : fd.line_interpolation === 'step-after'
        ? 'end'
        : false;
  const series: LineSeriesOption[] = lines.map((line) => ({
    type: 'line',
    name: line.name,
    data: line.points,
    showSymbol: line.points.length === 1,
    smooth: ['cardinal', 'monotone', 'basis'].includes(fd.line_interpolation),
    step,
    z: 100 - line.rank,
    // The current period is solid; older ones fade with their share, as Superset's pivot.
    itemStyle: { color: `rgba(${r},${g},${b},${line.rank === 0 ? 1 : line.perc * 0.5})` },
    lineStyle: { width: line.rank === 0 ? 2.5 : 1.5 },
  }));
  const [yMin, yMax] = fd.y_axis_bounds;
  const echartOptions: EChartsCoreOption = {
    useUTC: true,
    grid: { top: padding.top, bottom: padding.bottom, left: padding.left, right: padding.right },
    legend: legendOption(legend, names),
    tooltip: { trigger: 'axis', appendToBody: true, formatter: axisTooltipFormatter({ formatX, formatY }) },
    xAxis: {
      type: 'time',
      name: fd.x_axis_label,
      nameLocation: 'middle',
      nameGap: 28,
      axisLabel: { hideOverlap: true, formatter: (v: number) => formatX(v) },
    },
    yAxis: {
      type: fd.y_log_scale ? 'log' : 'value',
      name: fd.y_axis_label,
      nameLocation: 'middle',
      nameGap: 40,
      min: yMin ?? undefined,
      max: yMax ?? undefined,
      axisLabel: { formatter: (v: number) => formatY(v) },
    },
    series,
  };
  return { width, height, echartOptions, labelColors: {} };
}
