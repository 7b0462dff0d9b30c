import { describe, expect, it } from 'vitest';
import { axisTooltipFormatter } from '../../echarts/options';
import { listControls } from '../../controls/control-state';
import type { ChartDataResult } from '../../plugin';
import { smoothLineChartPlugin, stepLineChartPlugin, lineChartPlugin } from '.';
import { transformTimeseriesProps } from './transform-props';
import { stackValueLabels } from './value-labels';
import { TIMESERIES_VARIANTS, timeseriesQueryParts } from './variants';

const jan = Date.UTC(2003, 0, 1);
const feb = Date.UTC(2003, 1, 1);
const result: ChartDataResult = {
  colnames: ['ds', 'a', 'b'],
  coltypes: [2, 0, 0],
  data: [
    { ds: jan, a: 1, b: 99 },
    { ds: feb, a: 30, b: 10 },
  ],
};
const parse = (variant: keyof typeof TIMESERIES_VARIANTS, extra: Record<string, unknown> = {}) =>
  timeseriesQueryParts(TIMESERIES_VARIANTS[variant]).formDataSchema.parse({
    datasource: '1__table',
    viz_type: TIMESERIES_VARIANTS[variant].vizType,
    x_axis: 'ds',
    metrics: ['count'],
    groupby: ['g'],
    ...extra,
  });
type Option = Record<string, unknown>;
const draw = (variant: keyof typeof TIMESERIES_VARIANTS, extra: Record<string, unknown>, data = result) =>
  transformTimeseriesProps({ formData: parse(variant, extra), queriesData: [data], width: 400, height: 300 })
    .echartOptions as Option;

describe('smooth and stepped lines have the Line chart’s full panel and query', () => {
  const names = async (plugin: typeof lineChartPlugin) =>
    listControls((await plugin.loadParts()).controlPanel).map((c) => c.name);
  it.each([
    ['smooth', smoothLineChartPlugin],
    ['step', stepLineChartPlugin],
  ] as const)('%s offers Superset’s query, analytics and display controls', async (_name, plugin) => {
    expect(await names(plugin)).toEqual(
      expect.arrayContaining([
        'x_axis',
        'time_grain_sqla',
        'xAxisForceCategorical',
        'metrics',
        'groupby',
        'contributionMode',
        'adhoc_filters',
        'series_limit',
        'series_limit_metric',
        'order_desc',
        'row_limit',
        'truncate_metric',
        'show_empty_columns',
        'x_axis_sort',
        'x_axis_sort_asc',
        'rolling_type',
        'time_compare',
        'comparison_type',
        'resample_rule',
        'annotation_layers',
        'stack',
        'area',
        'markerEnabled',
        'show_value',
        'only_total',
        'percentage_threshold',
        'zoomable',
        'minorTicks',
        'logAxis',
        'truncateYAxis',
        'y_axis_bounds',
        'xAxisBounds',
        'xAxisLabelRotation',
        'xAxisLabelInterval',
        'y_axis_title_position',
        'rich_tooltip',
        'showTooltipTotal',
        'tooltipSortByMetric',
        'showTooltipPercentage',
        'sort_series_type',
      ]),
    );
    expect((await names(plugin)).includes('seriesType')).toBe(plugin === stepLineChartPlugin);
  });

  it('build the same query as the line chart (only the viz type differs)', () => {
    const fd = {
      datasource: '1__table',
      x_axis: 'ds',
      metrics: ['count'],
      groupby: ['g'],
      time_compare: ['1 year ago'],
      comparison_type: 'difference',
    };
    const line = lineChartPlugin.buildQuery(
      lineChartPlugin.formDataSchema.parse({ ...fd, viz_type: 'echarts_timeseries_line' }),
    );
    for (const plugin of [smoothLineChartPlugin, stepLineChartPlugin]) {
      const other = plugin.buildQuery(plugin.formDataSchema.parse({ ...fd, viz_type: plugin.vizType }));
      expect(other.queries).toEqual(line.queries);
    }
  });

  it('draw smooth curves, and steps at the chosen end', () => {
    const smooth = draw('smooth', {})['series'] as { smooth: boolean }[];
    expect(smooth.every((s) => s.smooth)).toBe(true);
    const step = draw('step', { seriesType: 'end' })['series'] as { step: string }[];
    expect(step.every((s) => s.step === 'end')).toBe(true);
  });
});

