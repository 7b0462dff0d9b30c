import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { SankeyChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildSankeyQuery } from './build-query';
import { findLoop, nodeValues } from './flows';
import { sankeyFormDataSchema } from './form-data';
import { sankeyLabelRoom, transformSankeyProps } from './transform-props';

use([SankeyChart, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  sankeyFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'sankey_v2',
    source: 'minority',
    target: 'gender',
    metric: 'count',
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['minority', 'gender', 'count'],
  coltypes: [1, 1, 0],
  data: [
    { minority: 'yes', gender: 'female', count: 30 },
    { minority: 'yes', gender: 'male', count: 10 },
    { minority: 'no', gender: 'male', count: 60 },
  ],
};
const draw = (rows = result, extra: Record<string, unknown> = {}) =>
  transformSankeyProps({ formData: parse(extra), queriesData: [rows], width: 500, height: 300 });

describe('Sankey Chart', () => {
  it("builds Superset's query: the metric by source and target, ordered when a row limit cuts", () => {
    const query = buildSankeyQuery(parse({ row_limit: 100, sort_by_metric: true })).queries[0];
    expect(query?.columns).toEqual(['minority', 'gender']);
    expect(query?.orderby).toEqual([
      ['count', false],
      ['minority', true],
      ['gender', true],
    ]);
    expect(buildSankeyQuery(parse({ row_limit: null })).queries[0]?.orderby).toEqual([]);
  });

  it('makes a node per value and a link per row', () => {
    const series = (draw().echartOptions['series'] as { data: { name: string }[]; links: unknown[] }[])[0];
    expect(series?.data.map((d) => d.name)).toEqual(['yes', 'female', 'male', 'no']);
    expect(series?.links).toMatchObject([
      { source: 'yes', target: 'female', value: 30 },
      { source: 'yes', target: 'male', value: 10 },
      { source: 'no', target: 'male', value: 60 },
    ]);
  });

  it('keeps room right of the last column for its longest label instead of cutting it (issue 18)', () => {
    // 'female' (6 × 12 × 0.55 = 39.6 px) is the longest last-column label: 49.6 px with the gap.
    const series = (draw().echartOptions['series'] as { right: number; label: { width: number } }[])[0];
    expect(series?.right).toBeCloseTo(49.6, 6);
    expect(series?.label.width).toBeCloseTo(39.6, 6);
    expect(sankeyLabelRoom(['Trucks and Buses'], 12, 400)).toBeCloseTo(115.6, 6);
    expect(sankeyLabelRoom(['A very long product line name'], 12, 400)).toBe(140);
    expect(sankeyLabelRoom(['x'], 12, 400)).toBe(40);
  });

  it("sizes nodes by the larger of in- and outflow and gives a link's share of both ends", () => {
    const links = [
      { source: 'a', target: 'b', value: 30 },
      { source: 'b', target: 'c', value: 10 },
    ];
    expect(Object.fromEntries(nodeValues(links))).toEqual({ a: 30, b: 30, c: 10 });
    const tooltip = draw().echartOptions['tooltip'] as { formatter: (p: unknown) => string };
    // yes → male is 10 of yes' 40 and of male's 70.
    expect(tooltip.formatter({ value: 10, data: { source: 'yes', target: 'male', value: 10 } })).toBe(
      '<b>yes → male</b><br/>count: <b>10</b><br/>% (yes): <b>25.00%</b><br/>% (male): <b>14.29%</b>',
    );
  });

  it('explains a loop instead of failing in ECharts', () => {
    expect(
      findLoop([
        { source: 'a', target: 'b', value: 1 },
        { source: 'b', target: 'a', value: 1 },
      ]),
    ).toEqual(['a', 'b', 'a']);
    const loop: ChartDataResult = {
      ...result,
      data: [...result.data, { minority: 'male', gender: 'yes', count: 1 }],
    };
    expect(() => draw(loop)).toThrow(/loop \(yes → male → yes\)/);
  });

  it('draws in ECharts and names a missing source', () => {
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 500, height: 300 });
    chart.setOption(draw().echartOptions);
    expect(chart.renderToSVGString()).toContain('female');
    chart.dispose();
    expect(() => draw(result, { source: null })).toThrow('Source is required');
  });
});
