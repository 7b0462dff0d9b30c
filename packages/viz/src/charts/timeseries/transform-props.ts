import { columnLabel } from '@meridian/core';
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
import type { ClickableEChartsProps } from '../../echarts/click';
import { verboseNamer } from '../../echarts/verbose';
import { getXAxisLabel } from '../../query/x-axis';
import type { TimeseriesFormData } from './form-data';
import { annotationSeries, annotationTooltip, shownAnnotationLayers } from './annotations';
import { stackValueLabels } from './value-labels';
import {
  extractSeries,
  resolveXColumn,
  seriesLabel,
  seriesOption,
  sortSeries,
  xAxisTypeOf,
  type SeriesStyle,
} from './series';

/** Prophet's bound series are drawn as the band of the forecast line, not as series of their own. */
const isForecastBound = (name: string) => name.endsWith('__yhat_lower') || name.endsWith('__yhat_upper');

/** Chart data -> ECharts option of a time-series chart (pure). */
export function transformTimeseriesProps(chartProps: ChartProps<TimeseriesFormData>): ClickableEChartsProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const xColumn = resolveXColumn(result, getXAxisLabel(fd));
  const xAxisType = fd.xAxisForceCategorical ? 'category' : xAxisTypeOf(result, xColumn);
  const raw = extractSeries(result, xColumn, xAxisType, verboseNamer(chartProps.datasource)).filter(
    (s) => !isForecastBound(s.name),
  );
  const series = sortSeries(raw, fd.sort_series_type, fd.sort_series_ascending);
  const names = series.map(seriesLabel);
  const layers = shownAnnotationLayers(fd.annotation_layers);
  const { colors, sharedLabelColors } = assignLabelColors(
    [...names, ...layers.map((l) => l.name)],
    fd.color_scheme,
    {
      sharedLabelColors: chartProps.sharedLabelColors,
      forcedLabelColors: fd.label_colors ?? undefined,
    },
  );
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
  const [xMin, xMax] = fd.xAxisBounds;
  const categoryAxis = {
    type: xAxisType,
    ...(xAxisType === 'time' ? { minInterval: timeGrainMinInterval(fd.time_grain_sqla) } : {}),
    ...(xAxisType === 'value' ? { min: xMin ?? undefined, max: xMax ?? undefined } : {}),
    name: fd.x_axis_title ?? '',
    nameLocation: 'middle' as const,
    nameGap: fd.x_axis_title_margin ?? 15,
    axisLabel: {
      hideOverlap: fd.xAxisLabelInterval === 'auto',
      ...(fd.xAxisLabelInterval === 'auto' ? {} : { interval: fd.xAxisLabelInterval }),
      rotate: fd.xAxisLabelRotation,
      formatter: (value: string | number) => formatX(value),
    },
  };
  const valueAxis = {
    type: fd.logAxis ? ('log' as const) : ('value' as const),
    name: fd.y_axis_title ?? '',
    nameLocation: fd.y_axis_title_position === 'Top' ? ('end' as const) : ('middle' as const),
    nameGap: fd.y_axis_title_margin ?? 15,
    min: yMin ?? undefined,
    max: yMax ?? (fd.contributionMode && fd.stack ? 1 : undefined),
    scale: fd.truncateYAxis,
    minorSplitLine: { show: fd.minorSplitLine },
    minorTick: { show: fd.minorTicks },
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
        ? axisTooltipFormatter({
            formatX,
            formatY,
            horizontal,
            showTotal: fd.showTooltipTotal,
            sortByValue: fd.tooltipSortByMetric,
            showPercentage: fd.showTooltipPercentage,
          })
        : (params: unknown) => {
            const item = Array.isArray(params) ? params[0] : params;
            const mark = annotationTooltip(item);
            if (mark !== null) return mark;
            const value = typeof item === 'object' && item !== null && 'value' in item ? item.value : null;
            const point = Array.isArray(value) ? toNumber(value[horizontal ? 0 : 1]) : null;
            const name =
              typeof item === 'object' && item !== null && 'seriesName' in item
                ? String(item.seriesName)
                : '';
            return `${name}: ${point === null ? '–' : formatY(point)}`;
          },
    },
    dataZoom: fd.zoomable ? [{ type: 'slider', start: 0, end: 100, bottom: 10 }] : [],
    series: [
      ...withStackLabels(
        series.map((s) => seriesOption(s, colors[seriesLabel(s)] ?? '#000000', style, formatY)),
        series,
        fd,
        formatY,
      ),
      ...annotationSeries(layers, {
        annotationData: result.annotation_data,
        xAxisType,
        xValues: series[0]?.data.map((point) => point[0]) ?? [],
        horizontal,
        colorOf: (name) => colors[name] ?? '#000000',
      }),
    ],
  };
  // A point stands for its series' dimension values (a series is named "metric, value…") and, on a categorical
  // x-axis, its category: what cross-filters and drill to detail filter on.
  const groupby = (fd.groupby ?? []).map(columnLabel);
  const clickValues = ({ seriesIndex, dataIndex }: { seriesIndex: number; dataIndex: number }) => {
    const values: Record<string, unknown> = {};
    const row = result.data[dataIndex];
    if (xAxisType === 'category' && xColumn && row) values[xColumn] = row[xColumn];
    const parts = (series[seriesIndex]?.name ?? '').split(', ');
    if (groupby.length > 0 && parts.length >= groupby.length) {
      const tail = parts.slice(parts.length - groupby.length);
      groupby.forEach((column, i) => (values[column] = tail[i]));
    }
    return Object.keys(values).length > 0 ? values : null;
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors, clickValues };
}

/** Stacked value labels (only the total, or values over the percentage threshold); other charts keep theirs. */
function withStackLabels<T extends { label?: object }>(
  options: T[],
  series: Parameters<typeof stackValueLabels>[0],
  fd: TimeseriesFormData,
  format: (value: number | null) => string,
): T[] {
  if (!fd.show_value || !fd.stack) return options;
  const labels = stackValueLabels(series, {
    onlyTotal: fd.only_total,
    threshold: fd.percentage_threshold,
    format,
  });
  return options.map((option, i) => {
    const label = labels[i];
    if (!label) return option;
    return {
      ...option,
      label: {
        ...option.label,
        show: label.show,
        formatter: (params: { dataIndex: number; value?: unknown }) =>
          label.text(
            params.dataIndex,
            Array.isArray(params.value)
              ? toNumber(params.value[fd.orientation === 'horizontal' && fd.seriesType === 'bar' ? 0 : 1])
              : null,
          ),
      },
    };
  });
}
