import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';
import { generateSalesRows, type SalesRow } from './testing/sales-data';
import {
  apiCaller,
  loadSalesIntoDuckDb,
  registerSalesDataset,
  type Call,
  type SalesTable,
} from './testing/sales-fixture';
import { TIME_COMPARISON_NEEDS_RANGE } from './time-offsets';

const ROWS = generateSalesRows(800, 11);
const YEAR_2024 = { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2025-01-01' };
const SUM_SALES = { expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 'total' };

/** Σ sales of rows with order_date in [from, to) and the predicate, as the database would sum them. */
function expectedSum(from: string, to: string, where: (row: SalesRow) => boolean = () => true): number {
  const [lo, hi] = [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`)];
  return ROWS.filter(
    (r) => r.order_date !== null && r.order_date >= lo && r.order_date < hi && where(r),
  ).reduce((sum, r) => sum + (r.sales ?? 0), 0);
}

describe('time comparison (time_offsets) on DuckDB', () => {
  let test: TestApp;
  let table: SalesTable;
  let call: Call;
  let datasetId: number;
  const chartData = (query: Record<string, unknown>): Promise<LightMyRequestResponse> =>
    call('POST', '/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [query],
      force: true,
    });
  const rows = async (query: Record<string, unknown>) => {
    const response = await chartData(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { data: Record<string, unknown>[]; colnames: string[] }[] }>().result[0];
  };

  beforeAll(async () => {
    table = await loadSalesIntoDuckDb(ROWS);
    test = await createTestApp();
    call = apiCaller(test, await bearerFor(test.app, 'admin', test.adminPassword));
    datasetId = await registerSalesDataset(call, table);
  });
  afterAll(async () => {
    await test?.close();
    await table?.dispose();
  });

  it('adds the total of the year before as <metric>__1 year ago', async () => {
    const result = await rows({
      metrics: [SUM_SALES],
      filters: [YEAR_2024],
      time_offsets: ['1 year ago', 'inherit'],
    });
    expect(result?.colnames).toEqual(['total', 'total__1 year ago', 'total__inherit']);
    const row = result?.data[0] ?? {};
    expect(row['total']).toBeCloseTo(expectedSum('2024-01-01', '2025-01-01'), 2);
    expect(row['total__1 year ago']).toBeCloseTo(expectedSum('2023-01-01', '2024-01-01'), 2);
    // 2024 has 366 days, so the inherited range starts a day earlier.
    expect(row['total__inherit']).toBeCloseTo(expectedSum('2022-12-31', '2024-01-01'), 2);
  });

  it('matches rows by dimension and by the time column moved forward', async () => {
    const result = await rows({
      columns: [
        {
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          label: 'order_date',
          expressionType: 'SQL',
          timeGrain: 'P1M',
        },
        'region',
      ],
      metrics: [SUM_SALES],
      filters: [YEAR_2024],
      time_offsets: ['1 year ago'],
      orderby: [['order_date', true]],
      row_limit: 1000,
    });
    const march = result?.data.find(
      (r) => r['order_date'] === Date.parse('2024-03-01T00:00:00Z') && r['region'] === 'EMEA',
    );
    expect(march?.['total']).toBeCloseTo(
      expectedSum('2024-03-01', '2024-04-01', (r) => r.region === 'EMEA'),
      2,
    );
    expect(march?.['total__1 year ago']).toBeCloseTo(
      expectedSum('2023-03-01', '2023-04-01', (r) => r.region === 'EMEA'),
      2,
    );
  });

  it('answers 400 when the range is open', async () => {
    const response = await chartData({ metrics: [SUM_SALES], filters: [], time_offsets: ['1 year ago'] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(TIME_COMPARISON_NEEDS_RANGE);
  });
});
