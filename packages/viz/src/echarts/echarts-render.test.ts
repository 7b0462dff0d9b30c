import { describe, expect, it } from 'vitest';
import { init, use, type EChartsCoreOption } from 'echarts/core';
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { bigNumberPlugin } from '../charts/big-number';
import { mixedTimeseriesPlugin } from '../charts/mixed-timeseries';
import { piePlugin } from '../charts/pie';
import { barChartPlugin, lineChartPlugin } from '../charts/timeseries';
import type { ChartDataResult } from '../plugin';

use([
  LineChart,
  BarChart,
  ScatterChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  GraphicComponent,
  SVGRenderer,
]);

/** Sets an option on a server-side ECharts instance (no DOM) and returns what ECharts kept. */
function render(option: EChartsCoreOption): { series: { name?: string; data?: unknown[] }[]; svg: string } {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
  chart.setOption(option);
  const kept = chart.getOption() as { series?: { name?: string; data?: unknown[] }[] };
  const svg = chart.renderToSVGString();
  chart.dispose();
  return { series: kept.series ?? [], svg };
}

const jan = Date.UTC(2003, 0, 1);
const feb = Date.UTC(2003, 1, 1);
const timeseries: ChartDataResult = {
  colnames: ['ds', 'Cars', 'Ships'],
  coltypes: [2, 0, 0],
  data: [
    { ds: jan, Cars: 1, Ships: 2 },
    { ds: feb, Cars: 3, Ships: null },
  ],
};
const base = { datasource: '1__table', x_axis: 'ds', metrics: ['count'], groupby: ['line'] };

describe('ECharts accepts the options transformProps builds (as e2e tests read them: getOption().series)', () => {
  it.each([lineChartPlugin, barChartPlugin])('$vizType', async (plugin) => {
    const props = (await plugin.loadParts()).transformProps({
      formData: plugin.formDataSchema.parse({
        ...base,
        viz_type: plugin.vizType,
        zoomable: true,
        show_value: true,
      }),
      queriesData: [timeseries],
      width: 400,
      height: 300,
    });
    const { series, svg } = render(props.echartOptions);
    expect(series.map((s) => s.name).sort()).toEqual(['Cars', 'Ships']);
    expect(series.find((s) => s.name === 'Cars')?.data).toEqual([
      [jan, 1],
      [feb, 3],
    ]);
    expect(svg).toContain('<svg');
  });

  it('pie', async () => {
    const result: ChartDataResult = {
      colnames: ['line', 'count'],
      coltypes: [1, 0],
      data: [
        { line: 'Cars', count: 3 },
        { line: 'Ships', count: 1 },
      ],
    };
    const props = (await piePlugin.loadParts()).transformProps({
      formData: piePlugin.formDataSchema.parse({
        ...base,
        viz_type: 'pie',
        metric: 'count',
        groupby: ['line'],
        show_total: true,
      }),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    const { series } = render(props.echartOptions);
    expect(series[0]?.data).toMatchObject([
      { name: 'Cars', value: 3 },
      { name: 'Ships', value: 1 },
    ]);
  });

  it('mixed_timeseries', async () => {
    const formData = mixedTimeseriesPlugin.formDataSchema.parse({
      ...base,
      viz_type: 'mixed_timeseries',
      metrics_b: ['count'],
      seriesTypeB: 'bar',
      yAxisIndexB: 1,
    });
    const props = (await mixedTimeseriesPlugin.loadParts()).transformProps({
      formData,
      queriesData: [timeseries, timeseries],
      width: 400,
      height: 300,
    });
    expect(render(props.echartOptions).series).toHaveLength(4);
  });

  it('big_number trend line', async () => {
    const result: ChartDataResult = {
      colnames: ['ds', 'count'],
      coltypes: [2, 0],
      data: [
        { ds: jan, count: 1 },
        { ds: feb, count: 2 },
      ],
    };
    const props = (await bigNumberPlugin.loadParts()).transformProps({
      formData: bigNumberPlugin.formDataSchema.parse({ ...base, viz_type: 'big_number', metric: 'count' }),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    expect(props.trendLineOption).not.toBeNull();
    if (props.trendLineOption)
      expect(render(props.trendLineOption).series[0]?.data).toEqual([
        [jan, 1],
        [feb, 2],
      ]);
  });
});
