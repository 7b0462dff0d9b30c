import type { BarSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import { columnType, GENERIC, toNumber } from '../../echarts/options';
import { toDate } from '../../format/time-format';
import type { ChartDataResult } from '../../plugin';
import { DTTM_ALIAS } from '../../query/x-axis';
import type { SeriesType } from './form-data';

/** A series of [x, y] points. */
export interface RawSeries {
  /** The result column (what cross-filters and forecasts read). */
  name: string;
  /** What legends and tooltips show: the column's verbose name, when the dataset has one. */
  label?: string;
  data: [number | string, number | null][];
}

/** The kind of x-axis the data calls for. */
export type XAxisType = 'time' | 'value' | 'category';

/** The x column of a pivoted result: the expected label, else the legacy __timestamp, else the first column. */
export function resolveXColumn(result: ChartDataResult, expected: string | undefined): string | undefined {
  if (expected && result.colnames.includes(expected)) return expected;
  if (result.colnames.includes(DTTM_ALIAS)) return DTTM_ALIAS;
  return result.colnames[0];
}

/** The axis type of the x column, from its generic type (temporal -> time, numeric -> value). */
export function xAxisTypeOf(result: ChartDataResult, xColumn: string | undefined): XAxisType {
  if (!xColumn) return 'category';
  const type = columnType(result, xColumn);
  if (type === GENERIC.TEMPORAL) return 'time';
  if (type === GENERIC.NUMERIC) return 'value';
  return 'category';
}

function xValue(value: unknown, axisType: XAxisType): number | string {
  if (axisType === 'time') {
    const date = typeof value === 'number' || typeof value === 'string' ? toDate(value) : null;
    return date ? date.getTime() : String(value);
  }
  if (axisType === 'value') return toNumber(value) ?? String(value);
  return value === null || value === undefined ? '<NULL>' : String(value);
}

/** The name a series shows: its label, else its column. */
export const seriesLabel = (series: RawSeries): string => series.label ?? series.name;

/** Every column but the x column becomes a series of [x, y] points, labelled by `nameOf` (verbose names). */
export function extractSeries(
  result: ChartDataResult,
  xColumn: string | undefined,
  axisType: XAxisType,
  nameOf: (column: string) => string = (column) => column,
): RawSeries[] {
  const names = result.colnames.filter((name) => name !== xColumn);
  return names.map((name) => ({
    name,
    label: nameOf(name),
    data: result.data.map((row) => [
      xValue(xColumn ? row[xColumn] : undefined, axisType),
      toNumber(row[name]),
    ]),
  }));
}

/** Sort keys of series (Superset's sort_series_type). */
export type SeriesSort = 'name' | 'min' | 'max' | 'sum' | 'avg';

function seriesKey(series: RawSeries, sort: SeriesSort): number | string {
  if (sort === 'name') return seriesLabel(series);
  const values = series.data.map(([, y]) => y).filter((y): y is number => y !== null);
  if (values.length === 0) return Number.NEGATIVE_INFINITY;
  if (sort === 'min') return Math.min(...values);
  if (sort === 'max') return Math.max(...values);
  const sum = values.reduce((a, b) => a + b, 0);
  return sort === 'sum' ? sum : sum / values.length;
}

/** Series in the order the form asks (by name or by an aggregate of their values). */
export function sortSeries(series: readonly RawSeries[], sort: SeriesSort, ascending: boolean): RawSeries[] {
  const keyed = series.map((s) => ({ s, key: seriesKey(s, sort) }));
  keyed.sort((a, b) => {
    const cmp =
      typeof a.key === 'string' && typeof b.key === 'string'
        ? a.key.localeCompare(b.key)
        : Number(a.key) - Number(b.key);
    return ascending ? cmp : -cmp;
  });
  return keyed.map(({ s }) => s);
}

/** How one series is drawn. */
export interface SeriesStyle {
  seriesType: SeriesType;
  area: boolean;
  opacity: number;
  markerEnabled: boolean;
  markerSize: number;
  stack: string | null;
  showValue: boolean;
  /** Bars grow left to right. */
  horizontal: boolean;
  /** Index of the y-axis (mixed charts). */
  yAxisIndex?: number;
  /** Stack group id (mixed charts keep A and B apart). */
  stackId?: string;
  /** Prefix of series ids, so two queries may share series names (mixed charts). */
  idPrefix?: string;
}

/**
 * Indices of points with a value but no valued neighbour. A line without markers draws nothing for
 * them, so a sparse group (a region with orders on some days only) would be in the legend but
 * invisible on the chart.
 */
export function isolatedPoints(data: RawSeries['data']): Set<number> {
  const valued = (i: number) => data[i]?.[1] !== null && data[i]?.[1] !== undefined;
  const isolated = new Set<number>();
  data.forEach((_, i) => {
    if (valued(i) && !valued(i - 1) && !valued(i + 1)) isolated.add(i);
  });
  return isolated;
}

/** One ECharts series for a raw series under a style. */
export function seriesOption(
  series: RawSeries,
  color: string,
  style: SeriesStyle,
  formatValue: (value: number | null) => string,
): LineSeriesOption | BarSeriesOption | ScatterSeriesOption {
  const data = style.horizontal ? series.data.map(([x, y]) => [y, x]) : series.data;
  const stack = style.stack ? (style.stackId ?? 'obs') : undefined;
  const label = {
    show: style.showValue,
    position: style.horizontal ? ('right' as const) : ('top' as const),
    formatter: (params: { value?: unknown }) =>
      formatValue(Array.isArray(params.value) ? toNumber(params.value[style.horizontal ? 0 : 1]) : null),
  };
  const common = {
    id: `${style.idPrefix ?? ''}${series.name}`,
    name: seriesLabel(series),
    data,
    itemStyle: { color },
    label,
    ...(style.yAxisIndex !== undefined ? { yAxisIndex: style.yAxisIndex } : {}),
  };
  const forecast = series.name.endsWith('__yhat');
  if (style.seriesType === 'bar') {
    return { ...common, type: 'bar', stack };
  }
  if (style.seriesType === 'scatter') {
    return { ...common, type: 'scatter', symbolSize: style.markerSize };
  }
  const step =
    style.seriesType === 'start' || style.seriesType === 'middle' || style.seriesType === 'end'
      ? style.seriesType
      : false;
  // Without markers, isolated points still get one (and only they), so every valued point shows.
  const isolated = style.markerEnabled ? new Set<number>() : isolatedPoints(series.data);
  const markIsolated = isolated.size > 0;
  return {
    ...common,
    type: 'line',
    smooth: style.seriesType === 'smooth',
    step,
    stack,
    showSymbol: style.markerEnabled || markIsolated,
    ...(markIsolated ? { showAllSymbol: true } : {}),
    symbolSize: markIsolated
      ? (_value: unknown, params: { dataIndex: number }) =>
          isolated.has(params.dataIndex) ? style.markerSize : 0
      : style.markerSize,
    lineStyle: { color, ...(forecast ? { type: 'dashed' as const } : {}) },
    ...(style.area ? { areaStyle: { opacity: style.opacity, color } } : {}),
  };
}
