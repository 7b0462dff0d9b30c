import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { buildPieQuery } from './build-query';
import { pieFormDataSchema } from './form-data';
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
      formData: parse({ donut: true, innerRadius: 41, outerRadius: 65 }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(sliceData(props.echartOptions)?.radius).toEqual(['41%', '65%']);
  });
});
