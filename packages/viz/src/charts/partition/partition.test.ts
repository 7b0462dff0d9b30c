import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildPartitionQuery } from './build-query';
import { partitionFormDataSchema } from './form-data';
import { icicleLayout } from './layout';
import { partitionOption } from './partition-option';
import { transformPartitionProps } from './transform-props';
import { partitionTrees, pruneTree } from './tree';

use([CustomChart, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  partitionFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'partition',
    granularity_sqla: 'ds',
    metrics: ['sales'],
    groupby: ['region', 'country'],
    ...extra,
  });
const y = (i: number) => Date.UTC(2020 + i, 0, 1);
const rows = [
  { __timestamp: y(0), region: 'EU', country: 'FR', sales: 10 },
  { __timestamp: y(1), region: 'EU', country: 'FR', sales: 30 },
  { __timestamp: y(0), region: 'EU', country: 'DE', sales: 20 },
  { __timestamp: y(1), region: 'EU', country: 'DE', sales: 10 },
  { __timestamp: y(1), region: 'US', country: 'US', sales: 40 },
];

describe('Partition Chart', () => {
  it('is a time series only for the time options', () => {
    expect(buildPartitionQuery(parse()).queries[0]?.is_timeseries).toBe(false);
    const timed = buildPartitionQuery(
      parse({ time_series_option: 'agg_sum', timeseries_limit_metric: 'count' }),
    ).queries[0];
    expect([timed?.is_timeseries, timed?.metrics, timed?.orderby]).toEqual([
      true,
      ['sales', 'count'],
      [['count', false]],
    ]);
  });

  it('sums each level over the rows (hand-computed)', () => {
    const [tree] = partitionTrees(rows, ['sales'], ['region', 'country'], 'agg_sum');
    expect(tree?.value).toBe(110);
    expect(tree?.children.map((c) => [c.name, c.value, c.children.map((g) => [g.name, g.value])])).toEqual([
      [
        'EU',
        70,
        [
          ['FR', 40],
          ['DE', 30],
        ],
      ],
      ['US', 40, [['US', 40]]],
    ]);
  });

  it('averages with agg_mean and compares the last time with the first with point_*', () => {
    expect(partitionTrees(rows, ['sales'], ['region'], 'agg_mean')[0]?.children[0]?.value).toBe(17.5);
    // EU: last year 40, first year 30.
    expect(partitionTrees(rows, ['sales'], ['region'], 'point_diff')[0]?.children[0]?.value).toBe(10);
    expect(partitionTrees(rows, ['sales'], ['region'], 'point_factor')[0]?.children[0]?.value).toBeCloseTo(
      4 / 3,
      12,
    );
    expect(partitionTrees(rows, ['sales'], ['region'], 'point_percent')[0]?.children[0]?.value).toBeCloseTo(
      1 / 3,
      12,
    );
  });

  it('keeps the largest children up to the limit and drops those under the threshold', () => {
    const node = {
      name: 'r',
      value: 100,
      children: [5, 60, 30, 4, 1].map((v) => ({ name: String(v), value: v, children: [] })),
    };
    expect(pruneTree(node, 3, 0).children.map((c) => c.value)).toEqual([60, 30, 5]);
    expect(pruneTree(node, 0, 0.05).children.map((c) => c.value)).toEqual([60, 30, 5]);
  });

  it('lays out a column per level, each node as tall as its share', () => {
    const [tree] = partitionTrees(rows, ['sales'], ['region'], 'not_time');
    const rects = icicleLayout(tree ? [tree] : [], [], { width: 300, height: 110 });
    expect(rects.map((r) => [r.path.join('/'), r.x, r.y, r.height])).toEqual([
      ['sales', 0, 0, 110],
      ['sales/EU', 150, 0, 70],
      ['sales/US', 150, 70, 40],
    ]);
    const zoomed = icicleLayout(tree ? [tree] : [], ['sales', 'EU'], { width: 300, height: 110 });
    expect(zoomed.map((r) => [r.path.join('/'), r.height])).toEqual([['sales/EU', 110]]);
  });

  it('asks for a dimension, and renders in ECharts', () => {
    const result: ChartDataResult = {
      colnames: ['region', 'country', 'sales'],
      coltypes: [1, 1, 0],
      data: rows,
    };
    expect(() =>
      transformPartitionProps({
        formData: parse({ groupby: [] }),
        queriesData: [result],
        width: 1,
        height: 1,
      }),
    ).toThrow('Please choose at least one groupby');
    const props = transformPartitionProps({
      formData: parse(),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    const { option } = partitionOption(props, []);
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
    chart.setOption(option);
    const svg = chart.renderToSVGString();
    chart.dispose();
    expect(svg).toContain('>EU<');
    expect(svg).toContain('>FR<');
  });
});
