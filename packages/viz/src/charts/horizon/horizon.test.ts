import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GraphicComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { bandValue, maxMagnitude, scaledValues } from './bands';
import { buildHorizonQuery } from './build-query';
import { horizonFormDataSchema } from './form-data';
import { bucketed, transformHorizonProps } from './transform-props';

use([LineChart, GridComponent, GraphicComponent, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  horizonFormDataSchema.parse({
    datasource: '23__table',
    viz_type: 'horizon',
    granularity_sqla: 'order_date',
    groupby: ['product_line'],
    metrics: ['SUM(sales)'],
    series_height: '25',
    ...extra,
  });
const day = (i: number) => Date.UTC(2024, 0, 1 + i);
const result: ChartDataResult = {
  colnames: ['order_date', 'Ships', 'Trains'],
  coltypes: [2, 0, 0],
  data: [
    { order_date: day(0), Ships: 10, Trains: -4 },
    { order_date: day(1), Ships: 40, Trains: 8 },
    { order_date: day(2), Ships: null, Trains: 2 },
  ],
};

describe('Horizon Chart', () => {
  it("builds Superset's NVD3 time-series query with the time column as the axis", () => {
    const query = buildHorizonQuery(parse({ limit: 5 })).queries[0];
    expect(query?.columns).toEqual([
      { columnType: 'BASE_AXIS', sqlExpression: 'order_date', label: 'order_date', expressionType: 'SQL' },
      'product_line',
    ]);
    expect(query?.series_limit).toBe(5);
    expect(query?.post_processing.map((p) => p?.operation)).toEqual(['pivot', 'rename', 'flatten']);
  });

  it('folds values into four bands of a quarter of the extent each', () => {
    // Extent 40: bands of 10. 25 fills bands 0 and 1, half of band 2; -15 fills negative band 0 and half of band 1.
    expect([0, 1, 2, 3].map((k) => bandValue(25, k, 10, false))).toEqual([10, 10, 5, 0]);
    expect([0, 1, 2, 3].map((k) => bandValue(25, k, 10, true))).toEqual([0, 0, 0, 0]);
    expect([0, 1, 2, 3].map((k) => bandValue(-15, k, 10, true))).toEqual([10, 5, 0, 0]);
    expect(bandValue(null, 0, 10, false)).toBe(0);
    expect(maxMagnitude([3, -7, null, Number.NaN])).toBe(7);
    expect(scaledValues([null, 5, 8, 2], 'change')).toEqual([null, 0, 3, -3]);
  });

  it('draws a row per series: each series on its own scale, or one scale overall', () => {
    const props = transformHorizonProps({ formData: parse(), queriesData: [result], width: 600, height: 40 });
    expect(props.contentHeight).toBe(50);
    const yAxes = props.echartOptions['yAxis'] as { max: number }[];
    // Ships: extent 40 -> bands of 10; Trains: extent 8 -> bands of 2 (two axes per row: up and hanging down).
    expect(yAxes.map((a) => a.max)).toEqual([10, 10, 2, 2]);
    const series = props.echartOptions['series'] as { name: string; yAxisIndex: number; data: number[][] }[];
    // Ships has no negative values: four positive bands; Trains four of each sign.
    expect(series.map((s) => `${s.name}:${s.yAxisIndex}`)).toEqual([
      'Ships:0',
      'Ships:0',
      'Ships:0',
      'Ships:0',
      'Trains:2',
      'Trains:2',
      'Trains:2',
      'Trains:2',
      'Trains:3',
      'Trains:3',
      'Trains:3',
      'Trains:3',
    ]);
    expect(series[1]?.data.map(([, v]) => v)).toEqual([0, 10, 0]);
    const overall = transformHorizonProps({
      formData: parse({ horizon_color_scale: 'overall' }),
      queriesData: [result],
      width: 600,
      height: 300,
    });
    expect((overall.echartOptions['yAxis'] as { max: number }[]).map((a) => a.max)).toEqual([10, 10, 10, 10]);
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 300 });
    chart.setOption(overall.echartOptions);
    expect(chart.renderToSVGString()).toContain('Trains');
    chart.dispose();
  });
});

describe('Horizon Chart buckets', () => {
  it('keeps the largest value of the sign per bucket when a row has more points than pixels', () => {
    const x = [0, 1, 2, 3, 4, 5];
    const values = [1, 5, -2, null, -7, 3];
    expect(bucketed(x, values, 3, false)).toEqual([
      [0, 5],
      [2, -2],
      [4, 3],
    ]);
    expect(bucketed(x, values, 3, true)).toEqual([
      [0, 1],
      [2, -2],
      [4, -7],
    ]);
    expect(bucketed(x, values, 10, false)).toHaveLength(6);
  });
});
