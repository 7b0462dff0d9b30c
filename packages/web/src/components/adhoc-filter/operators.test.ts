import { describe, expect, it } from 'vitest';
import { SALES_DATASET } from '../../explore/controls/test-fixtures';
import type { FilterClause } from './operators';
import { isOperatorRelevant, operatorIdOf, relevantOperators } from './operators';

const column = (name: string) => SALES_DATASET.columns.find((c) => c.column_name === name);
const where = (name: string, clause: FilterClause = 'WHERE') => ({
  column: column(name),
  subject: name,
  clause,
});

describe('operator availability', () => {
  it('offers IS TRUE and IS FALSE on boolean, integer and expression columns', () => {
    for (const name of ['is_online', 'quantity', 'big_order']) {
      expect(isOperatorRelevant('IS_TRUE', where(name))).toBe(true);
      expect(isOperatorRelevant('IS_FALSE', where(name))).toBe(true);
    }
  });

  it('does not offer IS TRUE on string, float or metric subjects', () => {
    expect(isOperatorRelevant('IS_TRUE', where('region'))).toBe(false);
    expect(isOperatorRelevant('IS_TRUE', where('amount'))).toBe(false);
    expect(isOperatorRelevant('IS_TRUE', { subject: 'count', clause: 'HAVING' })).toBe(false);
  });

  it('offers only null checks and true/false on boolean columns', () => {
    expect(relevantOperators(where('is_online'))).toEqual(['IS_NOT_NULL', 'IS_NULL', 'IS_TRUE', 'IS_FALSE']);
  });

  it('restricts HAVING to comparison operators', () => {
    expect(relevantOperators({ subject: 'count', clause: 'HAVING' })).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
    ]);
  });

  it('offers the latest partition only for the partition column', () => {
    expect(isOperatorRelevant('LATEST_PARTITION', { ...where('region'), partitionColumn: 'region' })).toBe(
      true,
    );
    expect(isOperatorRelevant('LATEST_PARTITION', { ...where('amount'), partitionColumn: 'region' })).toBe(
      false,
    );
    expect(isOperatorRelevant('LATEST_PARTITION', where('region'))).toBe(false);
  });

  it('offers the temporal range only on temporal columns', () => {
    expect(isOperatorRelevant('TEMPORAL_RANGE', where('order_date'))).toBe(true);
    expect(isOperatorRelevant('TEMPORAL_RANGE', where('region'))).toBe(false);
    expect(relevantOperators(where('region'))).not.toContain('TEMPORAL_RANGE');
  });

  it('offers every ordinary operator on a string column', () => {
    expect(relevantOperators(where('region'))).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
      'IN',
      'NOT_IN',
      'LIKE',
      'NOT_LIKE',
      'ILIKE',
      'IS_NOT_NULL',
      'IS_NULL',
    ]);
  });
});

describe('operatorIdOf', () => {
  it('prefers the saved operator id', () => {
    expect(operatorIdOf({ operatorId: 'IS_TRUE', operator: '==', comparator: true })).toBe('IS_TRUE');
  });

  it('reads the id from the wire operator of older filters', () => {
    expect(operatorIdOf({ operator: 'in' })).toBe('IN');
    expect(operatorIdOf({ operator: '==', comparator: 'x' })).toBe('EQUALS');
    expect(operatorIdOf({ operator: '==', comparator: false })).toBe('IS_FALSE');
    expect(operatorIdOf({ operator: 'IS NOT NULL' })).toBe('IS_NOT_NULL');
    expect(operatorIdOf({ operator: 'TEMPORAL_RANGE' })).toBe('TEMPORAL_RANGE');
    expect(operatorIdOf({ operator: null })).toBeNull();
  });
});
