import { DATABASE_MESSAGES, DATASET_MESSAGES } from '@meridian/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createUser } from './api-client';
import { createDatabase, createDataset, createOrdersSchema, TEST_POSTGRES_URI } from './data-client';
import type { ScratchSchema } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { chooseOption, expectPath, expectVisible, signIn } from './ui';

const e2e = setupE2e();

let scratch: ScratchSchema;

beforeAll(async () => {
  scratch = await createOrdersSchema();
});

afterAll(async () => {
  await scratch?.drop();
});

/** Picks the option titled `option` in the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page, page.getByLabel(label, { exact: true }), option);
}

/** Opens the edit modal of the dataset row named `name` (on `databaseName` when given) and answers the dialog. */
async function openEditModal(page: Page, name: string, databaseName?: string) {
  let row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  if (databaseName) row = row.filter({ hasText: databaseName });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Edit Dataset' });
  await expectVisible(dialog.getByRole('tab', { name: 'Source' }));
  return dialog;
}

/** Adds a metric in the open edit modal's Metrics tab. */
async function addMetric(page: Page, name: string, expression: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Edit Dataset' });
  await dialog.getByRole('tab', { name: /^Metrics/ }).click();
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByLabel('Metric key').first().fill(name);
  await dialog.getByLabel('SQL expression').first().fill(expression);
}

/** Presses Save, then OK in the confirm dialog after checking its question. */
async function saveThroughConfirm(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Edit Dataset' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: DATASET_MESSAGES.confirmSave });
  await expectVisible(confirm);
  await confirm.getByRole('button', { name: 'OK' }).click();
}

describe('databases and datasets', () => {
  it('an admin connects PostgreSQL, adds a dataset from a table and saves a metric on it', async () => {
    const { page, server } = e2e;
    const databaseName = `Warehouse ${scratch.name}`;
    await signIn(page, 'admin', server.adminPassword);

    await page.goto('/databaseview/list/');
    await page.getByRole('button', { name: /Database$/ }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'PostgreSQL' }).click();
    await dialog
      .getByRole('button', { name: 'Connect this database with a SQLAlchemy URI string instead' })
      .click();
    await dialog.getByLabel('Display name').fill(databaseName);
    await dialog.getByLabel('SQLAlchemy URI').fill(TEST_POSTGRES_URI);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await expectVisible(dialog.getByText(DATABASE_MESSAGES.connectionOk));
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expectVisible(page.getByText(`Database ${databaseName} connected`));
    await expectVisible(page.getByRole('cell', { name: databaseName }));

    await page.goto('/tablemodelview/list/');
    await page.getByRole('button', { name: /Dataset$/ }).click();
    await expectPath(page, '/dataset/add/');
    await expectVisible(page.getByText('Select dataset source'));
    await choose(page, 'Database', databaseName);
    await choose(page, 'Schema', scratch.name);
    await page.getByRole('option', { name: 'orders' }).click();
    await expectVisible(page.getByRole('cell', { name: 'ordered_at' }));
    await page.getByRole('button', { name: 'Create dataset' }).click();
    // Creating a dataset opens explore on it.
    await expectPath(page, '/explore/');
    await expectVisible(page.getByText('Dataset orders created'));
    await page.goto('/tablemodelview/list/');

    dialog = await openEditModal(page, 'orders', databaseName);
    await addMetric(page, 'sum_amount', 'SUM(amount)');
    // The expression is a SQL code editor: SUM is highlighted apart from the column name.
    await expectVisible(dialog.locator('.cm-content .cm-line span').filter({ hasText: 'SUM' }).first());
    await page.screenshot({ path: screenshotPath('dataset-metric-sql-editor') });
    await saveThroughConfirm(page);
    await expectVisible(page.getByText(DATASET_MESSAGES.saved));
    await dialog.waitFor({ state: 'detached' });

    dialog = await openEditModal(page, 'orders', databaseName);
    await dialog.getByRole('tab', { name: /^Metrics/ }).click();
    const keys = await dialog
      .getByLabel('Metric key')
      .evaluateAll((inputs) => inputs.map((input) => (input instanceof HTMLInputElement ? input.value : '')));
    expect(keys).toContain('sum_amount');
    const expressions = await dialog
      .getByLabel('SQL expression')
      // Code editors: their text is the content element's.
      .evaluateAll((editors) => editors.map((editor) => editor.textContent ?? ''));
    expect(expressions).toContain('SUM(amount)');
  });

  it('a metric with a bad expression shows the Error dialog with the engine message', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const database = await createDatabase(
      server.baseUrl,
      token,
      `Metrics ${scratch.name}`,
      TEST_POSTGRES_URI,
    );
    await createDataset(server.baseUrl, token, {
      database: database.id,
      schema: scratch.name,
      table_name: 'orders',
    });

    await signIn(page, 'admin', server.adminPassword);
    await page.goto('/tablemodelview/list/');
    await choose(page, 'Database', database.database_name);
    const dialog = await openEditModal(page, 'orders', database.database_name);
    await addMetric(page, 'broken', 'SUM(no_such_column)');
    await saveThroughConfirm(page);

    const error = page
      .getByRole('dialog')
      .filter({ hasText: DATASET_MESSAGES.saveErrorTitle })
      .filter({ hasText: 'no_such_column' });
    await expectVisible(error);
    expect(await error.innerText()).toMatch(/no_such_column/);
    await error.getByRole('button', { name: 'OK' }).click();
    // The edit modal stays open with the draft, so the person can fix the expression.
    await expectVisible(dialog.getByRole('tab', { name: 'Source' }));
  });

  it('a Gamma user sees the dataset list without + Dataset and no database actions', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    await createUser(server.baseUrl, token, {
      username: 'gus',
      first_name: 'Gus',
      last_name: 'Gamma',
      email: 'gus@example.com',
      password: 'gamma-Pa55word',
      active: true,
      roleNames: ['Gamma'],
    });

    await signIn(page, 'gus', 'gamma-Pa55word');
    await page.goto('/tablemodelview/list/');
    await expectVisible(page.getByRole('heading', { name: 'Datasets' }));
    await expectVisible(page.getByRole('table'));
    expect(await page.getByRole('button', { name: /Dataset$/ }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);

    await page.goto('/databaseview/list/');
    await expectVisible(page.getByText("You don't have access to this page"));
    expect(await page.getByRole('button', { name: /Database$/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Test connection' }).count()).toBe(0);
  });
});
