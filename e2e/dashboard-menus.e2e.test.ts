import fs from 'node:fs/promises';
import { chartSchema, DASHBOARD_MESSAGES } from '@meridian/core';
import type { Chart, Dataset } from '@meridian/core';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createUser } from './api-client';
import {
  call,
  createDatabase,
  createDataset,
  createOrdersSchema,
  resultOf,
  TEST_POSTGRES_URI,
} from './data-client';
import type { ScratchSchema } from './data-client';
import { setupE2e } from './harness';
import {
  chooseOption,
  clickMenuItem,
  expectPath,
  expectVisible,
  openMenuBy,
  openSubmenu,
  signIn,
} from './ui';

const e2e = setupE2e();
/** Screenshots the brief asks to look at. */
const SHOTS = '/tmp/shots';

let scratch: ScratchSchema;
let token: string;
let dataset: Dataset;

beforeAll(async () => {
  scratch = await createOrdersSchema();
  await fs.mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await scratch?.drop();
});

function idOf(answer: unknown): number {
  const id: unknown = typeof answer === 'object' && answer !== null && 'id' in answer ? answer.id : undefined;
  if (typeof id !== 'number') throw new Error('The answer has no id');
  return id;
}

async function createChart(name: string, formData: Record<string, unknown>): Promise<Chart> {
  const params = {
    datasource: `${dataset.id}__table`,
    adhoc_filters: [],
    time_range: 'No filter',
    ...formData,
  };
  const body = {
    slice_name: name,
    viz_type: formData['viz_type'],
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: JSON.stringify(params),
  };
  const answer = await call(e2e.server.baseUrl, token, '/api/v1/chart/', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return chartSchema.parse(resultOf(answer));
}

const SUM_AMOUNT = {
  expressionType: 'SIMPLE',
  column: { column_name: 'amount' },
  aggregate: 'SUM',
  label: 'SUM(amount)',
};

/** A dashboard with a table chart and a pie chart side by side; answers its id and the charts. */
async function createDashboard(
  title: string,
  slug: string | null = null,
): Promise<{ id: number; charts: Chart[] }> {
  const { baseUrl } = e2e.server;
  if (!dataset) {
    token = await apiLogin(baseUrl, 'admin', e2e.server.adminPassword);
    const database = await createDatabase(baseUrl, token, `Menus ${scratch.name}`, TEST_POSTGRES_URI);
    dataset = await createDataset(baseUrl, token, {
      database: database.id,
      schema: scratch.name,
      table_name: 'orders',
    });
  }
  const table = await createChart(`${title} table`, {
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['region'],
    metrics: [SUM_AMOUNT],
    row_limit: 100,
  });
  const pie = await createChart(`${title} pie`, {
    viz_type: 'pie',
    metric: SUM_AMOUNT,
    groupby: ['region'],
    row_limit: 100,
  });
  const chartIds = [table, pie].map((chart) => `CHART-menus${chart.id}`);
  const position: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-menus0001'], parents: ['ROOT_ID'] },
    'ROW-menus0001': {
      id: 'ROW-menus0001',
      type: 'ROW',
      children: chartIds,
      parents: ['ROOT_ID', 'GRID_ID'],
    },
  };
  [table, pie].forEach((chart, index) => {
    position[chartIds[index] ?? ''] = {
      id: chartIds[index],
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-menus0001'],
      meta: { chartId: chart.id, width: 6, height: 50, sliceName: chart.slice_name },
    };
  });
  const answer = await call(baseUrl, token, '/api/v1/dashboard/', {
    method: 'POST',
    body: JSON.stringify({
      dashboard_title: title,
      slug,
      position_json: JSON.stringify(position),
      published: true,
    }),
  });
  return { id: idOf(answer), charts: [table, pie] };
}

async function openDashboard(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: title }));
  await expect
    .poll(() => page.locator('[data-testid="dashboard-chart"][data-status="success"]').count(), {
      timeout: 20_000,
    })
    .toBe(2);
}

async function openDashboardMenu(page: Page): Promise<void> {
  await openMenuBy(page, page.getByTestId('dashboard-menu'), 'Refresh dashboard');
}

