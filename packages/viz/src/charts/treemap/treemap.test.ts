import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { TreemapChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildTreemapQuery } from './build-query';
import { treemapFormDataSchema } from './form-data';
import { hierarchyLabel, transformTreemapProps } from './transform-props';

use([TreemapChart, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  treemapFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'treemap_v2',
    groupby: ['region', 'country'],
    metric: 'count',
    row_limit: 100,
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['region', 'country', 'count'],
  coltypes: [1, 1, 0],
  data: [
    { region: 'Europe', country: 'France', count: 30 },
    { region: 'Europe', country: 'Spain', count: 10 },
    { region: 'Asia', country: 'Japan', count: 60 },
  ],
};
type Item = { name: string; value: number; children?: Item[] };
const data = (option: Record<string, unknown>) => (option['series'] as { data: Item[] }[])[0]?.data ?? [];

describe('Treemap', () => {
  it("orders by the metric then each level, as Superset's client does, only with a row limit", () => {
    expect(buildTreemapQuery(parse({ sort_by_metric: true })).queries[0]?.orderby).toEqual([
      ['count', false],
      ['region', true],
      ['country', true],
    ]);
    expect(buildTreemapQuery(parse({ sort_by_metric: false })).queries[0]?.orderby).toEqual([
      ['region', true],
      ['country', true],
    ]);
    expect(buildTreemapQuery(parse({ row_limit: null })).queries[0]?.orderby).toEqual([]);
    expect(buildTreemapQuery(parse()).queries[0]?.columns).toEqual(['region', 'country']);
  });

  it('nests the rows by level; a parent is the sum of its children', () => {
    const props = transformTreemapProps({
      formData: parse(),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    const strip = (items: Item[]): unknown =>
      items.map((i) => (i.children ? [i.name, i.value, strip(i.children)] : [i.name, i.value]));
    expect(strip(data(props.echartOptions))).toEqual([
      [
        'Europe',
        40,
        [
          ['France', 30],
          ['Spain', 10],
        ],
      ],
      ['Asia', 60, [['Japan', 60]]],
    ]);
  });

  it('cross-filters on the clicked node: its path of level values (data index 0 is the root ECharts adds)', () => {
    const props = transformTreemapProps({
      formData: parse(),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    const click = (dataIndex: number) => props.clickValues?.({ seriesIndex: 0, dataIndex, name: '' });
    expect(click(0)).toBeNull();
    expect(click(1)).toEqual({ region: 'Europe' });
    expect(click(3)).toEqual({ region: 'Europe', country: 'Spain' });
    expect(click(5)).toEqual({ region: 'Asia', country: 'Japan' });
  });

  it('labels by label type and draws in ECharts', () => {
    expect(hierarchyLabel('key_value', 'Asia', '60')).toBe('Asia: 60');
    expect(hierarchyLabel('value', 'Asia', '60')).toBe('60');
    const props = transformTreemapProps({
      formData: parse(),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
    chart.setOption(props.echartOptions);
    const svg = chart.renderToSVGString();
    expect(svg).toContain('Japan: 60');
    chart.dispose();
  });

  it('explains a metric the results lack, and a missing metric', () => {
    expect(() =>
      transformTreemapProps({
        formData: parse({ metric: 'sum__x' }),
        queriesData: [result],
        width: 1,
        height: 1,
      }),
    ).toThrow(/no column "sum__x"/);
    const parsed = treemapFormDataSchema.safeParse({ datasource: '1__table', viz_type: 'treemap_v2' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Metric is required');
  });
});
