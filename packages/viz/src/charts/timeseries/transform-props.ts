import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import {
  axisTooltipFormatter,
  firstResult,
  legendOption,
  legendPadding,
  timeGrainMinInterval,
  toNumber,
  xValueFormatter,
} from '../../echarts/options';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { getXAxisLabel } from '../../query/x-axis';
import type { TimeseriesFormData } from './form-data';
import {
  extractSeries,
  resolveXColumn,
  seriesOption,
  sortSeries,
  xAxisTypeOf,
  type SeriesStyle,
} from './series';

/** Prophet's bound series are drawn as the band of the forecast line, not as series of their own. */
const isForecastBound = (name: string) => name.endsWith('__yhat_lower') || name.endsWith('__yhat_upper');

/** Chart data -> ECharts option of a time-series chart (pure). */
export function transformTimeseriesProps(chartProps: ChartProps<TimeseriesFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const xColumn = resolveXColumn(result, getXAxisLabel(fd));
  const xAxisType = xAxisTypeOf(result, xColumn);
  const raw = extractSeries(result, xColumn, xAxisType).filter((s) => !isForecastBound(s.name));
  const series = sortSeries(raw, fd.sort_series_type, fd.sort_series_ascending);
  const names = series.map((s) => s.name);
  const { colors, sharedLabelColors } = assignLabelColors(names, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const formatY = getNumberFormatter(fd.contributionMode ? ',.0%' : fd.y_axis_format);
  const horizontal = fd.seriesType === 'bar' && fd.orientation === 'horizontal';
  const style: SeriesStyle = {
    seriesType: fd.seriesType,
    area: fd.area,
    opacity: fd.opacity,
    markerEnabled: fd.markerEnabled || fd.seriesType === 'scatter',
    markerSize: fd.markerSize,
    stack: fd.stack,
    showValue: fd.show_value,
    horizontal,
  };
  const formatX = xValueFormatter(xAxisType, fd.x_axis_time_format);
  const [yMin, yMax] = fd.y_axis_bounds;
  const categoryAxis = {
    type: xAxisType,
    ...(xAxisType === 'time' ? { minInterval: timeGrainMinInterval(fd.time_grain_sqla) } : {}),
    name: fd.x_axis_title ?? '',
    nameLocation: 'middle' as const,
    nameGap: fd.x_axis_title_margin ?? 15,
    axisLabel: {
      hideOverlap: true,
      rotate: fd.xAxisLabelRotation,
      formatter: (value: string | number) => formatX(value),
    },
  };
  const valueAxis = {
    type: fd.logAxis ? ('log' as const) : ('value' as const),
    name: fd.y_axis_title ?? '',
    nameLocation: 'middle' as const,
    nameGap: fd.y_axis_title_margin ?? 15,
    min: yMin ?? undefined,
    max: yMax ?? (fd.contributionMode && fd.stack ? 1 : undefined),
    scale: fd.truncateYAxis,
    minorSplitLine: { show: fd.minorSplitLine },
    axisLabel: { formatter: (value: number) => formatY(value) },
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
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, nameGap: fd.y_axis_title_margin ?? 15 } : valueAxis,
    legend: legendOption(fd, names),
    tooltip: {
      trigger: fd.rich_tooltip ? 'axis' : 'item',
      appendToBody: true,
      formatter: fd.rich_tooltip
        ? axisTooltipFormatter({ formatX, formatY, horizontal, showTotal: fd.showTooltipTotal })
        : (params: unknown) => {
            const item = Array.isArray(params) ? params[0] : params;
            const value = typeof item === 'object' && item !== null && 'value' in item ? item.value : null;
            const point = Array.isArray(value) ? toNumber(value[horizontal ? 0 : 1]) : null;
            const name =
              typeof item === 'object' && item !== null && 'seriesName' in item
                ? String(item.seriesName)
                : '';
            return `${name}: ${formatY(point)}`;
          },
    },
    dataZoom: fd.zoomable ? [{ type: 'slider', start: 0, end: 100, bottom: 10 }] : [],
    series: series.map((s) => seriesOption(s, colors[s.name] ?? '#000000', style, formatY)),
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors };
}
