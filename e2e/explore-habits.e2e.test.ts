import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createUser } from './api-client';
import { call } from './data-client';
import { setupE2e } from './harness';
import { chooseOption, expectVisible, signIn } from './ui';

const e2e = setupE2e({ examples: 'small' });

const NEW_USER = { username: 'nadia', password: 'nadia-Pa55word' };
let birthNamesId: number;

beforeAll(async () => {
  const { server } = e2e;
  const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
  await createUser(server.baseUrl, token, {
    username: NEW_USER.username,
    first_name: 'Nadia',
    last_name: 'New',
    email: 'nadia@example.com',
    password: NEW_USER.password,
    active: true,
    roleNames: ['Alpha'],
  });
  const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))');
  const answer = await call(server.baseUrl, token, `/api/v1/dataset/?q=${q}`);
  const rows = typeof answer === 'object' && answer !== null && 'result' in answer ? answer.result : [];
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const id = typeof first === 'object' && first !== null && 'id' in first ? first.id : undefined;
  if (typeof id !== 'number') throw new Error('The examples have no birth_names dataset');
  birthNamesId = id;
});

/** The control of explore's panel whose form-data key is `name`. */
function control(page: Page, name: string): Locator {
  return page.getByTestId('control-panel').locator(`[data-control-name="${name}"]`);
}

/** Adds a saved metric in the metrics (or metric) control. */
async function addSavedMetric(page: Page, controlName: string, label: string): Promise<void> {
  await control(page, controlName)
    .getByRole('button', { name: /here or click/ })
    .click();
  const editor = page.locator('[data-test="metric-editor"]').filter({ visible: true });
  await editor.getByRole('tab', { name: 'Saved' }).click();
  await chooseOption(page, editor.getByLabel('Saved metric', { exact: true }), label);
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor.waitFor({ state: 'hidden' });
}

/** Adds a column of the dataset as a dimension in the control `controlName`. */
async function addColumn(page: Page, controlName: string, column: string): Promise<void> {
  await control(page, controlName)
    .getByRole('button', { name: /here or click/ })
    .click();
  const editor = page.locator('[data-test="column-editor"]').filter({ visible: true });
  await editor.getByRole('tab', { name: 'Simple' }).click();
  await chooseOption(page, editor.getByLabel('Column', { exact: true }), column);
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor.waitFor({ state: 'hidden' });
}

/** Picks a viz type from the "View all charts" gallery; resolves once its tile is checked. */
async function switchVizType(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'View all charts' }).click();
  const picker = page.getByRole('dialog').filter({ hasText: 'Select a visualization type' });
  await picker.getByPlaceholder('Search all charts').fill(search);
  const tile = picker.getByRole('option', { name, exact: true });
  await expectVisible(tile);
  await tile.dblclick();
  await picker.waitFor({ state: 'detached' });
  await expectVisible(page.getByRole('radio', { name, checked: true }));
}

/** Resolves with the next store of explore's unsaved state whose form data contains `text`. */
function nextStoreContaining(page: Page, text: string): Promise<unknown> {
  return page.waitForResponse(
    (response) =>
      /\/api\/v1\/explore\/form_data(\/|$)/.test(new URL(response.url()).pathname) &&
      response.request().method() !== 'GET' &&
      (response.request().postData() ?? '').includes(text) &&
      response.ok(),
    { timeout: 20_000 },
  );
}

