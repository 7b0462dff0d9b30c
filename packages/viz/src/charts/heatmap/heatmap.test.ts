import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { HeatmapChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildHeatmapQuery } from './build-query';
import { heatmapFormDataSchema } from './form-data';
import { sortAxisValues, transformHeatmapProps } from './transform-props';

use([HeatmapChart, GridComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  heatmapFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'heatmap_v2',
    x_axis: 'stage',
    groupby: 'category',
    metric: 'count',
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['stage', 'category', 'count', 'rank'],
  coltypes: [1, 1, 0, 0],
  data: [
    { stage: 'B', category: 'V', count: 10, rank: 1 / 3 },
    { stage: 'A', category: 'V', count: 30, rank: 1 },
    { stage: 'A', category: 'D', count: 20, rank: 2 / 3 },
  ],
};
const draw = (extra: Record<string, unknown> = {}) =>
  transformHeatmapProps({ formData: parse(extra), queriesData: [result], width: 500, height: 300 });
const option = (extra: Record<string, unknown> = {}) => draw(extra).echartOptions as Record<string, unknown>;

describe('Heatmap', () => {
  it("builds Superset's query: x and y, alphabetical orders, the rank across the chosen axis", () => {
    const query = buildHeatmapQuery(parse({ sort_y_axis: 'value_desc', normalize_across: 'x' })).queries[0];
    expect(query?.columns).toEqual([
      { columnType: 'BASE_AXIS', sqlExpression: 'stage', label: 'stage', expressionType: 'SQL' },
      'category',
    ]);
    expect(query?.metrics).toEqual(['count']);
    expect(query?.orderby).toEqual([['stage', true]]);
    expect(query?.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'count', group_by: 'stage' } },
    ]);
    expect(buildHeatmapQuery(parse()).queries[0]?.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'count' } },
    ]);
  });

  it('places a cell per row by the sorted categories', () => {
    const o = option();
    expect(o['xAxis']).toMatchObject({ data: ['A', 'B'] });
    expect(o['yAxis']).toMatchObject({ data: ['D', 'V'] });
    expect((o['series'] as { data: unknown[] }[])[0]?.data).toEqual([
      [1, 1, 10],
      [0, 1, 30],
      [0, 0, 20],
    ]);
    expect(o['visualMap']).toMatchObject({ min: 10, max: 30, dimension: 2 });
  });

  it('sorts categories by the summed metric or alphabetically, numbers numerically', () => {
    expect(sortAxisValues(['A', 'B'], result.data, 'value_asc', 'count', 'stage')).toEqual(['B', 'A']);
    expect(sortAxisValues(['A', 'B'], result.data, 'value_desc', 'count', 'stage')).toEqual(['A', 'B']);
    expect(sortAxisValues([10, 9, 100], [], 'alpha_asc', 'count', 'x')).toEqual([9, 10, 100]);
    expect(sortAxisValues(['b', 'a'], [], null, 'count', 'x')).toEqual(['b', 'a']);
  });

  it('colours by the rank when normalized, within bounds when given', () => {
    const o = option({ normalized: true, value_bounds: [0, null] });
    expect((o['series'] as { data: unknown[] }[])[0]?.data[0]).toEqual([1, 1, 10, 1 / 3]);
    expect(o['visualMap']).toMatchObject({ min: 0, max: 1, dimension: 3 });
  });

  it('gives the share across x in the tooltip', () => {
    const tooltip = option({ normalize_across: 'x' })['tooltip'] as { formatter: (p: unknown) => string };
    // 30 of the 50 in stage A.
    expect(tooltip.formatter({ value: [0, 1, 30] })).toBe('<b>A (V)</b><br/>count: <b>30 60.00% (A)</b>');
  });

  it('starts the plot under the legend, and under the values a continuous legend writes at its handles', () => {
    const top = (extra: Record<string, unknown>) =>
      (draw(extra).echartOptions['grid'] as { top: number }).top;
    expect(top({ legend_type: 'continuous' })).toBe(56);
    expect(top({ legend_type: 'piecewise' })).toBe(36);
    expect(top({ show_legend: false })).toBe(8);
  });

  it('draws in ECharts, with values in the cells', () => {
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 500, height: 300 });
    chart.setOption(draw({ show_values: true }).echartOptions);
    expect(chart.renderToSVGString()).toContain('>30<');
    chart.dispose();
  });

  it('names a missing y-axis, and reads wrong-typed display controls as their defaults', () => {
    const parsed = heatmapFormDataSchema.safeParse({
      datasource: '1__table',
      viz_type: 'heatmap_v2',
      x_axis: 'stage',
      metric: 'count',
    });
    expect(() =>
      transformHeatmapProps({ formData: parsed.data!, queriesData: [result], width: 1, height: 1 }),
    ).toThrow('Y-axis is required');
    expect(parse({ normalize_across: 'heatmap_v2', border_width: 'x' })).toMatchObject({
      normalize_across: 'heatmap',
      border_width: 0,
    });
  });
});
