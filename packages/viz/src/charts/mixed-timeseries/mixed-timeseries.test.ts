import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { buildMixedQuery } from './build-query';
import { mixedFormDataSchema } from './form-data';
import { transformMixedProps } from './transform-props';

const parse = (extra: Record<string, unknown>) =>
  mixedFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'mixed_timeseries',
    x_axis: 'order_date',
    time_grain_sqla: 'P1M',
    metrics: ['SUM(sales)'],
    groupby: [],
    adhoc_filters: [
      {
        clause: 'WHERE',
        subject: 'order_date',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        expressionType: 'SIMPLE',
      },
    ],
    row_limit: 10000,
    metrics_b: ['count'],
    groupby_b: ['deal_size'],
    adhoc_filters_b: [
      { clause: 'WHERE', subject: 'status', operator: '==', comparator: 'Shipped', expressionType: 'SIMPLE' },
    ],
    row_limit_b: 500,
    seriesType: 'echarts_timeseries_line',
    seriesTypeB: 'echarts_timeseries_bar',
    yAxisIndex: 1,
    yAxisIndexB: 0,
    ...extra,
  });

describe('Mixed Chart', () => {
  it('builds query A from the plain keys and query B from the _b keys', () => {
    const [a, b] = buildMixedQuery(parse({})).queries;
    expect(a).toMatchObject({
      metrics: ['SUM(sales)'],
      series_columns: [],
      row_limit: 10000,
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    });
    expect(b).toMatchObject({
      metrics: ['count'],
      series_columns: ['deal_size'],
      row_limit: 500,
      filters: [{ col: 'status', op: '==', val: 'Shipped' }],
    });
    expect(b?.columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
      'deal_size',
    ]);
    expect(b?.post_processing.map((s) => s?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('draws A and B with their own series types on their own y-axes', () => {
    const jan = Date.UTC(2003, 0, 1);
    const a: ChartDataResult = {
      colnames: ['order_date', 'SUM(sales)'],
      coltypes: [2, 0],
      data: [{ order_date: jan, 'SUM(sales)': 1000 }],
    };
    const b: ChartDataResult = {
      colnames: ['order_date', 'Small'],
      coltypes: [2, 0],
      data: [{ order_date: jan, Small: 3 }],
    };
    const props = transformMixedProps({
      formData: parse({ show_query_identifiers: true }),
      queriesData: [a, b],
      width: 1,
      height: 1,
    });
    const series = props.echartOptions['series'] as { name: string; type: string; yAxisIndex: number }[];
    expect(series.map((s) => [s.name, s.type, s.yAxisIndex])).toEqual([
      ['SUM(sales) (Query A)', 'line', 1],
      ['Small (Query B)', 'bar', 0],
    ]);
    expect(props.echartOptions['yAxis']).toHaveLength(2);
  });

  it('draws every group of a grouped query A beside an ungrouped query B', () => {
    // As the server answers A grouped by region: a region sold on some days only (null elsewhere).
    const [d1, d2, d3] = [Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 2), Date.UTC(2024, 0, 3)];
    const a: ChartDataResult = {
      colnames: ['order_date', 'SUM(sales), EU', 'SUM(sales), US'],
      coltypes: [2, 0, 0],
      data: [
        { order_date: d1, 'SUM(sales), EU': 10.5, 'SUM(sales), US': null },
        { order_date: d2, 'SUM(sales), EU': null, 'SUM(sales), US': 20 },
        { order_date: d3, 'SUM(sales), EU': 7.25, 'SUM(sales), US': null },
      ],
    };
    const b: ChartDataResult = {
      colnames: ['order_date', 'count'],
      coltypes: [2, 0],
      data: [
        { order_date: d1, count: 1 },
        { order_date: d2, count: 1 },
        { order_date: d3, count: 1 },
      ],
    };
    const props = transformMixedProps({
      formData: parse({ groupby: ['region'], groupby_b: [], seriesTypeB: 'echarts_timeseries_line' }),
      queriesData: [a, b],
      width: 800,
      height: 400,
    });
    const series = props.echartOptions['series'] as DrawnSeries[];
    expect(series.map((s) => [s.name, visiblePoints(s)])).toEqual([
      ['SUM(sales), EU', 2],
      ['SUM(sales), US', 1],
      ['count', 3],
    ]);
  });

  it("draws annotation layers from query A's data as the time-series chart does; query B does not fetch them", () => {
    const [jan, feb] = [Date.UTC(2003, 0, 1), Date.UTC(2003, 1, 1)];
    const deploy = Date.UTC(2003, 0, 15, 10);
    const layers = [
      { name: 'Deploys', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3, show: true },
      { name: 'Target', annotationType: 'FORMULA', sourceType: '', value: '2', show: true },
      { name: 'Hidden', annotationType: 'EVENT', sourceType: 'NATIVE', value: 4, show: false },
    ];
    const formData = parse({ annotation_layers: layers, rich_tooltip: false });
    const [queryA, queryB] = buildMixedQuery(formData).queries;
    expect(queryA?.annotation_layers.map((layer) => layer.name)).toEqual(['Deploys', 'Target', 'Hidden']);
    expect(queryB?.annotation_layers).toEqual([]);

    const a: ChartDataResult = {
      colnames: ['order_date', 'SUM(sales)'],
      coltypes: [2, 0],
      data: [
        { order_date: jan, 'SUM(sales)': 1000 },
        { order_date: feb, 'SUM(sales)': 1200 },
      ],
      annotation_data: {
        Deploys: {
          columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
          records: [
            {
              start_dttm: deploy,
              end_dttm: deploy,
              short_descr: 'v2.3',
              long_descr: 'hotfix',
              json_metadata: '{}',
            },
          ],
        },
      },
    };
    const b: ChartDataResult = { colnames: ['order_date', 'count'], coltypes: [2, 0], data: [] };
    const props = transformMixedProps({ formData, queriesData: [a, b], width: 800, height: 400 });
    const series = props.echartOptions['series'] as {
      id?: string;
      name: string;
      data: unknown[];
      markLine?: { data: Record<string, unknown>[] };
    }[];
    expect(series.map((s) => s.id ?? s.name)).toEqual([
      'A:SUM(sales)',
      'B:count',
      'Event - Deploys',
      'Formula - Target',
    ]);
    expect(series[2]?.markLine?.data).toEqual([{ name: 'Deploys - v2.3\n\nhotfix', xAxis: deploy }]);
    expect(series[3]?.data).toEqual([
      [jan, 2],
      [feb, 2],
    ]);
    // Hovering the mark shows its label; hovering a point shows the series and its value.
    const tooltip = (props.echartOptions['tooltip'] as { formatter: (params: unknown) => string }).formatter;
    expect(tooltip({ componentType: 'markLine', name: 'Deploys - v2.3\n\nhotfix' })).toBe(
      'Deploys - v2.3<br/><br/>hotfix',
    );
    expect(
      tooltip({
        componentType: 'series',
        seriesId: 'A:SUM(sales)',
        seriesName: 'SUM(sales)',
        value: [jan, 1000],
      }),
    ).toBe('SUM(sales): 1k');
  });
});

interface DrawnSeries {
  name: string;
  type: string;
  data: [number, number | null][];
  showSymbol?: boolean;
  symbolSize?: number | ((value: unknown, params: { dataIndex: number }) => number);
}

/**
 * Points a person sees, as ECharts draws them: a bar or a scatter point for each value; on a line,
 * a point joined to a valued neighbour by a segment, or one that has a marker of some size.
 */
function visiblePoints(series: DrawnSeries): number {
  const valued = (i: number) => series.data[i] !== undefined && series.data[i]?.[1] !== null;
  return series.data.filter((point, i) => {
    if (!valued(i)) return false;
    if (series.type !== 'line') return true;
    if (valued(i - 1) || valued(i + 1)) return true;
    const size =
      typeof series.symbolSize === 'function'
        ? series.symbolSize(point, { dataIndex: i })
        : series.symbolSize;
    return series.showSymbol === true && (size ?? 0) > 0;
  }).length;
}
