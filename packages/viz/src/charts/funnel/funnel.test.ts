import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { FunnelChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildFunnelQuery } from './build-query';
import { funnelFormDataSchema } from './form-data';
import { funnelStages, transformFunnelProps } from './transform-props';

use([FunnelChart, LegendComponent, TooltipComponent, SVGRenderer]);

const parse = (extra: Record<string, unknown> = {}) =>
  funnelFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'funnel',
    groupby: ['status'],
    metric: 'count',
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['status', 'count'],
  coltypes: [1, 0],
  data: [
    { status: 'Ordered', count: 100 },
    { status: 'Shipped', count: 60 },
    { status: 'Disputed', count: 15 },
  ],
};
const draw = (extra: Record<string, unknown> = {}) =>
  transformFunnelProps({ formData: parse(extra), queriesData: [result], width: 400, height: 300 });
const label = (extra: Record<string, unknown>, index: number) => {
  const series = (
    draw(extra).echartOptions['series'] as { label: { formatter: (p: unknown) => string } }[]
  )[0];
  return series?.label.formatter({ dataIndex: index });
};

describe('Funnel Chart', () => {
  it('orders by the metric, descending, with sort_by_metric (the default)', () => {
    expect(buildFunnelQuery(parse()).queries[0]?.orderby).toEqual([['count', false]]);
    expect(buildFunnelQuery(parse({ sort_by_metric: false })).queries[0]?.orderby).toEqual([]);
  });

  it('takes shares of the first step, the previous step and the total', () => {
    const stages = funnelStages([
      { name: 'a', value: 100 },
      { name: 'b', value: 60 },
      { name: 'c', value: 15 },
    ]);
    expect(stages.map((s) => [s.firstStepPercent, s.prevStepPercent])).toEqual([
      [1, 1],
      [0.6, 0.6],
      [0.15, 0.25],
    ]);
    expect(stages.map((s) => s.totalPercent.toFixed(4))).toEqual(['0.5714', '0.3429', '0.0857']);
  });

  it('labels by label type and percent calculation; reads the numeric label types old charts saved', () => {
    expect(label({ label_type: 'key_value_percent', percent_calculation_type: 'prev_step' }, 2)).toBe(
      'Disputed: 15 (25.00%)',
    );
    expect(label({ label_type: 5, percent_calculation_type: 'first_step' }, 1)).toBe('Shipped: 60 (60.00%)');
    expect(label({ label_type: 6 }, 0)).toBe('100 (57.14%)');
    expect(parse({ tooltip_label_type: '2', label_type: 42 })).toMatchObject({
      tooltip_label_type: 'percent',
      label_type: 'key',
    });
  });

  it('keeps 30 px above the funnel for a top legend when no margin is set, so the two never overlap (issue 18)', () => {
    const top = (extra: Record<string, unknown>) =>
      (draw(extra).echartOptions['series'] as { top: number }[])[0]?.top;
    expect(top({})).toBe(40);
    expect(top({ legendMargin: null })).toBe(40);
    expect(top({ legendMargin: 50 })).toBe(60);
    expect(top({ show_legend: false })).toBe(10);
  });

  it('cross-filters on the clicked stage', () => {
    expect(draw().clickValues?.({ seriesIndex: 0, dataIndex: 1, name: 'Shipped' })).toEqual({
      status: 'Shipped',
    });
  });

  it('draws in ECharts', () => {
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
    chart.setOption(draw({ label_type: 'key_value' }).echartOptions);
    expect(chart.renderToSVGString()).toContain('Shipped: 60');
    chart.dispose();
  });
});
