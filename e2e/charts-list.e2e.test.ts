import { chartSchema } from '@meridian/core';
import type { Chart, Dataset } from '@meridian/core';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import {
  call,
  createDatabase,
  createDataset,
  createOrdersSchema,
  resultOf,
  TEST_POSTGRES_URI,
} from './data-client';
import type { ScratchSchema } from './data-client';
import { SCREENSHOT_DIR, setupE2e } from './harness';
import { chooseOption, expectVisible, signIn } from './ui';

const e2e = setupE2e();

/** How long a list may take to show the outcome of a filter or delete (the machine is shared). */
const POLL = { timeout: 15_000 };

let scratch: ScratchSchema;

beforeAll(async () => {
  scratch = await createOrdersSchema();
});

afterAll(async () => {
  await scratch?.drop();
});

/** Saves a bar chart through the API, as the admin. */
async function createChart(token: string, dataset: Dataset, name: string): Promise<Chart> {
  const params = {
    datasource: `${dataset.id}__table`,
    viz_type: 'echarts_timeseries_bar',
    metrics: ['count'],
  };
  const response = await fetch(`${e2e.server.baseUrl}/api/v1/chart/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      slice_name: name,
      viz_type: params.viz_type,
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify(params),
    }),
  });
  if (!response.ok) throw new Error(`POST /api/v1/chart/: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { result: unknown };
  return chartSchema.parse(body.result);
}

/** Picks the option titled `option` in the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page, page.getByRole('combobox', { name: label, exact: true }), option);
}

/** Clears the antd select labelled `label` through its clear icon. */
async function clearSelect(page: Page, label: string): Promise<void> {
  const select = page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: label, exact: true }) });
  await select.hover();
  await select.locator('.ant-select-clear').click();
}

/** position_json of a dashboard showing one chart. */
function layoutWith(chartId: number): string {
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': {
      id: 'ROW-1',
      type: 'ROW',
      children: [`CHART-${chartId}`],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    [`CHART-${chartId}`]: {
      id: `CHART-${chartId}`,
      type: 'CHART',
      children: [],
      meta: { chartId, width: 4, height: 50 },
    },
  });
}

