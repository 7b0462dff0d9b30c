import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { expectVisible, signIn } from './ui';

const e2e = setupE2e();
let scratch: ScratchSchema;
let zipDir: string;

beforeAll(async () => {
  scratch = await createOrdersSchema();
  zipDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-zip-'));
});

afterAll(async () => {
  await scratch?.drop();
  fs.rmSync(zipDir, { recursive: true, force: true });
});

/** Calls the API as admin; answers the parsed JSON or the raw bytes. */
async function call(token: string, pathname: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${e2e.server.baseUrl}${pathname}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

/** A dashboard with one bar chart, exported as a ZIP file and then deleted, so only the file holds it. */
async function exportedDashboardZip(token: string, title: string): Promise<string> {
  const database = await createDatabase(
    e2e.server.baseUrl,
    token,
    `Import ${scratch.name}`,
    TEST_POSTGRES_URI,
  );
  const dataset = await createDataset(e2e.server.baseUrl, token, {
    database: database.id,
    schema: scratch.name,
    table_name: 'orders',
  });
  const params = {
    datasource: `${dataset.id}__table`,
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'ordered_at',
    time_grain_sqla: 'P1D',
    metrics: [
      { expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate: 'SUM', label: 'SUM(amount)' },
    ],
    groupby: ['region'],
    adhoc_filters: [],
    time_range: 'No filter',
    row_limit: 10000,
  };
  const chart = (await (
    await call(token, '/api/v1/chart/', {
      method: 'POST',
      body: JSON.stringify({
        slice_name: 'Imported amounts',
        viz_type: params.viz_type,
        datasource_id: dataset.id,
        datasource_type: 'table',
        params: JSON.stringify(params),
      }),
    })
  ).json()) as { id: number };
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-import00001'], parents: ['ROOT_ID'] },
    'ROW-import00001': {
      id: 'ROW-import00001',
      type: 'ROW',
      children: ['CHART-import0001'],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'CHART-import0001': {
      id: 'CHART-import0001',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-import00001'],
      meta: { chartId: chart.id, width: 8, height: 50, sliceName: 'Imported amounts' },
    },
  };
  const dashboard = (await (
    await call(token, '/api/v1/dashboard/', {
      method: 'POST',
      body: JSON.stringify({
        dashboard_title: title,
        published: true,
        position_json: JSON.stringify(position),
      }),
    })
  ).json()) as { id: number };
  const zip = Buffer.from(
    await (await call(token, `/api/v1/dashboard/export/?q=!(${dashboard.id})`)).arrayBuffer(),
  );
  await call(token, `/api/v1/dashboard/${dashboard.id}`, { method: 'DELETE' });
  await call(token, `/api/v1/chart/${chart.id}`, { method: 'DELETE' });
  const file = path.join(zipDir, 'dashboard_export.zip');
  fs.writeFileSync(file, zip);
  return file;
}

describe('importing a dashboard', () => {
  it('imports a dashboard ZIP through the UI and opens it with its chart drawn', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const title = `Imported ${scratch.name}`;
    const file = await exportedDashboardZip(token, title);
    expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');

    await page.addInitScript(() => {
      (window as unknown as { __meridianCharts: Record<string, unknown> }).__meridianCharts = {};
    });
    await signIn(page, 'admin', server.adminPassword);
    await page.goto('/dashboard/list/');
    await expectVisible(page.getByRole('heading', { name: 'Dashboards' }));
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);
    await page.getByRole('button', { name: 'Import' }).first().click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('Import dashboard'));
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expectVisible(page.getByText('Dashboard imported'));
    await page.getByRole('link', { name: title }).click();
    await expectVisible(page.getByRole('heading', { name: title }));
    await expectVisible(page.getByTestId('echarts-container'));
    const seriesCount = await page.waitForFunction(() => {
      const charts =
        (window as unknown as { __meridianCharts?: Record<string, { getOption(): { series?: unknown[] } }> })
          .__meridianCharts ?? {};
      const first = Object.values(charts)[0];
      return first ? (first.getOption().series ?? []).length : 0;
    });
    expect(await seriesCount.jsonValue()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('imported-dashboard') });
    await page.getByTestId('dashboard-menu').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByText('Export to ZIP').click(),
    ]);
    const saved = path.join(zipDir, 'again.zip');
    await download.saveAs(saved);
    expect(fs.readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
  });
});
