import { dashboardListItemSchema, listResponseSchema } from '@meridian/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createUser } from './api-client';
import { call } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, signIn } from './ui';

const e2e = setupE2e({ examples: 'small' });

const NEW_USER = { username: 'hana', password: 'hana-Pa55word' };
const PHONE = { width: 390, height: 844 };
/** The chart Hana saves, to find under Recents' Edited and Created tabs. */
const HANA_CHART = "Hana's own chart";
let dashboards: { id: number; dashboard_title: string }[] = [];
let chartId: number;
let chartName: string;

beforeAll(async () => {
  const { server } = e2e;
  const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
  await createUser(server.baseUrl, token, {
    username: NEW_USER.username,
    first_name: 'Hana',
    last_name: 'Home',
    email: 'hana@example.com',
    password: NEW_USER.password,
    active: true,
    roleNames: ['Alpha'],
  });
  dashboards = listResponseSchema(dashboardListItemSchema).parse(
    await call(
      server.baseUrl,
      token,
      '/api/v1/dashboard/?q=(page_size:100,order_column:id,order_direction:asc)',
    ),
  ).result;
  const charts = await call(
    server.baseUrl,
    token,
    '/api/v1/chart/?q=(page_size:1,order_column:id,order_direction:asc)',
  );
  const first: unknown =
    typeof charts === 'object' && charts !== null && 'result' in charts && Array.isArray(charts.result)
      ? charts.result[0]
      : undefined;
  if (typeof first !== 'object' || first === null || !('id' in first) || !('slice_name' in first))
    throw new Error('The examples have no chart');
  chartId = Number(first.id);
  chartName = String(first.slice_name);
});

/** Whether the page scrolls sideways (the content is wider than the window). */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);
}

/** Whether any text line of the element is one letter wide (letter-per-line wrapping). */
async function wrapsPerLetter(page: Page, testId: string): Promise<boolean> {
  return page
    .getByTestId(testId)
    .first()
    .evaluate((element) => {
      const style = window.getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
      const text = element.textContent ?? '';
      return (
        text.length > 3 && element.getBoundingClientRect().height > lineHeight * Math.ceil(text.length / 2)
      );
    });
}

describe('home page', () => {
  it('a new user sees the dashboard just viewed, the chart just starred, and the chart just saved under Recents Edited and Created, on the home page', async () => {
    const { page } = e2e;
    const dashboard = dashboards[0];
    if (!dashboard) throw new Error('No example dashboard');
    await signIn(page, NEW_USER.username, NEW_USER.password);
    await page.goto(`/superset/dashboard/${dashboard.id}/`);
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: dashboard.dashboard_title }));

    await page.goto(`/explore/?slice_id=${chartId}`);
    const star = page.getByRole('button', { name: 'Favorite', exact: true });
    await star.click();
    await expectVisible(page.getByRole('button', { name: 'Unfavorite', exact: true }));
    // She does not own the example chart: saving makes her own copy.
    await page.getByRole('button', { name: /Save/ }).first().click();
    const saveDialog = page.getByRole('dialog').filter({ hasText: 'Save chart' });
    await saveDialog.getByLabel('Chart name').fill(HANA_CHART);
    await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText(`Chart [${HANA_CHART}] has been saved`));

    await page.goto('/superset/welcome/');
    const recents = page.getByRole('region', { name: 'Recents' });
    await expectVisible(recents.getByRole('link', { name: dashboard.dashboard_title }));
    await expectVisible(recents.getByRole('link', { name: chartName, exact: true }));
    for (const tab of ['Edited', 'Created']) {
      await recents.getByRole('tab', { name: tab }).click();
      const panel = recents.getByRole('tabpanel', { name: tab });
      await expectVisible(panel.getByRole('link', { name: HANA_CHART }));
      expect(await panel.getByRole('link', { name: dashboard.dashboard_title }).count(), tab).toBe(0);
    }
    await recents.getByRole('tab', { name: 'Viewed' }).click();
    const charts = page.getByRole('region', { name: 'Charts' });
    await expectVisible(charts.getByRole('link', { name: chartName }));

    await recents.getByRole('link', { name: dashboard.dashboard_title }).click();
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: dashboard.dashboard_title }));
  });
});

describe('on a phone (390x844)', () => {
  it('three example dashboards and the dashboard list fit the screen, with navigation behind a menu button', async () => {
    const { browser, server } = e2e;
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      // The admin owns the examples, so the edit button would show on a wide screen.
      await signIn(page, 'admin', server.adminPassword);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expectVisible(nav);
      await nav.getByRole('menuitem', { name: 'Dashboards' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/list/');
      await expectVisible(page.getByText(dashboards[0]?.dashboard_title ?? '').first());
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: screenshotPath('phone dashboard list'), fullPage: true });

      for (const dashboard of dashboards.slice(0, 3)) {
        await page.goto(`/superset/dashboard/${dashboard.id}/`);
        await expectVisible(
          page.getByTestId('dashboard-title').filter({ hasText: dashboard.dashboard_title }),
        );
        await expectVisible(page.locator('[data-testid="dashboard-chart"]').first());
        expect(await wrapsPerLetter(page, 'dashboard-title'), dashboard.dashboard_title).toBe(false);
        expect(await scrollsSideways(page), dashboard.dashboard_title).toBe(false);
        // Stacked: every card of the first row spans the screen, one under the other.
        const boxes = await page
          .locator('[data-testid="dashboard-row"]')
          .first()
          .evaluate((row) => [...row.children].map((child) => child.getBoundingClientRect().width));
        for (const width of boxes) expect(width).toBeGreaterThan(PHONE.width * 0.8);
        expect(await page.getByTestId('dashboard-edit').count()).toBe(0);
        await page.screenshot({
          path: screenshotPath(`phone dashboard ${dashboard.dashboard_title}`),
          fullPage: true,
        });
      }
    } finally {
      await context.close();
    }
  });
});
