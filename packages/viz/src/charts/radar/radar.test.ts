import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { RadarChart } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildRadarQuery } from './build-query';
import { radarFormDataSchema } from './form-data';
import { radarIndicators, radarLayout, transformRadarProps } from './transform-props';

use([RadarChart, RadarComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  radarFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'radar',
    groupby: ['product_line'],
    metrics: ['count', 'AVG(sales)'],
    row_limit: 10,
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['product_line', 'count', 'AVG(sales)'],
  coltypes: [1, 0, 0],
  data: [
    { product_line: 'Classic Cars', count: 967, 'AVG(sales)': 4053.4 },
    { product_line: 'Trains', count: 77, 'AVG(sales)': null },
  ],
};

describe('Radar Chart', () => {
  it('orders by the sort metric, else the first metric, descending', () => {
    expect(buildRadarQuery(parse()).queries[0]?.orderby).toEqual([['count', false]]);
    expect(buildRadarQuery(parse({ timeseries_limit_metric: 'AVG(sales)' })).queries[0]?.orderby).toEqual([
      ['AVG(sales)', false],
    ]);
    expect(buildRadarQuery(parse()).queries[0]?.columns).toEqual(['product_line']);
  });

  it('bounds each axis by its configured bounds, else 0 to the largest value', () => {
    expect(
      radarIndicators(
        ['a', 'b', 'c'],
        [
          [10, -4, 0],
          [30, 2, null],
        ],
        { a: { radarMetricMaxValue: 100 } },
      ),
    ).toEqual([
      { name: 'a', min: 0, max: 100 },
      { name: 'b', min: -4, max: 2 },
      { name: 'c', min: 0, max: 1 },
    ]);
  });

  it('draws one shape per row, missing values skipped, labels by label type, clicks by dimension', () => {
    const props = transformRadarProps({
      formData: parse({ show_labels: true, label_type: 'key_value', number_format: ',d' }),
      queriesData: [result],
      width: 500,
      height: 400,
    });
    const [series] = props.echartOptions['series'] as {
      data: { name: string; value: unknown[]; label: { formatter: (p: { value: unknown }) => string } }[];
    }[];
    expect(series?.data.map((d) => [d.name, d.value])).toEqual([
      ['Classic Cars', [967, 4053.4]],
      ['Trains', [77, '-']],
    ]);
    expect(series?.data[0]?.label.formatter({ value: 967 })).toBe('Classic Cars: 967');
    expect(props.clickValues?.({ seriesIndex: 0, dataIndex: 1, name: 'Trains' })).toEqual({
      product_line: 'Trains',
    });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 500, height: 400 });
    chart.setOption(props.echartOptions);
    expect(chart.renderToSVGString()).toContain('AVG(sales)');
    chart.dispose();
  });

  it('shrinks the radar so the axis names fit beside it instead of being cut at the edge (issue 18)', () => {
    // 'Average order value' is 19 × 12 × 0.55 = 125.4 px, cut at 30% of 400 = 120 px: the radius may be
    // 200 − 120 − 19 = 61 px (of 124 at 62%), above the 30% floor (60 px).
    expect(radarLayout(400, 400, ['COUNT(*)', 'Average order value', 'Average unit price'])).toEqual({
      radius: 61,
      axisNameWidth: 120,
    });
    expect(radarLayout(800, 400, ['count'])).toEqual({ radius: 124, axisNameWidth: 33 });
    expect(radarLayout(200, 200, ['A very long metric name'])).toEqual({ radius: 30, axisNameWidth: 60 });
  });

  it('says metrics are required', () => {
    const parsed = radarFormDataSchema.safeParse({ datasource: '1__table', viz_type: 'radar', metrics: [] });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['metrics', 'Metrics are required'],
    ]);
  });
});
