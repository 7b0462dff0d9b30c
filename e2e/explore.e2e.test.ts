import { CHART_MESSAGES, chartSchema } from '@meridian/core';
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
import { drawnValues, stringField } from './chart-probe';
import { chooseLabelled, expectPath, expectVisible, signIn } from './ui';

const e2e = setupE2e();

let scratch: ScratchSchema;

beforeAll(async () => {
  scratch = await createOrdersSchema();
});

afterAll(async () => {
  await scratch?.drop();
});

/** Connects the test PostgreSQL and adds the scratch schema's orders table as a dataset. */
async function ordersDataset(name: string): Promise<{ token: string; dataset: Dataset }> {
  const { server } = e2e;
  const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
  const database = await createDatabase(server.baseUrl, token, name, TEST_POSTGRES_URI);
  const dataset = await createDataset(server.baseUrl, token, {
    database: database.id,
    schema: scratch.name,
    table_name: 'orders',
  });
  return { token, dataset };
}

/** Saves a bar chart of SUM(amount) by region through the API, as the admin. */
async function createBarChart(token: string, dataset: Dataset, name: string): Promise<Chart> {
  const formData = {
    datasource: `${dataset.id}__table`,
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'ordered_at',
    time_grain_sqla: 'P1D',
    metrics: [
      { expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate: 'SUM', label: 'SUM(amount)' },
    ],
    groupby: ['region'],
    adhoc_filters: [],
    row_limit: 10000,
  };
  const body = {
    slice_name: name,
    viz_type: formData.viz_type,
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: JSON.stringify(formData),
  };
  return chartSchema.parse(
    resultOf(
      await call(e2e.server.baseUrl, token, '/api/v1/chart/', { method: 'POST', body: JSON.stringify(body) }),
    ),
  );
}

async function trackCharts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__meridianCharts = {};
  });
}

