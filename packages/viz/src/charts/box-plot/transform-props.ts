import { columnLabel, metricLabel } from '@meridian/core';
import type { BoxplotSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import { ChartInputError, dimensionFormatter, requireAtMost, rowName } from '../../echarts/chart-data';
import type { ClickableEChartsProps } from '../../echarts/click';
import { firstResult, toNumber } from '../../echarts/options';
import { paramField, TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { ticksLayoutRotation } from '../../form-data/fields';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import { distributeAcross, type BoxPlotFormData } from './form-data';
import { whiskerOptions } from './whiskers';
import { verboseNamer } from '../../echarts/verbose';

/** Most boxes a box plot draws. */
export const MAX_BOXES = 1_000;

/** One box: the five numbers, the mean, the count and the outliers of a series and metric. */
export interface Box {
  name: string;
  /** Row of the result it comes from. */
  row: number;
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
  mean: number | null;
  count: number | null;
  outliers: number[];
}

/**
 * The boxes of the boxplot operation's rows: per row and metric, named by the series (and the metric's name, when
 * several).
 */
export function boxesOf(
  rows: readonly Readonly<Record<string, unknown>>[],
  metrics: readonly string[],
  seriesName: (row: Readonly<Record<string, unknown>>) => string,
  metricName: (metric: string) => string = (metric) => metric,
): Box[] {
  return rows.flatMap((row, index) =>
    metrics.map((metric) => {
      const stat = (s: string) => toNumber(row[`${metric}__${s}`]);
      const series = seriesName(row);
      const outliers = row[`${metric}__outliers`];
      return {
        name:
          metrics.length === 1 ? series : series ? `${series}, ${metricName(metric)}` : metricName(metric),
        row: index,
        min: stat('min'),
        q1: stat('q1'),
        median: stat('median'),
        q3: stat('q3'),
        max: stat('max'),
        mean: stat('mean'),
        count: stat('count'),
        outliers: Array.isArray(outliers)
          ? outliers.map(toNumber).filter((v): v is number => v !== null)
          : [],
      };
    }),
  );
}

/** Chart data -> ECharts box plot: a box per series and metric, outliers as points (pure). */
export function transformBoxPlotProps(chartProps: ChartProps<BoxPlotFormData>): ClickableEChartsProps {
  const { formData: fd, width, height } = chartProps;
  if (distributeAcross(fd).length === 0) throw new ChartInputError('Distribute across is required');
  if (fd.metrics.length === 0) throw new ChartInputError('Metrics is required');
  whiskerOptions(fd.whiskerOptions);
  const result = firstResult(chartProps.queriesData);
  const metrics = fd.metrics.map(metricLabel);
  const series = fd.groupby.map(columnLabel);
  const format = dimensionFormatter(result, fd.date_format);
  const boxes = boxesOf(
    result.data,
    metrics,
    (row) => rowName(row, series, format),
    verboseNamer(chartProps.datasource),
  );
  requireAtMost(boxes.length, MAX_BOXES, 'boxes');
  const formatNumber = getNumberFormatter(fd.number_format);
  const seriesNames = result.data.map((row) => rowName(row, series, format));
  const { colors, sharedLabelColors } = assignLabelColors([...new Set(seriesNames)], fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const colorOf = (box: Box) => colors[seriesNames[box.row] ?? ''] ?? '#1FA8C9';
  const boxTooltip = (box: Box) =>
    tooltipHtml(
      [
        ['Max', formatNumber(box.max)],
        ['3rd Quartile', formatNumber(box.q3)],
        ['Mean', formatNumber(box.mean)],
        ['Median', formatNumber(box.median)],
        ['1st Quartile', formatNumber(box.q1)],
        ['Min', formatNumber(box.min)],
        ['Observations', String(box.count ?? 0)],
        ...(box.outliers.length ? [['Outliers', String(box.outliers.length)]] : []),
      ],
      box.name,
    );
  const boxSeries: BoxplotSeriesOption = {
    type: 'boxplot',
    name: 'boxplot',
    animation: false,
    data: boxes.map((b) => ({
      name: b.name,
      value: [b.min ?? '-', b.q1 ?? '-', b.median ?? '-', b.q3 ?? '-', b.max ?? '-'],
      itemStyle: { color: colorOf(b), borderColor: colorOf(b), opacity: 0.6 },
    })),
    tooltip: {
      formatter: (params: unknown) => {
        const box = boxes[Number(paramField(params, 'dataIndex'))];
        return box ? boxTooltip(box) : '';
      },
    },
  };
  const outliers = boxes.flatMap((b) => b.outliers.map((v) => ({ box: b, value: v })));
  const outlierSeries: ScatterSeriesOption = {
    type: 'scatter',
    name: 'outlier',
    animation: false,
    large: outliers.length > 2_000,
    data: outliers.map(({ box, value }) => ({
      value: [box.name, value],
      itemStyle: { color: colorOf(box) },
    })),
    tooltip: {
      formatter: (params: unknown) => {
        const point = outliers[Number(paramField(params, 'dataIndex'))];
        return point
          ? tooltipHtml([[formatNumber(point.value)]], series.length ? point.box.name : undefined)
          : '';
      },
    },
  };
  const rotate = ticksLayoutRotation(fd.x_ticks_layout);
  const echartOptions: EChartsCoreOption = {
    grid: { containLabel: true, top: 30, bottom: 30, left: 20, right: 20 },
    tooltip: { ...TOOLTIP_BASE, trigger: 'item', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: boxes.map((b) => b.name),
      axisLabel: { ...(rotate !== undefined ? { rotate } : {}), hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      scale: true,
      splitLine: { lineStyle: { type: 'dashed' } },
      axisLabel: { formatter: (value: number) => formatNumber(value) },
    },
    series: [boxSeries, outlierSeries],
  };
  return {
    width,
    height,
    echartOptions,
    labelColors: sharedLabelColors,
    clickValues: (target) => {
      const box = target.seriesIndex === 0 ? boxes[target.dataIndex] : outliers[target.dataIndex]?.box;
      const row = box ? result.data[box.row] : undefined;
      return row && series.length ? Object.fromEntries(series.map((s) => [s, row[s]])) : null;
    },
  };
}
