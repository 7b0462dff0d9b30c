import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { buildPieQuery } from './build-query';
import { pieFormDataSchema } from './form-data';
import { insideLabelFits, pieLayout } from './pie-layout';
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
      outsideLabels: ['Classic Cars', 'Trains'],
      fontSize: 12,
    });
    // Legend on top: 30 px kept; the box is 400×270, half its shorter side 135 px: short leader lines (8 + 12).
    expect([layout.top, layout.bottom, layout.left, layout.right]).toEqual([30, 0, 0, 0]);
    expect(layout.labelLine).toEqual({ length: 8, length2: 12 });
    // 'Classic Cars' is 12 × 12 × 0.55 = 79.2 px; beside the pie 8 + 12 + 5 + 5 = 30 px of line and margins:
    // the radius may be 200 − 30 − 79.2 = 90.8 px, 67.3% of 135.
    expect(layout.radius).toEqual(['0%', '67.3%']);
    expect(layout.outerPx).toBeCloseTo(0.673 * 135, 6);
    const wide = pieLayout({
      formData: parse({ legendOrientation: 'right' }),
      width: 1200,
      height: 600,
      names: ['Classic Cars'],
      outsideLabels: ['Classic Cars'],
      fontSize: 12,
    });
    // The legend takes its longest entry plus 40 px; the pie keeps its 80% and ECharts' long lines.
    expect(wide.radius).toEqual(['0%', '80%']);
    expect(wide.right).toBeCloseTo(119.2, 6);
    expect(wide.labelLine).toEqual({ length: 15, length2: 30 });
  });

  it('never shrinks the pie below 40% for very long labels (they wrap), and keeps a donut a ring', () => {
    const layout = pieLayout({
      formData: parse({ donut: true, innerRadius: 30, outerRadius: 60 }),
      width: 300,
      height: 300,
      names: [],
      outsideLabels: ['A very long product line name that can not fit'],
      fontSize: 10,
    });
    expect(layout.radius).toEqual(['20%', '40%']);
  });

  it('shrinks the pie below 40%, down to 25%, rather than break a word of a wrapped label', () => {
    const layout = pieLayout({
      formData: parse({ show_legend: false }),
      width: 240,
      height: 240,
      names: [],
      outsideLabels: ['Motorcycle'],
      fontSize: 10,
    });
    // 'Motorcycle' is 55 px: the radius may be 120 − 30 − 55 = 35 px, 29.2% of 120.
    expect(layout.radius).toEqual(['0%', '29.2%']);
    const tiny = pieLayout({
      formData: parse({ show_legend: false }),
      width: 120,
      height: 120,
      names: [],
      outsideLabels: ['Motorcycle'],
      fontSize: 10,
    });
    expect(tiny.radius).toEqual(['0%', '25%']);
  });

  it('says whether an inside label fits its slice, radially and along the chord', () => {
    const label = { text: 'Cars', fontSize: 10 }; // 22 × 10 px
    // A quarter of a pie of radius 100: the label at 50 px needs 22.6 px each way; the chord there is 70.7 px.
    expect(insideLabelFits({ ...label, startAngle: 0, sweep: 90, innerPx: 0, outerPx: 100 })).toBe(true);
    // A 10° slice at the right: the chord at 50 px is 8.7 px, the label 10 px high.
    expect(insideLabelFits({ ...label, startAngle: 85, sweep: 10, innerPx: 0, outerPx: 100 })).toBe(false);
    // A 20 px ring: at the side the label runs across it (22 px), at the top along it (10 px).
    expect(insideLabelFits({ ...label, startAngle: 45, sweep: 90, innerPx: 80, outerPx: 100 })).toBe(false);
    expect(insideLabelFits({ ...label, startAngle: 315, sweep: 90, innerPx: 80, outerPx: 100 })).toBe(true);
  });

  it('hides labels under the threshold by angle and hides colliding labels, with a set line height (issue 17)', () => {
    const props = transformPieProps({
      formData: parse({ show_labels_threshold: 5 }),
      queriesData: [result],
      width: 400,
      height: 400,
    });
    const series = (props.echartOptions['series'] as Record<string, unknown>[])[0];
    expect(series?.['minShowLabelAngle']).toBe(18);
    expect(series?.['labelLayout']).toEqual({ hideOverlap: true });
    expect(series?.['label']).toMatchObject({
      position: 'outer',
      fontSize: 12,
      lineHeight: 15,
      overflow: 'break',
    });
    // Superset's label_line: off by default, on when asked for.
    expect(series?.['labelLine']).toEqual({ show: false, length: 15, length2: 30 });
    const withLines = transformPieProps({
      formData: parse({ label_line: true }),
      queriesData: [result],
      width: 400,
      height: 400,
    });
    expect((withLines.echartOptions['series'] as Record<string, unknown>[])[0]?.['labelLine']).toMatchObject({
      show: true,
    });
  });

  it('moves an inside label that does not fit its slice outside, with a leader line, and makes room for it', () => {
    const props = transformPieProps({
      formData: parse({ labels_outside: false, show_labels_threshold: 0 }),
      queriesData: [result],
      width: 400,
      height: 400,
    });
    const series = sliceData(props.echartOptions) as unknown as {
      radius: string[];
      label: Record<string, unknown>;
      data: (PieData & { label: Record<string, unknown>; labelLine?: { show: boolean } })[];
    };
    expect(series.label['position']).toBe('inner');
    // 'Trains' (39.6 × 12 px) in a 14.4° slice: the chord at half the 148 px radius is 18.5 px, too narrow.
    expect(series.data[1]?.label).toMatchObject({ show: true, position: 'outer', overflow: 'break' });
    expect(series.data[1]?.labelLine).toEqual({ show: true });
    // 'Classic Cars' stays inside its 345.6° slice.
    expect(series.data[0]?.label['position']).toBeUndefined();
    expect(series.data[0]?.labelLine).toBeUndefined();
    // Room for 'Trains' beside the pie: 200 − (15 + 30 + 5 + 5) − 39.6 = 105.4 px of 185, 57%.
    expect(series.radius).toEqual(['0%', '57%']);
  });
});
