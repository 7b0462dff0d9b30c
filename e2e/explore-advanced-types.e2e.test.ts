import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import { call, createDatabase, createDataset, createOrdersSchema, TEST_POSTGRES_URI } from './data-client';
import type { ScratchSchema } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, signIn } from './ui';

// The server of this file starts with Superset's ENABLE_ADVANCED_DATA_TYPES on.
const FLAG = 'MERIDIAN_ENABLE_ADVANCED_DATA_TYPES';
const previousFlag = process.env[FLAG];
process.env[FLAG] = 'true';

const e2e = setupE2e();

let scratch: ScratchSchema;

beforeAll(async () => {
  scratch = await createOrdersSchema();
});

afterAll(async () => {
  await scratch?.drop();
  if (previousFlag === undefined) delete process.env[FLAG];
  else process.env[FLAG] = previousFlag;
});

describe('explore filters on a column with an advanced data type', () => {
  it('shows the converted port, narrows the operators, and an unknown port disables Save', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const database = await createDatabase(server.baseUrl, token, `Ports ${scratch.name}`, TEST_POSTGRES_URI);
    const dataset = await createDataset(server.baseUrl, token, {
      database: database.id,
      schema: scratch.name,
      table_name: 'orders',
    });
    // The id column holds port numbers, as far as this test is concerned.
    const columns = dataset.columns.map((column) =>
      column.column_name === 'id' ? { ...column, advanced_data_type: 'port' } : column,
    );
    await call(server.baseUrl, token, `/api/v1/dataset/${dataset.id}`, {
      method: 'PUT',
      body: JSON.stringify({ columns }),
    });

    await signIn(page, 'admin', server.adminPassword);
    await page.goto(`/explore/?datasource_type=table&datasource_id=${dataset.id}`);
    await expectVisible(page.getByTestId('datasource-name').filter({ hasText: 'orders' }));
    const filters = page.getByTestId('control-panel').locator('[data-control-name="adhoc_filters"]');
    await filters.getByRole('button', { name: /here or click/ }).click();
    const editor = page.locator('[data-test="filter-editor"]').filter({ visible: true });
    await editor.getByLabel('Column or metric').click();
    await page.locator('.ant-select-item-option[title="id"]').filter({ visible: true }).click();

    const comparator = editor.getByLabel('Comparator');
    await comparator.click();
    await page.keyboard.type('ssh');
    await page.keyboard.press('Enter');
    await page.keyboard.type('ftp');
    await page.keyboard.press('Enter');
    await expectVisible(
      editor.locator('[data-test="advanced-type-display-value"]').filter({ hasText: '[22], [20, 21]' }),
    );
    expect(await editor.getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);

    await page.keyboard.press('Escape');
    await editor.getByLabel('Operator').click();
    await expectVisible(
      page.locator('.ant-select-item-option[title="Equal to (=)"]').filter({ visible: true }),
    );
    // The operator dropdown: the one listing "Equal to (=)" (the comparator's may still be closing).
    const operatorMenu = page
      .locator('.ant-select-dropdown')
      .filter({ has: page.locator('.ant-select-item-option[title="Equal to (=)"]') });
    const offered = await operatorMenu.locator('.ant-select-item-option').allInnerTexts();
    expect(offered).toEqual([
      'Equal to (=)',
      'Less than (<)',
      'Less or equal (<=)',
      'Greater than (>)',
      'Greater or equal (>=)',
      'In',
    ]);
    await page.keyboard.press('Escape');

    await comparator.click();
    await page.keyboard.type('gopher');
    await page.keyboard.press('Enter');
    await expectVisible(
      editor
        .locator('[data-test="advanced-type-error"]')
        .filter({ hasText: "'gopher' does not appear to be a port name or number" }),
    );
    expect(await editor.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page
      .locator('.ant-select-dropdown')
      .filter({ has: page.locator('.ant-select-item-option[title="gopher"]') })
      .waitFor({ state: 'hidden' });
    await page.screenshot({ path: screenshotPath('advanced-type-port-error'), fullPage: true });
  });
});