describe('time-series display options', () => {
  it('labels only the stack totals with only_total, else hides values under the threshold share', () => {
    const series = [
      {
        name: 'a',
        data: [
          [jan, 1],
          [feb, 30],
        ] as [number, number][],
      },
      {
        name: 'b',
        data: [
          [jan, 99],
          [feb, 10],
        ] as [number, number][],
      },
    ];
    const totals = stackValueLabels(series, { onlyTotal: true, threshold: 0, format: String });
    expect(totals.map((l) => l.show)).toEqual([false, true]);
    expect(totals[1]?.text(0, 99)).toBe('100');
    const shares = stackValueLabels(series, { onlyTotal: false, threshold: 5, format: String });
    // 1 is 1% of its stack of 100: hidden; 30 is 75% of 40: shown.
    expect([shares[0]?.text(0, 1), shares[0]?.text(1, 30)]).toEqual(['', '30']);
  });

  it('sorts the rich tooltip by value and shows shares of the total', () => {
    const format = axisTooltipFormatter({
      formatX: String,
      formatY: (v) => String(v),
      sortByValue: true,
      showPercentage: true,
      showTotal: true,
    });
    const html = format([
      { seriesName: 'a', marker: '', value: [jan, 1], axisValue: 'x' },
      { seriesName: 'b', marker: '', value: [jan, 3], axisValue: 'x' },
    ]);
    expect(html).toBe('x<br/>b: <b>3</b> (75.00%)<br/>a: <b>1</b> (25.00%)<br/><b>Total: 4</b>');
  });

  it("leaves a series without a value at that x out of the rich tooltip instead of printing 'null' (issue 17)", () => {
    const format = axisTooltipFormatter({ formatX: String, formatY: (v) => String(v), showTotal: true });
    const html = format([
      { seriesName: 'a', marker: '', value: [jan, null], axisValue: 'x' },
      { seriesName: 'b', marker: '', value: [jan, 3], axisValue: 'x' },
    ]);
    expect(html).toBe('x<br/>b: <b>3</b><br/><b>Total: 3</b>');
  });

  it('forces a categorical x-axis, shows every label, puts the y title on top and bounds a numeric x-axis', () => {
    const numeric: ChartDataResult = {
      colnames: ['n', 'a'],
      coltypes: [0, 0],
      data: [
        { n: 1, a: 2 },
        { n: 5, a: 3 },
      ],
    };
    const categorical = draw('line', { x_axis: 'n', xAxisForceCategorical: true, groupby: [] }, numeric)[
      'xAxis'
    ] as { type: string };
    expect(categorical.type).toBe('category');
    const bounded = draw('line', { x_axis: 'n', xAxisBounds: [0, 10], groupby: [] }, numeric)['xAxis'] as {
      min: number;
      max: number;
    };
    expect([bounded.min, bounded.max]).toEqual([0, 10]);
    const option = draw('line', {
      xAxisLabelInterval: 0,
      y_axis_title: 'Y',
      y_axis_title_position: 'Top',
      minorTicks: true,
    });
    expect((option['xAxis'] as { axisLabel: { interval: number } }).axisLabel.interval).toBe(0);
    expect(option['yAxis']).toMatchObject({ nameLocation: 'end', minorTick: { show: true } });
  });

  it("reads absent only_total and showTooltipTotal as Superset's true", () => {
    const fd = parse('line');
    expect([fd.only_total, fd.showTooltipTotal]).toEqual([true, true]);
  });
});
