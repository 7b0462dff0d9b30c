import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { binEdges } from './bins';
import { buildHistogramQuery } from './build-query';
import { histogramFormDataSchema } from './form-data';
import { transformHistogramProps } from './transform-props';

use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  histogramFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'histogram_v2',
    column: 'age',
    groupby: ['gender'],
    ...extra,
  });
// What the server's histogram operation answers for ages m: 1, 2, 3, 7 and f: 4, 6, 8, 9, 10 in 2 bins over [0, 10]
// (the bins come from the whole column).
const result: ChartDataResult = {
  colnames: ['gender', '0.0 - 5.0', '5.0 - 10.0'],
  coltypes: [1, 0, 0],
  data: [
    { gender: 'f', '0.0 - 5.0': 1, '5.0 - 10.0': 4 },
    { gender: 'm', '0.0 - 5.0': 3, '5.0 - 10.0': 1 },
  ],
};
const draw = (extra: Record<string, unknown> = {}) =>
  transformHistogramProps({ formData: parse(extra), queriesData: [result], width: 400, height: 300 })
    .echartOptions as Record<string, unknown>;

describe('Histogram', () => {
  it("builds Superset's query: raw values of the column by the groups, binned by the histogram operation", () => {
    const query = buildHistogramQuery(parse({ bins: '10', normalize: true })).queries[0];
    expect(query?.columns).toEqual(['gender', 'age']);
    expect(query?.metrics).toBeNull();
    expect(query?.post_processing).toEqual([
      {
        operation: 'histogram',
        options: { column: 'age', groupby: ['gender'], bins: 10, cumulative: false, normalize: true },
      },
    ]);
    // Text Superset cannot read as a number means 5 bins, as its histogramOperator reads it.
    expect(parse({ bins: 'many' }).bins).toBe(5);
  });

  it('reads bin columns as their edges', () => {
    expect(binEdges('0.0 - 5.0')).toEqual([0, 5]);
    expect(binEdges('-1.5e-05 - 2.5')).toEqual([-0.000015, 2.5]);
    expect(binEdges('gender')).toBeNull();
  });

  it('draws a bar series per group over the bins', () => {
    const option = draw();
    expect(option['xAxis']).toMatchObject({ data: ['0 - 5', '5 - 10'] });
    expect((option['series'] as { name: string; data: number[] }[]).map((s) => [s.name, s.data])).toEqual([
      ['f', [1, 4]],
      ['m', [3, 1]],
    ]);
  });

  it('gives each group its share of the bin and the total in the tooltip', () => {
    const tooltip = draw()['tooltip'] as { formatter: (p: unknown) => string };
    const text = tooltip.formatter([
      { name: '0 - 5', seriesName: 'f', value: 1 },
      { name: '0 - 5', seriesName: 'm', value: 3 },
    ]);
    expect(text).toBe(
      '<b>0 - 5</b><br/>f: <b>1 25.00%</b><br/>m: <b>3 75.00%</b><br/>Total: <b>4 100.00%</b>',
    );
  });

  it('names the one series after the column without groups, and draws in ECharts', () => {
    const single: ChartDataResult = { colnames: ['0.0 - 5.0'], coltypes: [0], data: [{ '0.0 - 5.0': 9 }] };
    const props = transformHistogramProps({
      formData: parse({ groupby: [], show_value: true }),
      queriesData: [single],
      width: 400,
      height: 300,
    });
    expect((props.echartOptions['series'] as { name: string }[])[0]?.name).toBe('age');
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
    chart.setOption(props.echartOptions);
    expect(chart.renderToSVGString()).toContain('>9<');
    chart.dispose();
  });

  it('names a missing column', () => {
    const formData = histogramFormDataSchema.parse({ datasource: '1__table', viz_type: 'histogram_v2' });
    expect(buildHistogramQuery(formData).queries[0]?.post_processing).toEqual([]);
    expect(() => transformHistogramProps({ formData, queriesData: [result], width: 1, height: 1 })).toThrow(
      'Column is required',
    );
  });
});
