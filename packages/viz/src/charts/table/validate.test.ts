import { describe, expect, it } from 'vitest';
import { getDefaultFormData, validateControls } from '../../controls/control-state';
import { loadVizPlugin } from '../../plugin';
import { tablePlugin } from './index';
import { AGGREGATE_NEEDS_VALUE, validateAggregateQuery } from './validate';

const table = await loadVizPlugin(tablePlugin);
const draft = getDefaultFormData(table, { datasource: '3__table' });

describe('table validation', () => {
  it('asks an aggregate table for a dimension, a metric or a percentage metric', () => {
    expect(draft['query_mode']).toBe('aggregate');
    expect(validateControls(table.controlPanel, draft)).toEqual({
      groupby: [AGGREGATE_NEEDS_VALUE],
      metrics: [AGGREGATE_NEEDS_VALUE],
      percent_metrics: [AGGREGATE_NEEDS_VALUE],
    });
    expect(AGGREGATE_NEEDS_VALUE).toBe('Group By, Metrics or Percentage Metrics must have a value');
  });

  it('is satisfied by any one of the three', () => {
    for (const filled of [{ groupby: ['country'] }, { metrics: ['count'] }, { percent_metrics: ['count'] }]) {
      expect(validateControls(table.controlPanel, { ...draft, ...filled })).toEqual({});
    }
  });

  it('leaves raw records alone', () => {
    const raw = { ...draft, query_mode: 'raw', all_columns: ['country'] };
    expect(validateControls(table.controlPanel, raw)).toEqual({});
    expect(validateAggregateQuery(null, { query_mode: 'raw', groupby: null })).toBeNull();
    // Without a query mode, chosen columns mean raw records (Superset's legacy form data).
    expect(validateAggregateQuery(null, { all_columns: ['country'] })).toBeNull();
    expect(validateAggregateQuery(null, { metrics: null, groupby: [] })).toBe(AGGREGATE_NEEDS_VALUE);
  });
});
