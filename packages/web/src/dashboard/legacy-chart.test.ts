import type { DashboardChart } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { withCurrentVizType } from './legacy-chart';

const chart = (viz_type: string, form_data?: Record<string, unknown>): DashboardChart =>
  ({
    id: 3,
    slice_id: 3,
    uuid: 'u3',
    slice_name: 'Old chart',
    slice_url: '/explore/?slice_id=3',
    viz_type,
    ...(form_data ? { form_data } : {}),
    datasource: '7__table',
    datasource_id: 7,
    datasource_type: 'table',
    datasource_name: 'orders',
  }) as DashboardChart;

describe('withCurrentVizType (a dashboard card of a stored chart)', () => {
  it('draws an old treemap as treemap_v2 with its form data migrated', () => {
    const migrated = withCurrentVizType(
      chart('treemap', { viz_type: 'treemap', groupby: ['region'], metrics: ['count'], order_desc: true }),
    );
    expect(migrated.viz_type).toBe('treemap_v2');
    expect(migrated.form_data).toMatchObject({
      viz_type: 'treemap_v2',
      metric: 'count',
      sort_by_metric: true,
      groupby: ['region'],
    });
    expect(migrated.form_data).not.toHaveProperty('metrics');
    expect(migrated.slice_name).toBe('Old chart');
  });

  it('migrates the type of a chart whose form data the caller may not see', () => {
    const migrated = withCurrentVizType(chart('sankey'));
    expect(migrated.viz_type).toBe('sankey_v2');
    expect(migrated).not.toHaveProperty('form_data');
  });

  it('keeps a chart of a current type as the same object', () => {
    const current = chart('heatmap_v2', {
      viz_type: 'heatmap_v2',
      x_axis: 'a',
      groupby: 'b',
      metric: 'count',
    });
    expect(withCurrentVizType(current)).toBe(current);
    const pie = chart('pie', { viz_type: 'pie', metric: 'count' });
    expect(withCurrentVizType(pie)).toBe(pie);
  });
});
