import { DEFAULT_ROW_LIMIT } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';
import { compareWithReference, type ApiResult } from './testing/compare';
import { caseSeed, createRandom, generateQuery } from './testing/random-query';
import { evaluateReference } from './testing/reference';
import { generateSalesRows } from './testing/sales-data';
import {
  apiCaller,
  loadSalesIntoDuckDb,
  loadSalesIntoPostgres,
  registerSalesDataset,
  type Call,
  type SalesTable,
} from './testing/sales-fixture';

// Differential tests: random query objects run through the HTTP API on real engines, compared with a reference
// evaluated in TypeScript over the same rows. Replay a run with MERIDIAN_DIFF_SEED=<seed>.
const SEED = Number(process.env['MERIDIAN_DIFF_SEED'] ?? 20_240_601);
const CASES = Number(process.env['MERIDIAN_DIFF_CASES'] ?? 240);
const ROWS = generateSalesRows(3000, SEED);
const cases = Array.from({ length: CASES }, (_, index) => ({
  index,
  query: generateQuery(createRandom(caseSeed(SEED, index)), ROWS),
}));

const ENGINES = [
  { name: 'DuckDB', load: loadSalesIntoDuckDb },
  { name: 'PostgreSQL', load: loadSalesIntoPostgres },
];

describe.each(ENGINES)('chart data on $name agrees with the reference evaluator', ({ load }) => {
  let test: TestApp;
  let table: SalesTable;
  let call: Call;
  let datasetId: number;

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

  it.each(cases)(`case $index (seed ${SEED})`, async ({ index, query }) => {
    const context = {
      datasource: { id: datasetId, type: 'table' },
      queries: [query],
      force: true,
      result_type: 'full',
      result_format: 'json',
    };
    const response = await call('POST', '/api/v1/chart/data', context);
    const replay = `seed ${SEED}, case ${index} (MERIDIAN_DIFF_SEED=${SEED}); query ${JSON.stringify(query)}`;
    expect(response.statusCode, `${replay}\n${response.body}`).toBe(200);
    const result = response.json<{ result: (ApiResult & { query: string })[] }>().result[0] as ApiResult & {
      query: string;
    };
    const reference = evaluateReference(query, ROWS, table.nulls);
    const problems = compareWithReference(result, reference, {
      limit: query.row_limit || DEFAULT_ROW_LIMIT,
      offset: query.row_offset ?? 0,
      nulls: table.nulls,
    });
    expect(problems, `${replay}\nSQL: ${result.query}`).toEqual([]);
  });

  it('covers a spread of shapes: empty and non-empty answers, cut windows, every operator', () => {
    const answers = cases.map(({ query }) => evaluateReference(query, ROWS, table.nulls).rows.length);
    expect(answers.filter((n) => n === 0).length).toBeGreaterThan(5);
    expect(answers.filter((n) => n > 10).length).toBeGreaterThan(50);
    const cut = cases.filter(({ query }, i) => (query.row_limit ?? DEFAULT_ROW_LIMIT) < (answers[i] ?? 0));
    expect(cut.length).toBeGreaterThan(30);
    const operators = new Set(cases.flatMap(({ query }) => query.filters.map((f) => f.op)));
    expect([...operators].sort()).toEqual([
      '!=',
      '<',
      '<=',
      '==',
      '>',
      '>=',
      'ILIKE',
      'IN',
      'IS NOT NULL',
      'IS NULL',
      'LIKE',
      'NOT IN',
      'TEMPORAL_RANGE',
    ]);
    const grains = new Set(
      cases.flatMap(({ query }) =>
        query.columns.flatMap((c) => (typeof c === 'object' && c.timeGrain ? [c.timeGrain] : [])),
      ),
    );
    expect([...grains].sort()).toEqual(['P1D', 'P1M', 'P1W', 'P1Y', 'P3M']);
    const metrics = cases.flatMap(({ query }) => query.metrics ?? []);
    const aggregates = new Set(
      metrics.flatMap((m) => (typeof m === 'object' && m.expressionType === 'SIMPLE' ? [m.aggregate] : [])),
    );
    expect([...aggregates].sort()).toEqual(['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM']);
    expect(metrics.filter((m) => typeof m === 'string').length).toBeGreaterThan(20);
    expect(metrics.filter((m) => typeof m === 'object' && m.expressionType === 'SQL').length).toBeGreaterThan(
      20,
    );
    expect(cases.filter(({ query }) => query.orderby.length > 0).length).toBeGreaterThan(50);
    // Raw records (no metrics list) and distinct values (an empty one) both come up.
    expect(cases.filter(({ query }) => query.metrics === null).length).toBeGreaterThan(5);
    expect(cases.filter(({ query }) => query.metrics?.length === 0).length).toBeGreaterThan(5);
  });
});
