import { describe, expect, it } from 'vitest';
import { legacyFormDataSchema, legacyQueryContext } from './legacy-form-data';

const OPTIONS = { resultType: 'full', resultFormat: 'json', force: false } as const;

function contextOf(formData: Record<string, unknown>) {
  return legacyQueryContext(legacyFormDataSchema.parse(formData), OPTIONS);
}

describe('legacyQueryContext', () => {
  it('reads the dataset id from the datasource key', () => {
    expect(contextOf({ datasource: '7__table' }).datasource).toEqual({ id: 7, type: 'table' });
  });

  it('groups by groupby and aggregates metrics, with the time range on granularity_sqla', () => {
    const query = contextOf({
      datasource: '1__table',
      groupby: ['region'],
      metrics: ['count'],
      time_range: 'Last week',
      granularity_sqla: 'ordered_at',
      row_limit: '100',
    }).queries[0];
    expect(query).toMatchObject({
      columns: ['region'],
      metrics: ['count'],
      time_range: 'Last week',
      granularity: 'ordered_at',
      row_limit: 100,
      is_timeseries: false,
    });
  });

  it('takes the single metric of charts such as big_number', () => {
    expect(contextOf({ datasource: '1__table', metric: 'count' }).queries[0]?.metrics).toEqual(['count']);
  });

  it('reads all_columns in raw mode, when there are neither groupby nor metrics', () => {
    expect(contextOf({ datasource: '1__table', all_columns: ['id', 'region'] }).queries[0]?.columns).toEqual([
      'id',
      'region',
    ]);
  });

  it('turns SIMPLE WHERE filters into filters and SQL filters into where and having, dropping SIMPLE HAVING', () => {
    const query = contextOf({
      datasource: '1__table',
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'region',
          operator: 'in',
          comparator: ['EMEA'],
        },
        { expressionType: 'SIMPLE', clause: 'HAVING', subject: 'count', operator: '>', comparator: 1 },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'amount > 10' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'id < 3 ' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 0' },
      ],
    }).queries[0];
    expect(query?.filters).toEqual([{ col: 'region', op: 'IN', val: ['EMEA'] }]);
    expect(query?.extras.where).toBe('(amount > 10) AND (id < 3)');
    expect(query?.extras.having).toBe('(COUNT(*) > 0)');
  });

  it('keeps the older where and having keys when there are no adhoc filters', () => {
    const query = contextOf({ datasource: '1__table', where: 'id = 1', having: '' }).queries[0];
    expect(query?.extras.where).toBe('id = 1');
  });

  it('adds the __timestamp column only when include_time is set with a time column', () => {
    const formData = { datasource: '1__table', granularity_sqla: 'ordered_at', time_grain_sqla: 'P1D' };
    expect(contextOf(formData).queries[0]?.is_timeseries).toBe(false);
    const query = contextOf({ ...formData, include_time: true }).queries[0];
    expect(query?.is_timeseries).toBe(true);
    expect(query?.extras.time_grain_sqla).toBe('P1D');
  });

  it('refuses a datasource that is not a dataset key', () => {
    expect(legacyFormDataSchema.safeParse({ datasource: '1__query' }).success).toBe(false);
  });
});
