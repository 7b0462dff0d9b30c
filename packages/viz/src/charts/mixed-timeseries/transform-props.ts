import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import {
  axisTooltipFormatter,
  escapeHtml,
  firstResult,
  legendOption,
  legendPadding,
  timeGrainMinInterval,
  toNumber,
  xValueFormatter,
} from '../../echarts/options';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import { verboseNamer } from '../../echarts/verbose';
import { getXAxisLabel } from '../../query/x-axis';
import {
  extractSeries,
  resolveXColumn,
  seriesLabel,
  seriesOption,
  xAxisTypeOf,
  type RawSeries,
  type SeriesStyle,
} from '../timeseries/series';
import { annotationSeries, annotationTooltip, shownAnnotationLayers } from '../timeseries/annotations';
import type { MixedFormData } from './form-data';

/** Series of one query with the query's identifier after their names (columns and labels alike). */
function renamed(series: RawSeries[], suffix: string | null): RawSeries[] {
  return suffix
    ? series.map((s) => ({ ...s, name: `${s.name} ${suffix}`, label: `${seriesLabel(s)} ${suffix}` }))
    : series;
}

/** A data point's item tooltip: "series: value", the value in the format of the series' y-axis. */
function pointTooltip(item: unknown, formatOf: (seriesId: string) => (value: number) => string): string {
  const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const value = record['value'];
  const point = Array.isArray(value) ? toNumber(value[1]) : null;
  const seriesId = typeof record['seriesId'] === 'string' ? record['seriesId'] : '';
  const name = typeof record['seriesName'] === 'string' ? record['seriesName'] : '';
  return `${escapeHtml(name)}: ${point === null ? '–' : formatOf(seriesId)(point)}`;
}

/** Chart data of both queries -> one ECharts option with two y-axes (pure). */
export function transformMixedProps(chartProps: ChartProps<MixedFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const resultA = firstResult(chartProps.queriesData, 0);
  const resultB = firstResult(chartProps.queriesData, 1);
  const xLabel = getXAxisLabel(fd);
  const xColumnA = resolveXColumn(resultA, xLabel);
  const xAxisType = xAxisTypeOf(resultA, xColumnA);
  const nameOf = verboseNamer(chartProps.datasource);
  const seriesA = renamed(
    extractSeries(resultA, xColumnA, xAxisType, nameOf),
    fd.show_query_identifiers ? '(Query A)' : null,
  );
  const seriesB = renamed(
    extractSeries(resultB, resolveXColumn(resultB, xLabel), xAxisType, nameOf),
    fd.show_query_identifiers ? '(Query B)' : null,
  );
  const names = [...seriesA, ...seriesB].map(seriesLabel);
  // Annotation layers draw as on the time-series chart, from query A's annotation data (Superset's reading).
  const layers = shownAnnotationLayers(fd.annotation_layers);
  const { colors, sharedLabelColors } = assignLabelColors(
    [...names, ...layers.map((layer) => layer.name)],
    fd.color_scheme,
    {
      sharedLabelColors: chartProps.sharedLabelColors,
      forcedLabelColors: fd.label_colors ?? undefined,
    },
  );
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
  // The y-axis a series is drawn on, from the query its id names.
  const axisOfSeries = (id: string): 0 | 1 =>
    (id.startsWith(styleB.idPrefix ?? 'B:') ? fd.yAxisIndexB : fd.yAxisIndex) === 1 ? 1 : 0;
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
      formatter: fd.rich_tooltip
        ? axisTooltipFormatter({ formatX, formatY: formats[0] })
        : (params: unknown) => {
            const item = Array.isArray(params) ? (params[0] as unknown) : params;
            return annotationTooltip(item) ?? pointTooltip(item, (id) => formats[axisOfSeries(id)]);
          },
    },
    dataZoom: fd.zoomable ? [{ type: 'slider', start: 0, end: 100, bottom: 10 }] : [],
    series: [
      ...seriesA.map((s) =>
        seriesOption(s, colors[seriesLabel(s)] ?? '#000000', styleA, formats[fd.yAxisIndex === 1 ? 1 : 0]),
      ),
      ...seriesB.map((s) =>
        seriesOption(s, colors[seriesLabel(s)] ?? '#000000', styleB, formats[fd.yAxisIndexB === 1 ? 1 : 0]),
      ),
      ...annotationSeries(layers, {
        annotationData: resultA.annotation_data,
        xAxisType,
        xValues: [...new Set([...seriesA, ...seriesB].flatMap((s) => s.data.map((point) => point[0])))],
        horizontal: false,
        colorOf: (name) => colors[name] ?? '#000000',
      }),
    ],
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors };
}
