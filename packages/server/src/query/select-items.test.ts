import { describe, expect, it } from 'vitest';
import { duckdbDialect } from '../engines/duckdb/dialect';
import type { QueryableDataset } from './query-dataset';
import { resolveMetric, resultGeneric, type SelectItem } from './select-items';

const dataset: QueryableDataset = {
  id: 1,
  from: '"main"."sales"',
  columns: new Map([
    [
      'order_date',
      { name: 'order_date', sql: '"order_date"', generic: 'TEMPORAL', isDttm: true, verboseName: null },
    ],
    ['price', { name: 'price', sql: '"price"', generic: 'NUMERIC', isDttm: false, verboseName: null }],
  ]),
  metrics: new Map([['last_order', 'MAX(order_date)']]),
  mainDttmCol: 'order_date',
  disallowAdhocMetrics: false,
};

function resolved(metric: Parameters<typeof resolveMetric>[0]): SelectItem {
  const item = resolveMetric(metric, dataset, duckdbDialect);
  if (!('sql' in item)) throw new Error(`unresolved ${JSON.stringify(item)}`);
  return item;
}

describe('result column types', () => {
  it('takes the type of a SQL metric from the engine, so MAX of a timestamp is temporal (differential test)', () => {
    const item = resolved({ expressionType: 'SQL', sqlExpression: 'MAX(order_date)', label: 'last' });
    expect(resultGeneric(item, 'TEMPORAL')).toBe('TEMPORAL');
    expect(resultGeneric(item, 'NUMERIC')).toBe('NUMERIC');
  });

  it('takes the type of a saved metric from the engine too', () => {
    expect(resultGeneric(resolved('last_order'), 'TEMPORAL')).toBe('TEMPORAL');
  });

  it('counts a SQL or saved metric as numeric when the engine cannot tell', () => {
    expect(resultGeneric(resolved('last_order'), null)).toBe('NUMERIC');
    expect(resultGeneric(resolved({ expressionType: 'SQL', sqlExpression: 'COUNT(*)' }), undefined)).toBe(
      'NUMERIC',
    );
  });

  it('keeps the declared type of columns and simple metrics over the engine’s', () => {
    const max = resolved({
      expressionType: 'SIMPLE',
      aggregate: 'MAX',
      column: { column_name: 'order_date' },
    });
    expect(resultGeneric(max, 'STRING')).toBe('TEMPORAL');
    const sum = resolved({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'price' } });
    expect(resultGeneric(sum, 'STRING')).toBe('NUMERIC');
    expect(resultGeneric(undefined, 'BOOLEAN')).toBe('BOOLEAN');
  });
});