describe('chart list', () => {
  it('lists, searches, stars and bulk-deletes charts', async () => {
    const { server, page } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const database = await createDatabase(server.baseUrl, token, 'charts list db', TEST_POSTGRES_URI);
    const dataset = await createDataset(server.baseUrl, token, {
      database: database.id,
      schema: scratch.name,
      table_name: 'orders',
    });
    await createChart(token, dataset, 'Revenue by region');
    await createChart(token, dataset, 'Orders per day');

    await signIn(page, 'admin', server.adminPassword);
    await page.goto('/chart/list/');
    const list = page.getByTestId('chart-list');
    await expectVisible(list.getByRole('link', { name: 'Revenue by region' }));
    await expectVisible(list.getByRole('link', { name: 'Orders per day' }));
    await fsp.mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'charts-list-page.png'), fullPage: true });

    await page.getByRole('button', { name: 'Import' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import chart' });
    await expectVisible(importDialog.getByRole('button', { name: 'Select file' }));
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'charts-import-modal.png') });
    await importDialog.getByRole('button', { name: 'Cancel' }).click();

    const search = page.getByRole('searchbox', { name: 'Search charts' });
    await search.fill('Revenue');
    await search.press('Enter');
    await expect.poll(() => list.getByRole('link', { name: 'Orders per day' }).count(), POLL).toBe(0);
    await expectVisible(list.getByRole('link', { name: 'Revenue by region' }));

    await list.getByRole('button', { name: 'Star Revenue by region' }).click();
    await expectVisible(list.getByRole('button', { name: 'Unstar Revenue by region' }));

    await list
      .getByRole('row', { name: /Revenue by region/ })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: 'Delete 1 selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByText('Deleted: Revenue by region'));
    await expect.poll(() => list.getByRole('link', { name: 'Revenue by region' }).count(), POLL).toBe(0);
  });

  it('filters by favourite, shows cards, edits properties and bulk-deletes from the list', async () => {
    const { server, page } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const database = await createDatabase(server.baseUrl, token, 'charts list db 2', TEST_POSTGRES_URI);
    const dataset = await createDataset(server.baseUrl, token, {
      database: database.id,
      schema: scratch.name,
      table_name: 'orders',
    });
    await createChart(token, dataset, 'Sales by month');
    const starredChart = await createChart(token, dataset, 'Top customers');
    const marginChart = await createChart(token, dataset, 'Margin by product');

    await signIn(page, 'admin', server.adminPassword);
    await page.goto('/chart/list/');
    const list = page.getByTestId('chart-list');
    const salesRow = list.getByRole('row', { name: /Sales by month/ });
    await expectVisible(salesRow);
    // The Type column names the plugin, not its viz_type key.
    await expectVisible(salesRow.getByRole('cell', { name: 'Bar Chart', exact: true }));

    await list.getByRole('button', { name: 'Star Top customers' }).click();
    await expectVisible(list.getByRole('button', { name: 'Unstar Top customers' }));
    await choose(page, 'Favorite', 'Yes');
    await expect.poll(() => list.getByRole('link', { name: 'Sales by month' }).count(), POLL).toBe(0);
    await expectVisible(list.getByRole('link', { name: 'Top customers' }));
    expect(await list.locator('tbody tr.ant-table-row').count()).toBe(1);
    await clearSelect(page, 'Favorite');
    await expectVisible(list.getByRole('link', { name: 'Sales by month' }));

    await call(server.baseUrl, token, '/api/v1/dashboard/', {
      method: 'POST',
      body: JSON.stringify({
        dashboard_title: 'Chart list board',
        position_json: layoutWith(marginChart.id),
      }),
    });
    await choose(page, 'Dashboard', 'Chart list board');
    await expect.poll(() => list.getByRole('link', { name: 'Sales by month' }).count(), POLL).toBe(0);
    await expectVisible(list.getByRole('link', { name: 'Margin by product' }));
    await clearSelect(page, 'Dashboard');
    // The Chart type filter offers the plugin's name and filters by its viz_type key.
    await choose(page, 'Chart type', 'Bar Chart');
    await expectVisible(list.getByRole('link', { name: 'Sales by month' }));
    await clearSelect(page, 'Chart type');

    await list.getByRole('button', { name: 'Edit Top customers' }).click();
    const properties = page.getByRole('dialog', { name: 'Edit chart properties' });
    await properties.getByLabel('Name', { exact: true }).fill('Top customers this year');
    await properties.getByLabel('Certified by', { exact: true }).fill('Finance');
    await properties.getByRole('button', { name: 'Save' }).click();
    const renamed = list.getByRole('row', { name: /Top customers this year/ });
    await expectVisible(renamed);
    await expectVisible(renamed.getByText('Certified', { exact: true }));
    const saved = chartSchema.parse(
      resultOf(await call(server.baseUrl, token, `/api/v1/chart/${starredChart.id}`)),
    );
    expect(saved.slice_name).toBe('Top customers this year');
    expect(saved.certified_by).toBe('Finance');
    await fsp.mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'charts-list-table.png'), fullPage: true });

    await page.getByRole('button', { name: 'Card view' }).click();
    const cards = page.getByTestId('chart-cards');
    const card = cards.getByRole('article', { name: 'Sales by month' });
    await expectVisible(card.getByRole('link', { name: 'Sales by month' }));
    await expectVisible(card.getByText(/Bar Chart/));
    await expectVisible(cards.getByRole('button', { name: 'Unstar Top customers this year' }));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'charts-list-cards.png'), fullPage: true });

    await card.getByRole('checkbox', { name: 'Select Sales by month' }).check();
    await cards.getByRole('checkbox', { name: 'Select Margin by product' }).check();
    await page.getByRole('button', { name: 'Delete 2 selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectVisible(
      page.getByText(/^Deleted: (Sales by month, Margin by product|Margin by product, Sales by month)$/),
    );
    await expect.poll(() => cards.getByRole('article', { name: 'Sales by month' }).count(), POLL).toBe(0);
    expect(await cards.getByRole('article', { name: 'Margin by product' }).count()).toBe(0);
    await expectVisible(cards.getByRole('article', { name: 'Top customers this year' }));
  });

  it('filters the dataset list with the same filter bar', async () => {
    const { server, page } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const database = await createDatabase(server.baseUrl, token, 'dataset filter db', TEST_POSTGRES_URI);
    await createDataset(server.baseUrl, token, {
      database: database.id,
      schema: scratch.name,
      table_name: 'orders',
    });

    await signIn(page, 'admin', server.adminPassword);
    await page.goto('/tablemodelview/list/');
    const rows = page.locator('tbody tr.ant-table-row');
    await expectVisible(rows);
    await choose(page, 'Database', 'dataset filter db');
    await expect.poll(() => rows.count(), POLL).toBe(1);
    await expectVisible(rows.getByRole('cell', { name: 'dataset filter db', exact: true }));
    await choose(page, 'Type', 'Virtual');
    await expect.poll(() => rows.count(), POLL).toBe(0);
    await choose(page, 'Type', 'Physical');
    await expect.poll(() => rows.count(), POLL).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dataset-list-filtered.png'), fullPage: true });
  });
});
