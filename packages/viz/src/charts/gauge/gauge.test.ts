import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { GaugeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildGaugeQuery } from './build-query';
import { gaugeFormDataSchema } from './form-data';
import { gaugeBounds, intervalStops, transformGaugeProps } from './transform-props';

use([GaugeChart, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  gaugeFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'gauge_chart',
    groupby: ['deal_size'],
    metric: 'count',
    row_limit: 10,
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['deal_size', 'count'],
  coltypes: [1, 0],
  data: [
    { deal_size: 'Medium', count: 1384 },
    { deal_size: 'Small', count: 1282 },
    { deal_size: 'Large', count: 157 },
  ],
};

describe('Gauge Chart', () => {
  it("builds Superset's query: the metric by the dimensions, ordered by the metric when asked", () => {
    const plain = buildGaugeQuery(parse()).queries[0];
    expect(plain?.columns).toEqual(['deal_size']);
    expect(plain?.metrics).toEqual(['count']);
    expect(plain?.row_limit).toBe(10);
    expect(plain?.orderby).toEqual([]);
    expect(buildGaugeQuery(parse({ sort_by_metric: true })).queries[0]?.orderby).toEqual([['count', false]]);
  });

  it('bounds the axis at twice the extremes (with 0), or at the saved bounds', () => {
    expect(gaugeBounds([1384, 1282, 157], null, null)).toEqual([0, 2768]);
    expect(gaugeBounds([-5, 3], null, null)).toEqual([-10, 6]);
    expect(gaugeBounds([0, 0], null, null)).toEqual([-1, 0]);
    expect(gaugeBounds([5], 0, 10)).toEqual([0, 10]);
    expect(() => gaugeBounds([5], 10, 10)).toThrow("The gauge's Min (10) must be less than its Max (10).");
  });

  it('turns interval bounds and 1-based colour indexes into axis colour stops', () => {
    expect(intervalStops('25,50,100', '3,1,2', ['#a', '#b', '#c'], [0, 100])).toEqual([
      [0.25, '#c'],
      [0.5, '#a'],
      [1, '#b'],
    ]);
    expect(intervalStops('', '', ['#a'], [0, 1])).toEqual([]);
  });

  it('names items "column: value", formats values and sends the dimension of a clicked item', () => {
    const props = transformGaugeProps({
      formData: parse({ value_formatter: '{value} deals', number_format: ',d' }),
      queriesData: [result],
      width: 400,
      height: 400,
    });
    const [series] = props.echartOptions['series'] as {
      min: number;
      max: number;
      data: { name: string; value: number }[];
      detail: { formatter: (v: number) => string };
    }[];
    expect(series?.data.map((d) => [d.name, d.value])).toEqual([
      ['deal_size: Medium', 1384],
      ['deal_size: Small', 1282],
      ['deal_size: Large', 157],
    ]);
    expect([series?.min, series?.max]).toEqual([0, 2768]);
    expect(series?.detail.formatter(1384)).toBe('1,384 deals');
    expect(props.clickValues?.({ seriesIndex: 0, dataIndex: 1, name: '' })).toEqual({ deal_size: 'Small' });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 400 });
    chart.setOption(props.echartOptions);
    expect(chart.renderToSVGString()).toContain('1,384 deals');
    chart.dispose();
  });

  it('names the metric when there are no dimensions, and reports a missing column', () => {
    const props = transformGaugeProps({
      formData: parse({ groupby: [] }),
      queriesData: [{ colnames: ['count'], coltypes: [0], data: [{ count: 7 }] }],
      width: 300,
      height: 300,
    });
    const [series] = props.echartOptions['series'] as { data: { name: string }[] }[];
    expect(series?.data[0]?.name).toBe('count');
    expect(props.clickValues?.({ seriesIndex: 0, dataIndex: 0, name: 'count' })).toBeNull();
    expect(() =>
      transformGaugeProps({
        formData: parse(),
        queriesData: [{ colnames: ['x'], coltypes: [0], data: [{ x: 1 }] }],
        width: 1,
        height: 1,
      }),
    ).toThrow(/no column "count", "deal_size"/);
  });

  it('says the metric is required', () => {
    const parsed = gaugeFormDataSchema.safeParse({ datasource: '1__table', viz_type: 'gauge_chart' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Metric is required');
  });
});
