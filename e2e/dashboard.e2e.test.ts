import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createUser } from './api-client';
import { createOrdersDashboard, drawnPoints } from './dashboard-fixtures';
import { createDatasetReaderRole, createOrdersSchema } from './data-client';
import type { ScratchSchema } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, signIn } from './ui';

const e2e = setupE2e();

let scratch: ScratchSchema;
let token: string;
let orders: Awaited<ReturnType<typeof createOrdersDashboard>>;

beforeAll(async () => {
  scratch = await createOrdersSchema();
  token = await apiLogin(e2e.server.baseUrl, 'admin', e2e.server.adminPassword);
  orders = await createOrdersDashboard(e2e.server.baseUrl, token, scratch.name);
});

afterAll(async () => {
  await scratch?.drop();
});

describe('dashboard page', () => {
  it('an admin sees both charts drawn and publishes the dashboard; a Gamma user gets no publish toggle', async () => {
    const { page, server } = e2e;
    const { dashboardId, charts, dataset } = orders;
    await page.addInitScript(() => {
      window.__meridianCharts = {};
      const record = window as unknown as { cspViolations: string[] };
      record.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        record.cspViolations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        ),
      );
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
    // The page's inline script started its calls while the code loaded: the Content-Security-Policy allows it.
    // (The app takes each answer out of window.__meridianEarly: the object is there, its entries used.)
    const early = await page.evaluate(() => {
      const state = window as unknown as { __meridianEarly?: object; cspViolations: string[] };
      return { ran: state.__meridianEarly !== undefined, violations: state.cspViolations };
    });
    expect(early).toEqual({ ran: true, violations: [] });

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

  it('a slow chart shows its timer and can be stopped; a broken chart says why, and looks unlike a slow one', async () => {
    const { page, server } = e2e;
    const [bar, pie] = orders.charts;
    await page.context().clearCookies();
    await signIn(page, 'admin', server.adminPassword);
    // The bar chart's answer never comes; the pie chart's query fails as a database error would.
    await page.route('**/api/v1/chart/data', async (route) => {
      const context: unknown = route.request().postDataJSON();
      const formData =
        typeof context === 'object' && context !== null && 'form_data' in context ? context.form_data : null;
      const vizType =
        typeof formData === 'object' && formData !== null && 'viz_type' in formData
          ? formData.viz_type
          : null;
      if (vizType !== 'pie') return;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'column "amount" does not exist' }),
      });
    });
    try {
      await page.goto(`/superset/dashboard/${orders.dashboardId}/`);
      const slow = page.locator(`[data-testid="dashboard-chart"][data-chart-id="${bar?.id}"]`);
      const broken = page.locator(`[data-testid="dashboard-chart"][data-chart-id="${pie?.id}"]`);

      const error = broken.getByTestId('chart-error');
      await expectVisible(error);
      expect(await error.innerText()).toContain('The chart query failed');
      expect(await error.innerText()).toContain('column "amount" does not exist');
      expect(await broken.getAttribute('data-status')).toBe('failed');
      expect(await broken.getByTestId('chart-timer').count()).toBe(0);

      const timer = slow.getByTestId('chart-timer');
      await expectVisible(timer);
      const shown = await timer.innerText();
      expect(shown).toMatch(/^\d\d:\d\d:\d\d\.\d\d$/);
      await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(shown);
      expect(await slow.getAttribute('data-status')).toBe('loading');
      expect(await slow.getByTestId('chart-error').count()).toBe(0);
      await page.screenshot({ path: screenshotPath('dashboard slow and broken charts'), fullPage: true });

      await slow.getByRole('button', { name: 'Stop' }).click();
      await expectVisible(slow.getByTestId('chart-stopped'));
      expect(await slow.getByTestId('chart-stopped').innerText()).toContain('The query was stopped.');
      expect(await slow.getAttribute('data-status')).toBe('stopped');
      expect(await slow.getByTestId('chart-timer').count()).toBe(0);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
});
