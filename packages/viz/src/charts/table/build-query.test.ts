import { describe, expect, it } from 'vitest';
import { buildTableQuery } from './build-query';
import { getQueryMode, tableFormDataSchema } from './form-data';

const parse = (extra: Record<string, unknown>) =>
  tableFormDataSchema.parse({ datasource: '3__table', viz_type: 'table', ...extra });
const sum = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
} as const;

describe('table buildQuery', () => {
  it('infers raw mode from columns when query_mode is absent', () => {
    expect(getQueryMode({ all_columns: ['a'] })).toBe('raw');
    expect(getQueryMode({ all_columns: [] })).toBe('aggregate');
  });

  it('orders aggregates by the first metric, descending, whatever order_desc says', () => {
    const [query] = buildTableQuery(
      parse({ query_mode: 'aggregate', groupby: ['country'], metrics: [sum], order_desc: false }),
    ).queries;
    expect(query?.orderby).toEqual([[sum, false]]);
    expect(query?.columns).toEqual(['country']);
  });

  it('orders by the sort-by metric with order_desc', () => {
    const [query] = buildTableQuery(
      parse({
        query_mode: 'aggregate',
        groupby: ['country'],
        metrics: [sum],
        timeseries_limit_metric: 'count',
        order_desc: false,
      }),
    ).queries;
    expect(query?.orderby).toEqual([['count', true]]);
  });

  it('adds percent metrics and a contribution step naming them %metric', () => {
    const [query] = buildTableQuery(
      parse({ query_mode: 'aggregate', groupby: ['country'], metrics: ['count'], percent_metrics: [sum] }),
    ).queries;
    expect(query?.metrics).toEqual(['count', sum]);
    expect(query?.post_processing).toEqual([
      { operation: 'contribution', options: { columns: ['SUM(sales)'], rename_columns: ['%SUM(sales)'] } },
    ]);
  });

  it('gives temporal dimensions the time grain in aggregate mode', () => {
    const [query] = buildTableQuery(
      parse({
        query_mode: 'aggregate',
        groupby: ['ds', 'country'],
        metrics: ['count'],
        time_grain_sqla: 'P1M',
        temporal_columns_lookup: { ds: true },
      }),
    ).queries;
    expect(query?.columns).toEqual([
      { timeGrain: 'P1M', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
      'country',
    ]);
  });

  it('selects raw columns with their ordering and no metrics', () => {
    const [query] = buildTableQuery(
      parse({ query_mode: 'raw', all_columns: ['a', 'b'], order_by_cols: ['["b", false]'], row_limit: 1000 }),
    ).queries;
    expect(query).toMatchObject({
      columns: ['a', 'b'],
      metrics: null,
      orderby: [['b', false]],
      row_limit: 1000,
      post_processing: [],
    });
  });

  it('pages on the server and counts rows in a second query', () => {
    const context = buildTableQuery(
      parse({ query_mode: 'raw', all_columns: ['a'], server_pagination: true, server_page_length: 20 }),
      { ownState: { currentPage: 2 } },
    );
    expect(context.queries.map((q) => [q.row_limit, q.row_offset, q.is_rowcount])).toEqual([
      [20, 40, false],
      [0, 0, true],
    ]);
  });

  it('asks for totals without columns when show_totals', () => {
    const context = buildTableQuery(
      parse({ query_mode: 'aggregate', groupby: ['country'], metrics: ['count'], show_totals: true }),
    );
    expect(context.queries).toHaveLength(2);
    expect(context.queries[1]).toMatchObject({ columns: [], metrics: ['count'], row_limit: 0, orderby: [] });
  });
});
