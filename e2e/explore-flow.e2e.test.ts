import { apiLogin, createUser } from './api-client';
import {
  createDatabase,
  createDataset,
  createDatasetReaderRole,
  createOrdersSchema,
  TEST_POSTGRES_URI,
} from './data-client';
import type { ScratchSchema } from './data-client';
import { setupE2e } from './harness';
import { drawnValues, stringField } from './chart-probe';
import { chooseLabelled, expectPath, expectVisible, signIn } from './ui';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const e2e = setupE2e();

let scratch: ScratchSchema;

beforeAll(async () => {
  // Dates relative to today, so "Last year" keeps the first three rows and drops the old one.
  scratch = await createOrdersSchema(
    [
      `(1, now() - interval '10 days', 10.5, 'EMEA')`,
      `(2, now() - interval '20 days', 20, 'APAC')`,
      `(3, now() - interval '30 days', 7.25, 'AMER')`,
      `(4, now() - interval '400 days', 99, 'EMEA')`,
    ].join(', '),
  );
});

afterAll(async () => {
  await scratch?.drop();
});

describe('explore flow', () => {
  it('a new user builds a filtered bar chart, saves it to a new dashboard, and reopens it by permalink', async () => {
    const { page, context, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const database = await createDatabase(server.baseUrl, token, `Flow ${scratch.name}`, TEST_POSTGRES_URI);
    const dataset = await createDataset(server.baseUrl, token, {
      database: database.id,
      schema: scratch.name,
      table_name: 'orders',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      window.__meridianCharts = {};
    });
    await signIn(page, 'admin', server.adminPassword);

    // Open the dataset in explore and pick Bar from the picker.
    await page.goto('/tablemodelview/list/');
    await page.getByRole('link', { name: 'orders', exact: true }).first().click();
    await expectPath(page, '/explore/');
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

    // A SIMPLE metric and a group-by.
    const controls = page.getByTestId('control-panel');
    await controls
      .locator('[data-control-name="metrics"]')
      .getByRole('button', { name: /here or click/ })
      .click();
    const metricEditor = page.locator('[data-test="metric-editor"]').filter({ visible: true });
    await metricEditor.getByRole('tab', { name: 'Simple' }).click();
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

    // A filter region IN (EMEA, APAC), the list pasted as text into the comparator.
    const filters = controls.locator('[data-control-name="adhoc_filters"]');
    await filters.getByRole('button', { name: /here or click/ }).click();
    let filterEditor = page.locator('[data-test="filter-editor"]').filter({ visible: true });
    await chooseLabelled(page, filterEditor, 'Column or metric', 'region');
    await chooseLabelled(page, filterEditor, 'Operator', 'In');
    await page.evaluate(() => navigator.clipboard.writeText('EMEA, APAC'));
    await filterEditor.getByLabel('Comparator', { exact: true }).click();
    await page.keyboard.press('ControlOrMeta+V');
    await expectVisible(filterEditor.locator('.ant-select-selection-item[title="APAC"]'));
    await expectVisible(filterEditor.locator('.ant-select-selection-item[title="EMEA"]'));
    await filterEditor.getByRole('tab', { name: 'Simple' }).click(); // closes the values dropdown
    await filterEditor.getByRole('button', { name: 'Save' }).click();
    await filterEditor.waitFor({ state: 'detached' });

    // The time range: Last year, through the time range popover of a filter on ordered_at.
    await filters.getByRole('button', { name: /here or click/ }).click();
    filterEditor = page.locator('[data-test="filter-editor"]').filter({ visible: true });
    await chooseLabelled(page, filterEditor, 'Column or metric', 'ordered_at');
    await filterEditor.locator('[data-test="time-range-trigger"]').click();
    const timeRange = page.locator('[data-test="time-range-editor"]').filter({ visible: true });
    await chooseLabelled(page, timeRange, 'Range type', 'Last');
    await timeRange.getByRole('radio', { name: 'Last year' }).check();
    const apply = timeRange.getByRole('button', { name: 'APPLY' });
    await expect.poll(() => apply.isEnabled(), { timeout: 15_000 }).toBe(true);
    await apply.click();
    await filterEditor.getByRole('button', { name: 'Save' }).click();
    await filterEditor.waitFor({ state: 'detached' });

    await page.getByTestId('run-query-button').click();
    // EMEA 10.5 and APAC 20 in the last year; AMER is filtered out and the old EMEA order is out of range.
    expect(await drawnValues(page, 'explore')).toEqual([10.5, 20]);

    // Save the chart to a new dashboard and go there.
    await page.getByRole('button', { name: /Save/ }).first().click();
    const saveDialog = page.getByRole('dialog').filter({ hasText: 'Save chart' });
    await saveDialog.getByLabel('Chart name').fill('Recent orders');
    await saveDialog.getByLabel('Add to dashboard').fill('Flow dashboard');
    await page
      .locator('.ant-select-item-option[title="Flow dashboard (new)"]')
      .filter({ visible: true })
      .click();
    await saveDialog.getByRole('button', { name: 'Save & go to dashboard' }).click();
    await expectVisible(page.getByText('Chart [Recent orders] has been saved'));
    await page.waitForURL((url) => /^\/superset\/dashboard\/\d+\/$/.test(url.pathname), { timeout: 15_000 });
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Flow dashboard' }));
    await expectVisible(page.getByTestId('dashboard-chart').first());
    const chartKey = await page.locator('[data-chart-key]').first().getAttribute('data-chart-key');
    expect(chartKey).toMatch(/^\d+$/);
    const chartId = Number(chartKey);
    expect(await drawnValues(page, String(chartId))).toEqual([10.5, 20]);

    // Reopen the chart, share its permalink, and the permalink opens the same chart.
    await page.goto(`/explore/?slice_id=${chartId}`);
    await expectVisible(page.getByTestId('chart-title').filter({ hasText: 'Recent orders' }));
    expect(await drawnValues(page, 'explore')).toEqual([10.5, 20]);
    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).hover();
    const permalinkAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/explore/permalink'),
    );
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    const url = await stringField(await permalinkAnswer, 'url');
    await page.goto(url);
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'orders' }));
    // Waits: the tile is checked once the picker's choice has reached the form data.
    await expectVisible(page.getByRole('radio', { name: 'Bar Chart', checked: true }));
    expect(await drawnValues(page, 'explore')).toEqual([10.5, 20]);

    // A Gamma user who may read the dataset can not overwrite the chart, in the page or through the API.
    await createDatasetReaderRole(server.baseUrl, token, 'flow_orders_reader', dataset);
    await createUser(server.baseUrl, token, {
      username: 'gus',
      first_name: 'Gus',
      last_name: 'Gamma',
      email: 'gus@example.com',
      password: 'gamma-Pa55word',
      active: true,
      roleNames: ['Gamma', 'flow_orders_reader'],
    });
    const gammaToken = await apiLogin(server.baseUrl, 'gus', 'gamma-Pa55word');
    const response = await fetch(`${server.baseUrl}/api/v1/chart/${chartId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${gammaToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ slice_name: 'Taken over' }),
    });
    expect(response.status).toBe(403);
    await context.clearCookies();
    await signIn(page, 'gus', 'gamma-Pa55word');
    await page.goto(`/explore/?slice_id=${chartId}`);
    await expectVisible(page.getByTestId('chart-title').filter({ hasText: 'Recent orders' }));
    expect(await drawnValues(page, 'explore')).toEqual([10.5, 20]);
    expect(await page.getByRole('button', { name: /Save/ }).first().isDisabled()).toBe(true);
  });
});
