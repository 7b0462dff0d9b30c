import { describe, expect, it } from 'vitest';
import { FORM_DATA_BAK, migrateLegacyChart, migrateLegacyFormData } from './legacy-migrations';

const base = { datasource: '3__table', adhoc_filters: [], granularity_sqla: 'ds', time_range: 'Last week' };
const timeFilter = {
  clause: 'WHERE',
  subject: 'ds',
  operator: 'TEMPORAL_RANGE',
  comparator: 'Last week',
  expressionType: 'SIMPLE',
};

describe('legacy form-data migrations (Superset migrate_viz)', () => {
  it('leaves current types alone (the same object)', () => {
    const fd = { viz_type: 'echarts_timeseries_line', metrics: ['count'] };
    expect(migrateLegacyFormData(fd)).toBe(fd);
  });

  it('line: the time column becomes the x-axis at P1D and the range a TEMPORAL_RANGE filter; NVD3 keys renamed', () => {
    const old = {
      ...base,
      viz_type: 'line',
      metrics: ['count'],
      x_axis_label: 'Day',
      bottom_margin: 'auto',
      x_axis_format: '%Y',
      y_log_scale: true,
      contribution: true,
      show_brush: 'yes',
      time_compare: ['1 year'],
      comparison_type: 'absolute',
      x_ticks_layout: '45°',
      line_interpolation: 'linear',
    };
    const fd = migrateLegacyFormData(old);
    expect(fd).toEqual({
      datasource: '3__table',
      viz_type: 'echarts_timeseries_line',
      metrics: ['count'],
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      adhoc_filters: [timeFilter],
      x_axis_title: 'Day',
      x_axis_title_margin: 30,
      x_axis_time_format: '%Y',
      logAxis: true,
      contributionMode: 'row',
      zoomable: true,
      markerEnabled: false,
      truncateYAxis: true,
      time_compare: ['1 year ago'],
      comparison_type: 'difference',
      xAxisLabelRotation: 45,
      [FORM_DATA_BAK]: old,
    });
  });

  it('line: cardinal interpolation is the smooth line, step-before the stepped line starting', () => {
    expect(migrateLegacyFormData({ viz_type: 'line', line_interpolation: 'cardinal' })['viz_type']).toBe(
      'echarts_timeseries_smooth',
    );
    expect(migrateLegacyFormData({ viz_type: 'line', line_interpolation: 'step-before' })).toMatchObject({
      viz_type: 'echarts_timeseries_step',
      seriesType: 'start',
    });
  });

  it('area: stacked style to stack, opacity 0.7', () => {
    expect(migrateLegacyFormData({ viz_type: 'area', stacked_style: 'expand' })).toMatchObject({
      viz_type: 'echarts_area',
      stack: 'Expand',
      opacity: 0.7,
    });
    const fd = migrateLegacyFormData({ viz_type: 'area' });
    expect(fd['stack']).toBe('Stack');
    expect('stacked_style' in fd).toBe(false);
  });

  it('bar: bar values and stacking', () => {
    expect(migrateLegacyFormData({ viz_type: 'bar', show_bar_value: true, bar_stacked: true })).toMatchObject(
      {
        viz_type: 'echarts_timeseries_bar',
        show_value: true,
        stack: 'Stack',
      },
    );
  });

  it('dist_bar: the first dimension is the x-axis, the others and the breakdowns the series', () => {
    const fd = migrateLegacyFormData({
      ...base,
      viz_type: 'dist_bar',
      groupby: ['country', 'region'],
      columns: ['gender'],
      metrics: ['count'],
    });
    expect(fd).toMatchObject({
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'country',
      groupby: ['region', 'gender'],
      stack: null,
      xAxisLabelRotation: 45,
      adhoc_filters: [timeFilter],
    });
    expect('columns' in fd || 'time_range' in fd || 'granularity_sqla' in fd).toBe(false);
  });

  it('treemap: the first metric, order_desc as sort_by_metric', () => {
    const fd = migrateLegacyFormData({
      viz_type: 'treemap',
      metrics: ['sum__num', 'count'],
      order_desc: true,
    });
    expect(fd).toMatchObject({ viz_type: 'treemap_v2', metric: 'sum__num', sort_by_metric: true });
    expect('metrics' in fd).toBe(false);
  });

  it('sunburst: groupby as the hierarchy columns', () => {
    expect(migrateLegacyFormData({ viz_type: 'sunburst', groupby: ['a', 'b'] })).toMatchObject({
      viz_type: 'sunburst_v2',
      columns: ['a', 'b'],
    });
  });

  it('heatmap: x and y columns, bounds, percentage, a continuous legend', () => {
    const fd = migrateLegacyFormData({
      viz_type: 'heatmap',
      all_columns_x: 'stage',
      all_columns_y: 'category',
      y_axis_bounds: [0, 10],
      show_perc: false,
      sort_by_metric: true,
    });
    expect(fd).toMatchObject({
      viz_type: 'heatmap_v2',
      x_axis: 'stage',
      groupby: 'category',
      value_bounds: [0, 10],
      show_percentage: false,
      legend_type: 'continuous',
    });
    expect('sort_by_metric' in fd).toBe(false);
  });

  it('histogram: the first column, link length as bins (5 without), titles, normalize', () => {
    expect(
      migrateLegacyFormData({
        viz_type: 'histogram',
        all_columns_x: ['age'],
        link_length: '25',
        x_axis_label: 'age',
        normalized: true,
      }),
    ).toEqual({
      viz_type: 'histogram_v2',
      column: 'age',
      bins: '25',
      groupby: [],
      x_axis_title: 'age',
      normalize: true,
      [FORM_DATA_BAK]: {
        viz_type: 'histogram',
        all_columns_x: ['age'],
        link_length: '25',
        x_axis_label: 'age',
        normalized: true,
      },
    });
    expect(migrateLegacyFormData({ viz_type: 'histogram' })['bins']).toBe(5);
  });

  it('sankey: the two dimensions as source and target', () => {
    const fd = migrateLegacyFormData({ viz_type: 'sankey', groupby: ['from', 'to'] });
    expect(fd).toMatchObject({ viz_type: 'sankey_v2', source: 'from', target: 'to' });
    expect('groupby' in fd).toBe(false);
  });

  it('bubble: NVD3 keys renamed, limit as the row limit, the y-axis truncated', () => {
    expect(
      migrateLegacyFormData({
        viz_type: 'bubble',
        limit: 50,
        x_log_scale: true,
        x_ticks_layout: '45°',
        x_axis_showminmax: true,
      }),
    ).toEqual({
      viz_type: 'bubble_v2',
      row_limit: 50,
      logXAxis: true,
      xAxisLabelRotation: 45,
      truncateYAxis: true,
      [FORM_DATA_BAK]: {
        viz_type: 'bubble',
        limit: 50,
        x_log_scale: true,
        x_ticks_layout: '45°',
        x_axis_showminmax: true,
      },
    });
  });

  it('pie v1: the first metric and the label type', () => {
    expect(
      migrateLegacyFormData({ viz_type: 'pie', metrics: ['count'], pie_label_type: 'key_percent' }),
    ).toEqual({
      viz_type: 'pie',
      metrics: ['count'],
      metric: 'count',
      label_type: 'key_percent',
    });
    const current = { viz_type: 'pie', metric: 'count' };
    expect(migrateLegacyFormData(current)).toBe(current);
  });

  it('an adhoc time column becomes a SQL temporal filter', () => {
    const fd = migrateLegacyFormData({
      viz_type: 'bar',
      granularity_sqla: { label: 'day', sqlExpression: 'CAST(ts AS DATE)', expressionType: 'SQL' },
    });
    expect(fd['adhoc_filters']).toEqual([
      {
        clause: 'WHERE',
        subject: 'day',
        operator: 'TEMPORAL_RANGE',
        comparator: null,
        expressionType: 'SQL',
        sqlExpression: 'CAST(ts AS DATE)',
      },
    ]);
  });
});

