import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';
import { generateSalesRows, SALES_COLUMNS } from './testing/sales-data';
import {
  apiCaller,
  loadSalesIntoDuckDb,
  loadSalesIntoPostgres,
  registerSalesDataset,
  type Call,
  type SalesTable,
} from './testing/sales-fixture';

const ROWS = generateSalesRows(500, 7);
const COUNT_ALL = { metrics: ['count'] };

type Result = {
  data: Record<string, unknown>[] | string;
  colnames: string[];
  is_cached: boolean;
  query: string;
  language?: string;
  rowcount: number;
};

const ENGINES = [
  { name: 'DuckDB', load: loadSalesIntoDuckDb },
  { name: 'PostgreSQL', load: loadSalesIntoPostgres },
];

describe.each(ENGINES)('chart data with bad input on $name', ({ load }) => {
  let test: TestApp;
  let table: SalesTable;
  let call: Call;
  let datasetId: number;

  const chartData = (
    queries: unknown[],
    extra: Record<string, unknown> = {},
  ): Promise<LightMyRequestResponse> =>
    call('POST', '/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries,
      force: true,
      ...extra,
    });
  const firstResult = (response: LightMyRequestResponse): Result => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Result[] }>().result[0] as Result;
  };
  const message = (response: LightMyRequestResponse): unknown =>
    response.json<{ message: unknown }>().message;
  const countWhere = async (filters: unknown[], extras: Record<string, unknown> = {}): Promise<unknown> =>
    (
      firstResult(await chartData([{ ...COUNT_ALL, filters, extras }])).data as Record<string, unknown>[]
    )[0]?.['count'];

  beforeAll(async () => {
    table = await load(ROWS);
    test = await createTestApp();
    call = apiCaller(test, await bearerFor(test.app, 'admin', test.adminPassword));
    datasetId = await registerSalesDataset(call, table);
  });
  afterAll(async () => {
    await test?.close();
    await table?.dispose();
  });

  it('names unknown columns and metrics', async () => {
    const columns = await chartData([{ columns: ['region', 'nope'], metrics: ['count'] }]);
    expect(columns.statusCode).toBe(400);
    expect(message(columns)).toBe("Columns missing in dataset: 'nope'");
    const metrics = await chartData([{ columns: ['region'], metrics: ['count', 'no_such_metric'] }]);
    expect(metrics.statusCode).toBe(400);
    expect(message(metrics)).toBe("Metrics missing in dataset: 'no_such_metric'");
    const simple = await chartData([
      { metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'ghost' } }] },
    ]);
    expect(simple.statusCode).toBe(400);
    expect(message(simple)).toBe("Columns missing in dataset: 'ghost'");
  });

  it('refuses values of the wrong type with the field named', async () => {
    const limit = await chartData([{ ...COUNT_ALL, row_limit: 'x' }]);
    expect(limit.statusCode).toBe(400);
    expect(Object.keys(message(limit) as object)).toEqual(['queries.0.row_limit']);
    const filters = await chartData([{ ...COUNT_ALL, filters: 'region = 1' }]);
    expect(filters.statusCode).toBe(400);
    expect(Object.keys(message(filters) as object)).toEqual(['queries.0.filters']);
    const operator = await chartData([
      { ...COUNT_ALL, filters: [{ col: 'region', op: 'SOUNDS LIKE', val: 'x' }] },
    ]);
    expect(operator.statusCode).toBe(400);
  });

  it('refuses operators the column type does not have', async () => {
    const like = await chartData([{ ...COUNT_ALL, filters: [{ col: 'quantity', op: 'LIKE', val: '1%' }] }]);
    expect(like.statusCode).toBe(400);
    expect(message(like)).toBe('Operator LIKE is not valid for the NUMERIC column "quantity"');
    const isTrue = await chartData([{ ...COUNT_ALL, filters: [{ col: 'region', op: 'IS TRUE' }] }]);
    expect(isTrue.statusCode).toBe(400);
    expect(message(isTrue)).toBe('Operator IS TRUE is not valid for the STRING column "region"');
    const notANumber = await chartData([
      { ...COUNT_ALL, filters: [{ col: 'quantity', op: '>', val: 'ten' }] },
    ]);
    expect(notANumber.statusCode).toBe(400);
  });

  it('binds injection attempts in comparators as plain values', async () => {
    expect(await countWhere([{ col: 'region', op: '==', val: "' OR 1=1 --" }])).toBe(0);
    expect(await countWhere([{ col: 'region', op: 'IN', val: ["x'); DROP TABLE sales; --", 'EMEA'] }])).toBe(
      ROWS.filter((r) => r.region === 'EMEA').length,
    );
    expect(await countWhere([{ col: 'country', op: 'LIKE', val: "%' OR '1'='1" }])).toBe(0);
    const range = await chartData([
      {
        ...COUNT_ALL,
        filters: [
          { col: 'order_date', op: 'TEMPORAL_RANGE', val: "2021-01-01 : 2022-01-01'); DROP TABLE sales; --" },
        ],
      },
    ]);
    expect(range.statusCode).toBe(400);
    const quoted = ROWS.filter((r) => r.product_line === "Collector's Items").length;
    expect(quoted).toBeGreaterThan(0);
    expect(await countWhere([{ col: 'product_line', op: '==', val: "Collector's Items" }])).toBe(quoted);
  });

  it.each([
    [
      'a metric with a second statement',
      { metrics: [{ expressionType: 'SQL', sqlExpression: '1; DROP TABLE sales', label: 'm' }] },
      'must be a single statement',
    ],
    [
      'a column closing its parenthesis',
      { columns: [{ sqlExpression: ') OR 1=1 --', label: 'c' }], metrics: ['count'] },
      'must not contain comments',
    ],
    [
      'a WHERE with a second statement',
      { ...COUNT_ALL, extras: { where: '1=1; DELETE FROM sales' } },
      'must be a single statement',
    ],
    [
      'a HAVING with a second statement',
      { ...COUNT_ALL, extras: { having: 'COUNT(*) > 0; DROP TABLE sales' } },
      'must be a single statement',
    ],
    [
      'a comment hiding the rest',
      { ...COUNT_ALL, extras: { where: '1=1 /* */ OR 1=1' } },
      'must not contain comments',
    ],
    [
      'a line comment',
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*) -- the rest', label: 'm' }] },
      'must not contain comments',
    ],
    [
      'a stacked statement inside a metric',
      {
        metrics: [
          { expressionType: 'SQL', sqlExpression: 'COUNT(*)); DELETE FROM sales; SELECT (1', label: 'm' },
        ],
      },
      'must be a single statement',
    ],
    [
      'a WHERE escaping its parentheses',
      {
        ...COUNT_ALL,
        filters: [{ col: 'region', op: '==', val: 'nowhere' }],
        extras: { where: '1=1) OR (1=1' },
      },
      'a closing parenthesis that was never opened',
    ],
    [
      'a subquery that writes',
      { metrics: [{ expressionType: 'SQL', sqlExpression: '(SELECT 1 FROM sales FOR UPDATE)', label: 'm' }] },
      '"UPDATE" is not allowed',
    ],
    [
      'a write hidden in a CTE-like text',
      {
        ...COUNT_ALL,
        extras: { where: 'region IN (WITH x AS (DELETE FROM sales RETURNING region) SELECT region FROM x)' },
      },
      '"DELETE" is not allowed',
    ],
  ])('refuses %s with 400', async (_name, query, reason) => {
    const response = await chartData([query]);
    expect(response.statusCode, response.body).toBe(400);
    expect(message(response)).toContain(reason);
  });

  it('still has every row after all the attempts', async () => {
    expect(await table.countRows()).toBe(ROWS.length);
    expect(await countWhere([])).toBe(ROWS.length);
  });

  it('refuses duplicate labels with Superset’s message', async () => {
    const response = await chartData([
      {
        columns: ['region'],
        metrics: ['count', { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }],
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(
      'Duplicate column/metric labels: "count". Please make sure all columns and metrics have a unique label.',
    );
  });

  it('answers result_type query with the SQL, without running it', async () => {
    const broken = { metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'm' }] };
    const result = firstResult(await chartData([broken], { result_type: 'query' }));
    expect(result.language).toBe('sql');
    expect(result.query).toContain('SUM(no_such_column)');
    expect(result.data).toBeUndefined();
    expect((await chartData([broken])).statusCode).toBe(400);
  });

  it('answers samples with raw rows of every column, ignoring metrics', async () => {
    const result = firstResult(
      await chartData([{ columns: ['region'], metrics: ['count'], row_limit: 7 }], {
        result_type: 'samples',
      }),
    );
    expect(result.colnames).toEqual(SALES_COLUMNS.map((c) => c.name));
    expect(result.data).toHaveLength(7);
    const first = (result.data as Record<string, unknown>[])[0] as Record<string, unknown>;
    expect(typeof first['order_date'] === 'number' || first['order_date'] === null).toBe(true);
  });

  it('answers the columns and time grains of the dataset', async () => {
    const columns = firstResult(await chartData([COUNT_ALL], { result_type: 'columns' }));
    expect((columns.data as { column_name: string }[]).map((c) => c.column_name)).toEqual(
      SALES_COLUMNS.map((c) => c.name),
    );
    const grains = firstResult(await chartData([COUNT_ALL], { result_type: 'timegrains' }));
    const durations = (grains.data as { duration: string; name: string; function: string }[]).map(
      (g) => g.duration,
    );
    expect(durations).toEqual(expect.arrayContaining(['P1D', 'P1W', 'P1M', 'P3M', 'P1Y']));
    expect(
      (grains.data as { duration: string; function: string }[]).find((g) => g.duration === 'P1D')?.function,
    ).toContain('{col}');
  });

  it('answers CSV as a file', async () => {
    const response = await chartData(
      [{ columns: ['region'], metrics: ['count'], orderby: [['count', false]] }],
      { result_format: 'csv' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('region,count');
    const regions = new Set(ROWS.map((r) => r.region));
    expect(lines).toHaveLength(regions.size + 1);
    const total = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[1]), 0);
    expect(total).toBe(ROWS.length);
  });

  it('answers a repeated query from the cache, and force bypasses it', async () => {
    const query = { columns: ['deal_size'], metrics: ['count'], row_limit: 17 };
    const first = firstResult(await chartData([query], { force: false }));
    const second = firstResult(await chartData([query], { force: false }));
    const forced = firstResult(await chartData([query], { force: true }));
    expect([first.is_cached, second.is_cached, forced.is_cached]).toEqual([false, true, false]);
    expect(second.data).toEqual(first.data);
  });
});
