import { describe, expect, it } from 'vitest';
import { SALES_DATASET } from '../test-fixtures';
import { configColumns, setColumnSettings, toColumnConfig } from './column-config';

describe('column configuration', () => {
  it('lists dimensions with their kind, then metrics', () => {
    expect(
      configColumns(
        { groupby: ['region', 'order_date'], metrics: ['count'], percent_metrics: ['count'] },
        SALES_DATASET,
      ),
    ).toEqual([
      { key: 'region', kind: 'string' },
      { key: 'order_date', kind: 'temporal' },
      { key: 'count', kind: 'numeric' },
      { key: '%count', kind: 'numeric' },
    ]);
  });

  it('lists raw columns in raw mode', () => {
    expect(
      configColumns({ query_mode: 'raw', all_columns: ['amount'], metrics: ['count'] }, SALES_DATASET),
    ).toEqual([{ key: 'amount', kind: 'numeric' }]);
  });

  it('drops empty settings and empty entries', () => {
    const config = setColumnSettings({ a: { d3NumberFormat: ',d' } }, 'b', {
      columnWidth: 100,
      d3NumberFormat: '',
    });
    expect(config).toEqual({ a: { d3NumberFormat: ',d' }, b: { columnWidth: 100 } });
    expect(setColumnSettings(config, 'a', { d3NumberFormat: null })).toEqual({ b: { columnWidth: 100 } });
  });

  it('reads only object entries', () => {
    expect(toColumnConfig({ a: { columnWidth: 1 }, b: 3 })).toEqual({ a: { columnWidth: 1 } });
    expect(toColumnConfig(null)).toEqual({});
  });
});
