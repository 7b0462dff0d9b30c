import { describe, expect, it } from 'vitest';
import {
  backTo,
  dimensionsOf,
  drillByColumns,
  drillByFormData,
  drillFurther,
  type DrillByLevel,
} from './drill-by';
import { pointFilters } from './drill-payload';

const column = (column_name: string, extra: Record<string, unknown> = {}) => ({
  column_name,
  verbose_name: null,
  groupby: true,
  ...extra,
});
const dataset = {
  columns: [
    column('status'),
    column('country', { verbose_name: 'Country' }),
    column('secret_id', { groupby: false }),
    column('deal_size'),
  ],
} as unknown as Parameters<typeof drillByColumns>[0];

describe('drill by', () => {
  it('offers the groupable columns of the dataset the chart does not already group by', () => {
    expect(drillByColumns(dataset, ['status'])).toEqual([
      { name: 'country', label: 'Country' },
      { name: 'deal_size', label: 'deal_size' },
    ]);
    // No dataset listed for the caller (no access): nothing to drill by.
    expect(drillByColumns(undefined, [])).toEqual([]);
  });

  it('re-groups a groupby chart by the column, the clicked point and the dashboard filters kept as filters', () => {
    const formData = {
      viz_type: 'pie',
      groupby: ['status'],
      metric: 'count',
      extra_form_data: { filters: [{ col: 'country', op: 'IN', val: ['France'] }], time_range: 'Last year' },
    };
    const drilled = drillByFormData(formData, 'deal_size', pointFilters({ status: 'Shipped' }));
    expect(drilled).toEqual({
      viz_type: 'pie',
      groupby: ['deal_size'],
      metric: 'count',
      extra_form_data: {
        time_range: 'Last year',
        filters: [
          { col: 'country', op: 'IN', val: ['France'] },
          { col: 'status', op: '==', val: 'Shipped' },
        ],
      },
    });
    expect(formData.groupby).toEqual(['status']);
  });

  it('replaces the x-axis of a chart without groupby, and refuses charts with no dimension', () => {
    const bar = { viz_type: 'echarts_timeseries_bar', x_axis: 'status', groupby: [] };
    expect(dimensionsOf(bar)).toEqual(['status']);
    expect(drillByFormData(bar, 'country', pointFilters({ status: 'Shipped' }))).toMatchObject({
      x_axis: 'country',
      extra_form_data: { filters: [{ col: 'status', op: '==', val: 'Shipped' }] },
    });
    expect(drillByFormData({ viz_type: 'big_number_total', metric: 'count' }, 'country', [])).toBeNull();
  });

  it('keeps a breadcrumb of the steps, and going back drops the later ones', () => {
    const first: DrillByLevel = {
      formData: { groupby: ['status'] },
      dimension: 'status',
      clicked: 'Shipped',
    };
    const second: DrillByLevel = {
      formData: drillByFormData(first.formData, 'country', pointFilters({ status: 'Shipped' })) ?? {},
      dimension: 'Country',
    };
    const third = drillFurther(
      [first, second],
      { name: 'deal_size', label: 'deal_size' },
      pointFilters({ country: 'France' }),
    );
    expect(third.map((level) => [level.dimension, level.clicked])).toEqual([
      ['status', 'Shipped'],
      ['Country', 'France'],
      ['deal_size', undefined],
    ]);
    expect(third[2]?.formData['extra_form_data']).toEqual({
      filters: [
        { col: 'status', op: '==', val: 'Shipped' },
        { col: 'country', op: '==', val: 'France' },
      ],
    });
    const back = backTo(third, 0);
    expect(back).toHaveLength(1);
    expect(back[0]).toEqual({ formData: { groupby: ['status'] }, dimension: 'status' });
    // The last step (already drawn) and unknown steps change nothing.
    expect(backTo(third, 2)).toEqual(third);
  });
});
