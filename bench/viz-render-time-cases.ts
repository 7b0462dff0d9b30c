// viz-render bench cases of the time-based ECharts types: the time-series family, mixed, rose, period pivot,
// calendar heatmap and Gantt.
import { bigNumberPlugin } from '../packages/viz/src/charts/big-number';
import type { BigNumberRendererProps } from '../packages/viz/src/charts/big-number/transform-props';
import { calHeatmapPlugin } from '../packages/viz/src/charts/cal-heatmap';
import { MAX_CELLS } from '../packages/viz/src/charts/cal-heatmap/transform-props';
import { ganttPlugin } from '../packages/viz/src/charts/gantt';
import { mixedTimeseriesPlugin } from '../packages/viz/src/charts/mixed-timeseries';
import { rosePlugin } from '../packages/viz/src/charts/rose';
import { MAX_PERIODS } from '../packages/viz/src/charts/rose/transform-props';
import { timePivotPlugin } from '../packages/viz/src/charts/time-pivot';
import { MAX_PERIOD_LINES } from '../packages/viz/src/charts/time-pivot/transform-props';
import {
  areaChartPlugin,
  barChartPlugin,
  genericChartPlugin,
  lineChartPlugin,
  scatterChartPlugin,
  smoothLineChartPlugin,
  stepLineChartPlugin,
} from '../packages/viz/src/charts/timeseries';
import type { CalHeatmapRendererProps } from '../packages/viz/src/charts/cal-heatmap/transform-props';
import type { AnyVizPlugin } from '../packages/viz/src/plugin';
import { capped, DAY, noise, result, wideSeries, type VizCase } from './viz-render-data';

const SERIES = 10;

/** A time-series type: 10 series of points / 10 days each, as the pivot answers them. */
const timeseriesCase = (plugin: AnyVizPlugin): VizCase => ({
  plugin,
  formData: { x_axis: 'order_date', time_grain_sqla: 'P1D', metrics: ['sales'], groupby: ['region'] },
  data(points) {
    const length = Math.ceil(points / SERIES);
    return {
      points: length * SERIES,
      note: `${SERIES} series`,
      result: wideSeries('order_date', SERIES, length),
    };
  },
});

/** Daily rows of one metric (the shape the period pivot and the calendar read). */
const daily = (timeColumn: string, n: number) =>
  result(
    [timeColumn, 'count'],
    [2, 0],
    Array.from({ length: n }, (_, i) => ({
      [timeColumn]: Date.UTC(2000, 0, 1) + i * DAY,
      count: Math.round(noise(i) * 100),
    })),
  );

export const TIME_CASES: readonly VizCase[] = [
  ...[
    lineChartPlugin,
    barChartPlugin,
    areaChartPlugin,
    scatterChartPlugin,
    smoothLineChartPlugin,
    stepLineChartPlugin,
    genericChartPlugin,
  ].map(timeseriesCase),
  {
    plugin: mixedTimeseriesPlugin,
    formData: {
      x_axis: 'order_date',
      time_grain_sqla: 'P1D',
      metrics: ['sales'],
      groupby: ['region'],
      metrics_b: ['count'],
      groupby_b: ['region'],
    },
    data(points) {
      // Half the series on each query (A lines, B bars by default).
      const length = Math.ceil(points / SERIES);
      return {
        points: length * SERIES,
        note: `${SERIES / 2} + ${SERIES / 2} series`,
        result: wideSeries('order_date', SERIES / 2, length),
        extra: [wideSeries('order_date', SERIES / 2, length)],
      };
    },
  },
  {
    plugin: rosePlugin,
    formData: { granularity_sqla: 'ds', time_grain_sqla: 'P1D', metrics: ['count'], groupby: ['region'] },
    data(points) {
      const { n, note } = capped(Math.ceil(points / SERIES), MAX_PERIODS, `periods of ${SERIES} series`);
      return { points: n * SERIES, note: note ?? `${SERIES} series`, result: wideSeries('ds', SERIES, n) };
    },
  },
  {
    plugin: timePivotPlugin,
    formData: { granularity_sqla: 'ds', time_grain_sqla: 'P1D', metric: 'count', freq: 'AS' },
    data(points) {
      // A line per year of daily points: at most MAX_PERIOD_LINES years (less a margin for leap days).
      const cap = (MAX_PERIOD_LINES - 1) * 365;
      const { n, note } = capped(points, cap, `days (${MAX_PERIOD_LINES} yearly lines)`);
      return { points: n, note, result: daily('ds', n) };
    },
  },
  {
    plugin: calHeatmapPlugin,
    formData: {
      granularity_sqla: 'ds',
      metrics: ['count'],
      domain_granularity: 'month',
      subdomain_granularity: 'day',
    },
    data(points) {
      // The calendar grows downwards (the card scrolls): ten years of days is already 30 card heights; the type
      // itself refuses more than MAX_CELLS cells.
      const { n, note } = capped(points, 3_650, `days (10 years; the type's own cap is ${MAX_CELLS} cells)`);
      return { points: n, note, result: daily('__timestamp', n) };
    },
    floor(props) {
      const { echartOptions, width, height, contentHeight } = props as CalHeatmapRendererProps;
      return {
        option: echartOptions,
        width: width - (contentHeight > height ? 16 : 0),
        height: contentHeight,
      };
    },
  },
  {
    plugin: bigNumberPlugin,
    formData: { x_axis: 'order_date', time_grain_sqla: 'P1D', metric: 'count' },
    data(points) {
      return { points, note: 'the trendline under the number', result: daily('order_date', points) };
    },
    still(props) {
      const { trendLineOption } = props as BigNumberRendererProps;
      return { ...props, trendLineOption: trendLineOption && { ...trendLineOption, animation: false } };
    },
    floor(props) {
      // The renderer gives the trendline the lower 40 % of the card; the floor draws just that line.
      const { trendLineOption, width, height } = props as BigNumberRendererProps;
      return { option: trendLineOption ?? {}, width, height: Math.floor(height * 0.4) };
    },
  },
  {
    plugin: ganttPlugin,
    formData: { start_time: 'start', end_time: 'finish', y_axis: 'team', series: 'kind' },
    data(points) {
      const lanes = 20;
      return {
        points,
        note: `${lanes} lanes`,
        result: result(
          ['start', 'finish', 'team', 'kind'],
          [2, 2, 1, 1],
          Array.from({ length: points }, (_, i) => {
            const start = Date.UTC(2020, 0, 1) + Math.floor(i / lanes) * DAY;
            return {
              start,
              finish: start + (1 + Math.floor(noise(i) * 3)) * DAY,
              team: `team ${i % lanes}`,
              kind: `kind ${i % 5}`,
            };
          }),
        ),
      };
    },
  },
];
