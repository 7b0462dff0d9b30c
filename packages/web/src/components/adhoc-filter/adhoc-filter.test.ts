import { describe, expect, it } from 'vitest';
import type { AdhocFilter } from '@meridian/viz';
import { SALES_DATASET } from '../../explore/controls/test-fixtures';
import {
  FILTER_MESSAGES,
  canSaveFilter,
  changeOperator,
  changeSubject,
  coerceComparatorValue,
  filterSubjectOptions,
  filterWarning,
  isFilterValid,
  newAdhocFilter,
  switchExpressionType,
} from './adhoc-filter';

const context = { columns: SALES_DATASET.columns, tableName: 'main.sales' };
const simple = (patch: Partial<AdhocFilter>): AdhocFilter => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'region',
  operator: 'IN',
  operatorId: 'IN',
  comparator: ['East'],
  ...patch,
});

describe('isFilterValid', () => {
  it('needs subject and operator for null operators', () => {
    expect(isFilterValid(simple({ operatorId: 'IS_NULL', operator: 'IS NULL', comparator: null }))).toBe(
      true,
    );
    expect(isFilterValid(simple({ operatorId: 'IS_NULL', operator: 'IS NULL', subject: null }))).toBe(false);
  });

  it('needs a non-null comparator for true / false operators', () => {
    expect(
      isFilterValid(
        simple({ subject: 'is_online', operatorId: 'IS_TRUE', operator: '==', comparator: true }),
      ),
    ).toBe(true);
    expect(
      isFilterValid(
        simple({ subject: 'is_online', operatorId: 'IS_FALSE', operator: '==', comparator: null }),
      ),
    ).toBe(false);
  });

  it('needs at least one value in a list comparator', () => {
    expect(isFilterValid(simple({ comparator: [] }))).toBe(false);
    expect(isFilterValid(simple({ comparator: ['East'] }))).toBe(true);
  });

  it('accepts any non-null single comparator, including 0', () => {
    expect(isFilterValid(simple({ operatorId: 'EQUALS', operator: '==', comparator: 0 }))).toBe(true);
    expect(isFilterValid(simple({ operatorId: 'EQUALS', operator: '==', comparator: null }))).toBe(false);
  });

  it('needs expression and clause for SQL filters', () => {
    expect(isFilterValid({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'a > 1' })).toBe(true);
    expect(isFilterValid({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '  ' })).toBe(false);
  });
});

describe('changeSubject', () => {
  it('picks WHERE for a column and HAVING for a metric', () => {
    const start = newAdhocFilter();
    expect(changeSubject(start, { kind: 'column', value: 'region' }, context).clause).toBe('WHERE');
    expect(changeSubject(start, { kind: 'metric', value: 'count' }, context).clause).toBe('HAVING');
  });

  it('keeps an operator that is still allowed', () => {
    const filter = simple({ operatorId: 'LIKE', operator: 'LIKE', comparator: 'E%' });
    const next = changeSubject(filter, { kind: 'column', value: 'amount' }, context);
    expect(next).toMatchObject({ subject: 'amount', operatorId: 'LIKE', comparator: 'E%' });
  });

  it('resets an operator that is no longer allowed to IN', () => {
    const filter = simple({ subject: 'is_online', operatorId: 'IS_TRUE', operator: '==', comparator: true });
    const next = changeSubject(filter, { kind: 'column', value: 'region' }, context);
    expect(next).toMatchObject({ operatorId: 'IN', operator: 'IN', comparator: [] });
  });

  it('falls back to = for a metric, where IN is not allowed', () => {
    const next = changeSubject(simple({}), { kind: 'metric', value: 'count' }, context);
    expect(next).toMatchObject({
      clause: 'HAVING',
      operatorId: 'EQUALS',
      operator: '==',
      comparator: 'East',
    });
  });

  it('keeps a temporal range on another temporal column', () => {
    const filter = simple({
      subject: 'order_date',
      operatorId: 'TEMPORAL_RANGE',
      operator: 'TEMPORAL_RANGE',
      comparator: 'Last week',
    });
    const columns = [...SALES_DATASET.columns, { ...SALES_DATASET.columns[4]!, column_name: 'ship_date' }];
    const next = changeSubject(filter, { kind: 'column', value: 'ship_date' }, { columns });
    expect(next).toMatchObject({ operatorId: 'TEMPORAL_RANGE', comparator: 'Last week' });
  });

  it('makes a new filter on a temporal column a time range', () => {
    expect(changeSubject(newAdhocFilter(), { kind: 'column', value: 'order_date' }, context)).toMatchObject({
      operatorId: 'TEMPORAL_RANGE',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    });
  });

  it('keeps a comparison operator picked on a temporal column', () => {
    const filter = simple({ operatorId: 'GREATER_THAN', operator: '>', comparator: '2024-01-01' });
    expect(changeSubject(filter, { kind: 'column', value: 'order_date' }, context)).toMatchObject({
      operatorId: 'GREATER_THAN',
    });
  });

  it('drops a temporal range on a non-temporal column', () => {
    const filter = simple({
      subject: 'order_date',
      operatorId: 'TEMPORAL_RANGE',
      operator: 'TEMPORAL_RANGE',
      comparator: 'Last week',
    });
    expect(changeSubject(filter, { kind: 'column', value: 'region' }, context)).toMatchObject({
      operatorId: 'IN',
      comparator: [],
    });
  });
});

