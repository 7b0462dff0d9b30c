import { chartSchema } from '@meridian/core';
import type { Chart, Dataset } from '@meridian/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createUser } from './api-client';
import {
  call,
  createDatabase,
  createDataset,
  createDatasetReaderRole,
  createOrdersSchema,
  resultOf,
  TEST_POSTGRES_URI,
} from './data-client';
import type { ScratchSchema } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, signIn } from './ui';

const e2e = setupE2e();

let scratch: ScratchSchema;

beforeAll(async () => {
  scratch = await createOrdersSchema();
});

afterAll(async () => {
  await scratch?.drop();
});

function idOf(answer: unknown): number {
  const id: unknown = typeof answer === 'object' && answer !== null && 'id' in answer ? answer.id : undefined;
  if (typeof id !== 'number') throw new Error('The answer has no id');
  return id;
}

async function createChart(token: string, dataset: Dataset, name: string, formData: object): Promise<Chart> {
  const params = {
    datasource: `${dataset.id}__table`,
    adhoc_filters: [],
    time_range: 'No filter',
    ...formData,
  };
  const body = {
    slice_name: name,
    viz_type: 'viz_type' in formData ? formData.viz_type : '',
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: JSON.stringify(params),
  };
  return chartSchema.parse(
    resultOf(
      await call(e2e.server.baseUrl, token, '/api/v1/chart/', { method: 'POST', body: JSON.stringify(body) }),
    ),
  );
}

const SUM_AMOUNT = {
  expressionType: 'SIMPLE',
  column: { column_name: 'amount' },
  aggregate: 'SUM',
  label: 'SUM(amount)',
};

/** Dataset, a bar and a pie chart, and a draft dashboard showing both; answers the dashboard id and chart ids. */
async function createDashboard(
  token: string,
): Promise<{ dashboardId: number; charts: Chart[]; dataset: Dataset }> {
  const { baseUrl } = e2e.server;
  const database = await createDatabase(baseUrl, token, `Dashboard ${scratch.name}`, TEST_POSTGRES_URI);
  const dataset = await createDataset(baseUrl, token, {
    database: database.id,
    schema: scratch.name,
    table_name: 'orders',
  });
  const bar = await createChart(token, dataset, 'Amount by day', {
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'ordered_at',
    time_grain_sqla: 'P1D',
    metrics: [SUM_AMOUNT],
    groupby: ['region'],
    row_limit: 10000,
  });
  const pie = await createChart(token, dataset, 'Amount by region', {
    viz_type: 'pie',
    metric: SUM_AMOUNT,
    groupby: ['region'],
    row_limit: 100,
  });
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: {
      id: 'GRID_ID',
      type: 'GRID',
      children: ['MARKDOWN-intro0001', 'ROW-charts0001'],
      parents: ['ROOT_ID'],
    },
    'MARKDOWN-intro0001': {
      id: 'MARKDOWN-intro0001',
      type: 'MARKDOWN',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { width: 12, height: 12, code: '## Orders\n\nAll **orders** of the scratch schema.' },
    },
    'ROW-charts0001': {
      id: 'ROW-charts0001',
      type: 'ROW',
      children: ['CHART-bar0000001', 'CHART-pie0000001'],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'CHART-bar0000001': {
      id: 'CHART-bar0000001',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-charts0001'],
      meta: { chartId: bar.id, width: 8, height: 50, sliceName: bar.slice_name },
    },
    'CHART-pie0000001': {
      id: 'CHART-pie0000001',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-charts0001'],
      meta: { chartId: pie.id, width: 4, height: 50, sliceName: pie.slice_name },
    },
  };
  const answer = await call(baseUrl, token, '/api/v1/dashboard/', {
    method: 'POST',
    body: JSON.stringify({
      dashboard_title: 'Orders dashboard',
      position_json: JSON.stringify(position),
      json_metadata: JSON.stringify({ label_colors: { EU: '#ff0000' } }),
      published: false,
    }),
  });
  return { dashboardId: idOf(answer), charts: [bar, pie], dataset };
}

/** Number of data points an ECharts chart drew (waits until it has some). */
async function drawnPoints(page: Page, key: string): Promise<number> {
  const handle = await page.waitForFunction(
    (chartKey) => {
      const option = window.__meridianCharts?.[chartKey]?.getOption();
      const series: unknown = option?.['series'];
      let count = 0;
      for (const item of Array.isArray(series) ? series : []) {
        const data: unknown = typeof item === 'object' && item !== null && 'data' in item ? item.data : [];
        count += Array.isArray(data) ? data.length : 0;
      }
      return count > 0 ? count : null;
    },
    key,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) ?? 0;
}

describe('dashboard page', () => {
  it('an admin sees both charts drawn and publishes the dashboard; a Gamma user gets no publish toggle', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const { dashboardId, charts, dataset } = await createDashboard(token);
    await page.addInitScript(() => {
      window.__meridianCharts = {};
    });
    await signIn(page, 'admin', server.adminPassword);

    await page.goto('/dashboard/list/');
    await page.getByRole('link', { name: 'Orders dashboard' }).click();
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Orders dashboard' }));
    expect(new URL(page.url()).pathname).toBe(`/superset/dashboard/${dashboardId}/`);
    await expectVisible(page.getByTestId('dashboard-markdown').getByRole('heading', { name: 'Orders' }));
    for (const chart of charts) expect(await drawnPoints(page, String(chart.id))).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-testid="dashboard-chart"][data-status="success"]').count())
      .toBe(2);
    await page.screenshot({ path: screenshotPath('dashboard page as admin'), fullPage: true });

    await expect.poll(() => page.getByTestId('dashboard-status').textContent()).toBe('Draft');
    await page.getByTestId('dashboard-publish-toggle').click();
    await expectVisible(page.getByText('This dashboard is now published'));
    await expect.poll(() => page.getByTestId('dashboard-status').textContent()).toBe('Published');

    // Standalone bit 4 hides the top navigation, bit 1 the title.
    await page.goto(`/superset/dashboard/${dashboardId}/?standalone=5`);
    await expectVisible(page.getByTestId('dashboard-chart').first());
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByTestId('dashboard-title').count()).toBe(0);

    await createDatasetReaderRole(e2e.server.baseUrl, token, 'dashboard_orders_reader', dataset);
    await createUser(server.baseUrl, token, {
      username: 'gus',
      first_name: 'Gus',
      last_name: 'Gamma',
      email: 'gus@example.com',
      password: 'gamma-Pa55word',
      active: true,
      roleNames: ['Gamma', 'dashboard_orders_reader'],
    });
    await page.context().clearCookies();
    await signIn(page, 'gus', 'gamma-Pa55word');
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Orders dashboard' }));
    await expectVisible(page.getByTestId('dashboard-status'));
    expect(await page.getByTestId('dashboard-publish-toggle').count()).toBe(0);
  });
});
