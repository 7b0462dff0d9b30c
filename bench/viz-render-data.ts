// Shared pieces of the viz-render bench cases: the case shape and deterministic chart data builders.
import type { EChartsCoreOption } from 'echarts/core';
import type { AnyVizPlugin, BaseRendererProps, ChartDataResult } from '../packages/viz/src/plugin';

/** What the floor draws for a type whose renderer builds (part of) the option itself. */
export interface Floor {
  option: EChartsCoreOption;
  width?: number;
  height?: number;
}

/** One chart type of the bench. */
export interface VizCase {
  plugin: AnyVizPlugin;
  formData: Record<string, unknown>;
  /** Chart data of about `points` points, and how many it holds (fewer when the type caps it). */
  data(points: number): { result: ChartDataResult; points: number; note?: string; extra?: ChartDataResult[] };
  /**
   * The option (and size) the bare ECharts instance draws, for renderers that do more than hand `echartOptions` to
   * ECharts; computed before the floor's clock starts.
   */
  floor?(props: BaseRendererProps): Floor;
  /** The props with animations off, for renderers whose option is not `echartOptions`. */
  still?(props: BaseRendererProps): BaseRendererProps;
}

export const DAY = 86_400_000;
/** A deterministic pseudo-random number in [0, 1) of an integer. */
export const noise = (i: number) => {
  const x = Math.sin(i * 12.9898) * 43758.5453;
  return x - Math.floor(x);
};
export const result = (
  colnames: string[],
  coltypes: number[],
  data: Record<string, unknown>[],
): ChartDataResult => ({
  colnames,
  coltypes,
  data,
});
export const capped = (points: number, cap: number, what: string) =>
  points > cap ? { n: cap, note: `capped at ${cap.toLocaleString('en-US')} ${what}` } : { n: points };

/** A wide time series as the pivot post-processing answers it: a time column and one column per series. */
export function wideSeries(timeColumn: string, series: number, length: number, step = DAY): ChartDataResult {
  const names = Array.from({ length: series }, (_, s) => `series ${s}`);
  return result(
    [timeColumn, ...names],
    [2, ...names.map(() => 0)],
    Array.from({ length }, (_, i) => ({
      [timeColumn]: Date.UTC(2000, 0, 1) + i * step,
      ...Object.fromEntries(
        names.map((name, s) => [name, 100 + Math.sin(i / 40 + s) * 50 + (noise(i * series + s) - 0.5) * 20]),
      ),
    })),
  );
}

/** Rows of two category columns and a metric: `a` values across `b` values, `n` rows in all. */
export function crossRows(
  columns: [string, string, string],
  aCount: number,
  n: number,
  aName = (i: number) => `a${i}`,
  bName = (j: number) => `b${j}`,
): ChartDataResult {
  const [a, b, metric] = columns;
  return result(
    [a, b, metric],
    [1, 1, 0],
    Array.from({ length: n }, (_, i) => ({
      [a]: aName(i % aCount),
      [b]: bName(Math.floor(i / aCount)),
      [metric]: 1 + Math.round(noise(i) * 1000),
    })),
  );
}
