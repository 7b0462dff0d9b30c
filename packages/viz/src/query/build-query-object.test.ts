import { describe, expect, it } from 'vitest';
import { queryFormDataSchema, type QueryFormData } from '../form-data/schemas';
import { buildQueryContext, parseDatasourceKey } from './build-query-context';
import { buildQueryObject, extractQueryFields, normalizeOrderBy } from './build-query-object';

const fd = (extra: Record<string, unknown>): QueryFormData =>
  queryFormDataSchema.parse({ datasource: '22__table', viz_type: 'table', ...extra });
const sum = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
} as const;

describe('extractQueryFields', () => {
  it('gathers metrics from metric, metrics and the other aliases, without duplicate labels', () => {
    expect(extractQueryFields(fd({ metric: 'count', metrics: ['count', sum] })).metrics).toEqual([
      'count',
      sum,
    ]);
  });
  it('reads groupby and columns as columns', () => {
    expect(extractQueryFields(fd({ groupby: ['a'], columns: ['b', 'a'] })).columns).toEqual(['a', 'b']);
  });
  it('reads only raw-mode fields in raw mode, with no metrics at all', () => {
    const fields = extractQueryFields(
      fd({
        query_mode: 'raw',
        all_columns: ['a'],
        groupby: ['g'],
        metrics: ['count'],
        order_by_cols: ['["a", true]'],
      }),
    );
    expect(fields).toEqual({ columns: ['a'], metrics: null, orderby: [['a', true]] });
  });
  it('ignores raw columns in aggregate mode', () => {
    expect(
      extractQueryFields(fd({ query_mode: 'aggregate', all_columns: ['a'], groupby: ['g'] })).columns,
    ).toEqual(['g']);
  });
  it('lets a plugin name its own fields', () => {
    expect(extractQueryFields(fd({ groupbyRows: ['r'] }), { groupbyRows: 'groupby' }).columns).toEqual(['r']);
  });
});

describe('buildQueryObject', () => {
  it('turns SIMPLE WHERE filters into filters and SQL filters into where / having', () => {
    const query = buildQueryObject(
      fd({
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'country',
            operator: 'IN',
            comparator: ['FR', 'DE'],
          },
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'city', operator: 'IS NOT NULL' },
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'price > 10' },
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'qty < 5' },
          { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(sales) > 100' },
          { expressionType: 'SIMPLE', clause: 'HAVING', subject: 'SUM(sales)', operator: '>', comparator: 5 },
        ],
      }),
    );
    expect(query.filters).toEqual([
      { col: 'country', op: 'IN', val: ['FR', 'DE'] },
      { col: 'city', op: 'IS NOT NULL' },
    ]);
    expect(query.extras).toEqual({
      where: '(price > 10) AND (qty < 5)',
      having: '(SUM(sales) > 100) AND (SUM(sales) > 5)',
    });
  });

  it('skips incomplete filters', () => {
    const query = buildQueryObject(
      fd({
        adhoc_filters: [
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'a', operator: 'IN', comparator: [] },
        ],
      }),
    );
    expect(query.filters).toEqual([]);
  });

  it('keeps a TEMPORAL_RANGE adhoc filter as it is', () => {
    const query = buildQueryObject(
      fd({
        time_range: 'Last week',
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'ds',
            operator: 'TEMPORAL_RANGE',
            comparator: 'No filter',
          },
        ],
      }),
    );
    expect(query.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }]);
    expect(query.time_range).toBeUndefined();
  });

  it('turns the legacy time_range into a TEMPORAL_RANGE filter on granularity_sqla', () => {
    const query = buildQueryObject(fd({ time_range: 'Last week', granularity_sqla: 'ds' }));
    expect(query.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week' }]);
    expect(query.granularity).toBe('ds');
  });

  it('puts the time grain in extras', () => {
    expect(buildQueryObject(fd({ time_grain_sqla: 'P1M' })).extras.time_grain_sqla).toBe('P1M');
  });

  it('sends the row limit only when set, reading numeric text', () => {
    expect(buildQueryObject(fd({})).row_limit).toBeUndefined();
    expect(buildQueryObject(fd({ row_limit: null })).row_limit).toBeUndefined();
    expect(buildQueryObject(fd({ row_limit: '15' })).row_limit).toBe(15);
  });

  it('reads the series limit from series_limit, then the deprecated timeseries_limit and limit', () => {
    expect(buildQueryObject(fd({})).series_limit).toBe(0);
    expect(buildQueryObject(fd({ series_limit: 5, limit: 10 })).series_limit).toBe(5);
    expect(buildQueryObject(fd({ timeseries_limit: 25 })).series_limit).toBe(25);
    expect(buildQueryObject(fd({ limit: 10 })).series_limit).toBe(10);
    expect(buildQueryObject(fd({ timeseries_limit_metric: 'count' })).series_limit_metric).toBe('count');
  });

  it('sorts descending unless told otherwise', () => {
    expect(buildQueryObject(fd({})).order_desc).toBe(true);
    expect(buildQueryObject(fd({ order_desc: false })).order_desc).toBe(false);
  });

  it('orders by the series limit metric, else the first metric', () => {
    expect(normalizeOrderBy(buildQueryObject(fd({ metrics: ['count'], order_desc: false })))).toEqual([
      ['count', true],
    ]);
    expect(normalizeOrderBy(buildQueryObject(fd({ metrics: ['count'], series_limit_metric: sum })))).toEqual([
      [sum, false],
    ]);
    expect(normalizeOrderBy(buildQueryObject(fd({})))).toEqual([]);
  });
});

describe('dashboard overrides (extra_form_data)', () => {
  const base = {
    metrics: ['count'],
    time_grain_sqla: 'P1D',
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'ds',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
      },
    ],
  };
  it('appends native filters, replaces the time range and the time grain', () => {
    const context = buildQueryContext(
      fd({
        ...base,
        extra_form_data: {
          filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
          time_range: 'Last year',
          time_grain_sqla: 'P1M',
        },
      }),
    );
    const [query] = context.queries;
    expect(query?.filters).toEqual([
      { col: 'country', op: 'IN', val: ['FR'], isExtra: true },
      { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
    ]);
    expect(query?.extras.time_grain_sqla).toBe('P1M');
  });
});

describe('buildQueryContext', () => {
  it('sends the datasource, the form data and the default result type and format', () => {
    const formData = fd({ metrics: ['count'] });
    const context = buildQueryContext(formData);
    expect(context).toMatchObject({
      datasource: { id: 22, type: 'table' },
      force: false,
      result_format: 'json',
      result_type: 'full',
      form_data: formData,
    });
    expect(context.queries).toHaveLength(1);
  });
  it('parses datasource keys', () => {
    expect(parseDatasourceKey('7__query')).toEqual({ id: 7, type: 'query' });
  });
});