describe('changeOperator', () => {
  it('turns a list into one value and back', () => {
    const single = changeOperator(simple({ comparator: ['East', 'West'] }), 'EQUALS', context);
    expect(single).toMatchObject({ operator: '==', comparator: 'East' });
    expect(changeOperator(single, 'NOT_IN', context)).toMatchObject({
      operator: 'NOT IN',
      comparator: ['East'],
    });
  });

  it('writes IS TRUE as == true, as Superset saves it', () => {
    expect(changeOperator(simple({ subject: 'is_online' }), 'IS_TRUE', context)).toMatchObject({
      operatorId: 'IS_TRUE',
      operator: '==',
      comparator: true,
    });
  });

  it('turns the latest-partition operator into Custom SQL', () => {
    const next = changeOperator(simple({ subject: 'ds' }), 'LATEST_PARTITION', context);
    expect(next.expressionType).toBe('SQL');
    expect(next.sqlExpression).toBe('ds = (SELECT MAX(ds) FROM main.sales)');
  });
});

describe('canSaveFilter', () => {
  it('is disabled until something changes', () => {
    const filter = simple({});
    expect(canSaveFilter(filter, filter, context)).toBe(false);
    expect(canSaveFilter(filter, { ...filter, comparator: ['West'] }, context)).toBe(true);
  });

  it('is disabled for an invalid filter', () => {
    expect(canSaveFilter(simple({}), simple({ comparator: [] }), context)).toBe(false);
  });

  it('is disabled when the operator is not allowed for the subject', () => {
    expect(
      canSaveFilter(simple({}), simple({ operatorId: 'IS_TRUE', operator: '==', comparator: true }), context),
    ).toBe(false);
  });
});

describe('switchExpressionType', () => {
  it('starts the Custom SQL tab from the simple filter', () => {
    expect(switchExpressionType(simple({}), 'SQL')).toMatchObject({
      expressionType: 'SQL',
      sqlExpression: "region IN ('East')",
    });
  });
});

describe('filter subjects and warnings', () => {
  it('lists columns, then saved and chart metrics', () => {
    const options = filterSubjectOptions(SALES_DATASET, [
      { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' },
    ]);
    expect(options.filter((o) => o.kind === 'metric').map((o) => o.value)).toEqual(['count', 'total']);
    expect(options.filter((o) => o.kind === 'column')).toHaveLength(6);
  });

  it('warns about inherited filters and subjects the dataset lacks', () => {
    const options = filterSubjectOptions(SALES_DATASET);
    expect(filterWarning(simple({ isExtra: true }), options)).toBe(FILTER_MESSAGES.inherited);
    expect(filterWarning(simple({ subject: 'gone' }), options)).toBe(FILTER_MESSAGES.incompatible);
    expect(filterWarning(simple({}), options)).toBeNull();
  });

  it('keeps typed numbers numeric on numeric columns', () => {
    const amount = SALES_DATASET.columns[1];
    expect(coerceComparatorValue('12.5', amount)).toBe(12.5);
    expect(coerceComparatorValue('12a', amount)).toBe('12a');
    expect(coerceComparatorValue('12', SALES_DATASET.columns[0])).toBe('12');
  });
});
