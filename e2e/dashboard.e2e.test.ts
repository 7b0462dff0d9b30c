import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createUser } from './api-client';
import { createOrdersDashboard, drawnPoints } from './dashboard-fixtures';
import { createDatasetReaderRole, createOrdersSchema } from './data-client';
import type { ScratchSchema } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, signIn } from './ui';

const e2e = setupE2e();

let scratch: ScratchSchema;

beforeAll(async () => {
  scratch = await createOrdersSchema();
});

afterAll(async () => {
  await scratch?.drop();
});

describe('dashboard page', () => {
  it('an admin sees both charts drawn and publishes the dashboard; a Gamma user gets no publish toggle', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const { dashboardId, charts, dataset } = await createOrdersDashboard(server.baseUrl, token, scratch.name);
    await page.addInitScript(() => {
      window.__meridianCharts = {};
    });
    await signIn(page, 'admin', server.adminPassword);

    await page.goto('/dashboard/list/');
    await page.getByRole('link', { name: 'Orders dashboard' }).click();
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Orders dashboard' }));
    expect(new URL(page.url()).pathname).toBe(`/superset/dashboard/${dashboardId}/`);
    await expectVisible(page.getByTestId('dashboard-markdown').getByRole('heading', { name: 'Orders' }));
    for (const chart of charts) expect(await drawnPoints(page, String(chart.id))).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-testid="dashboard-chart"][data-status="success"]').count())
      .toBe(2);
    await page.screenshot({ path: screenshotPath('dashboard page as admin'), fullPage: true });

    await expect.poll(() => page.getByTestId('dashboard-status').textContent()).toBe('Draft');
    await page.getByTestId('dashboard-publish-toggle').click();
    await expectVisible(page.getByText('This dashboard is now published'));
    await expect.poll(() => page.getByTestId('dashboard-status').textContent()).toBe('Published');

    // Standalone bit 4 hides the top navigation, bit 1 the title.
    await page.goto(`/superset/dashboard/${dashboardId}/?standalone=5`);
    await expectVisible(page.getByTestId('dashboard-chart').first());
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByTestId('dashboard-title').count()).toBe(0);

    await createDatasetReaderRole(e2e.server.baseUrl, token, 'dashboard_orders_reader', dataset);
    await createUser(server.baseUrl, token, {
      username: 'gus',
      first_name: 'Gus',
      last_name: 'Gamma',
      email: 'gus@example.com',
      password: 'gamma-Pa55word',
      active: true,
      roleNames: ['Gamma', 'dashboard_orders_reader'],
    });
    await page.context().clearCookies();
    await signIn(page, 'gus', 'gamma-Pa55word');
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Orders dashboard' }));
    await expectVisible(page.getByTestId('dashboard-status'));
    expect(await page.getByTestId('dashboard-publish-toggle').count()).toBe(0);
  });
});