describe('explore', () => {
  it('an admin builds a bar chart on a dataset, saves it, and its permalink opens the same chart', async () => {
    const { page, context } = e2e;
    const { dataset } = await ordersDataset(`Explore ${scratch.name}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await trackCharts(page);
    await signIn(page, 'admin', e2e.server.adminPassword);

    await page.goto('/tablemodelview/list/');
    await page.getByRole('link', { name: 'orders', exact: true }).first().click();
    await expectPath(page, '/explore/');
    expect(new URL(page.url()).searchParams.get('datasource_id')).toBe(String(dataset.id));
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'orders' }));

    await page.getByRole('button', { name: 'View all charts' }).click();
    const picker = page.getByRole('dialog').filter({ hasText: 'Select a visualization type' });
    await picker.getByPlaceholder('Search all charts').fill('bar');
    const barTile = picker.getByRole('option', { name: 'Bar Chart' });
    await expectVisible(barTile);
    await barTile.dblclick();
    await picker.waitFor({ state: 'detached' });
    // Waits: the tile is checked once the picker's choice has reached the form data.
    await expectVisible(page.getByRole('radio', { name: 'Bar Chart', checked: true }));

    // Controls of the other engineer's control panel: a SIMPLE metric, then a dimension.
    const controls = page.getByTestId('control-panel');
    const addMetric = controls
      .locator('[data-control-name="metrics"]')
      .getByRole('button', { name: /here or click/ });
    const metricEditor = page.locator('[data-test="metric-editor"]').filter({ visible: true });
    // Escape closes the editor, even right after the click that opened it.
    await addMetric.click();
    await expectVisible(metricEditor);
    await page.keyboard.press('Escape');
    await metricEditor.waitFor({ state: 'detached' });
    await addMetric.click();
    await metricEditor.getByRole('tab', { name: 'Simple' }).click();
    // Escape with a list of the editor open closes that list only.
    const metricColumn = metricEditor.getByLabel('Column', { exact: true });
    await metricColumn.click();
    await expect.poll(() => metricColumn.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => metricColumn.getAttribute('aria-expanded')).toBe('false');
    await expectVisible(metricEditor);
    await chooseLabelled(page, metricEditor, 'Column', 'amount');
    await chooseLabelled(page, metricEditor, 'Aggregate', 'SUM');
    await metricEditor.getByRole('button', { name: 'Save' }).click();
    await controls
      .locator('[data-control-name="groupby"]')
      .getByRole('button', { name: /here or click/ })
      .click();
    const columnEditor = page.locator('[data-test="column-editor"]').filter({ visible: true });
    await columnEditor.getByRole('tab', { name: 'Simple' }).click();
    await chooseLabelled(page, columnEditor, 'Column', 'region');
    await columnEditor.getByRole('button', { name: 'Save' }).click();

    await page.getByTestId('run-query-button').click();
    // orders: EU 10.5 on Jan 1 and 7.25 on Jan 3, US 20 on Jan 2; one bar per day and region.
    expect(await drawnValues(page)).toEqual([7.25, 10.5, 20]);

    await page.getByRole('button', { name: /Save/ }).first().click();
    const saveDialog = page.getByRole('dialog').filter({ hasText: 'Save chart' });
    await saveDialog.getByLabel('Chart name').fill('Orders by region');
    await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Chart [Orders by region] has been saved'));
    await page.waitForURL((url) => url.pathname === '/explore/' && url.searchParams.has('slice_id'));
    await expectVisible(page.getByTestId('chart-title').filter({ hasText: 'Orders by region' }));

    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).hover();
    const permalinkAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/explore/permalink'),
    );
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    const url = await stringField(await permalinkAnswer, 'url');
    await expectVisible(page.getByText('Link Copied!'));
    expect(url).toMatch(/^\/superset\/explore\/p\/[\w-]+\/$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.server.baseUrl}${url}`);

    const chartQueries: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/chart/data'))
        chartQueries.push(request.url());
    });
    await page.goto(url);
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'orders' }));
    // Waits: the tile is checked once the picker's choice has reached the form data.
    await expectVisible(page.getByRole('radio', { name: 'Bar Chart', checked: true }));
    expect(await drawnValues(page)).toEqual([7.25, 10.5, 20]);
    // Explore then moves itself to the form-data key of the state; that keeps the page, so the chart ran once.
    await page.waitForURL((address) => address.searchParams.has('form_data_key'));
    await page.waitForLoadState('networkidle');
    expect(chartQueries).toHaveLength(1);
  });

  it('an admin drags a column from the dataset pane into group-by and a saved metric into metrics', async () => {
    const { page } = e2e;
    const { dataset } = await ordersDataset(`Drag ${scratch.name}`);
    await trackCharts(page);
    await signIn(page, 'admin', e2e.server.adminPassword);
    await page.goto(`/explore/?datasource_type=table&datasource_id=${dataset.id}`);
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'orders' }));
    await page.getByRole('radio', { name: 'Bar Chart' }).click();
    await expectVisible(page.getByRole('radio', { name: 'Bar Chart', checked: true }));

    const pane = page.getByRole('complementary', { name: 'Dataset' });
    const controls = page.getByTestId('control-panel');
    const groupby = controls.locator('[data-control-name="groupby"]');
    await pane
      .locator('[data-test="datasource-item"]')
      .filter({ hasText: /^\S*region$/ })
      .dragTo(groupby.getByRole('button', { name: /here or click/ }));
    await expectVisible(groupby.locator('[data-test="option-pill"]').filter({ hasText: 'region' }));

    const metrics = controls.locator('[data-control-name="metrics"]');
    await pane
      .locator('[data-test="datasource-item"]')
      .filter({ hasText: 'COUNT(*)' })
      .dragTo(metrics.getByRole('button', { name: /here or click/ }));
    await expectVisible(metrics.locator('[data-test="option-pill"]').filter({ hasText: 'COUNT(*)' }));

    await page.getByTestId('run-query-button').click();
    // orders: EU twice on different days, US once; one bar per day and region, each counting one order.
    expect(await drawnValues(page)).toEqual([1, 1, 1]);
  });

  it('an admin writes a Custom SQL metric and a Custom SQL filter in SQL code editors', async () => {
    const { page } = e2e;
    const { dataset } = await ordersDataset(`Custom SQL ${scratch.name}`);
    await trackCharts(page);
    await signIn(page, 'admin', e2e.server.adminPassword);
    await page.goto(`/explore/?datasource_type=table&datasource_id=${dataset.id}`);
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'orders' }));
    await page.getByRole('radio', { name: 'Bar Chart' }).click();
    await expectVisible(page.getByRole('radio', { name: 'Bar Chart', checked: true }));
    const controls = page.getByTestId('control-panel');

    await controls
      .locator('[data-control-name="metrics"]')
      .getByRole('button', { name: /here or click/ })
      .click();
    const metricEditor = page.locator('[data-test="metric-editor"]').filter({ visible: true });
    await metricEditor.getByRole('tab', { name: 'Custom SQL' }).click();
    const metricSql = metricEditor.getByRole('textbox', { name: 'Custom SQL' });
    await metricSql.click();
    // Escape while the SQL completions show closes them, and keeps the editor and its text.
    await page.keyboard.type('SUM(amo');
    const completions = page.locator('.cm-tooltip-autocomplete');
    await expectVisible(completions);
    await page.keyboard.press('Escape');
    await completions.waitFor({ state: 'detached' });
    await expectVisible(metricEditor);
    expect(await metricSql.innerText()).toBe('SUM(amo)'); // the bracket closed itself
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('SUM(amount) * 2');
    // The SQL is highlighted: the function name and the number are marked up apart from the text.
    await expect.poll(() => metricEditor.locator('.cm-line span').count()).toBeGreaterThan(1);
    await page.screenshot({ path: screenshotPath('explore-custom-sql-metric') });
    await metricEditor.getByRole('button', { name: 'Save' }).click();

    await controls
      .locator('[data-control-name="adhoc_filters"]')
      .getByRole('button', { name: /here or click/ })
      .click();
    const filterEditor = page.locator('[data-test="filter-editor"]').filter({ visible: true });
    await filterEditor.getByRole('tab', { name: 'Custom SQL' }).click();
    await filterEditor.getByRole('textbox', { name: 'Custom SQL' }).click();
    await page.keyboard.insertText("region = 'EU'");
    await page.screenshot({ path: screenshotPath('explore-custom-sql-filter') });
    await filterEditor.getByRole('button', { name: 'Save' }).click();

    await page.getByTestId('run-query-button').click();
    // orders: EU 10.5 on Jan 1 and 7.25 on Jan 3, doubled; US's order is filtered out.
    expect(await drawnValues(page)).toEqual([14.5, 21]);
  });

  it('"View in SQL Lab" opens SQL Lab in a new editor tab with the dataset and its SQL, ready to run', async () => {
    const { page, context } = e2e;
    const { dataset } = await ordersDataset(`SQL Lab ${scratch.name}`);
    await signIn(page, 'admin', e2e.server.adminPassword);
    await page.goto(`/explore/?datasource_type=table&datasource_id=${dataset.id}`);
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'orders' }));
    await page.getByRole('button', { name: 'Dataset menu' }).click();
    const opened = context.waitForEvent('page');
    await page.getByRole('menuitem', { name: 'View in SQL Lab' }).click();
    const sqlLab = await opened;
    await sqlLab.waitForURL((url) => url.pathname === '/sqllab/');
    const tab = sqlLab.locator('.ant-tabs-content-active > [data-testid="sqllab-tab-editor"]');
    await expectVisible(sqlLab.getByRole('tab', { name: 'orders' }));
    await expectVisible(tab.locator('.cm-content').filter({ hasText: /SELECT \*\s*FROM .*orders/i }));
    await expectVisible(tab.getByText(`SQL Lab ${scratch.name}`));
    await tab.getByRole('button', { name: 'Run' }).click();
    await expectVisible(tab.getByTestId('sqllab-row-count'), 30_000);
    await sqlLab.screenshot({ path: screenshotPath('sql-lab-opened-from-explore'), fullPage: true });
  });

  it('a Gamma user opens a chart they do not own but cannot save or edit it', async () => {
    const { page, server } = e2e;
    const { token, dataset } = await ordersDataset(`Gamma ${scratch.name}`);
    const chart = await createBarChart(token, dataset, 'Admin orders');
    await createDatasetReaderRole(e2e.server.baseUrl, token, 'orders_reader', dataset);
    await createUser(server.baseUrl, token, {
      username: 'gale',
      first_name: 'Gale',
      last_name: 'Gamma',
      email: 'gale@example.com',
      password: 'gamma-Pa55word',
      active: true,
      roleNames: ['Gamma', 'orders_reader'],
    });
    await trackCharts(page);
    await signIn(page, 'gale', 'gamma-Pa55word');

    await page.goto(`/explore/?slice_id=${chart.id}`);
    await expectVisible(page.getByTestId('chart-title').filter({ hasText: 'Admin orders' }));
    expect(await drawnValues(page)).toEqual([7.25, 10.5, 20]);
    expect(await page.getByRole('button', { name: /Save/ }).first().isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    const properties = page.getByRole('menuitem', { name: 'Edit chart properties' });
    expect(await properties.getAttribute('aria-disabled')).toBe('true');

    // The server agrees: the chart cannot be changed by someone who is not its owner.
    const gammaToken = await apiLogin(server.baseUrl, 'gale', 'gamma-Pa55word');
    const response = await fetch(`${server.baseUrl}/api/v1/chart/${chart.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${gammaToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ slice_name: 'Taken over' }),
    });
    expect(response.status).toBe(403);
  });

  it('an Alpha user who does not own a chart may only save it as a new chart', async () => {
    const { page, server } = e2e;
    const { token, dataset } = await ordersDataset(`Alpha ${scratch.name}`);
    const chart = await createBarChart(token, dataset, 'Admin bars');
    await createUser(server.baseUrl, token, {
      username: 'alf',
      first_name: 'Alf',
      last_name: 'Alpha',
      email: 'alf@example.com',
      password: 'alpha-Pa55word',
      active: true,
      roleNames: ['Alpha'],
    });
    await signIn(page, 'alf', 'alpha-Pa55word');
    await page.goto(`/explore/?slice_id=${chart.id}`);
    await expectVisible(page.getByTestId('chart-title').filter({ hasText: 'Admin bars' }));
    await page.getByRole('button', { name: /Save/ }).first().click();
    const saveDialog = page.getByRole('dialog').filter({ hasText: 'Save chart' });
    expect(await saveDialog.getByRole('radio', { name: 'Save (Overwrite)' }).isDisabled()).toBe(true);
    expect(await saveDialog.getByRole('radio', { name: 'Save as new' }).isChecked()).toBe(true);
    await saveDialog.getByLabel('Chart name').fill('My bars');
    await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Chart [My bars] has been saved'));
    await page.waitForURL(
      (url) => url.searchParams.get('slice_id') !== String(chart.id) && url.searchParams.has('slice_id'),
    );

    const original = chartSchema.parse(
      resultOf(await call(server.baseUrl, token, `/api/v1/chart/${chart.id}`)),
    );
    expect(original.slice_name).toBe('Admin bars');
    const alphaToken = await apiLogin(server.baseUrl, 'alf', 'alpha-Pa55word');
    const response = await fetch(`${server.baseUrl}/api/v1/chart/${chart.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${alphaToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ slice_name: 'Taken over' }),
    });
    expect(response.status).toBe(403);
    expect(await stringField(response, 'message')).toBe(CHART_MESSAGES.forbidden);
  });
});
