import { REPORT_MESSAGES } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import { createOrdersDashboard } from './dashboard-fixtures';
import { createOrdersSchema, type ScratchSchema } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, signIn } from './ui';

const e2e = setupE2e();

let scratch: ScratchSchema;
let orders: Awaited<ReturnType<typeof createOrdersDashboard>>;

beforeAll(async () => {
  scratch = await createOrdersSchema();
  const token = await apiLogin(e2e.server.baseUrl, 'admin', e2e.server.adminPassword);
  orders = await createOrdersDashboard(e2e.server.baseUrl, token, scratch.name);
});

afterAll(async () => {
  await scratch?.drop();
});

describe('email reports', () => {
  it('schedules a report from the dashboard header, lists it, turns it off and deletes it', async () => {
    const { page, server } = e2e;
    await signIn(page, 'admin', server.adminPassword);
    await page.goto(`/superset/dashboard/${orders.dashboardId}/`);
    await expectVisible(page.getByTestId('dashboard-title'));

    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Set up an email report' }).click();
    const modal = page.getByTestId('report-modal');
    await expectVisible(modal);
    expect(await modal.getByLabel('Report name').inputValue()).toBe('Weekly Report for Orders dashboard');
    expect(await modal.getByLabel('Schedule (cron)').inputValue()).toBe('0 12 * * 1');
    await modal.getByLabel('Email recipients').fill('team@example.com; boss@example.com');
    await page.screenshot({ path: screenshotPath('report modal from the dashboard header') });
    await page.locator('#report-save').click();
    await expectVisible(page.getByText(REPORT_MESSAGES.created));

    // The header now manages the report instead of offering a new one.
    await page.getByTestId('dashboard-menu').click();
    await expectVisible(page.getByRole('menuitem', { name: 'Manage email report' }));
    await page.keyboard.press('Escape');

    await page.goto('/report/list/');
    const row = page.getByRole('row', { name: /Weekly Report for Orders dashboard/ });
    await expectVisible(row);
    await expectVisible(row.getByText('At 12:00, only on Monday'));
    await page.screenshot({ path: screenshotPath('alerts and reports list'), fullPage: true });
    await row.getByTestId('report-active').click();
    await expectVisible(page.getByText(REPORT_MESSAGES.updated));
    await expect.poll(() => row.getByTestId('report-active').getAttribute('aria-checked')).toBe('false');

    await row.getByRole('link', { name: /Execution log/ }).click();
    await expectVisible(page.getByTestId('execution-log'));
    await page.goBack();

    await page
      .getByRole('row', { name: /Weekly Report for Orders dashboard/ })
      .getByRole('button', { name: /Delete/ })
      .click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectVisible(page.getByText(REPORT_MESSAGES.deleted('Weekly Report for Orders dashboard')));
    await expect
      .poll(() => page.getByRole('row', { name: /Weekly Report for Orders dashboard/ }).count())
      .toBe(0);
  });
});
