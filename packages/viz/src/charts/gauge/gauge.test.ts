import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { GaugeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildGaugeQuery } from './build-query';
import { gaugeFormDataSchema } from './form-data';
import { gaugeBounds, intervalStops, transformGaugeProps } from './transform-props';
import { arcEndDepth, stackedTextLayout } from './text-layout';

use([GaugeChart, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  gaugeFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'gauge_chart',
    groupby: ['deal_size'],
    metric: 'count',
    row_limit: 10,
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['deal_size', 'count'],
  coltypes: [1, 0],
  data: [
    { deal_size: 'Medium', count: 1384 },
    { deal_size: 'Small', count: 1282 },
    { deal_size: 'Large', count: 157 },
  ],
};

describe('Gauge Chart', () => {
  it("builds Superset's query: the metric by the dimensions, ordered by the metric when asked", () => {
    const plain = buildGaugeQuery(parse()).queries[0];
    expect(plain?.columns).toEqual(['deal_size']);
    expect(plain?.metrics).toEqual(['count']);
    expect(plain?.row_limit).toBe(10);
    expect(plain?.orderby).toEqual([]);
    expect(buildGaugeQuery(parse({ sort_by_metric: true })).queries[0]?.orderby).toEqual([['count', false]]);
  });

  it('bounds the axis at twice the extremes (with 0), or at the saved bounds', () => {
    expect(gaugeBounds([1384, 1282, 157], null, null)).toEqual([0, 2768]);
    expect(gaugeBounds([-5, 3], null, null)).toEqual([-10, 6]);
    expect(gaugeBounds([0, 0], null, null)).toEqual([-1, 0]);
    expect(gaugeBounds([5], 0, 10)).toEqual([0, 10]);
    expect(() => gaugeBounds([5], 10, 10)).toThrow("The gauge's Min (10) must be less than its Max (10).");
  });

  it('turns interval bounds and 1-based colour indexes into axis colour stops', () => {
    expect(intervalStops('25,50,100', '3,1,2', ['#a', '#b', '#c'], [0, 100])).toEqual([
      [0.25, '#c'],
      [0.5, '#a'],
      [1, '#b'],
    ]);
    expect(intervalStops('', '', ['#a'], [0, 1])).toEqual([]);
  });

  it('names items "column: value", formats values and sends the dimension of a clicked item', () => {
    const props = transformGaugeProps({
      formData: parse({ value_formatter: '{value} deals', number_format: ',d' }),
      queriesData: [result],
      width: 400,
      height: 400,
    });
    const [series] = props.echartOptions['series'] as {
      min: number;
      max: number;
      data: { name: string; value: number }[];
      detail: { formatter: (v: number) => string };
    }[];
    expect(series?.data.map((d) => [d.name, d.value])).toEqual([
      ['deal_size: Medium', 1384],
      ['deal_size: Small', 1282],
      ['deal_size: Large', 157],
    ]);
    expect([series?.min, series?.max]).toEqual([0, 2768]);
    expect(series?.detail.formatter(1384)).toBe('1,384 deals');
    expect(props.clickValues?.({ seriesIndex: 0, dataIndex: 1, name: '' })).toEqual({ deal_size: 'Small' });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 400 });
    chart.setOption(props.echartOptions);
    expect(chart.renderToSVGString()).toContain('1,384 deals');
    chart.dispose();
  });

  it('writes one line "name  value" per item under the arc, sized to fit a 370×300 card', () => {
    const props = transformGaugeProps({ formData: parse(), queriesData: [result], width: 370, height: 300 });
    const [series] = props.echartOptions['series'] as {
      data: {
        title: { show?: boolean };
        detail: { offsetCenter: [number, number]; fontSize: number; formatter: () => string };
      }[];
    }[];
    // Radius 0.8 × 300 / 2 = 120; the arc's ends (225° and -45°) reach 120 sin 45° = 60√2 ≈ 84.85
    // below the centre, which sits 0.45 × 300 = 135 above the bottom: 3 lines of (135 - 60√2) / 3
    // ≈ 16.72 px, text 16.72 / 1.2 ≈ 13.93 px (under the chosen 15).
    const details = series?.data.map((d) => d.detail) ?? [];
    expect(details.map((d) => d.formatter())).toEqual([
      'deal_size: Medium  1.38k',
      'deal_size: Small  1.28k',
      'deal_size: Large  157',
    ]);
    expect(series?.data.map((d) => d.title.show)).toEqual([false, false, false]);
    details.forEach((d, i) => {
      expect(d.fontSize).toBeCloseTo(13.93, 2);
      expect(d.offsetCenter[0]).toBe(0);
      expect(d.offsetCenter[1]).toBeCloseTo([93.21, 109.93, 126.64][i] ?? 0, 2);
    });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 370, height: 300 });
    chart.setOption(props.echartOptions);
    expect(chart.renderToSVGString()).toContain('deal_size: Small  1.28k');
    chart.dispose();
  });

  it('stacks the lines below the anchor when the arc closes under it, and keeps one item as title over value', () => {
    expect(arcEndDepth(120, 90, -270)).toBe(Number.POSITIVE_INFINITY);
    expect(arcEndDepth(120, 180, 0)).toBe(0);
    // Full circle: lines from 15 (under the anchor) to 135, 40 px each, text stays 15.
    expect(
      stackedTextLayout({
        width: 370,
        height: 300,
        fontSize: 15,
        startAngle: 90,
        endAngle: -270,
        lines: ['a', 'b', 'c'],
      }),
    ).toEqual({ fontSize: 15, offsets: [35, 75, 115] });
    // A 50-character line on a 200 px wide card: 0.95 × 200 / (0.6 × 50) ≈ 6.33 px text.
    expect(
      stackedTextLayout({
        width: 200,
        height: 300,
        fontSize: 15,
        startAngle: 90,
        endAngle: -270,
        lines: ['x'.repeat(50), 'y'],
      }).fontSize,
    ).toBeCloseTo(6.33, 2);
    const one = transformGaugeProps({
      formData: parse({ groupby: [] }),
      queriesData: [{ colnames: ['count'], coltypes: [0], data: [{ count: 7 }] }],
      width: 370,
      height: 300,
    });
    const [series] = one.echartOptions['series'] as {
      data: { title: { offsetCenter: number[] }; detail: { offsetCenter: number[]; fontSize?: number } }[];
    }[];
    expect(series?.data[0]?.title.offsetCenter).toEqual([0, 35]);
    expect(series?.data[0]?.detail.offsetCenter).toEqual([0, 54.5]);
    expect(series?.data[0]?.detail.fontSize).toBeUndefined();
  });

  it('names the metric when there are no dimensions, and reports a missing column', () => {
    const props = transformGaugeProps({
      formData: parse({ groupby: [] }),
      queriesData: [{ colnames: ['count'], coltypes: [0], data: [{ count: 7 }] }],
      width: 300,
      height: 300,
    });
    const [series] = props.echartOptions['series'] as { data: { name: string }[] }[];
    expect(series?.data[0]?.name).toBe('count');
    expect(props.clickValues?.({ seriesIndex: 0, dataIndex: 0, name: 'count' })).toBeNull();
    expect(() =>
      transformGaugeProps({
        formData: parse(),
        queriesData: [{ colnames: ['x'], coltypes: [0], data: [{ x: 1 }] }],
        width: 1,
        height: 1,
      }),
    ).toThrow(/no column "count", "deal_size"/);
  });

  it('says the metric is required', () => {
    const parsed = gaugeFormDataSchema.safeParse({ datasource: '1__table', viz_type: 'gauge_chart' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Metric is required');
  });
});
