import { columnLabel, metricLabel } from '@meridian/core';
import type { ScatterSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import {
  ChartInputError,
  dimensionFormatter,
  extent,
  NULL_LABEL,
  requireResultColumns,
} from '../../echarts/chart-data';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { firstResult, legendOption, legendPadding, toNumber } from '../../echarts/options';
import { paramField, TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { BubbleFormData } from './form-data';
import { verboseNamer } from '../../echarts/verbose';

/** The smallest bubble (Superset's MINIMUM_BUBBLE_SIZE). */
export const MINIMUM_BUBBLE_SIZE = 5;

/** Symbol size of a bubble: its share of the size range × 2 × the max bubble size, plus the minimum (Superset's). */
export function bubbleSize(
  size: number | null,
  range: [number, number] | null,
  maxBubbleSize: number,
): number {
  if (size === null || range === null) return MINIMUM_BUBBLE_SIZE;
  const spread = range[1] - range[0];
  const share = spread === 0 ? 0 : (size - range[0]) / spread;
  return share * maxBubbleSize * 2 + MINIMUM_BUBBLE_SIZE;
}

/** One bubble: x, y, size, entity and series (the order of Superset's data points). */
type Bubble = [number | null, number | null, number | null, string, string | null];

/** Chart data -> ECharts scatter of bubbles: a point per row at (x, y), sized by size, coloured by series (pure). */
export function transformBubbleProps(chartProps: ChartProps<BubbleFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  if (!fd.entity) throw new ChartInputError('Entity is required');
  if (!fd.x) throw new ChartInputError('X Axis is required');
  if (!fd.y) throw new ChartInputError('Y Axis is required');
  if (!fd.size) throw new ChartInputError('Bubble Size is required');
  const result = firstResult(chartProps.queriesData);
  const [x, y, size] = [metricLabel(fd.x), metricLabel(fd.y), metricLabel(fd.size)];
  const entity = columnLabel(fd.entity);
  const nameOf = verboseNamer(chartProps.datasource);
  const seriesColumn = fd.series ? columnLabel(fd.series) : null;
  requireResultColumns(result, [entity, ...(seriesColumn ? [seriesColumn] : []), x, y, size]);
  const format = dimensionFormatter(result, null);
  const bubbles: Bubble[] = result.data.map((row) => [
    toNumber(row[x]),
    toNumber(row[y]),
    toNumber(row[size]),
    format(entity, row[entity]),
    seriesColumn ? format(seriesColumn, row[seriesColumn]) : null,
  ]);
  // A point needs both coordinates; a log axis cannot place zero or less.
  const placeable = bubbles.filter(
    ([bx, by]) => bx !== null && by !== null && (!fd.logXAxis || bx > 0) && (!fd.logYAxis || by > 0),
  );
  const names = [...new Set(placeable.map((b) => b[4] ?? b[3] ?? NULL_LABEL))];
  const { colors, sharedLabelColors } = assignLabelColors(names, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const range = extent(placeable.map((b) => b[2]));
  const series: ScatterSeriesOption[] = names.map((name) => ({
    type: 'scatter',
    name,
    animation: false,
    data: placeable.filter((b) => (b[4] ?? b[3]) === name),
    symbolSize: (value: unknown) =>
      bubbleSize(Array.isArray(value) ? toNumber(value[2]) : null, range, fd.max_bubble_size),
    itemStyle: { color: colors[name] ?? '#1FA8C9', opacity: fd.opacity },
  }));
  const formatX = getNumberFormatter(fd.xAxisFormat);
  const formatY = getNumberFormatter(fd.y_axis_format);
  const formatSize = getNumberFormatter(fd.tooltipSizeFormat);
  const legend = {
    show_legend: fd.show_legend,
    legendType: fd.legendType,
    legendOrientation: fd.legendOrientation,
  };
  const pad = legendPadding(legend);
  const [xMin, xMax] = fd.xAxisBounds;
  const [yMin, yMax] = fd.y_axis_bounds;
  const echartOptions: EChartsCoreOption = {
    grid: {
      containLabel: true,
      top: pad.top,
      bottom: pad.bottom + (fd.x_axis_label ? fd.x_axis_title_margin : 0),
      left: pad.left + (fd.y_axis_label ? fd.y_axis_title_margin : 0),
      right: pad.right,
    },
    legend: legendOption(legend, names),
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const value = paramField(params, 'value');
        if (!Array.isArray(value)) return '';
        const [bx, by, bs, be, bSeries] = value as Bubble;
        return tooltipHtml(
          [
            [nameOf(x), formatX(bx)],
            [nameOf(y), formatY(by)],
            [nameOf(size), formatSize(bs)],
          ],
          bSeries ? `${bSeries}, ${be}` : be,
        );
      },
    },
    xAxis: {
      type: fd.logXAxis ? 'log' : 'value',
      scale: true,
      name: fd.x_axis_label,
      nameLocation: 'middle',
      nameGap: fd.x_axis_title_margin,
      splitLine: { lineStyle: { type: 'dashed' } },
      axisLabel: { formatter: (v: number) => formatX(v), rotate: fd.xAxisLabelRotation, hideOverlap: true },
      ...(fd.truncateXAxis && xMin !== null ? { min: xMin } : {}),
      ...(fd.truncateXAxis && xMax !== null ? { max: xMax } : {}),
    },
    yAxis: {
      type: fd.logYAxis ? 'log' : 'value',
      scale: fd.truncateYAxis,
      name: fd.y_axis_label,
      nameLocation: 'middle',
      nameRotate: 90,
      nameGap: fd.y_axis_title_margin,
      splitLine: { lineStyle: { type: 'dashed' } },
      axisLabel: { formatter: (v: number) => formatY(v) },
      ...(yMin !== null ? { min: yMin } : {}),
      ...(yMax !== null ? { max: yMax } : {}),
    },
    series,
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors };
}
