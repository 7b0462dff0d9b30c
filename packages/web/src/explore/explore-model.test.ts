import { createDefaultVizRegistry, loadVizRegistry } from '@meridian/viz';
import { describe, expect, it } from 'vitest';
import { buildContext } from '../chart-runtime/chart-query';
import { chartSaveFields, controlErrors, isQueryStale } from './explore-model';

const registry = await loadVizRegistry(createDefaultVizRegistry());
const bar = registry.get('echarts_timeseries_bar');
if (!bar) throw new Error('no bar plugin');

const formData = {
  datasource: '7__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'ordered_at',
  time_grain_sqla: 'P1D',
  metrics: ['count'],
  groupby: ['region'],
  adhoc_filters: [],
  row_limit: 10000,
};

describe('explore model', () => {
  it('labels validation errors with their controls', () => {
    expect(controlErrors(bar, { metrics: ['cannot be empty'] })).toEqual([
      { label: 'Metrics', messages: ['cannot be empty'] },
    ]);
    expect(controlErrors(undefined, { metrics: ['cannot be empty'] })).toEqual([]);
  });

  it('is stale after a query change but not after a render-only change or a save', () => {
    expect(isQueryStale(bar, formData, { ...formData, groupby: [] })).toBe(true);
    expect(isQueryStale(bar, formData, { ...formData, show_value: true })).toBe(false);
    expect(isQueryStale(bar, formData, { ...formData, slice_id: 12 })).toBe(false);
    expect(isQueryStale(bar, null, formData)).toBe(false);
  });

  it('builds the query context of valid form data, and none of invalid form data', () => {
    expect(buildContext(bar, formData)?.datasource).toEqual({ id: 7, type: 'table' });
    expect(buildContext(bar, { ...formData, datasource: 'nope' })).toBeNull();
  });

  it('saves form data without slice_id, with its query context', () => {
    const fields = chartSaveFields(bar, { ...formData, slice_id: 3 });
    expect(JSON.parse(fields.params)).toEqual(formData);
    expect(fields.viz_type).toBe('echarts_timeseries_bar');
    expect(JSON.parse(fields.query_context ?? 'null')).toMatchObject({
      datasource: { id: 7, type: 'table' },
    });
  });
});
