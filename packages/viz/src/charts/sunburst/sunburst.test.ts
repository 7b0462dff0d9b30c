import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { SunburstChart } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildSunburstQuery } from './build-query';
import { sunburstFormDataSchema } from './form-data';
import { transformSunburstProps } from './transform-props';

use([SunburstChart, TooltipComponent, GraphicComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  sunburstFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'sunburst_v2',
    columns: ['category', 'stage'],
    metric: 'count',
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['category', 'stage', 'count', 'done'],
  coltypes: [1, 1, 0, 0],
  data: [
    { category: 'Vaccine', stage: 'Phase 1', count: 20, done: 5 },
    { category: 'Vaccine', stage: 'Phase 2', count: 60, done: 30 },
    { category: 'Drug', stage: 'Phase 1', count: 20, done: 20 },
  ],
};
type Item = {
  name: string;
  value: number;
  itemStyle: { color: string };
  label: { show: boolean };
  children?: Item[];
};
const data = (option: Record<string, unknown>) => (option['series'] as { data: Item[] }[])[0]?.data ?? [];

describe('Sunburst Chart', () => {
  it('queries the metric and the secondary metric by the hierarchy columns', () => {
    const query = buildSunburstQuery(parse({ secondary_metric: 'done', sort_by_metric: true })).queries[0];
    expect(query?.columns).toEqual(['category', 'stage']);
    expect(query?.metrics).toEqual(['count', 'done']);
    expect(query?.orderby).toEqual([['count', false]]);
  });

  it('sums rings from the outer arcs and shows labels of arcs at or over the threshold', () => {
    const props = transformSunburstProps({
      formData: parse({ show_labels: true, show_labels_threshold: 25 }),
      queriesData: [result],
      width: 400,
      height: 400,
    });
    const [vaccine, drug] = data(props.echartOptions);
    expect([vaccine?.name, vaccine?.value, drug?.name, drug?.value]).toEqual(['Vaccine', 80, 'Drug', 20]);
    // 80/100 and 60/100 are at least 25%; 20/100 are not.
    expect(vaccine?.label.show).toBe(true);
    expect(vaccine?.children?.map((c) => [c.name, c.value, c.label.show])).toEqual([
      ['Phase 1', 20, false],
      ['Phase 2', 60, true],
    ]);
    expect(drug?.label.show).toBe(false);
  });

  it('colours by secondary / primary on the linear scheme when a different secondary metric is set', () => {
    const props = transformSunburstProps({
      formData: parse({ secondary_metric: 'done', linear_color_scheme: 'white_black' }),
      queriesData: [result],
      width: 400,
      height: 400,
    });
    // Ratios: Vaccine 35/80, Phase 1 0.25 (lowest: white), Phase 2 0.5, Drug 1 (highest: black).
    const [vaccine, drug] = data(props.echartOptions);
    expect(vaccine?.children?.[0]?.itemStyle.color).toBe('#ffffff');
    expect(drug?.itemStyle.color).toBe('#000000');
  });

  it('cross-filters on the clicked arc and draws the total in ECharts', () => {
    const props = transformSunburstProps({
      formData: parse({ show_total: true }),
      queriesData: [result],
      width: 400,
      height: 400,
    });
    expect(props.clickValues?.({ seriesIndex: 0, dataIndex: 3, name: 'Phase 2' })).toEqual({
      category: 'Vaccine',
      stage: 'Phase 2',
    });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 400 });
    chart.setOption(props.echartOptions);
    expect(chart.renderToSVGString()).toContain('Total: 100');
    chart.dispose();
  });
});
