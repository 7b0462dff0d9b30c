import type { ChartListItem } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { dashboardChartFromListItem } from './chart-from-list';

const item: ChartListItem = {
  id: 7,
  uuid: '3f1c1a56-8f0e-4a43-9a4c-3c5f0f0f0f07',
  slice_name: 'Revenue by region',
  description: null,
  viz_type: 'echarts_timeseries_bar',
  params: '{"metrics":["count"],"groupby":["region"]}',
  datasource_id: 3,
  datasource_type: 'table',
  datasource_name_text: 'main.orders',
  datasource_url: '/explore/?datasource_type=table&datasource_id=3',
  url: '/explore/?slice_id=7',
  owners: [],
  cache_timeout: null,
  certified_by: null,
  certification_details: null,
  is_managed_externally: false,
  external_url: null,
  dashboards: [],
  changed_on: '2026-11-20T10:00:00Z',
  changed_by_name: null,
  created_on: '2026-11-20T10:00:00Z',
  thumbnail_url: null,
};

describe('dashboardChartFromListItem', () => {
  it('builds the form data the dashboard charts call would give', () => {
    const chart = dashboardChartFromListItem(item);
    expect(chart.form_data).toEqual({
      metrics: ['count'],
      groupby: ['region'],
      slice_id: 7,
      viz_type: 'echarts_timeseries_bar',
      datasource: '3__table',
    });
    expect(chart.datasource_id).toBe(3);
  });

  it('survives params that are not a JSON object', () => {
    expect(dashboardChartFromListItem({ ...item, params: 'not json' }).form_data).toMatchObject({
      slice_id: 7,
    });
  });
});
