import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { TreeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildTreeQuery } from './build-query';
import { treeFormDataSchema } from './form-data';
import { buildTree, transformTreeProps } from './transform-props';

use([TreeChart, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  treeFormDataSchema.parse({
    datasource: '8__table',
    viz_type: 'tree_chart',
    id: 'id',
    parent: 'parent',
    name: 'name',
    metric: 'count',
    row_limit: 1000,
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['id', 'parent', 'name', 'count'],
  coltypes: [1, 1, 1, 0],
  data: [
    { id: '1', parent: null, name: 'root', count: 1 },
    { id: '2', parent: '1', name: 'a', count: 2 },
    { id: '3', parent: '1', name: 'b', count: 3 },
    { id: '4', parent: '2', name: 'a1', count: 4 },
  ],
};
const row = (id: string, parent: string | null) => ({ id, parent, name: id, value: null });

describe('Tree Chart', () => {
  it('queries id, parent and name with the metric', () => {
    const query = buildTreeQuery(parse()).queries[0];
    expect(query?.columns).toEqual(['id', 'parent', 'name']);
    expect(query?.metrics).toEqual(['count']);
    expect(buildTreeQuery(parse({ metric: null, name: null })).queries[0]?.metrics).toEqual([]);
  });

  it('builds the tree from id/parent rows under the given root', () => {
    const props = transformTreeProps({
      formData: parse({ root_node_id: 2 }),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    const [series] = props.echartOptions['series'] as { data: unknown[] }[];
    expect(series?.data).toEqual([
      { name: 'a', value: 2, children: [{ name: 'a1', value: 4, children: [] }] },
    ]);
  });

  it('sets the line height of orthogonal labels, which hiding overlapping labels measures (no CJK font needed)', () => {
    const heightOf = (layout: string) => {
      const props = transformTreeProps({
        formData: parse({ layout }),
        queriesData: [result],
        width: 400,
        height: 300,
      });
      const [series] = props.echartOptions['series'] as { label: { lineHeight?: number } }[];
      return series?.label.lineHeight;
    };
    expect(heightOf('orthogonal')).toBe(14);
    expect(heightOf('radial')).toBeUndefined();
  });

  it('picks the parentless node with the most descendants as the root, and cuts cycles', () => {
    // 'x' has one descendant, '1' has three; 'c1' <-> 'c2' is a cycle off '1'.
    const tree = buildTree(
      [row('x', null), row('y', 'x'), row('1', 'missing'), row('c1', '1'), row('c2', 'c1'), row('c3', 'c2')],
      null,
    );
    expect(tree.name).toBe('1');
    expect(tree.children[0]?.children[0]?.children[0]?.name).toBe('c3');
    expect(() => buildTree([row('a', 'b'), row('b', 'a')], null)).toThrow(/has no root/);
    expect(() => buildTree([row('a', null)], '9')).toThrow(
      'No node has the id "9": check the Root node id and the Id column.',
    );
  });

  it('draws in ECharts, radial and orthogonal', () => {
    for (const layout of ['radial', 'orthogonal']) {
      const props = transformTreeProps({
        formData: parse({ layout }),
        queriesData: [result],
        width: 400,
        height: 300,
      });
      const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
      chart.setOption(props.echartOptions);
      expect(chart.renderToSVGString()).toContain('a1');
      chart.dispose();
    }
  });
});
