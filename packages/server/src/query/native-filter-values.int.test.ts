import { extraFormDataForChart, selectDataMask } from '@meridian/core';
import { buildQueryContextFromFormData } from '@meridian/viz/query';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';
import { generateSalesRows } from './testing/sales-data';
import {
  apiCaller,
  loadSalesIntoPostgres,
  registerSalesDataset,
  type Call,
  type SalesTable,
} from './testing/sales-fixture';

const ROWS = generateSalesRows(200, 11);
/** Quotes, unicode and SQL text: each must reach the database as a value, never as SQL. */
const HOSTILE_VALUES = ["Collector's Items", 'Zürich "東京" 🚀', "x'); DROP TABLE sales; --", "' OR '1'='1"];

describe('a select filter value on a dashboard chart', () => {
  let test: TestApp;
  let table: SalesTable;
  let call: Call;
  let datasetId: number;

  beforeAll(async () => {
    table = await loadSalesIntoPostgres(ROWS);
    test = await createTestApp();
    call = apiCaller(test, await bearerFor(test.app, 'admin', test.adminPassword));
    datasetId = await registerSalesDataset(call, table);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await test?.close();
    await table?.dispose();
  });

  it('reaches PostgreSQL as bound parameters, the SQL text holding none of it', async () => {
    // The path of the dashboard page: the filter's mask, merged into the chart's extra form data, built into
    // the chart's query by its viz plugin.
    const mask = selectDataMask({ column: 'product_line', values: HOSTILE_VALUES });
    const extraFormData = extraFormDataForChart({
      chartId: 1,
      masks: { 'NATIVE_FILTER-line': { id: 'NATIVE_FILTER-line', ...mask } },
      scopes: new Map([['NATIVE_FILTER-line', [1]]]),
      allChartIds: [1],
    });
    const context = buildQueryContextFromFormData({
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['product_line'],
      metrics: ['count'],
      row_limit: 100,
      extra_form_data: extraFormData,
    });
    const sent: { text: string; values: unknown[] }[] = [];
    const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    const query = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const [config] = args;
      if (typeof config === 'object' && config !== null && 'text' in config && 'values' in config) {
        const { text, values } = config as { text: unknown; values: unknown };
        if (typeof text === 'string' && Array.isArray(values) && text.includes('product_line'))
          sent.push({ text, values });
      }
      return originalQuery.apply(this, args);
    } as typeof pg.Client.prototype.query);
    const response = await call('POST', '/api/v1/chart/data', { ...context, force: true });
    query.mockRestore();
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ result: { data: { product_line: string; count: number }[] }[] }>().result[0]
      ?.data;
    // Only the real product line matches; the others are plain strings that match no row.
    const expected = ROWS.filter((row) => row.product_line === "Collector's Items").length;
    expect(expected).toBeGreaterThan(0);
    expect(rows).toEqual([{ product_line: "Collector's Items", count: expected }]);
    expect(sent).toHaveLength(1);
    const [statement] = sent;
    for (const value of HOSTILE_VALUES) {
      expect(statement?.values).toContain(value);
      expect(statement?.text).not.toContain(value);
    }
    expect(statement?.text).not.toContain('DROP');
    expect(statement?.text).not.toContain('東京');
  });
});
