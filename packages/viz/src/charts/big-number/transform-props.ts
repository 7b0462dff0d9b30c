import { metricLabel } from '@meridian/core';
import type { EChartsCoreOption } from 'echarts/core';
import { rgbaToString } from '../../color/color-utils';
import { firstResult, toNumber } from '../../echarts/options';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter, toDate } from '../../format/time-format';
import type { BaseRendererProps, ChartProps } from '../../plugin';
import { getXAxisLabel } from '../../query/x-axis';
import { formatBigNumber, NO_DATA_TEXT } from '../big-number-total/transform-props';
import type { BigNumberFormData } from './form-data';

/** Props of the Big Number with Trendline renderer. */
export interface BigNumberRendererProps extends BaseRendererProps {
  /** The latest value (or the latest non-empty one), null when there is none. */
  bigNumber: number | null;
  /** The value as shown. */
  formattedBigNumber: string;
  /** "+12.3% WoW", or a note that the value is the last one available. */
  subheader: string;
  /** Sign of the change: colours the subheader. */
  trend: 'up' | 'down' | 'flat' | null;
  /** The time of the value, formatted, when show_timestamp. */
  timestamp: string | null;
  /** Header height as a fraction of the chart height. */
  headerFontSize: number;
  /** Subheader height as a fraction of the chart height. */
  subheaderFontSize: number;
  /** ECharts option of the trend line, or null when hidden or empty. */
  trendLineOption: EChartsCoreOption | null;
  /** Trend line colour. */
  mainColor: string;
}

const percentChange = getNumberFormatter('+.1%');

/** Points [time ms, value] sorted by time, from the flattened result. */
export function trendPoints(
  rows: readonly Record<string, unknown>[],
  xLabel: string,
  metric: string,
): [number, number | null][] {
  const points: [number, number | null][] = [];
  for (const row of rows) {
    const x = row[xLabel];
    const date = typeof x === 'number' || typeof x === 'string' ? toDate(x) : null;
    if (date) points.push([date.getTime(), toNumber(row[metric])]);
  }
  return points.sort((a, b) => a[0] - b[0]);
}

function subheaderOf(
  points: readonly [number, number | null][],
  fd: BigNumberFormData,
): { text: string; trend: BigNumberRendererProps['trend'] } {
  const lag = fd.compare_lag ?? 0;
  const latest = points.at(-1)?.[1];
  const compare = points.at(-1 - lag)?.[1];
  if (
    lag <= 0 ||
    latest === null ||
    latest === undefined ||
    compare === null ||
    compare === undefined ||
    points.length <= lag
  ) {
    return { text: '', trend: null };
  }
  const change = compare === 0 ? 0 : (latest - compare) / Math.abs(compare);
  return {
    text: `${percentChange(change)}${fd.compare_suffix ? ` ${fd.compare_suffix}` : ''}`,
    trend: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
  };
}

/** Chart data -> Big Number with Trendline props (pure). */
export function transformBigNumberProps(chartProps: ChartProps<BigNumberFormData>): BigNumberRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const metric = metricLabel(fd.metric);
  const xLabel = getXAxisLabel(fd) ?? result.colnames.find((c) => c !== metric) ?? '__timestamp';
  const points = trendPoints(result.data, xLabel, metric);
  const latest = points.at(-1);
  const lastAvailable = [...points].reverse().find(([, v]) => v !== null);
  const value = latest?.[1] ?? lastAvailable?.[1] ?? null;
  const usedFallback = latest !== undefined && latest[1] === null && lastAvailable !== undefined;
  const formatTime = getTimeFormatter(fd.time_format);
  const { text, trend } = usedFallback
    ? { text: `Last available value seen on ${formatTime(lastAvailable[0])}`, trend: null }
    : subheaderOf(points, fd);
  const mainColor = rgbaToString(fd.color_picker);
  const formatY = getNumberFormatter(fd.y_axis_format);
  const trendLineOption: EChartsCoreOption | null =
    fd.show_trend_line && points.length > 0
      ? {
          grid: { left: 0, right: 0, top: 0, bottom: 0 },
          xAxis: { type: 'time', show: false },
          yAxis: {
            type: 'value',
            show: false,
            scale: !fd.start_y_axis_at_zero,
            min: fd.start_y_axis_at_zero ? 0 : undefined,
          },
          tooltip: {
            trigger: 'axis',
            appendToBody: true,
            valueFormatter: (v: unknown) => formatY(toNumber(v)),
          },
          series: [
            {
              id: metric,
              name: metric,
              type: 'line',
              data: points,
              showSymbol: false,
              lineStyle: { color: mainColor },
              itemStyle: { color: mainColor },
              areaStyle: { color: mainColor, opacity: 0.3 },
            },
          ],
        }
      : null;
  return {
    width,
    height,
    bigNumber: value,
    formattedBigNumber: value === null ? NO_DATA_TEXT : formatBigNumber(fd, value, false),
    subheader: text,
    trend,
    timestamp: fd.show_timestamp && latest ? formatTime(latest[0]) : null,
    headerFontSize: fd.header_font_size,
    subheaderFontSize: fd.subheader_font_size,
    trendLineOption,
    mainColor,
  };
}
