import { columnLabel, metricLabel } from '@meridian/core';
import type { HeatmapSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { rgbaToString } from '../../color/color-utils';
import { getSequentialScheme } from '../../color/sequential-schemes';
import {
  ChartInputError,
  dimensionFormatter,
  extent,
  requireAtMost,
  requireResultColumns,
} from '../../echarts/chart-data';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { firstResult, toNumber } from '../../echarts/options';
import { paramField, TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getCurrencyFormatter, getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import { getXAxisLabel } from '../../query/x-axis';
import type { HEATMAP_SORTS, HeatmapFormData } from './form-data';
import { verboseNamer } from '../../echarts/verbose';

/** Most categories one axis draws (beyond this the cells are thinner than a pixel). */
export const MAX_HEATMAP_CATEGORIES = 5_000;
/** The colour range when the data gives none (Superset's DEFAULT_ECHARTS_BOUNDS). */
const DEFAULT_BOUNDS: [number, number] = [0, 200];
const RANK = 'rank';
const formatPercent = getNumberFormatter('.2%');
type Row = Readonly<Record<string, unknown>>;

/** The distinct non-null values of a column in first-seen order. */
function distinct(rows: readonly Row[], column: string): unknown[] {
  const seen = new Set<unknown>();
  for (const row of rows) {
    const v = row[column];
    if (v !== null && v !== undefined) seen.add(v);
  }
  return [...seen];
}

/**
 * An axis' categories in the asked order: alphabetical (numbers numerically, text with numeric awareness) or by the
 * metric summed per category, as Superset's sortAxisValues does.
 */
export function sortAxisValues(
  values: readonly unknown[],
  rows: readonly Row[],
  sort: (typeof HEATMAP_SORTS)[number] | null,
  metric: string,
  column: string,
): unknown[] {
  if (!sort) return [...values];
  const ascending = sort.endsWith('asc');
  if (sort.startsWith('value')) {
    const sums = new Map<unknown, number>();
    for (const row of rows) {
      const v = toNumber(row[metric]);
      if (v !== null) sums.set(row[column], (sums.get(row[column]) ?? 0) + v);
    }
    return [...values].sort((a, b) => {
      const d = (sums.get(a) ?? 0) - (sums.get(b) ?? 0);
      return ascending ? d : -d;
    });
  }
  return [...values].sort((a, b) => {
    const [x, y] = [Number(a), Number(b)];
    const d =
      Number.isFinite(x) && Number.isFinite(y) && a !== '' && b !== ''
        ? x - y
        : String(a).localeCompare(String(b), undefined, { numeric: true });
    return ascending ? d : -d;
  });
}

const margin = (value: string, fallback: number) => {
  const n = Number(value);
  return value !== 'auto' && Number.isFinite(n) ? n : fallback;
};

/** Chart data -> ECharts heatmap: a cell per (x, y) coloured by the metric or its rank (pure). */
export function transformHeatmapProps(chartProps: ChartProps<HeatmapFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const metric = metricLabel(fd.metric);
  const metricName = verboseNamer(chartProps.datasource)(metric);
  if (!fd.x_axis) throw new ChartInputError('X-axis is required');
  const y = fd.groupby[0];
  if (!y) throw new ChartInputError('Y-axis is required');
  const xColumn = getXAxisLabel(fd) ?? columnLabel(fd.x_axis);
  const yColumn = columnLabel(y);
  requireResultColumns(result, [xColumn, yColumn, metric]);
  const rows = result.data;
  const xValues = sortAxisValues(distinct(rows, xColumn), rows, fd.sort_x_axis, metric, xColumn);
  const yValues = sortAxisValues(distinct(rows, yColumn), rows, fd.sort_y_axis, metric, yColumn);
  requireAtMost(xValues.length, MAX_HEATMAP_CATEGORIES, 'x-axis categories');
  requireAtMost(yValues.length, MAX_HEATMAP_CATEGORIES, 'y-axis categories');
  const xIndex = new Map(xValues.map((v, i) => [v, i]));
  const yIndex = new Map(yValues.map((v, i) => [v, i]));
  const format = dimensionFormatter(result, fd.x_axis_time_format);
  const xNames = xValues.map((v) => format(xColumn, v));
  const yNames = yValues.map((v) => format(yColumn, v));
  const colorDimension = fd.normalized ? 3 : 2;
  const cells: (number | string)[][] = [];
  const totals = { x: new Map<number, number>(), y: new Map<number, number>(), all: 0 };
  for (const row of rows) {
    const xi = xIndex.get(row[xColumn]);
    const yi = yIndex.get(row[yColumn]);
    if (xi === undefined || yi === undefined) continue;
    const value = toNumber(row[metric]);
    if (value !== null) {
      totals.x.set(xi, (totals.x.get(xi) ?? 0) + value);
      totals.y.set(yi, (totals.y.get(yi) ?? 0) + value);
      totals.all += value;
    }
    const rank = toNumber(row[RANK]);
    cells.push(fd.normalized ? [xi, yi, value ?? '-', rank ?? '-'] : [xi, yi, value ?? '-']);
  }
  const [dataMin, dataMax] = extent(cells.map((c) => toNumber(c[colorDimension]))) ?? DEFAULT_BOUNDS;
  const [lowBound, highBound] = fd.value_bounds;
  // Superset falls back to the default range when the data's end is 0 as well as absent.
  const min = lowBound ?? (dataMin || DEFAULT_BOUNDS[0]);
  const max = highBound ?? (dataMax || DEFAULT_BOUNDS[1]);
  const formatValue = getCurrencyFormatter(fd.currency_format, fd.y_axis_format);
  const series: HeatmapSeriesOption = {
    type: 'heatmap',
    name: metricName,
    data: cells,
    animation: false,
    progressive: 0,
    label: {
      show: fd.show_values,
      formatter: (params: unknown) => {
        const value = paramField(params, 'value');
        return Array.isArray(value) ? formatValue(toNumber(value[2])) : '';
      },
    },
    itemStyle: { borderColor: rgbaToString(fd.border_color), borderWidth: fd.border_width },
    emphasis: { itemStyle: { borderColor: 'transparent', shadowBlur: 10, shadowColor: 'rgba(0,0,0,0.3)' } },
  };
  const interval = (n: number) => (n <= 0 ? 'auto' : n - 1);
  // A continuous legend writes the values at its two handles below its bar: the plot starts under them.
  const legendTop = !fd.show_legend ? 8 : fd.legend_type === 'continuous' ? 56 : 36;
  const echartOptions: EChartsCoreOption = {
    grid: {
      containLabel: true,
      top: legendTop,
      right: 8,
      bottom: margin(fd.bottom_margin, 8),
      left: margin(fd.left_margin, 8),
    },
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const value = paramField(params, 'value');
        if (!Array.isArray(value)) return '';
        const [xi, yi] = [Number(value[0]), Number(value[1])];
        const v = toNumber(value[2]);
        const x = xNames[xi] ?? '';
        const y = yNames[yi] ?? '';
        const row = [metricName, formatValue(v)];
        if (fd.show_percentage && v !== null) {
          const [of, suffix] =
            fd.normalize_across === 'x'
              ? [totals.x.get(xi) ?? 0, x]
              : fd.normalize_across === 'y'
                ? [totals.y.get(yi) ?? 0, y]
                : [totals.all, 'heatmap'];
          row.push(`${formatPercent(of === 0 ? 0 : v / of)} (${suffix})`);
        }
        return tooltipHtml([row], `${x} (${y})`);
      },
    },
    visualMap: {
      type: fd.legend_type,
      min,
      max,
      calculable: true,
      orient: 'horizontal',
      right: 0,
      top: 0,
      itemHeight: fd.legend_type === 'continuous' ? Math.max(60, Math.min(300, width / 2)) : 14,
      itemWidth: 15,
      formatter: (value: unknown) => formatValue(toNumber(value)),
      inRange: { color: [...getSequentialScheme(fd.linear_color_scheme).colors] },
      show: fd.show_legend,
      dimension: colorDimension,
    },
    xAxis: {
      type: 'category',
      data: xNames,
      axisLabel: { interval: interval(fd.xscale_interval), rotate: fd.xAxisLabelRotation, hideOverlap: true },
    },
    yAxis: {
      type: 'category',
      data: yNames,
      axisLabel: { interval: interval(fd.yscale_interval), hideOverlap: true },
    },
    series: [series],
  };
  return { width, height, echartOptions, labelColors: {} };
}
