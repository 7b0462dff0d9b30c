import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildBubbleQuery } from './build-query';
import { bubbleFormDataSchema } from './form-data';
import { bubbleSize, transformBubbleProps } from './transform-props';

use([ScatterChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  bubbleFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'bubble_v2',
    entity: 'deal_size',
    series: 'product_line',
    x: 'sum_qty',
    y: 'countries',
    size: 'count',
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['deal_size', 'product_line', 'sum_qty', 'countries', 'count'],
  coltypes: [1, 1, 0, 0, 0],
  data: [
    { deal_size: 'Small', product_line: 'Cars', sum_qty: 1, countries: 2, count: 10 },
    { deal_size: 'Large', product_line: 'Cars', sum_qty: 3, countries: 4, count: 30 },
    { deal_size: 'Small', product_line: 'Ships', sum_qty: 5, countries: 6, count: 20 },
  ],
};
const draw = (extra: Record<string, unknown> = {}) =>
  transformBubbleProps({ formData: parse(extra), queriesData: [result], width: 400, height: 300 });
type Series = { name: string; data: unknown[][]; symbolSize: (v: unknown) => number };

describe('Bubble Chart', () => {
  it("builds Superset's query: x, y and size by entity and series, ordered by the chosen metric", () => {
    const query = buildBubbleQuery(parse({ orderby: 'count', order_desc: true })).queries[0];
    expect(query?.columns).toEqual(['deal_size', 'product_line']);
    expect(query?.metrics).toEqual(['sum_qty', 'countries', 'count']);
    expect(query?.orderby).toEqual([['count', false]]);
  });

  it('sizes bubbles by their share of the size range (Superset: share × 2 × max + 5)', () => {
    expect(bubbleSize(10, [10, 30], 25)).toBe(5);
    expect(bubbleSize(20, [10, 30], 25)).toBe(30);
    expect(bubbleSize(30, [10, 30], 25)).toBe(55);
    expect(bubbleSize(7, [7, 7], 25)).toBe(5);
  });

  it('makes a series per series value with the points [x, y, size, entity, series]', () => {
    const series = draw().echartOptions['series'] as Series[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      [
        'Cars',
        [
          [1, 2, 10, 'Small', 'Cars'],
          [3, 4, 30, 'Large', 'Cars'],
        ],
      ],
      ['Ships', [[5, 6, 20, 'Small', 'Ships']]],
    ]);
    expect(series[0]?.symbolSize([3, 4, 30])).toBe(55);
  });

  it('colours by entity without a series, and leaves out points a log axis cannot place', () => {
    const series = draw({ series: null, logXAxis: true }).echartOptions['series'] as Series[];
    expect(series.map((s) => s.name)).toEqual(['Small', 'Large']);
    const zero: ChartDataResult = { ...result, data: [{ ...result.data[0], sum_qty: 0 }] };
    const props = transformBubbleProps({
      formData: parse({ logXAxis: true }),
      queriesData: [zero],
      width: 1,
      height: 1,
    });
    expect(props.echartOptions['series']).toEqual([]);
  });

  it('writes the tooltip and draws in ECharts', () => {
    const tooltip = draw().echartOptions['tooltip'] as { formatter: (p: unknown) => string };
    expect(tooltip.formatter({ value: [3, 4, 30, 'Large', 'Cars'] })).toBe(
      '<b>Cars, Large</b><br/>sum_qty: <b>3</b><br/>countries: <b>4</b><br/>count: <b>30</b>',
    );
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
    chart.setOption(draw().echartOptions);
    expect((chart.renderToSVGString().match(/<path/g) ?? []).length).toBeGreaterThan(3);
    chart.dispose();
  });
});
