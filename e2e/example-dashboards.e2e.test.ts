import { dashboardListItemSchema, listResponseSchema } from '@meridian/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import { call } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, registerCharts, signIn, waitUntilStill } from './ui';

// The server loads the example data and dashboards, as `npm start` does on a fresh machine.
const e2e = setupE2e({ examples: 'small' });

/** Scrolls to every chart card of the shown tab and waits until each has drawn; answers how many. */
async function everyCardDrawn(page: Page): Promise<number> {
  const cards = page.locator('[data-testid="dashboard-chart"]:visible');
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 30_000 }).toMatch(/success|failed/);
    expect(await card.getAttribute('data-status'), await card.innerText()).toBe('success');
    // Drawn: an ECharts canvas, a table or a big number, and no error in place of the chart.
    await expect
      .poll(() =>
        card.locator('canvas, [data-testid="table-chart"], [data-testid="big-number"], table').count(),
      )
      .toBeGreaterThan(0);
    expect(await card.getByTestId('chart-error').count()).toBe(0);
    // The full-page screenshot kept below shows drawn charts, not frames of their entry animations.
    await waitUntilStill(card);
  }
  return count;
}

describe('example dashboards', () => {
  it('opens each example dashboard and sees every chart drawn, in every tab', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const list = listResponseSchema(dashboardListItemSchema).parse(
      await call(server.baseUrl, token, '/api/v1/dashboard/?q=(page_size:100)'),
    );
    expect(list.result.length).toBeGreaterThanOrEqual(3);
    await registerCharts(page);
    await signIn(page, 'admin', server.adminPassword);

    for (const dashboard of list.result) {
      await page.goto(`/superset/dashboard/${dashboard.id}/`);
      await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: dashboard.dashboard_title }));
      const tabs = page.getByTestId('dashboard-tabs').first().getByRole('tab');
      let drawn = 0;
      if ((await page.getByTestId('dashboard-tabs').count()) > 0) {
        // Charts of other tabs neither render nor query until their tab is chosen.
        for (let index = 0; index < (await tabs.count()); index += 1) {
          await tabs.nth(index).click();
          drawn += await everyCardDrawn(page);
        }
      } else {
        drawn = await everyCardDrawn(page);
      }
      expect(drawn, dashboard.dashboard_title).toBeGreaterThan(0);
      await page.screenshot({
        path: screenshotPath(`example dashboard ${dashboard.dashboard_title}`),
        fullPage: true,
      });
    }
  });
});