async function openChartMenu(page: Page, chartTitle: string): Promise<void> {
  await openMenuBy(page, page.getByRole('button', { name: `More options of ${chartTitle}` }), 'View query');
}

/** Clicks a submenu item that downloads a file; answers the file. */
async function downloadOf(
  page: Page,
  openMenu: () => Promise<void>,
  submenu: string,
  item: string,
): Promise<{ bytes: Buffer; filename: string }> {
  const [download] = await Promise.all([
    // Some files are produced by the server first: allow for a loaded CI machine.
    page.waitForEvent('download', { timeout: 90_000 }),
    clickMenuItem(page, openMenu, item, submenu),
  ]);
  return { bytes: await fs.readFile(await download.path()), filename: download.suggestedFilename() };
}

/** A code editor's text (CodeMirror draws some spaces as no-break ones). */
async function editorText(editor: Locator): Promise<string> {
  return (await editor.innerText()).replace(/\u00a0/g, ' ');
}

/** Waits until the finite CSS animations (menus and modals opening or closing) are over, before a screenshot. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

function isChartData(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';
}

describe('dashboard menus', () => {
  it('edits the title and slug from Edit properties, and a slug another dashboard holds shows Must be unique', async () => {
    const { page, server } = e2e;
    const { id } = await createDashboard('Properties dashboard');
    await createDashboard('Slug holder', 'taken-slug');
    await signIn(page, 'admin', server.adminPassword);
    await openDashboard(page, `/superset/dashboard/${id}/`, 'Properties dashboard');

    await openDashboardMenu(page);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-header-menu.png` });
    await page.getByRole('menuitem', { name: 'Edit properties' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard properties' });
    await expectVisible(dialog);
    await dialog.getByText('Advanced').click();
    await expectVisible(dialog.getByLabel('JSON metadata'));
    await page.setViewportSize({ width: 1280, height: 1500 });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-properties-modal.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Metadata that is not JSON is named under the editor and Save waits for a fix.
    const metadata = dialog.getByLabel('JSON metadata');
    await metadata.fill('{"refresh_frequency": ');
    await expectVisible(dialog.getByText('JSON metadata is invalid!'));
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await metadata.fill('{"refresh_frequency": 0}');
    await expect.poll(() => save.isDisabled()).toBe(false);
    // The colour scheme is written into the metadata.
    await chooseOption(page, dialog.getByLabel('Color scheme'), 'Superset Colors');
    await expect
      .poll(async () => JSON.parse(await editorText(metadata)) as unknown)
      .toEqual({ refresh_frequency: 0, color_scheme: 'supersetColors' });
    await dialog.getByLabel('Title').fill('Orders overview');
    await dialog.getByLabel('URL slug').fill('orders-overview');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Orders overview' }));
    await expectPath(page, '/superset/dashboard/orders-overview/');

    await clickMenuItem(page, () => openDashboardMenu(page), 'Edit properties');
    await expectVisible(dialog);
    await dialog.getByLabel('URL slug').fill('taken-slug');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(dialog.getByText('Must be unique'));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-properties-slug-taken.png` });

    // Someone else saves meanwhile: the save is refused with the server's message.
    await call(server.baseUrl, token, `/api/v1/dashboard/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ certified_by: 'Someone else' }),
    });
    await dialog.getByLabel('URL slug').fill('orders-overview-2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(dialog.getByText(DASHBOARD_MESSAGES.staleChange));
  });

  it('in edit mode, properties join the draft: an owner added shows when they are opened again, and is saved with the layout', async () => {
    const { page, server } = e2e;
    const { id } = await createDashboard('Draft owners dashboard');
    const olive = await createUser(server.baseUrl, token, {
      username: 'olive',
      first_name: 'Olive',
      last_name: 'Owner',
      email: 'olive@example.com',
      password: 'olive-Pa55word',
      active: true,
      roleNames: ['Alpha'],
    });
    await signIn(page, 'admin', server.adminPassword);
    await openDashboard(page, `/superset/dashboard/${id}/`, 'Draft owners dashboard');
    await page.getByRole('button', { name: 'Edit dashboard' }).click();

    const dialog = page.getByRole('dialog', { name: 'Dashboard properties' });
    const owners = dialog.getByLabel('Owners');
    await page.getByRole('button', { name: 'Edit properties' }).click();
    await expectVisible(dialog);
    await owners.click();
    await owners.fill('oli');
    await chooseOption(page, owners, 'Olive Owner');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Opened again before saving: the drafted owner is there, by name.
    await page.getByRole('button', { name: 'Edit properties' }).click();
    await expectVisible(dialog.locator('.ant-select-selection-item').filter({ hasText: 'Olive Owner' }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText(DASHBOARD_MESSAGES.saved));
    const stored = (await call(server.baseUrl, token, `/api/v1/dashboard/${id}`)) as {
      result: { owners: { id: number }[] };
    };
    expect(stored.result.owners.map((owner) => owner.id)).toContain(olive.id);
  });

  it('in edit mode, Edit CSS is a CSS code editor and the dashboard takes the CSS as it is typed', async () => {
    const { page, server } = e2e;
    const { id } = await createDashboard('Styled dashboard');
    await signIn(page, 'admin', server.adminPassword);
    await openDashboard(page, `/superset/dashboard/${id}/`, 'Styled dashboard');
    await page.getByRole('button', { name: 'Edit dashboard' }).click();
    await page.getByRole('button', { name: 'Edit CSS' }).click();

    const dialog = page.getByRole('dialog', { name: 'CSS' });
    const editor = dialog.getByRole('textbox', { name: 'CSS' });
    await editor.click();
    await page.keyboard.insertText(
      '[data-testid="dashboard-header"] {\n  outline: 3px solid rgb(255, 160, 0);\n}',
    );
    await expect
      .poll(() =>
        page.getByTestId('dashboard-header').evaluate((header) => getComputedStyle(header).outlineColor),
      )
      .toBe('rgb(255, 160, 0)');
    // CodeMirror highlights the CSS: the property name and the value are marked up apart from the text.
    await expect.poll(() => dialog.locator('.cm-line span').count()).toBeGreaterThan(2);
    expect(await editorText(editor)).toContain('outline: 3px solid rgb(255, 160, 0);');
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-css-editor.png` });
  });

  it("shows a chart's query and rows, exports its CSV, and copies a dashboard permalink that opens the dashboard", async () => {
    const { page, context, server } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { id, charts } = await createDashboard('Chart menu dashboard');
    const tableTitle = charts[0]?.slice_name ?? '';
    await signIn(page, 'admin', server.adminPassword);
    await openDashboard(page, `/superset/dashboard/${id}/`, 'Chart menu dashboard');

    // A chart fills the viewport and Esc brings it back.
    await openChartMenu(page, tableTitle);
    await page.getByRole('menuitem', { name: 'Enter fullscreen' }).click();
    await expectVisible(page.locator('[data-testid="dashboard-chart"][data-fullscreen="true"]'));
    await page.keyboard.press('Escape');
    await page.locator('[data-fullscreen="true"]').waitFor({ state: 'detached' });

    await openChartMenu(page, tableTitle);
    await openSubmenu(page, 'Download');
    await expectVisible(page.getByRole('menuitem', { name: 'Export to .CSV' }));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-chart-menu.png` });
    const openTableMenu = () => openChartMenu(page, tableTitle);
    const csv = await downloadOf(page, openTableMenu, 'Download', 'Export to .CSV');
    expect(csv.bytes.toString('utf8').split('\n')[0]).toContain('region');
    expect(csv.filename).toMatch(/\.csv$/);

    await openChartMenu(page, tableTitle);
    await page.getByRole('menuitem', { name: 'View query' }).click();
    await expectVisible(page.getByTestId('view-query-sql'));
    expect(await page.getByTestId('view-query-sql').textContent()).toMatch(/SELECT/i);
    await page.getByRole('dialog', { name: 'View query' }).getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('view-query-sql').waitFor({ state: 'detached' });

    await openChartMenu(page, tableTitle);
    await page.getByRole('menuitem', { name: 'View as table' }).click();
    const grid = page.getByRole('grid', { name: `Results of ${tableTitle}` });
    await expectVisible(grid);
    await expect.poll(() => grid.getByRole('gridcell').count()).toBeGreaterThan(0);
    await expectVisible(grid.getByRole('columnheader', { name: 'region' }));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-view-as-table.png` });
    await page.getByRole('dialog', { name: tableTitle }).getByRole('button', { name: 'Close' }).click();
    await grid.waitFor({ state: 'detached' });

    // Images: the table card is drawn from its DOM, the pie from its ECharts canvas; the dashboard as PNG and PDF.
    for (const chart of charts) {
      const openMenu = () => openChartMenu(page, chart.slice_name);
      const { bytes: image } = await downloadOf(page, openMenu, 'Download', 'Download as image');
      expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
      await fs.writeFile(`${SHOTS}/chart-image-${chart.viz_type}.png`, image);
    }
    for (const [item, magic] of [
      ['Download as image', '\x89PNG'],
      ['Export to PDF', '%PDF'],
    ] as const) {
      const { bytes: file } = await downloadOf(page, () => openDashboardMenu(page), 'Download', item);
      expect(file.subarray(0, 4).toString('latin1')).toBe(magic);
      await fs.writeFile(`${SHOTS}/dashboard-download.${magic === '%PDF' ? 'pdf' : 'png'}`, file);
    }

    const answer = page.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/dashboard/${id}/permalink`),
    );
    await clickMenuItem(page, () => openDashboardMenu(page), 'Copy permalink to clipboard', 'Share');
    const body: unknown = await (await answer).json();
    const url = typeof body === 'object' && body !== null && 'url' in body ? String(body.url) : '';
    expect(url).toMatch(/^\/superset\/dashboard\/p\/[\w-]+\/$/);
    await expectVisible(page.getByText('Link Copied!'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.baseUrl}${url}`);
    await page.goto(url);
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Chart menu dashboard' }));
    await expectPath(page, `/superset/dashboard/${id}/`);
  });

  it('auto-refresh every 10 seconds queries a chart again, past the cache', async () => {
    const { page, server } = e2e;
    const { id } = await createDashboard('Auto refresh dashboard');
    await signIn(page, 'admin', server.adminPassword);
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (isChartData(request)) requests.push(request);
    });
    await openDashboard(page, `/superset/dashboard/${id}/`, 'Auto refresh dashboard');
    expect(requests).toHaveLength(2);

    await openDashboardMenu(page);
    await page.getByRole('menuitem', { name: 'Set auto-refresh interval' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refresh interval' });
    await expectVisible(dialog);
    await chooseOption(page, dialog.getByLabel('Refresh interval'), '10 seconds');
    await expectVisible(dialog.getByText('10 seconds', { exact: true }).filter({ visible: true }));
    await dialog.getByRole('button', { name: 'Save for this session' }).click();
    await expectVisible(page.getByText('Refresh interval saved'));
    // The choice is in force: the dialog opens on it (a quick choice was once undone as the dialog finished opening).
    await openDashboardMenu(page);
    await page.getByRole('menuitem', { name: 'Set auto-refresh interval' }).click();
    await expectVisible(dialog.getByText('10 seconds', { exact: true }).filter({ visible: true }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The first tick comes 10 s after the choice; its second chart waits half of the 10 s (staggered).
    await expect.poll(() => requests.length, { timeout: 25_000, interval: 500 }).toBeGreaterThanOrEqual(3);
    const refreshed = requests.slice(2).map((request) => request.postDataJSON() as { force?: boolean });
    expect(refreshed.every((body) => body.force === true)).toBe(true);

    // Fullscreen hides the navigation and keeps the header, whose menu leads back.
    await openDashboardMenu(page);
    await page.getByRole('menuitem', { name: 'Enter fullscreen' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'detached' });
    await openDashboardMenu(page);
    await page.getByRole('menuitem', { name: 'Exit fullscreen' }).click();
    await expectVisible(page.getByRole('navigation', { name: 'Main' }));
  });
});
