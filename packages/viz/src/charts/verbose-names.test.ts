import { describe, expect, it } from 'vitest';
import {
  loadVizPlugin,
  type AnyVizPlugin,
  type ChartDataResult,
  type ChartDatasource,
  type LoadedVizPlugin,
} from '../plugin';
import { boxPlotPlugin } from './box-plot';
import { funnelPlugin } from './funnel';
import { heatmapPlugin } from './heatmap';
import { histogramPlugin } from './histogram';
import { mixedTimeseriesPlugin } from './mixed-timeseries';
import { piePlugin } from './pie';
import { sankeyPlugin } from './sankey';
import { sunburstPlugin } from './sunburst';
import { lineChartPlugin } from './timeseries';
import { treemapPlugin } from './treemap';

/** The datasource of the examples: saved metrics and columns with verbose names. */
const DATASOURCE: ChartDatasource = {
  verboseMap: { sum__sales: 'Total sales', count: 'Orders', order_date: 'Order date', price: 'Unit price' },
};
const jan = Date.UTC(2003, 0, 1);
const feb = Date.UTC(2003, 1, 1);

const plugins = [
  lineChartPlugin,
  mixedTimeseriesPlugin,
  piePlugin,
  funnelPlugin,
  heatmapPlugin,
  treemapPlugin,
  sunburstPlugin,
  sankeyPlugin,
  boxPlotPlugin,
  histogramPlugin,
];
const loaded = new Map<string, LoadedVizPlugin>(
  (await Promise.all(plugins.map((plugin) => loadVizPlugin(plugin)))).map((p) => [p.vizType, p]),
);

/** The option transformProps makes of form data and results, with the datasource's verbose names. */
function optionOf(
  plugin: AnyVizPlugin,
  formData: Record<string, unknown>,
  queriesData: ChartDataResult[],
): Record<string, unknown> {
  const found = loaded.get(plugin.vizType);
  if (!found) throw new Error(`${plugin.vizType} not loaded`);
  const parsed = plugin.formDataSchema.parse({
    datasource: '1__table',
    viz_type: plugin.vizType,
    ...formData,
  });
  const props = found.transformProps({
    formData: parsed,
    queriesData,
    width: 400,
    height: 300,
    datasource: DATASOURCE,
  });
  if (!('echartOptions' in props)) throw new Error(`${plugin.vizType} made no ECharts option`);
  return props.echartOptions as Record<string, unknown>;
}

type Series = { name?: string; data?: { name?: string }[] };
const seriesOf = (option: Record<string, unknown>) => option['series'] as Series[];
const legendOf = (option: Record<string, unknown>) => (option['legend'] as { data: string[] }).data;
/** Calls the option's tooltip formatter with ECharts-like params. */
const tooltipOf = (option: Record<string, unknown>, params: unknown): string =>
  (option['tooltip'] as { formatter: (p: unknown) => string }).formatter(params);

