import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import {
  createDatabase,
  createDataset,
  createOrdersSchema,
  TEST_POSTGRES_URI,
  type ScratchSchema,
} from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, registerCharts, signIn, waitUntilStill } from './ui';

const e2e = setupE2e();
let scratch: ScratchSchema;
let datasource = '';

const SUM_AMOUNT = {
  expressionType: 'SIMPLE',
  column: { column_name: 'amount' },
  aggregate: 'SUM',
  label: 'SUM(amount)',
};
const TIME = {
  x_axis: 'ordered_at',
  time_grain_sqla: 'P1D',
  time_range: 'No filter',
  adhoc_filters: [],
  row_limit: 10000,
};

/** Form data of each chart type, as a person would set it in explore. */
const CHARTS: { vizType: string; formData: Record<string, unknown> }[] = [
  {
    vizType: 'table',
    formData: {
      query_mode: 'aggregate',
      groupby: ['region'],
      metrics: [SUM_AMOUNT],
      adhoc_filters: [],
      row_limit: 100,
    },
  },
  { vizType: 'echarts_timeseries_line', formData: { ...TIME, metrics: [SUM_AMOUNT], groupby: ['region'] } },
  { vizType: 'echarts_timeseries_bar', formData: { ...TIME, metrics: [SUM_AMOUNT], groupby: ['region'] } },
  { vizType: 'echarts_area', formData: { ...TIME, metrics: [SUM_AMOUNT], groupby: ['region'] } },
  {
    vizType: 'echarts_timeseries_scatter',
    formData: { ...TIME, metrics: [SUM_AMOUNT], groupby: ['region'] },
  },
  { vizType: 'echarts_timeseries_smooth', formData: { ...TIME, metrics: [SUM_AMOUNT], groupby: ['region'] } },
  { vizType: 'echarts_timeseries_step', formData: { ...TIME, metrics: [SUM_AMOUNT], groupby: ['region'] } },
  {
    vizType: 'echarts_timeseries',
    formData: { ...TIME, metrics: [SUM_AMOUNT], groupby: ['region'], seriesType: 'scatter' },
  },
  {
    vizType: 'pie',
    formData: { metric: SUM_AMOUNT, groupby: ['region'], adhoc_filters: [], row_limit: 100 },
  },
  { vizType: 'big_number_total', formData: { metric: SUM_AMOUNT, adhoc_filters: [] } },
  { vizType: 'big_number', formData: { ...TIME, metric: SUM_AMOUNT } },
  {
    vizType: 'pivot_table_v2',
    formData: {
      groupbyRows: ['region'],
      groupbyColumns: [],
      metrics: [SUM_AMOUNT],
      adhoc_filters: [],
      row_limit: 100,
    },
  },
  {
    vizType: 'mixed_timeseries',
    formData: { ...TIME, metrics: [SUM_AMOUNT], groupby: ['region'], metrics_b: [SUM_AMOUNT], groupby_b: [] },
  },
];

beforeAll(async () => {
  scratch = await createOrdersSchema();
  const { server } = e2e;
  const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
  const database = await createDatabase(
    server.baseUrl,
    token,
    `Chart types ${scratch.name}`,
    TEST_POSTGRES_URI,
  );
  const dataset = await createDataset(server.baseUrl, token, {
    database: database.id,
    schema: scratch.name,
    table_name: 'orders',
  });
  datasource = `${dataset.id}__table`;
});

afterAll(async () => {
  await scratch?.drop();
});

/** Opens explore on a permalink of the form data and runs it. */
async function openChart(page: Page, formData: Record<string, unknown>): Promise<void> {
  const url = await page.evaluate(
    async (body) => {
      const csrf = ((await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string })
        .result;
      const response = await fetch('/api/v1/explore/permalink', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRFToken': csrf },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { url: string }).url;
    },
    { formData },
  );
  await page.goto(url);
}

describe('every chart type in explore', () => {
  it('draws each chart type without an error and keeps a screenshot of it', async () => {
    const { page, server } = e2e;
    await registerCharts(page);
    await signIn(page, 'admin', server.adminPassword);
    const failures: string[] = [];
    for (const { vizType, formData } of CHARTS) {
      await openChart(page, { ...formData, viz_type: vizType, datasource });
      const container = page.getByTestId('chart-container').first();
      await expectVisible(container, 30_000);
      // The screenshot shows the drawn chart, not a frame of its entry animation.
      await waitUntilStill(container);
      const alert = await page.getByRole('alert').count();
      if (alert > 0)
        failures.push(`${vizType}: ${(await page.getByRole('alert').first().innerText()).slice(0, 200)}`);
      expect(await container.getAttribute('data-viz-type')).toBe(vizType);
      await page.screenshot({ path: screenshotPath(`explore-${vizType}`) });
    }
    expect(failures).toEqual([]);
  });
});
