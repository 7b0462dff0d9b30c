import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { ParallelChart } from 'echarts/charts';
import { ParallelComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildParaQuery } from './build-query';
import { paraFormDataSchema } from './form-data';
import { transformParaProps } from './transform-props';

use([ParallelChart, ParallelComponent, VisualMapComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  paraFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'para',
    series: 'country',
    metrics: ['pop', 'gdp'],
    secondary_metric: 'life',
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['country', 'pop', 'gdp', 'life'],
  coltypes: [1, 0, 0, 0],
  data: [
    { country: 'A', pop: 10, gdp: 5, life: 70 },
    { country: 'B', pop: 20, gdp: null, life: 80 },
  ],
};

describe('Parallel Coordinates', () => {
  it('groups by the series with every metric, the sort metric selected and ordering the rows', () => {
    const query = buildParaQuery(parse({ timeseries_limit_metric: 'count', order_desc: true })).queries[0];
    expect(query?.columns).toEqual(['country']);
    expect(query?.metrics).toEqual(['pop', 'gdp', 'life', 'count']);
    expect(query?.orderby).toEqual([['count', false]]);
    expect(
      buildParaQuery(parse({ timeseries_limit_metric: 'pop', order_desc: false })).queries[0]?.orderby,
    ).toEqual([]);
  });

  it('draws an axis per metric, the series first when included, lines coloured by the colour metric', () => {
    const props = transformParaProps({
      formData: parse({ include_series: true }),
      queriesData: [result],
      width: 500,
      height: 300,
    });
    const axes = props.echartOptions['parallelAxis'] as { name: string; type: string; data?: string[] }[];
    expect(axes.map((a) => [a.name, a.type])).toEqual([
      ['country', 'category'],
      ['pop', 'value'],
      ['gdp', 'value'],
    ]);
    expect(axes[0]?.data).toEqual(['A', 'B']);
    const series = props.echartOptions['series'] as { data: unknown[][] }[];
    expect(series[0]?.data).toEqual([
      ['A', 10, 5, 70],
      ['B', 20, null, 80],
    ]);
    expect(props.echartOptions['visualMap']).toMatchObject({ dimension: 3, min: 70, max: 80 });
    expect(props.table).toBeNull();
  });

  it('halves the chart for the data table and lists the rows', () => {
    const props = transformParaProps({
      formData: parse({ show_datatable: true }),
      queriesData: [result],
      width: 500,
      height: 300,
    });
    expect(props.height).toBe(150);
    expect(props.table?.columns).toEqual(['country', 'pop', 'gdp', 'life']);
    expect(props.table?.rows[1]).toEqual(['B', '20', '', '80']);
  });

  it('renders in ECharts', () => {
    const props = transformParaProps({ formData: parse(), queriesData: [result], width: 500, height: 300 });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 500, height: 300 });
    chart.setOption(props.echartOptions);
    expect(chart.renderToSVGString()).toContain('gdp');
    chart.dispose();
  });
});