describe('migrateLegacyChart (the load and import path)', () => {
  it('keeps a chart of a current type as the same objects', () => {
    const formData = { viz_type: 'echarts_timeseries_line', x_axis: 'ds' };
    const chart = migrateLegacyChart('echarts_timeseries_line', formData);
    expect(chart.vizType).toBe('echarts_timeseries_line');
    expect(chart.formData).toBe(formData);
    const pie = { viz_type: 'pie', metric: 'count', label_type: 'key' };
    expect(migrateLegacyChart('pie', pie).formData).toBe(pie);
  });

  it("takes the old type from the chart's viz_type when the stored form data lacks it, and keeps no backup", () => {
    const chart = migrateLegacyChart('dist_bar', { groupby: ['region', 'year'], metrics: ['count'] });
    expect(chart.vizType).toBe('echarts_timeseries_bar');
    expect(chart.formData).toMatchObject({
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'region',
      groupby: ['year'],
    });
    expect(chart.formData).not.toHaveProperty(FORM_DATA_BAK);
  });

  it("renames a pie's v1 keys and keeps its type", () => {
    const chart = migrateLegacyChart('pie', { metrics: ['count'], pie_label_type: 'key_percent' });
    expect(chart).toEqual({
      vizType: 'pie',
      formData: { viz_type: 'pie', metrics: ['count'], metric: 'count', label_type: 'key_percent' },
    });
  });
});
