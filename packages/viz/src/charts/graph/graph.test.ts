import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { GraphChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildGraphQuery } from './build-query';
import { graphFormDataSchema } from './form-data';
import { circularLabelRoom, scaleLinear, transformGraphProps } from './transform-props';

use([GraphChart, LegendComponent, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  graphFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'graph_chart',
    source: 'deal_size',
    target: 'product_line',
    metric: 'count',
    row_limit: 10000,
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['deal_size', 'product_line', 'count'],
  coltypes: [1, 1, 0],
  data: [
    { deal_size: 'Small', product_line: 'Ships', count: 10 },
    { deal_size: 'Small', product_line: 'Trains', count: 30 },
    { deal_size: 'Large', product_line: 'Ships', count: 0 },
    { deal_size: 'Large', product_line: 'Trains', count: 20 },
  ],
};
type Series = {
  data: { name: string; value: number; symbolSize: number; category?: number }[];
  edges: { source: number; target: number; value: number; lineStyle: { width: number } }[];
  categories: { name: string }[];
  edgeSymbol: string[];
  roam: unknown;
};
const seriesOf = (extra: Record<string, unknown> = {}, data = result) =>
  (
    transformGraphProps({ formData: parse(extra), queriesData: [data], width: 600, height: 400 })
      .echartOptions['series'] as Series[]
  )[0] as Series;

describe('Graph Chart', () => {
  it('queries the metric by source, target and the categories', () => {
    const query = buildGraphQuery(parse({ source_category: 'status' })).queries[0];
    expect(query?.columns).toEqual(['deal_size', 'product_line', 'status']);
    expect(query?.metrics).toEqual(['count']);
  });

  it('sums the weights of each node, skips zero rows and sizes nodes 0.5x..2.5x, edges up to 2x', () => {
    const series = seriesOf();
    // Small 10+30, Ships 10 (the 0 row skipped), Trains 30+20, Large 20.
    expect(series.data.map((n) => [n.name, n.value, n.symbolSize])).toEqual([
      ['Small', 40, 10 + (30 / 40) * 40],
      ['Ships', 10, 10],
      ['Trains', 50, 50],
      ['Large', 20, 10 + (10 / 40) * 40],
    ]);
    expect(series.edges.map((e) => [e.source, e.target, e.value, e.lineStyle.width])).toEqual([
      [0, 1, 10, 2],
      [0, 2, 30, 6],
      [3, 2, 20, 4],
    ]);
    expect(series.edgeSymbol).toEqual(['none', 'arrow']);
    expect(scaleLinear(5, [5, 5], [10, 50])).toBe(30);
  });

  it('colours nodes by category, reads roam and select mode saved as text, and filters on the clicked node or edge', () => {
    const data: ChartDataResult = {
      colnames: ['deal_size', 'product_line', 'status', 'count'],
      coltypes: [1, 1, 1, 0],
      data: [{ deal_size: 'Small', product_line: 'Ships', status: 'Shipped', count: 3 }],
    };
    const props = transformGraphProps({
      formData: parse({ source_category: 'status', roam: 'false', selectedMode: 'false' }),
      queriesData: [data],
      width: 300,
      height: 300,
    });
    const series = (props.echartOptions['series'] as (Series & { selectedMode: unknown })[])[0];
    expect(series?.categories.map((c) => c.name)).toEqual(['Shipped']);
    expect(series?.data.map((n) => n.category)).toEqual([0, undefined]);
    expect([series?.roam, series?.selectedMode]).toEqual([false, false]);
    expect(props.clickValues?.({ seriesIndex: 0, dataIndex: 1, name: 'Ships', dataType: 'node' })).toEqual({
      product_line: 'Ships',
    });
    expect(props.clickValues?.({ seriesIndex: 0, dataIndex: 0, name: '', dataType: 'edge' })).toEqual({
      deal_size: 'Small',
      product_line: 'Ships',
    });
  });

  it('draws in ECharts in both layouts', () => {
    for (const layout of ['force', 'circular']) {
      const props = transformGraphProps({
        formData: parse({ layout }),
        queriesData: [result],
        width: 400,
        height: 300,
      });
      const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
      chart.setOption(props.echartOptions);
      expect(chart.renderToSVGString()).toContain('Trains');
      chart.dispose();
    }
  });

  it('keeps room around a circular layout for the labels turned outwards, so they are not cut at the edge', () => {
    const props = transformGraphProps({
      formData: parse({ layout: 'circular' }),
      queriesData: [result],
      width: 600,
      height: 400,
    });
    const series = (props.echartOptions['series'] as Record<string, number>[])[0];
    // 'Trains' is 6 × 12 × 0.55 = 39.6 px, the largest node 50 px: 39.6 + 25 + 5 = 69.6 px beyond the legend's
    // padding (30 above and below, 20 at the sides).
    expect([series?.['top'], series?.['bottom'], series?.['left'], series?.['right']]).toEqual([
      99.6, 99.6, 89.6, 89.6,
    ]);
    expect(circularLabelRoom(['A very long airport name indeed'], 50, 200)).toBe(50);
    expect(seriesOf({ layout: 'force' }) as unknown as Record<string, number>).toMatchObject({
      top: 30,
      left: 20,
    });
  });

  it('scales the nodes of a crowded circle down to share 90% of its circumference, not a blob (issue 18)', () => {
    // 30 nodes of equal weight, 30 px each (900 px), labels 'n10' of 19.8 px, no legend on a 400 × 400 card.
    const ring: ChartDataResult = {
      ...result,
      data: Array.from({ length: 30 }, (_, i) => ({
        deal_size: `n${i}`,
        product_line: `n${(i + 1) % 30}`,
        count: 1,
      })),
    };
    const props = transformGraphProps({
      formData: parse({ layout: 'circular' }),
      queriesData: [ring],
      width: 400,
      height: 400,
    });
    const series = (props.echartOptions['series'] as { top: number; data: { symbolSize: number }[] }[])[0];
    // Pass 1: room 19.8 + 15 + 5 = 39.8, radius 170 − 39.8 = 130.2, scale 0.9 · 2π · 130.2 / 900 = 0.818;
    // pass 2 with nodes of 24.5 px: room 37.07, radius 132.93, scale 0.8352: nodes 25.06 px.
    expect(series?.data[0]?.symbolSize).toBeCloseTo(25.057, 2);
    expect(series?.top).toBeCloseTo(67.071, 2);
  });

  it('names the missing source', () => {
    const parsed = graphFormDataSchema.safeParse({
      datasource: '1__table',
      viz_type: 'graph_chart',
      metric: 'count',
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Source is required', 'Target is required']);
  });
});
