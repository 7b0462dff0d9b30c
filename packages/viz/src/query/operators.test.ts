import { describe, expect, it } from 'vitest';
import type { QueryObject } from '@meridian/core';
import {
  contributionOperator,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  type AnalyticsFormData,
} from './operators';

const fd = (extra: Partial<AnalyticsFormData>): AnalyticsFormData => ({
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  adhoc_filters: [],
  extra_form_data: {},
  annotation_layers: [],
  x_axis: 'ds',
  ...extra,
});
const query = (
  metrics: string[],
  series: string[] = [],
): Pick<QueryObject, 'metrics' | 'series_columns'> => ({ metrics, series_columns: series });

describe('post-processing operators', () => {
  it('pivots on the x-axis with a mean per metric, dropping empty series unless asked', () => {
    expect(pivotOperator(fd({}), query(['count'], ['country']))).toEqual({
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: ['country'],
        aggregates: { count: { operator: 'mean' } },
        drop_missing_columns: true,
      },
    });
    expect(
      pivotOperator(fd({ show_empty_columns: true }), query(['count']))?.options?.['drop_missing_columns'],
    ).toBe(false);
    expect(pivotOperator(fd({ x_axis: null }), query(['count']))).toBeUndefined();
  });

  it('drops the metric level with one metric, a dimension and truncate_metric', () => {
    expect(renameOperator(fd({ truncate_metric: true }), query(['count'], ['country']))).toEqual({
      operation: 'rename',
      options: { columns: { count: null }, level: 0, inplace: true },
    });
    expect(renameOperator(fd({ truncate_metric: true }), query(['count', 'sum']))).toBeUndefined();
    expect(renameOperator(fd({}), query(['count'], ['country']))).toBeUndefined();
  });

  it('maps cumsum to cum and mean / sum / std to rolling', () => {
    expect(rollingWindowOperator(fd({ rolling_type: 'cumsum' }), query(['count']))).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { count: 'count' } },
    });
    expect(rollingWindowOperator(fd({ rolling_type: 'mean', rolling_periods: 7 }), query(['count']))).toEqual(
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 7, min_periods: 0, columns: { count: 'count' } },
      },
    );
    expect(rollingWindowOperator(fd({ rolling_type: 'None' }), query(['count']))).toBeUndefined();
  });

  it('adds a contribution step in percentage mode', () => {
    expect(contributionOperator(fd({ contributionMode: 'row' }))).toEqual({
      operation: 'contribution',
      options: { orientation: 'row' },
    });
    expect(contributionOperator(fd({}))).toBeUndefined();
  });

  it('sorts a bar chart by a metric or by the x-axis, only without dimensions', () => {
    expect(sortOperator(fd({ x_axis_sort: 'count', x_axis_sort_asc: false }), query(['count']))).toEqual({
      operation: 'sort',
      options: { by: 'count', ascending: false },
    });
    expect(sortOperator(fd({ x_axis_sort: 'ds', x_axis_sort_asc: true }), query(['count']))).toEqual({
      operation: 'sort',
      options: { is_sort_index: true, ascending: true },
    });
    expect(
      sortOperator(fd({ x_axis_sort: 'count', x_axis_sort_asc: true, groupby: ['g'] }), query(['count'])),
    ).toBeUndefined();
  });

  it('resamples, zerofill as asfreq with 0', () => {
    expect(resampleOperator(fd({ resample_rule: '1D', resample_method: 'zerofill' }))).toEqual({
      operation: 'resample',
      options: { method: 'asfreq', rule: '1D', fill_value: 0 },
    });
    expect(resampleOperator(fd({ resample_rule: '1D' }))).toBeUndefined();
  });

  it('compares metrics with their time shifts', () => {
    const form = fd({ time_compare: ['1 year ago'], comparison_type: 'difference' });
    expect(timeCompareOperator(form, query(['count']))).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['count'],
        compare_columns: ['count__1 year ago'],
        compare_type: 'difference',
        drop_original_columns: true,
      },
    });
    expect(pivotOperator(form, query(['count']))?.options?.['aggregates']).toEqual({
      count: { operator: 'mean' },
      'count__1 year ago': { operator: 'mean' },
    });
    expect(
      timeCompareOperator(fd({ time_compare: ['1 year ago'], comparison_type: 'values' }), query(['count'])),
    ).toBeUndefined();
  });
});