describe('explore habits of Superset users', () => {
  it('a new user builds a chart, reloads and keeps the work (form_data_key), runs it with Ctrl+Enter, and a new chart on birth_names has the ds (No filter) time filter', async () => {
    const { page } = e2e;
    await signIn(page, NEW_USER.username, NEW_USER.password);
    await page.goto(`/explore/?datasource_type=table&datasource_id=${birthNamesId}`);
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'birth_names' }));
    await expectVisible(control(page, 'adhoc_filters').getByText('ds (No filter)'));
    // The unsaved state gets a key in the URL at once, beside the dataset it falls back on.
    await page.waitForURL(
      (url) => url.searchParams.has('form_data_key') && url.searchParams.has('datasource_id'),
    );

    await page.getByRole('radio', { name: 'Bar Chart' }).click();
    await expectVisible(page.getByRole('radio', { name: 'Bar Chart', checked: true }));
    const stored = nextStoreContaining(page, 'sum__num');
    await addSavedMetric(page, 'metrics', 'Births');
    await stored;
    const key = new URL(page.url()).searchParams.get('form_data_key');

    await page.keyboard.press('Control+Enter');
    await expectVisible(page.getByTestId('chart-container').locator('canvas'));

    await page.reload();
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'birth_names' }));
    expect(new URL(page.url()).searchParams.get('form_data_key')).toBe(key);
    await expectVisible(page.getByRole('radio', { name: 'Bar Chart', checked: true }));
    await expectVisible(control(page, 'metrics').getByText('Births'));
    await expectVisible(control(page, 'adhoc_filters').getByText('ds (No filter)'));
  });

  it("a new user creates a chart from /chart/add through the '+' menu and picks 'Current month' as its time range", async () => {
    const { page } = e2e;
    await signIn(page, NEW_USER.username, NEW_USER.password);
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: 'Chart', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/chart/add'));
    await expectVisible(page.getByText('Create a new chart'));
    const create = page.getByRole('button', { name: 'Create new chart' });
    expect(await create.isDisabled()).toBe(true);
    await chooseOption(page, page.getByLabel('Dataset', { exact: true }), 'birth_names');
    await page.getByPlaceholder('Search all charts').fill('line');
    await page.getByRole('option', { name: 'Line Chart', exact: true }).click();
    await create.click();

    await page.waitForURL((url) => url.pathname === '/explore/' && url.searchParams.has('form_data_key'));
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'birth_names' }));
    await expectVisible(page.getByRole('radio', { name: 'Line Chart', checked: true }));

    await control(page, 'adhoc_filters').getByText('ds (No filter)').click();
    const filterEditor = page.locator('[data-test="filter-editor"]').filter({ visible: true });
    await filterEditor.locator('[data-test="time-range-trigger"]').click();
    const timeRange = page.locator('[data-test="time-range-editor"]').filter({ visible: true });
    await chooseOption(page, timeRange.getByLabel('Range type', { exact: true }), 'Current');
    await timeRange.getByRole('radio', { name: 'Current month' }).check();
    const apply = timeRange.getByRole('button', { name: 'APPLY' });
    await expect.poll(() => apply.isEnabled(), { timeout: 15_000 }).toBe(true);
    await apply.click();
    await filterEditor.getByRole('button', { name: 'Save' }).click();
    await filterEditor.waitFor({ state: 'detached' });
    await expectVisible(control(page, 'adhoc_filters').getByText('ds (Current month)'));
  });

  it('switching Line → Pivot Table → Mixed Chart keeps the metric and the dimension, and each draws (issue 17)', async () => {
    const { page } = e2e;
    await signIn(page, NEW_USER.username, NEW_USER.password);
    await page.goto(`/explore/?datasource_type=table&datasource_id=${birthNamesId}`);
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'birth_names' }));
    await page.getByRole('radio', { name: 'Line Chart' }).click();
    await expectVisible(page.getByRole('radio', { name: 'Line Chart', checked: true }));
    await addSavedMetric(page, 'metrics', 'Births');
    await addColumn(page, 'groupby', 'Gender');
    await page.keyboard.press('Control+Enter');
    const chart = page.getByTestId('chart-container');
    await expectVisible(chart.locator('canvas'));

    await switchVizType(page, 'pivot', 'Pivot Table');
    await expectVisible(control(page, 'metrics').getByText('Births'));
    await expectVisible(control(page, 'groupbyColumns').getByText('Gender'));
    await page.keyboard.press('Control+Enter');
    // The pivot shows the metric by its label (not sum__num) and a column per gender.
    const table = chart.locator('table');
    await expectVisible(table.getByText('Births', { exact: true }));
    await expectVisible(table.getByText('boy', { exact: true }));
    await expectVisible(table.getByText('girl', { exact: true }));
    expect(await table.getByText('sum__num').count()).toBe(0);

    await switchVizType(page, 'mixed', 'Mixed Chart');
    // Query A and Query B open as the Mixed Chart's panel says; A holds the metric and the dimension.
    await expectVisible(control(page, 'metrics').getByText('Births'));
    await expectVisible(control(page, 'groupby').getByText('Gender'));
    // As in Superset, Query B needs its own metric before the chart runs.
    await expectVisible(page.getByText('Metrics: cannot be empty'));
    await addSavedMetric(page, 'metrics_b', 'Boys');
    await page.keyboard.press('Control+Enter');
    await expectVisible(chart.locator('canvas'));
  });

  it('a form_data_key that does not exist says so instead of opening anything', async () => {
    const { page } = e2e;
    await signIn(page, NEW_USER.username, NEW_USER.password);
    await page.goto('/explore/?form_data_key=no-such-key-1');
    await expectVisible(
      page.getByText('This chart state was not found; it may have expired.', { exact: false }),
    );
    await page.goto(
      `/explore/?form_data_key=no-such-key-1&datasource_type=table&datasource_id=${birthNamesId}`,
    );
    await expectVisible(page.getByText('Form data not found in cache, reverting to dataset metadata.'));
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'birth_names' }));
  });
});