describe('series, legends and tooltips name metrics by their verbose names (Superset verbose_map)', () => {
  const timeResult: ChartDataResult = {
    colnames: ['order_date', 'sum__sales', 'count'],
    coltypes: [2, 0, 0],
    data: [
      { order_date: jan, sum__sales: 10, count: 2 },
      { order_date: feb, sum__sales: 20, count: 3 },
    ],
  };

  it('line chart: series and legend entries', () => {
    const option = optionOf(lineChartPlugin, { x_axis: 'order_date', metrics: ['sum__sales', 'count'] }, [
      timeResult,
    ]);
    expect(seriesOf(option).map((s) => s.name)).toEqual(['Total sales', 'Orders']);
    expect(legendOf(option)).toEqual(['Total sales', 'Orders']);
  });

  it('line chart: series by name are sorted by their verbose names', () => {
    const option = optionOf(
      lineChartPlugin,
      {
        x_axis: 'order_date',
        metrics: ['sum__sales', 'count'],
        sort_series_type: 'name',
        sort_series_ascending: true,
      },
      [timeResult],
    );
    expect(seriesOf(option).map((s) => s.name)).toEqual(['Orders', 'Total sales']);
  });

  it('line chart: a forecast line is named after its metric', () => {
    const forecast: ChartDataResult = {
      colnames: [
        'order_date',
        'sum__sales',
        'sum__sales__yhat',
        'sum__sales__yhat_lower',
        'sum__sales__yhat_upper',
      ],
      coltypes: [2, 0, 0, 0, 0],
      data: [
        {
          order_date: jan,
          sum__sales: 10,
          sum__sales__yhat: 11,
          sum__sales__yhat_lower: 9,
          sum__sales__yhat_upper: 13,
        },
      ],
    };
    const option = optionOf(lineChartPlugin, { x_axis: 'order_date', metrics: ['sum__sales'] }, [forecast]);
    expect(seriesOf(option).map((s) => s.name)).toEqual(['Total sales__yhat', 'Total sales']);
  });

  it('mixed chart: legend of both queries, with query identifiers after the verbose names', () => {
    const b: ChartDataResult = {
      colnames: ['order_date', 'count'],
      coltypes: [2, 0],
      data: [{ order_date: jan, count: 2 }],
    };
    const a: ChartDataResult = {
      colnames: ['order_date', 'sum__sales'],
      coltypes: [2, 0],
      data: [{ order_date: jan, sum__sales: 10 }],
    };
    const formData = { x_axis: 'order_date', metrics: ['sum__sales'], metrics_b: ['count'] };
    expect(legendOf(optionOf(mixedTimeseriesPlugin, formData, [a, b]))).toEqual(['Total sales', 'Orders']);
    const identified = optionOf(mixedTimeseriesPlugin, { ...formData, show_query_identifiers: true }, [a, b]);
    expect(legendOf(identified)).toEqual(['Total sales (Query A)', 'Orders (Query B)']);
    expect(seriesOf(identified).map((s) => s.name)).toEqual(['Total sales (Query A)', 'Orders (Query B)']);
    const axisTooltip = tooltipOf(identified, [
      { seriesName: 'Total sales (Query A)', marker: '', value: [jan, 10], axisValue: jan },
    ]);
    expect(axisTooltip).toContain('Total sales (Query A): <b>10</b>');
  });

  it('pie and funnel without dimensions: the one slice or stage is named by the metric', () => {
    const result: ChartDataResult = { colnames: ['sum__sales'], coltypes: [0], data: [{ sum__sales: 30 }] };
    const pie = seriesOf(optionOf(piePlugin, { metric: 'sum__sales', groupby: [] }, [result]))[0];
    expect(pie?.name).toBe('Total sales');
    expect(pie?.data?.map((d) => d.name)).toEqual(['Total sales']);
    const funnel = seriesOf(optionOf(funnelPlugin, { metric: 'sum__sales', groupby: [] }, [result]))[0];
    expect(funnel?.data?.map((d) => d.name)).toEqual(['Total sales']);
  });

  it('heatmap: the tooltip names the metric', () => {
    const result: ChartDataResult = {
      colnames: ['region', 'product', 'sum__sales'],
      coltypes: [1, 1, 0],
      data: [{ region: 'East', product: 'Cars', sum__sales: 5 }],
    };
    const option = optionOf(heatmapPlugin, { x_axis: 'region', groupby: 'product', metric: 'sum__sales' }, [
      result,
    ]);
    expect(tooltipOf(option, { value: [0, 0, 5] })).toContain('Total sales');
    expect(tooltipOf(option, { value: [0, 0, 5] })).not.toContain('sum__sales');
  });

  it('treemap, sunburst and sankey: tooltips name the metric', () => {
    const result: ChartDataResult = {
      colnames: ['region', 'product', 'sum__sales'],
      coltypes: [1, 1, 0],
      data: [{ region: 'East', product: 'Cars', sum__sales: 5 }],
    };
    const treemap = optionOf(treemapPlugin, { groupby: ['region'], metric: 'sum__sales' }, [result]);
    expect(tooltipOf(treemap, { dataIndex: 1 })).toContain('Total sales');
    const sunburst = optionOf(sunburstPlugin, { columns: ['region'], metric: 'sum__sales' }, [result]);
    expect(tooltipOf(sunburst, { dataIndex: 1 })).toContain('Total sales');
    const sankey = optionOf(sankeyPlugin, { source: 'region', target: 'product', metric: 'sum__sales' }, [
      result,
    ]);
    const text = tooltipOf(sankey, { value: 5, data: { source: 'East', target: 'Cars', value: 5 } });
    expect(text).toContain('Total sales');
    expect(text).not.toContain('sum__sales');
  });

  it('box plot of several metrics: boxes are named by series and verbose metric name', () => {
    const result: ChartDataResult = {
      colnames: ['region', 'sum__sales__min', 'count__min'],
      coltypes: [1, 0, 0],
      data: [{ region: 'East', sum__sales__min: 1, count__min: 1 }],
    };
    const option = optionOf(
      boxPlotPlugin,
      { columns: ['order_id'], groupby: ['region'], metrics: ['sum__sales', 'count'] },
      [result],
    );
    expect(seriesOf(option)[0]?.data?.map((d) => d.name)).toEqual(['East, Total sales', 'East, Orders']);
  });

  it('histogram without groups: the one series is named by the column', () => {
    const result: ChartDataResult = {
      colnames: ['price__0__10', 'price__10__20'],
      coltypes: [0, 0],
      data: [{ price__0__10: 3, price__10__20: 4 }],
    };
    const option = optionOf(histogramPlugin, { column: 'price' }, [result]);
    expect(seriesOf(option).map((s) => s.name)).toEqual(['Unit price']);
  });
});
