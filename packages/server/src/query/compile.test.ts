import { queryObjectSchema, type Dataset } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { duckdbSpec } from '../engines/duckdb/spec';
import { mysqlSpec } from '../engines/mysql/spec';
import { compileQuery } from './compile';
import { queryableDataset } from './query-dataset';

const column = (
  column_name: string,
  type_generic: 'STRING' | 'NUMERIC' | 'TEMPORAL' | 'BOOLEAN',
  extra: Partial<Dataset['columns'][number]> = {},
) => ({
  id: 1,
  uuid: 'u',
  column_name,
  verbose_name: null,
  description: null,
  expression: null,
  type: null,
  type_generic,
  is_dttm: type_generic === 'TEMPORAL',
  groupby: true,
  filterable: true,
  is_active: true,
  python_date_format: null,
  advanced_data_type: null,
  extra: null,
  ...extra,
});

const dataset = {
  id: 7,
  schema: 'main',
  table_name: 'sales',
  sql: null,
  main_dttm_col: 'order_date',
  extra: null,
  columns: [
    column('order_date', 'TEMPORAL'),
    column('region', 'STRING'),
    column('sales', 'NUMERIC'),
    column('is_big', 'BOOLEAN', { expression: 'sales > 100' }),
  ],
  metrics: [
    {
      id: 1,
      uuid: 'm',
      metric_name: 'count',
      verbose_name: null,
      description: null,
      expression: 'COUNT(*)',
      metric_type: null,
      d3format: null,
      currency: null,
      warning_text: null,
      extra: null,
    },
  ],
} as unknown as Dataset;

const now = new Date('2024-03-13T14:37:52Z');
const compile = (query: unknown, spec = duckdbSpec) =>
  compileQuery(queryObjectSchema.parse(query), {
    dataset: queryableDataset(dataset, spec.dialect),
    dialect: spec.dialect,
    now,
  });

describe('compileQuery', () => {
  it('groups by columns, aggregates metrics and orders by the first metric by default', () => {
    const { sql, parameters } = compile({
      columns: ['region'],
      metrics: ['count', { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' } }],
    });
    expect(sql).toBe(
      'SELECT "region" AS "region",\n  COUNT(*) AS "count",\n  SUM("sales") AS "SUM(sales)"\nFROM "main"."sales"\nGROUP BY "region"\nORDER BY COUNT(*) DESC\nLIMIT 10000',
    );
    expect(parameters).toEqual([]);
  });

  it('binds every filter value as a parameter, numbered in order of appearance', () => {
    const { sql, parameters } = compile({
      columns: ['region'],
      metrics: ['count'],
      filters: [
        { col: 'region', op: 'in', val: ['EMEA', "x' OR 1=1 --"] },
        { col: 'sales', op: '>=', val: '10' },
        { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' },
      ],
    });
    expect(sql).toContain(
      'WHERE "region" IN ($1, $2)\n  AND "sales" >= $3\n  AND "order_date" >= CAST($4 AS TIMESTAMP)\n  AND "order_date" < CAST($5 AS TIMESTAMP)',
    );
    expect(parameters).toEqual(['EMEA', "x' OR 1=1 --", 10, '2024-01-01 00:00:00', '2024-02-01 00:00:00']);
  });

  it('uses ? placeholders on MySQL and backtick quoting', () => {
    const { sql, parameters } = compile(
      { columns: ['region'], metrics: ['count'], filters: [{ col: 'region', op: '==', val: 'EMEA' }] },
      mysqlSpec,
    );
    expect(sql).toContain('WHERE `region` = ?');
    expect(parameters).toEqual(['EMEA']);
  });

  it('truncates the base axis to its time grain', () => {
    const { sql } = compile({
      columns: [
        { sqlExpression: 'order_date', label: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1M' },
      ],
      metrics: ['count'],
    });
    expect(sql).toContain(`DATE_TRUNC('month', "order_date") AS "order_date"`);
  });

  it('limits series with a join against the top N series', () => {
    const { sql } = compile({
      columns: [
        { sqlExpression: 'order_date', label: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1D' },
        'region',
      ],
      metrics: ['count'],
      series_columns: ['region'],
      series_limit: 5,
    });
    expect(sql).toContain(
      'INNER JOIN (SELECT "region" AS "__series_0" FROM "main"."sales" GROUP BY "region" ORDER BY COUNT(*) DESC LIMIT 5) AS "series_limit" ON "region" = "series_limit"."__series_0"',
    );
  });

  it('selects raw rows without GROUP BY when there is no metrics list, or a null one', () => {
    const raw =
      'SELECT "region" AS "region",\n  "sales" AS "sales"\nFROM "main"."sales"\nORDER BY "sales" DESC\nLIMIT 10';
    const query = { columns: ['region', 'sales'], row_limit: 10, orderby: [['sales', false]] };
    expect(compile(query).sql).toBe(raw);
    expect(compile({ ...query, metrics: null }).sql).toBe(raw);
  });

  it("groups by the columns when the metrics list is empty (Superset's distinct values)", () => {
    const { sql } = compile({ columns: ['region'], metrics: [], row_limit: 10 });
    expect(sql).toBe('SELECT "region" AS "region"\nFROM "main"."sales"\nGROUP BY "region"\nLIMIT 10');
  });

  it('rejects filters on unknown columns instead of failing', () => {
    const { filters } = compile({ metrics: ['count'], filters: [{ col: 'nope', op: '==', val: 1 }] });
    expect(filters.rejected).toEqual([{ column: 'nope', reason: 'not_in_datasource' }]);
  });

  it.each([
    [{ columns: ['nope'], metrics: ['count'] }, "Columns missing in dataset: 'nope'"],
    [{ metrics: ['nope'] }, "Metrics missing in dataset: 'nope'"],
    [
      { metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'ghost' } }] },
      "Columns missing in dataset: 'ghost'",
    ],
    [
      { metrics: ['count'], filters: [{ col: 'sales', op: 'LIKE', val: '1%' }] },
      'Operator LIKE is not valid for the NUMERIC column "sales"',
    ],
    [
      { metrics: ['count'], filters: [{ col: 'region', op: 'IS TRUE' }] },
      'Operator IS TRUE is not valid for the STRING column "region"',
    ],
    [
      { metrics: ['count'], filters: [{ col: 'sales', op: '==', val: 'abc' }] },
      'Filter value "abc" of column "sales" is not a number',
    ],
    [
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*); DROP TABLE sales' }] },
      'must be a single statement',
    ],
    [{ metrics: ['count'], extras: { where: '1=1 -- x' } }, 'must not contain comments'],
    [
      {
        columns: ['region'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'region' }],
      },
      'Duplicate column/metric labels: "region"',
    ],
    [
      { columns: ['region'], metrics: ['count'], series_columns: ['sales'], series_limit: 2 },
      'The following entries in `series_columns` are missing in `columns`: sales',
    ],
    [
      {
        metrics: ['count'],
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-02-01 : 2024-01-01' }],
      },
      'From date cannot be larger than to date',
    ],
  ])('refuses %j', (query, message) => {
    expect(() => compile(query)).toThrow(message);
  });

  it('reads the legacy time_range with granularity, and renames deprecated keys', () => {
    const { sql, parameters } = compile({
      groupby: ['region'],
      metrics: ['count'],
      granularity_sqla: 'order_date',
      time_range: 'Last week',
    });
    expect(sql).toContain('GROUP BY "region"');
    expect(parameters).toEqual(['2024-03-06 00:00:00', '2024-03-13 00:00:00']);
  });
});
