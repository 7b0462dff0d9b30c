import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildWaterfallQuery } from './build-query';
import { waterfallFormDataSchema } from './form-data';
import { transformWaterfallProps, waterfallBars } from './transform-props';

use([CustomChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  waterfallFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'waterfall',
    x_axis: 'order_date',
    time_grain_sqla: 'P3M',
    groupby: [],
    metric: 'SUM(sales)',
    row_limit: 10000,
    ...extra,
  });
const q = (month: number) => Date.UTC(2024, month, 1);

describe('Waterfall Chart', () => {
  it("queries the x-axis at the grain and the breakdown, both ascending (Superset's waterfall)", () => {
    const query = buildWaterfallQuery(parse({ groupby: ['deal_size'] })).queries[0];
    expect(query?.columns).toEqual([
      {
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
        timeGrain: 'P3M',
      },
      'deal_size',
    ]);
    expect(query?.orderby).toEqual([
      ['order_date', true],
      ['deal_size', true],
    ]);
    expect(query?.metrics).toEqual(['SUM(sales)']);
  });

  it('sums each period and ends with the grand total', () => {
    // 100, then -30, then 50 (two rows of one period: 20 + 30): running 100, 70, 120.
    expect(
      waterfallBars(
        [
          { period: 'Q1', breakdown: null, value: 100 },
          { period: 'Q2', breakdown: null, value: -30 },
          { period: 'Q3', breakdown: null, value: 20 },
          { period: 'Q3', breakdown: null, value: 30 },
        ],
        false,
      ),
    ).toEqual([
      { label: 'Q1', kind: 'increase', value: 100, low: 0, high: 100 },
      { label: 'Q2', kind: 'decrease', value: -30, low: 70, high: 100 },
      { label: 'Q3', kind: 'increase', value: 50, low: 70, high: 120 },
      { label: 'Total', kind: 'total', value: 120, low: 0, high: 120 },
    ]);
  });

  it('with a breakdown: a bar per breakdown value and each period closed by its running total, crossing zero', () => {
    expect(
      waterfallBars(
        [
          { period: 'Q1', breakdown: 'Small', value: 10 },
          { period: 'Q1', breakdown: 'Large', value: -40 },
          { period: 'Q2', breakdown: 'Small', value: 5 },
        ],
        true,
      ),
    ).toEqual([
      { label: 'Small', kind: 'increase', value: 10, low: 0, high: 10 },
      { label: 'Large', kind: 'decrease', value: -40, low: -30, high: 10 },
      { label: 'Q1', kind: 'total', value: -30, low: -30, high: 0 },
      { label: 'Small', kind: 'increase', value: 5, low: -30, high: -25 },
      { label: 'Q2', kind: 'total', value: -25, low: -25, high: 0 },
    ]);
  });

  it('formats periods with the time format, colours the three kinds and draws in ECharts', () => {
    const result: ChartDataResult = {
      colnames: ['order_date', 'SUM(sales)'],
      coltypes: [2, 0],
      data: [
        { order_date: q(0), 'SUM(sales)': 1000 },
        { order_date: q(3), 'SUM(sales)': -250 },
      ],
    };
    const props = transformWaterfallProps({
      formData: parse({ x_axis_time_format: '%Y-%m', show_value: true, y_axis_format: ',d' }),
      queriesData: [result],
      width: 500,
      height: 300,
    });
    expect((props.echartOptions['xAxis'] as { data: string[] }).data).toEqual([
      '2024-01',
      '2024-04',
      'Total',
    ]);
    const series = props.echartOptions['series'] as {
      name: string;
      data: number[][];
      itemStyle: { color: string };
    }[];
    expect(series.map((s) => [s.name, s.data, s.itemStyle.color])).toEqual([
      ['Increase', [[0, 0, 1000]], 'rgba(90,193,137,1)'],
      ['Decrease', [[1, 750, 1000]], 'rgba(224,67,85,1)'],
      ['Total', [[2, 0, 750]], 'rgba(102,102,102,1)'],
    ]);
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 500, height: 300 });
    chart.setOption(props.echartOptions);
    const svg = chart.renderToSVGString();
    expect(svg).toContain('−250');
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThanOrEqual(3);
    chart.dispose();
  });

  it('takes one breakdown at most', () => {
    const parsed = waterfallFormDataSchema.safeParse({
      datasource: '1__table',
      viz_type: 'waterfall',
      x_axis: 'd',
      metric: 'm',
      groupby: ['a', 'b'],
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Breakdowns take one column at most']);
  });
});
