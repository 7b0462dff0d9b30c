import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import {
  axisTooltipFormatter,
  firstResult,
  legendOption,
  legendPadding,
  timeGrainMinInterval,
  xValueFormatter,
} from '../../echarts/options';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import { getXAxisLabel } from '../../query/x-axis';
import {
  extractSeries,
  resolveXColumn,
  seriesOption,
  xAxisTypeOf,
  type RawSeries,
  type SeriesStyle,
} from '../timeseries/series';
import type { MixedFormData } from './form-data';

function renamed(series: RawSeries[], suffix: string | null): RawSeries[] {
  return suffix ? series.map((s) => ({ ...s, name: `${s.name} ${suffix}` })) : series;
}

/** Chart data of both queries -> one ECharts option with two y-axes (pure). */
export function transformMixedProps(chartProps: ChartProps<MixedFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const resultA = firstResult(chartProps.queriesData, 0);
  const resultB = firstResult(chartProps.queriesData, 1);
  const xLabel = getXAxisLabel(fd);
  const xColumnA = resolveXColumn(resultA, xLabel);
  const xAxisType = xAxisTypeOf(resultA, xColumnA);
  const seriesA = renamed(
    extractSeries(resultA, xColumnA, xAxisType),
    fd.show_query_identifiers ? '(Query A)' : null,
  );
  const seriesB = renamed(
    extractSeries(resultB, resolveXColumn(resultB, xLabel), xAxisType),
    fd.show_query_identifiers ? '(Query B)' : null,
  );
  const names = [...seriesA, ...seriesB].map((s) => s.name);
  const { colors, sharedLabelColors } = assignLabelColors(names, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const formats = [
    getNumberFormatter(fd.y_axis_format),
    getNumberFormatter(fd.y_axis_format_secondary),
  ] as const;
  const styleA: SeriesStyle = {
    seriesType: fd.seriesType,
    area: fd.area,
    opacity: fd.opacity,
    markerEnabled: fd.markerEnabled,
    markerSize: fd.markerSize,
    stack: fd.stack,
    showValue: fd.show_value,
    horizontal: false,
    yAxisIndex: fd.yAxisIndex,
    stackId: 'A',
    idPrefix: 'A:',
  };
  const styleB: SeriesStyle = {
    seriesType: fd.seriesTypeB,
    area: fd.areaB,
    opacity: fd.opacityB,
    markerEnabled: fd.markerEnabledB,
    markerSize: fd.markerSizeB,
    stack: fd.stackB,
    showValue: fd.show_valueB,
    horizontal: false,
    yAxisIndex: fd.yAxisIndexB,
    stackId: 'B',
    idPrefix: 'B:',
  };
  const formatX = xValueFormatter(xAxisType, fd.x_axis_time_format);
  const yAxis = (index: 0 | 1) => {
    const [min, max] = index === 0 ? fd.y_axis_bounds : fd.y_axis_bounds_secondary;
    const log = index === 0 ? fd.logAxis : fd.logAxisSecondary;
    return {
      type: log ? ('log' as const) : ('value' as const),
      name: (index === 0 ? fd.y_axis_title : fd.y_axis_title_secondary) ?? '',
      min: min ?? undefined,
      max: max ?? undefined,
      scale: fd.truncateYAxis,
      splitLine: { show: index === 0 },
      axisLabel: { formatter: (value: number) => formats[index](value) },
    };
  };
  const padding = legendPadding(fd);
  const echartOptions: EChartsCoreOption = {
    grid: {
      top: padding.top,
      bottom: padding.bottom + (fd.zoomable ? 30 : 0),
      left: padding.left,
      right: padding.right,
      containLabel: true,
    },
    xAxis: {
      type: xAxisType,
      ...(xAxisType === 'time' ? { minInterval: timeGrainMinInterval(fd.time_grain_sqla) } : {}),
      name: fd.x_axis_title ?? '',
      nameLocation: 'middle',
      nameGap: fd.x_axis_title_margin ?? 15,
      axisLabel: {
        hideOverlap: true,
        rotate: fd.xAxisLabelRotation,
        formatter: (value: string | number) => formatX(value),
      },
    },
    yAxis: [yAxis(0), yAxis(1)],
    legend: legendOption(fd, names),
    tooltip: {
      trigger: fd.rich_tooltip ? 'axis' : 'item',
      appendToBody: true,
      ...(fd.rich_tooltip ? { formatter: axisTooltipFormatter({ formatX, formatY: formats[0] }) } : {}),
    },
    dataZoom: fd.zoomable ? [{ type: 'slider', start: 0, end: 100, bottom: 10 }] : [],
    series: [
      ...seriesA.map((s) =>
        seriesOption(s, colors[s.name] ?? '#000000', styleA, formats[fd.yAxisIndex === 1 ? 1 : 0]),
      ),
      ...seriesB.map((s) =>
        seriesOption(s, colors[s.name] ?? '#000000', styleB, formats[fd.yAxisIndexB === 1 ? 1 : 0]),
      ),
    ],
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors };
}
