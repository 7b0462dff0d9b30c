import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildRoseQuery } from './build-query';
import { roseFormDataSchema } from './form-data';
import { roseArcs, roseRadius } from './layout';
import { MAX_PERIODS, transformRoseProps } from './transform-props';

use([CustomChart, LegendComponent, TooltipComponent, GraphicComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  roseFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'rose',
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1Y',
    metrics: ['sum__num'],
    groupby: ['gender'],
    ...extra,
  });
const y = (i: number) => Date.UTC(2000 + i, 0, 1);
const result: ChartDataResult = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [2, 0, 0],
  data: [
    { ds: y(0), boy: 30, girl: 40 },
    { ds: y(1), boy: 50, girl: null },
  ],
};

describe('Nightingale Rose Chart', () => {
  it("builds Superset's NVD3 time-series query: the time column as the axis, series by gender", () => {
    const query = buildRoseQuery(
      parse({ contribution: true, time_compare: ['1 year'], comparison_type: 'absolute' }),
    ).queries[0];
    expect(query?.columns).toEqual([
      { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', timeGrain: 'P1Y' },
      'gender',
    ]);
    expect(query?.time_offsets).toEqual(['1 year ago']);
    expect(query?.post_processing.map((p) => p?.operation)).toEqual([
      'pivot',
      'compare',
      'contribution',
      'flatten',
    ]);
  });

  it('ranks the arcs of each period so the largest sits underneath', () => {
    expect(
      roseArcs([
        [30, 50],
        [40, null],
      ]),
    ).toEqual([
      { period: 0, series: 1, value: 40, rank: 0 },
      { period: 0, series: 0, value: 30, rank: 1 },
      { period: 1, series: 0, value: 50, rank: 0 },
      { period: 1, series: 1, value: 0, rank: 1 },
    ]);
  });

  it('sizes arcs by radius, or by area with rose_area_proportion', () => {
    expect(roseRadius(25, 100, 80, false)).toBe(20);
    expect(roseRadius(25, 100, 80, true)).toBe(40);
    expect(roseRadius(-5, 100, 80, true)).toBe(0);
  });

  it('draws a custom series per series and renders in ECharts', () => {
    const props = transformRoseProps({ formData: parse(), queriesData: [result], width: 400, height: 400 });
    const series = props.echartOptions['series'] as { name: string; data: number[][] }[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      [
        'boy',
        [
          [0, 30, 1],
          [1, 50, 0],
        ],
      ],
      [
        'girl',
        [
          [0, 40, 0],
          [1, 0, 1],
        ],
      ],
    ]);
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 400 });
    chart.setOption(props.echartOptions);
    expect((chart.renderToSVGString().match(/<path/g) ?? []).length).toBeGreaterThanOrEqual(3);
    chart.dispose();
  });

  it('explains too many periods', () => {
    const many: ChartDataResult = {
      colnames: ['ds', 'x'],
      coltypes: [2, 0],
      data: Array.from({ length: MAX_PERIODS + 1 }, (_, i) => ({ ds: Date.UTC(2000, 0, i + 1), x: 1 })),
    };
    expect(() =>
      transformRoseProps({ formData: parse(), queriesData: [many], width: 300, height: 300 }),
    ).toThrow(/Too many periods/);
  });
});
