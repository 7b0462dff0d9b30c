import { describe, expect, it } from 'vitest';
import { rangeBoundsQuery, selectValuesQuery, sortSelectOptions } from './filter-values-query';

const country = {
  id: 'NATIVE_FILTER-a',
  filterType: 'filter_select',
  targets: [{ datasetId: 7, column: { name: 'country' } }],
  controlValues: { sortAscending: true },
};

describe('filter values queries', () => {
  it('groups a select by its column, 1000 rows, ordered by the column, with the parents’ filters', () => {
    const context = selectValuesQuery({
      filter: country,
      parentExtraFormData: { filters: [{ col: 'region', op: 'IN', val: ["O'Brien", 'Zürich'] }] },
    });
    expect(context?.datasource).toEqual({ id: 7, type: 'table' });
    const query = context?.queries[0];
    expect(query?.columns).toEqual(['country']);
    expect(query?.metrics).toEqual([{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }]);
    expect(query?.row_limit).toBe(1000);
    expect(query?.orderby).toEqual([['country', true]]);
    expect(query?.filters).toContainEqual({
      col: 'region',
      op: 'IN',
      val: ["O'Brien", 'Zürich'],
      isExtra: true,
    });
  });
  it('searches server-side with ILIKE when text is typed', () => {
    const query = selectValuesQuery({ filter: country, parentExtraFormData: {}, search: 'fr' })?.queries[0];
    expect(query?.filters).toContainEqual({ col: 'country', op: 'ILIKE', val: '%fr%' });
  });
  it('asks a range for the column’s min and max', () => {
    const query = rangeBoundsQuery({
      filter: {
        ...country,
        filterType: 'filter_range',
        targets: [{ datasetId: 7, column: { name: 'qty' } }],
      },
      parentExtraFormData: {},
    })?.queries[0];
    expect(query?.columns).toEqual([]);
    expect(query?.metrics).toEqual([
      { expressionType: 'SIMPLE', aggregate: 'MIN', column: { column_name: 'qty' }, label: 'min' },
      { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'qty' }, label: 'max' },
    ]);
  });
  it('has no query for a filter without dataset or column', () => {
    expect(
      selectValuesQuery({
        filter: { id: 'x', filterType: 'filter_select', targets: [{}] },
        parentExtraFormData: {},
      }),
    ).toBeNull();
  });
});

describe('pre-filters and sort metric', () => {
  const prefiltered = {
    ...country,
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "country <> 'FR'" }],
    time_range: 'Last year',
    granularity_sqla: 'ds',
    sortMetric: 'count',
    controlValues: { sortAscending: false },
  };
  it('limits the values query by the pre-filter and orders it by the sort metric', () => {
    const query = selectValuesQuery({ filter: prefiltered, parentExtraFormData: {} })?.queries[0];
    expect(query?.metrics).toEqual(['count']);
    expect(query?.orderby).toEqual([['count', false]]);
    expect(query?.extras?.where).toBe("(country <> 'FR')");
    expect(query?.filters).toContainEqual({ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' });
  });
  it('keeps the query’s order with a sort metric, else sorts the options by value', () => {
    const options = [
      { label: '10', raw: 10 },
      { label: '9', raw: 9 },
      { label: '100', raw: 100 },
    ];
    expect(sortSelectOptions(options, prefiltered).map((o) => o.raw)).toEqual([10, 9, 100]);
    expect(sortSelectOptions(options, country).map((o) => o.raw)).toEqual([9, 10, 100]);
    const descending = { ...country, controlValues: { sortAscending: false } };
    expect(sortSelectOptions(options, descending).map((o) => o.raw)).toEqual([100, 10, 9]);
    expect(sortSelectOptions(options, { ...country, controlValues: {} }).map((o) => o.raw)).toEqual([
      10, 9, 100,
    ]);
  });
});
