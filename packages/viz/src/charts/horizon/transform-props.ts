import type { LineSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import type { XAXisComponentOption, YAXisComponentOption } from 'echarts';
import type { GridComponentOption } from 'echarts/components';
import { requireAtMost } from '../../echarts/chart-data';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { escapeHtml, firstResult } from '../../echarts/options';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { ChartProps } from '../../plugin';
import { getXAxisLabel } from '../../query/x-axis';
import { verboseNamer } from '../../echarts/verbose';
import { extractSeries, resolveXColumn, seriesLabel, xAxisTypeOf } from '../timeseries/series';
import { BANDS, bandValue, HORIZON_COLORS, maxMagnitude, scaledValues } from './bands';
import type { HorizonFormData } from './form-data';

/** Most series (rows) a horizon chart draws. */
export const MAX_HORIZON_SERIES = 200;
/** Room on the left of each row for its name, in pixels. */
const LABEL_WIDTH = 120;

/** Props of the horizon renderer: the option, and the height it draws at (taller than the card scrolls). */
export interface HorizonRendererProps extends EChartsRendererProps {
  /** Pixels the chart draws at: a row per series. */
  contentHeight: number;
}

/**
 * At most `buckets` points of a series: each bucket of consecutive points becomes its first x and its largest value of
 * the sign (the smallest for negative bands), so a band's outline is what a pixel column would show.
 */
export function bucketed<X>(
  x: readonly X[],
  values: readonly (number | null)[],
  buckets: number,
  negative: boolean,
): [X, number | null][] {
  if (x.length <= buckets) return x.map((v, i) => [v, values[i] ?? null]);
  const out: [X, number | null][] = [];
  const per = x.length / buckets;
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor(b * per);
    const to = Math.floor((b + 1) * per);
    let best: number | null = null;
    for (let i = from; i < to; i++) {
      const v = values[i] ?? null;
      if (v !== null && (best === null || (negative ? v < best : v > best))) best = v;
    }
    out.push([x[from] as X, best]);
  }
  return out;
}

/** Chart data -> ECharts option of the horizon chart: a row per series, its values folded into coloured bands (pure). */
export function transformHorizonProps(chartProps: ChartProps<HorizonFormData>): HorizonRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const xColumn = resolveXColumn(result, getXAxisLabel(fd));
  const raw = extractSeries(
    result,
    xColumn,
    xAxisTypeOf(result, xColumn),
    verboseNamer(chartProps.datasource),
  );
  requireAtMost(raw.length, MAX_HORIZON_SERIES, 'series');
  const rows = raw.map((s) => ({
    name: seriesLabel(s),
    x: s.data.map(([x]) => x),
    values: scaledValues(
      s.data.map(([, y]) => y),
      fd.horizon_color_scale,
    ),
  }));
  // A row is at most this many pixels wide: more points than that are bucketed (the band shape keeps each bucket's
  // largest magnitude of each sign).
  const buckets = Math.max(1, Math.round(width - LABEL_WIDTH - 8));
  const overall = maxMagnitude(rows.flatMap((r) => r.values));
  const rowHeight = fd.series_height;
  const grids: GridComponentOption[] = [];
  const xAxes: XAXisComponentOption[] = [];
  const yAxes: YAXisComponentOption[] = [];
  const series: LineSeriesOption[] = [];
  const formatValue = getNumberFormatter('SMART_NUMBER');
  const formatTime = getTimeFormatter('smart_date');
  rows.forEach((row, i) => {
    const extent = fd.horizon_color_scale === 'overall' ? overall : maxMagnitude(row.values);
    const size = extent / BANDS;
    grids.push({ left: LABEL_WIDTH, right: 8, top: i * rowHeight, height: rowHeight - 1 });
    xAxes.push({ type: 'time', gridIndex: i, show: false });
    // Positive bands grow from the bottom; negative ones hang from the top (an inverted axis).
    yAxes.push({ type: 'value', gridIndex: i, show: false, min: 0, max: size || 1 });
    yAxes.push({ type: 'value', gridIndex: i, show: false, min: 0, max: size || 1, inverse: true });
    for (const negative of [false, true]) {
      if (!row.values.some((v) => v !== null && (negative ? v < 0 : v > 0))) continue;
      const points = bucketed(row.x, row.values, buckets, negative);
      for (let k = 0; k < BANDS; k++) {
        series.push({
          type: 'line',
          name: row.name,
          xAxisIndex: i,
          yAxisIndex: i * 2 + (negative ? 1 : 0),
          showSymbol: false,
          silent: k > 0,
          animation: false,
          sampling: 'max',
          lineStyle: { width: 0 },
          areaStyle: { opacity: 1, color: HORIZON_COLORS[negative ? BANDS - 1 - k : BANDS + k] },
          data: points.map(([x, v]) => [x, bandValue(v, k, size, negative)]),
        });
      }
    }
  });
  const contentHeight = Math.max(height, rows.length * rowHeight);
  const echartOptions: EChartsCoreOption = {
    grid: grids,
    xAxis: xAxes,
    yAxis: yAxes,
    tooltip: {
      trigger: 'axis',
      appendToBody: true,
      axisPointer: { type: 'line' },
      formatter: (params: unknown) => {
        const list = Array.isArray(params) ? params : [params];
        const first = list[0] as { seriesName?: string; dataIndex?: number } | undefined;
        const row = rows.find((r) => r.name === first?.seriesName);
        const index = first?.dataIndex ?? -1;
        if (!row) return '';
        const x = row.x[index];
        return `<b>${escapeHtml(row.name)}</b><br/>${escapeHtml(typeof x === 'number' ? formatTime(x) : String(x ?? ''))}: <b>${escapeHtml(formatValue(row.values[index] ?? null))}</b>`;
      },
    },
    graphic: rows.map((row, i) => ({
      type: 'text',
      left: 4,
      top: i * rowHeight + rowHeight / 2 - 6,
      silent: true,
      style: {
        text: row.name,
        fontSize: Math.min(12, rowHeight - 2),
        fill: '#333333',
        width: LABEL_WIDTH - 8,
        overflow: 'truncate',
      },
    })),
    series,
  };
  return { width, height, contentHeight, echartOptions, labelColors: { ...chartProps.sharedLabelColors } };
}
