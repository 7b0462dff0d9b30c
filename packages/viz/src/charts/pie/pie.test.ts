import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { buildPieQuery } from './build-query';
import { pieFormDataSchema } from './form-data';
import { pieLayout } from './pie-layout';
import { pieLabel, transformPieProps } from './transform-props';

const parse = (extra: Record<string, unknown>) =>
  pieFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'pie',
    groupby: ['product_line'],
    metric: 'count',
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['product_line', 'count'],
  coltypes: [1, 0],
  data: [
    { product_line: 'Classic Cars', count: 96 },
    { product_line: 'Trains', count: 4 },
  ],
};
type PieData = {
  name: string;
  value: number;
  itemStyle: { color: string };
  label: { show: boolean; formatter: string };
};
const sliceData = (option: Record<string, unknown>) =>
  (option['series'] as { data: PieData[]; radius: unknown[] }[])[0];

describe('Pie Chart', () => {
  it('orders by the metric, descending, only with sort_by_metric', () => {
    expect(buildPieQuery(parse({ sort_by_metric: true })).queries[0]?.orderby).toEqual([['count', false]]);
    expect(buildPieQuery(parse({})).queries[0]?.orderby).toEqual([]);
  });

  it('makes a slice per row, coloured by label', () => {
    const props = transformPieProps({ formData: parse({}), queriesData: [result], width: 400, height: 400 });
    const series = sliceData(props.echartOptions);
    expect(series?.data.map((d) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['Classic Cars', 96, '#1FA8C9'],
      ['Trains', 4, '#454E7C'],
    ]);
  });

  it('hides labels of slices under the percentage threshold', () => {
    const props = transformPieProps({
      formData: parse({ show_labels_threshold: 5 }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(sliceData(props.echartOptions)?.data.map((d) => d.label.show)).toEqual([true, false]);
  });

  it('writes labels by label type', () => {
    const props = transformPieProps({
      formData: parse({ label_type: 'key_percent' }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(sliceData(props.echartOptions)?.data[0]?.label.formatter).toBe('Classic Cars: 96.00%');
    expect(pieLabel('key_value_percent', { name: 'a', value: '1', percent: '2%' })).toBe('a: 1 (2%)');
  });

  it('draws a donut with the inner radius', () => {
    const props = transformPieProps({
      formData: parse({ donut: true, innerRadius: 41, outerRadius: 65, labels_outside: false }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(sliceData(props.echartOptions)?.radius).toEqual(['41%', '65%']);
  });
  it("shrinks the pie on a normal card so outside labels fit whole instead of 'Cl...', and keeps the legend's side free (issue 17)", () => {
    const layout = pieLayout({
      formData: parse({}),
      width: 400,
      height: 300,
      names: ['Classic Cars', 'Trains'],
      labels: ['Classic Cars', 'Trains'],
      fontSize: 12,
    });
    // Legend on top: 30 px kept; the box is 400×270, half its shorter side 135 px.
    expect([layout.top, layout.bottom, layout.left, layout.right]).toEqual([30, 0, 0, 0]);
    const radius = (Number.parseFloat(layout.radius[1]) / 100) * 135;
    // 'Classic Cars' at 12 px is about 79 px wide; with the label line it fits in the 200 px half width.
    expect(radius + 40 + 79.2).toBeLessThanOrEqual(200.5);
    expect(Number.parseFloat(layout.radius[1])).toBeLessThan(80);
    const wide = pieLayout({
      formData: parse({ legendOrientation: 'right' }),
      width: 1200,
      height: 600,
      names: ['Classic Cars'],
      labels: ['Classic Cars'],
      fontSize: 12,
    });
    expect(wide.radius).toEqual(['0%', '80%']);
    expect(wide.right).toBeGreaterThan(100);
  });

  it('never shrinks the pie below 40% for very long labels, and keeps a donut a ring', () => {
    const layout = pieLayout({
      formData: parse({ donut: true, innerRadius: 30, outerRadius: 60 }),
      width: 300,
      height: 300,
      names: [],
      labels: ['A very long product line name that can not fit'],
      fontSize: 10,
    });
    expect(layout.radius).toEqual(['20%', '40%']);
  });
});
