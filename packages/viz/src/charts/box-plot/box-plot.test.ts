import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { BoxplotChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildBoxPlotQuery } from './build-query';
import { boxPlotFormDataSchema } from './form-data';
import { boxesOf, transformBoxPlotProps } from './transform-props';
import { whiskerOptions } from './whiskers';

use([BoxplotChart, ScatterChart, GridComponent, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  boxPlotFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'box_plot',
    columns: ['country'],
    groupby: ['degree'],
    metrics: ['income'],
    ...extra,
  });
// The boxplot operation's answer for degree "BA" over countries with incomes 1, 2, 3, 4, 100 (Tukey: q1 2, q3 4,
// IQR 2, whiskers within [-1, 7], so 100 is an outlier and the upper whisker is 4).
const result: ChartDataResult = {
  colnames: [
    'degree',
    'income__mean',
    'income__median',
    'income__max',
    'income__min',
    'income__q1',
    'income__q3',
    'income__count',
    'income__outliers',
  ],
  coltypes: [1, 0, 0, 0, 0, 0, 0, 0, 0],
  data: [
    {
      degree: 'BA',
      income__mean: 22,
      income__median: 3,
      income__max: 4,
      income__min: 1,
      income__q1: 2,
      income__q3: 4,
      income__count: 5,
      income__outliers: [100],
    },
    {
      degree: 'MA',
      income__mean: 5,
      income__median: 5,
      income__max: 6,
      income__min: 4,
      income__q1: 4.5,
      income__q3: 5.5,
      income__count: 3,
      income__outliers: [],
    },
  ],
};
const draw = (extra: Record<string, unknown> = {}) =>
  transformBoxPlotProps({ formData: parse(extra), queriesData: [result], width: 400, height: 300 });

describe('Box Plot', () => {
  it("builds Superset's query: distribute-across and series columns, then the boxplot operation by series", () => {
    const query = buildBoxPlotQuery(
      parse({
        whiskerOptions: '5/95 percentiles',
        temporal_columns_lookup: { country: true },
        time_grain_sqla: 'P1M',
      }),
    ).queries[0];
    expect(query?.columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'country',
        label: 'country',
        expressionType: 'SQL',
      },
      'degree',
    ]);
    expect(query?.series_columns).toEqual(['degree']);
    expect(query?.post_processing).toEqual([
      {
        operation: 'boxplot',
        options: {
          whisker_type: 'percentile',
          percentiles: [5, 95],
          groupby: ['degree'],
          metrics: ['income'],
        },
      },
    ]);
  });

  it("distributes across the legacy time column when 'Distribute across' is empty, as Superset does", () => {
    const query = buildBoxPlotQuery(parse({ columns: [], granularity_sqla: 'time_start' })).queries[0];
    expect(query?.columns).toEqual(['time_start', 'degree']);
    expect(() => draw({ columns: [], granularity_sqla: 'time_start' })).not.toThrow();
    expect(() => draw({ columns: [] })).toThrow('Distribute across is required');
  });

  it('reads whisker options as Superset does and names an unsupported one', () => {
    expect(whiskerOptions('Tukey')).toEqual({ whisker_type: 'tukey' });
    expect(whiskerOptions('Min/max (no outliers)')).toEqual({ whisker_type: 'min/max' });
    expect(whiskerOptions('10/90 percentiles')).toEqual({
      whisker_type: 'percentile',
      percentiles: [10, 90],
    });
    expect(() => draw({ whiskerOptions: 'ninety' })).toThrow(/Unsupported whisker type: "ninety"/);
  });

  it('draws a box per series with its five numbers and the outliers as points', () => {
    const series = draw().echartOptions['series'] as { data: { name?: string; value: unknown[] }[] }[];
    expect(series[0]?.data.map((d) => [d.name, d.value])).toEqual([
      ['BA', [1, 2, 3, 4, 4]],
      ['MA', [4, 4.5, 5, 5.5, 6]],
    ]);
    expect(series[1]?.data.map((d) => d.value)).toEqual([['BA', 100]]);
  });

  it('names boxes by series and metric when there are several metrics', () => {
    const rows = [{ degree: 'BA', a__min: 1, b__min: 2 }];
    expect(boxesOf(rows, ['a', 'b'], (r) => String(r['degree'])).map((b) => [b.name, b.min])).toEqual([
      ['BA, a', 1],
      ['BA, b', 2],
    ]);
  });

  it('lists the statistics in the tooltip and cross-filters on the series', () => {
    const props = draw();
    const boxes = props.echartOptions['series'] as { tooltip: { formatter: (p: unknown) => string } }[];
    expect(boxes[0]?.tooltip.formatter({ dataIndex: 0 })).toBe(
      '<b>BA</b><br/>Max: <b>4</b><br/>3rd Quartile: <b>4</b><br/>Mean: <b>22</b><br/>Median: <b>3</b><br/>1st Quartile: <b>2</b><br/>Min: <b>1</b><br/>Observations: <b>5</b><br/>Outliers: <b>1</b>',
    );
    expect(props.clickValues?.({ seriesIndex: 1, dataIndex: 0, name: '' })).toEqual({ degree: 'BA' });
    expect(props.clickValues?.({ seriesIndex: 0, dataIndex: 1, name: 'MA' })).toEqual({ degree: 'MA' });
  });

  it('draws in ECharts', () => {
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
    chart.setOption(draw().echartOptions);
    expect(chart.renderToSVGString()).toContain('>MA<');
    chart.dispose();
  });
});
