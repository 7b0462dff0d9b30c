import fs from 'node:fs/promises';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiLogin, createUser } from './api-client';
import { TEST_POSTGRES_URI, createDatabase } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { chooseOption, expectPath, expectVisible, signIn } from './ui';

const e2e = setupE2e({ examples: 'small' });
const PASSWORD = 'sql-Lab-Pa55word';

/** Whether PostgreSQL is running a statement whose text contains a marker (pg_stat_activity). */
async function isRunningOnPostgres(marker: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URI });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()",
      [`%${marker}%`],
    );
    return Number(rows[0]?.n) > 0;
  } finally {
    await client.end();
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

/** The editor tab shown now. */
function activeTab(page: Page) {
  return page.locator('.ant-tabs-content-active > [data-testid="sqllab-tab-editor"]');
}

/** Replaces the editor's text by typing it, as a person would. */
async function typeSql(page: Page, sql: string): Promise<void> {
  await activeTab(page).locator('.cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
  await page.keyboard.press('Escape');
}

/** The editor's text. */
async function editorText(page: Page): Promise<string> {
  return (await page.locator('.cm-content').innerText()).replace(/\u00a0/g, ' ');
}

describe('SQL Lab as a new user', () => {
  const pgDatabase = `scratch pg ${Date.now().toString(36)}`;
  afterAll(async () => undefined);

  it('browses, autocompletes, runs, stops, saves, re-runs, explores and downloads', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    await createDatabase(server.baseUrl, token, pgDatabase, TEST_POSTGRES_URI);
    await createUser(server.baseUrl, token, {
      username: 'ada',
      first_name: 'Ada',
      last_name: 'Analyst',
      email: 'ada@example.com',
      password: PASSWORD,
      active: true,
      roleNames: ['Alpha'],
    });
    await signIn(page, 'ada', PASSWORD);

    // Open SQL Lab from the navigation and pick the examples database.
    await page.getByRole('link', { name: 'SQL', exact: true }).click();
    await expectPath(page, '/sqllab/');
    await expectVisible(page.locator('.cm-content'));
    await chooseOption(page, page.getByRole('combobox', { name: 'Database' }), 'examples');
    await chooseOption(page, page.getByRole('combobox', { name: 'Schema' }), 'main');

    // Expand a table in the schema browser: its columns show with their types.
    await page.getByTestId('table-events').click();
    const columns = page.getByTestId('columns-of-events');
    await expectVisible(columns.getByText('country', { exact: true }));

    // Type a query, letting autocomplete finish the table name.
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('SELECT country, COUNT(*) AS n FROM even');
    const completion = page.locator('.cm-tooltip-autocomplete').getByRole('option', { name: /^events/ });
    await expectVisible(completion);
    await completion.first().click();
    await page.waitForFunction(() =>
      document.querySelector('.cm-content')?.textContent?.endsWith('FROM events'),
    );
    await page.keyboard.type(' GROUP BY country ORDER BY n DESC');
    await page.keyboard.press('Escape');
    expect(await editorText(page)).toBe(
      'SELECT country, COUNT(*) AS n FROM events GROUP BY country ORDER BY n DESC',
    );

    // Run it: rows and the timer show.
    await page.keyboard.press('Control+Enter');
    await expectVisible(page.getByTestId('sqllab-row-count').filter({ hasText: '20 rows' }), 30_000);
    const grid = page.getByRole('grid', { name: 'Query results' });
    await expectVisible(grid.getByRole('gridcell', { name: 'United States' }));
    expect(await page.getByTestId('sqllab-timer').first().innerText()).toMatch(/^\d\d:\d\d:\d\d\.\d\d$/);
    await page.screenshot({ path: screenshotPath('sqllab-results'), fullPage: true });

    // Download the result as CSV.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download to CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sqllab_untitled_query_\d{8}T\d{6}\.csv$/);
    const csv = await fs.readFile((await download.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('country,n');
    expect(csv.split('\r\n')[1]).toMatch(/^United States,\d+$/);

    // Save the query, and find it in the saved queries list.
    await page.getByRole('button', { name: 'Save query' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save query' });
    await saveDialog.getByLabel('Query name').fill('Events by country');
    await saveDialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('Your query was saved'));

    // Re-run it from the history.
    await page.getByRole('tab', { name: 'Query history' }).click();
    const history = page.getByTestId('query-history');
    await expectVisible(history.getByText('success'));
    await history.getByRole('button', { name: 'Re-run' }).first().click();
    await expectVisible(page.getByTestId('sqllab-status').filter({ hasText: 'success' }), 30_000);

    // Save the result as a dataset and explore it.
    await page.getByRole('button', { name: 'Save dataset' }).click();
    const datasetDialog = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await expectVisible(
      datasetDialog.getByText('Save this query as a virtual dataset to continue exploring'),
    );
    // The proposed name (the tab's title and the time) shows whole.
    const nameField = datasetDialog.getByLabel('Dataset name');
    expect(await nameField.inputValue()).toMatch(/^Events by country \d{4}-\d\d-\d\dT/);
    expect(await nameField.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await nameField.fill('events_by_country');
    await datasetDialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/explore/' && url.searchParams.has('datasource_id'), {
      timeout: 20_000,
    });
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'events_by_country' }));
    await page.screenshot({ path: screenshotPath('sqllab-explore'), fullPage: true });

    await page.goto('/savedqueryview/list/');
    const list = page.getByTestId('saved-query-list');
    await expectVisible(list.getByRole('link', { name: 'Events by country' }));
    await list.getByRole('link', { name: 'Events by country' }).click();
    await page.waitForURL((url) => url.pathname === '/sqllab/' && !url.searchParams.has('savedQueryId'), {
      timeout: 20_000,
    });
    await expectVisible(page.getByRole('tab', { name: 'Events by country' }));

    // A slow query on PostgreSQL stops on the engine itself.
    await chooseOption(page, activeTab(page).getByRole('combobox', { name: 'Database' }), pgDatabase);
    const marker = `sqllab_e2e_${Date.now()}`;
    await typeSql(page, `SELECT pg_sleep(25) AS ${marker}`);
    await activeTab(page).getByRole('button', { name: 'Run' }).click();
    await waitUntil(() => isRunningOnPostgres(marker), 'PostgreSQL runs the slow query');
    await activeTab(page).getByRole('button', { name: 'Stop' }).click();
    await waitUntil(async () => !(await isRunningOnPostgres(marker)), 'PostgreSQL no longer runs it', 10_000);
    await expectVisible(activeTab(page).getByText('The query was stopped.'));
    await page.screenshot({ path: screenshotPath('sqllab-stopped'), fullPage: true });
  }, 240_000);

  it("closes the completion list on Ctrl+Enter, shows an engine's message line by line and counts '1 row'", async () => {
    const { page, server } = e2e;
    await signIn(page, 'admin', server.adminPassword);
    await page.goto('/sqllab/');
    await expectVisible(activeTab(page).locator('.cm-content'));
    await chooseOption(page, activeTab(page).getByRole('combobox', { name: 'Database' }), 'examples');
    await chooseOption(page, activeTab(page).getByRole('combobox', { name: 'Schema' }), 'main');

    // Run while autocomplete offers a table: the list closes and the query runs as typed.
    await typeSql(page, 'SELECT count(*) AS n FROM airpor');
    await page.keyboard.type('t');
    const completions = page.locator('.cm-tooltip-autocomplete');
    await expectVisible(completions.getByText('airports', { exact: true }));
    await page.keyboard.press('Control+Enter');
    await expectVisible(activeTab(page).getByTestId('sqllab-status').filter({ hasText: 'failed' }), 30_000);
    await expect.poll(() => completions.count()).toBe(0);
    expect(await activeTab(page).locator('.cm-content').innerText()).toBe(
      'SELECT count(*) AS n FROM airport',
    );

    // DuckDB quotes the SQL with a caret under the unknown table, on lines of their own.
    const lines = (await activeTab(page).getByTestId('sqllab-error').innerText()).split('\n');
    const quoted = lines.find((line) => line.startsWith('LINE 1: SELECT count(*) AS n FROM airport'));
    const caret = lines[lines.indexOf(quoted ?? '') + 1] ?? '';
    expect(quoted).toBeDefined();
    expect(caret.trim()).toBe('^');
    expect(caret.indexOf('^')).toBe(quoted?.indexOf('airport'));
    await page.screenshot({ path: screenshotPath('sqllab-engine-error'), fullPage: true });

    await typeSql(page, 'SELECT count(*) AS n FROM airports');
    await page.keyboard.press('Control+Enter');
    await expectVisible(
      activeTab(page)
        .getByTestId('sqllab-row-count')
        .filter({ hasText: /^1 row$/ }),
      30_000,
    );

    // The history groups its row counts as the results do.
    await typeSql(page, 'SELECT * FROM range(1500)');
    await page.keyboard.press('Control+Enter');
    await expectVisible(
      activeTab(page)
        .getByTestId('sqllab-row-count')
        .filter({ hasText: /^1,000 rows$/ }),
      30_000,
    );
    await activeTab(page).getByRole('tab', { name: 'Query history' }).click();
    const latest = activeTab(page).getByTestId('query-history').getByRole('row').nth(1);
    await expectVisible(latest.getByRole('cell', { name: '1,000', exact: true }));
  }, 120_000);
});
