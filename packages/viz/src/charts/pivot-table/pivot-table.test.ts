import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { buildPivotTableQuery } from './build-query';
import { pivotTableFormDataSchema } from './form-data';
import { aggregate, buildPivot } from './pivot';
import { transformPivotTableProps } from './transform-props';

const parse = (extra: Record<string, unknown>) =>
  pivotTableFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'pivot_table_v2',
    groupbyColumns: ['product_line'],
    groupbyRows: ['country'],
    metrics: ['sales'],
    ...extra,
  });
const result: ChartDataResult = {
  colnames: ['product_line', 'country', 'sales'],
  coltypes: [1, 1, 0],
  data: [
    { product_line: 'Cars', country: 'FR', sales: 10 },
    { product_line: 'Ships', country: 'FR', sales: 5 },
    { product_line: 'Cars', country: 'DE', sales: 20 },
  ],
};

describe('pivot table buildQuery', () => {
  it('groups by column then row dimensions and orders by the first metric', () => {
    const [query] = buildPivotTableQuery(parse({ groupbyRows: ['country', 'product_line'] })).queries;
    expect(query?.columns).toEqual(['product_line', 'country']);
    expect(query?.orderby).toEqual([['sales', false]]);
  });
  it('gives temporal dimensions the time grain', () => {
    const [query] = buildPivotTableQuery(
      parse({ groupbyRows: ['ds'], time_grain_sqla: 'P1D', temporal_columns_lookup: { ds: true } }),
    ).queries;
    expect(query?.columns[1]).toEqual({
      timeGrain: 'P1D',
      columnType: 'BASE_AXIS',
      sqlExpression: 'ds',
      label: 'ds',
      expressionType: 'SQL',
    });
  });
});

describe('client-side pivot', () => {
  it('aggregates with Superset functions', () => {
    expect(aggregate('Sum', [1, 2, '3'])).toBe(6);
    expect(aggregate('Average', [1, 2, 3])).toBe(2);
    expect(aggregate('Median', [5, 1, 3, 2])).toBe(2.5);
    expect(aggregate('Count', [1, null])).toBe(2);
    expect(aggregate('Count Unique Values', ['a', 'a', 'b'])).toBe(2);
    expect(aggregate('Maximum', [])).toBeNull();
  });
  it('computes cells, totals and fractions', () => {
    const pivot = buildPivot({
      rows: result.data,
      rowDims: ['country'],
      colDims: ['product_line'],
      metric: 'sales',
      fn: 'Sum',
      rowOrder: 'key_a_to_z',
      colOrder: 'key_a_to_z',
      label: (_d, v) => String(v),
    });
    expect(pivot.rowKeys).toEqual([['DE'], ['FR']]);
    expect(pivot.colKeys).toEqual([['Cars'], ['Ships']]);
    expect(pivot.value(['FR'], ['Cars'])).toBe(10);
    expect(pivot.value(['DE'], ['Ships'])).toBeNull();
    expect(pivot.value(['FR'], null)).toBe(15);
    expect(pivot.value(null, null)).toBe(35);
    const fractions = buildPivot({
      rows: result.data,
      rowDims: ['country'],
      colDims: ['product_line'],
      metric: 'sales',
      fn: 'Sum as Fraction of Rows',
      rowOrder: 'value_z_to_a',
      colOrder: 'key_a_to_z',
      label: (_d, v) => String(v),
    });
    expect(fractions.value(['FR'], ['Cars'])).toBeCloseTo(10 / 15);
  });
});

describe('pivot table transformProps', () => {
  it('lays metrics over columns with totals', () => {
    const props = transformPivotTableProps({
      formData: parse({ rowTotals: true, colTotals: true, valueFormat: ',d' }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(props.rowHeaderNames).toEqual(['country']);
    expect(props.columnHeaderNames).toEqual(['Metric', 'product_line']);
    expect(props.columnHeaders).toEqual([
      ['sales', 'Cars'],
      ['sales', 'Ships'],
      ['sales', 'Total'],
    ]);
    expect(props.rowHeaders).toEqual([['DE'], ['FR'], ['Total']]);
    expect(props.cells.map((row) => row.map((c) => c.text))).toEqual([
      ['20', '', '20'],
      ['10', '5', '15'],
      ['30', '5', '35'],
    ]);
  });
  it("shows the dataset's display names of metrics and dimensions in the headers (issue 17: not 'sum__sales')", () => {
    const props = transformPivotTableProps({
      formData: parse({}),
      queriesData: [result],
      width: 1,
      height: 1,
      datasource: { verboseMap: { sales: 'Sales', country: 'Country' } },
    });
    expect(props.rowHeaderNames).toEqual(['Country']);
    expect(props.columnHeaders[0]).toEqual(['Sales', 'Cars']);
  });
  it('transposes rows and columns', () => {
    const props = transformPivotTableProps({
      formData: parse({ transposePivot: true }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(props.rowHeaders).toEqual([['Cars'], ['Ships']]);
  });
  it('puts metrics on rows with metricsLayout ROWS', () => {
    const props = transformPivotTableProps({
      formData: parse({ metricsLayout: 'ROWS' }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(props.rowHeaders).toEqual([
      ['sales', 'DE'],
      ['sales', 'FR'],
    ]);
    expect(props.columnHeaders).toEqual([['Cars'], ['Ships']]);
  });
});
