import { chartSchema } from '@meridian/core';
import type { Chart, Dataset } from '@meridian/core';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import { createDatabase, createDataset, createOrdersSchema, TEST_POSTGRES_URI } from './data-client';
import type { ScratchSchema } from './data-client';
import { SCREENSHOT_DIR, setupE2e } from './harness';
import { expectVisible, signIn } from './ui';

const e2e = setupE2e();

let scratch: ScratchSchema;

beforeAll(async () => {
  scratch = await createOrdersSchema();
});

afterAll(async () => {
  await scratch?.drop();
});

/** Saves a bar chart through the API, as the admin. */
async function createChart(token: string, dataset: Dataset, name: string): Promise<Chart> {
  const params = { datasource: `${dataset.id}__table`, viz_type: 'echarts_timeseries_bar', metrics: ['count'] };
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
    await expect.poll(() => list.getByRole('link', { name: 'Orders per day' }).count()).toBe(0);
    await expectVisible(list.getByRole('link', { name: 'Revenue by region' }));

    await list.getByRole('button', { name: 'Star Revenue by region' }).click();
    await expectVisible(list.getByRole('button', { name: 'Unstar Revenue by region' }));

    await list.getByRole('row', { name: /Revenue by region/ }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete 1 selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByText('Deleted: Revenue by region'));
    await expect.poll(() => list.getByRole('link', { name: 'Revenue by region' }).count()).toBe(0);
  });
});
