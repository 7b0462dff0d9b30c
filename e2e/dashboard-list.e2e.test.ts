import { dashboardSchema, listResponseSchema, dashboardListItemSchema } from '@meridian/core';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import { call, resultOf } from './data-client';
import { SCREENSHOT_DIR, setupE2e } from './harness';
import { chooseOption, expectVisible, signIn } from './ui';

const e2e = setupE2e();

/** How long a list may take to show the outcome of a filter or delete (the machine is shared). */
const POLL = { timeout: 15_000 };

/** Picks the option titled `option` in the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page, page.getByRole('combobox', { name: label, exact: true }), option);
}

/** Clears the antd select labelled `label` through its clear icon. */
async function clearSelect(page: Page, label: string): Promise<void> {
  const select = page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: label, exact: true }) });
  await select.hover();
  await select.locator('.ant-select-clear').click();
}

/** Creates a dashboard through the API, as the admin. */
async function createDashboard(token: string, title: string, published: boolean): Promise<number> {
  const answer = await call(e2e.server.baseUrl, token, '/api/v1/dashboard/', {
    method: 'POST',
    body: JSON.stringify({ dashboard_title: title, published }),
  });
  return dashboardSchema.parse(resultOf(answer)).id;
}

describe('dashboard list', () => {
  it('filters by favourite and status, shows cards, bulk-deletes and creates a dashboard', async () => {
    const { server, page } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    await createDashboard(token, 'Sales board', true);
    await createDashboard(token, 'Ops board', false);
    await createDashboard(token, 'Finance board', false);

    await signIn(page, 'admin', server.adminPassword);
    await page.goto('/dashboard/list/');
    const list = page.getByTestId('dashboard-list');
    await expectVisible(list.getByRole('link', { name: 'Sales board' }));
    await expectVisible(
      list.getByRole('row', { name: /Sales board/ }).getByText('Published', { exact: true }),
    );
    await expectVisible(list.getByRole('row', { name: /Ops board/ }).getByText('Draft', { exact: true }));
    await fsp.mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-list-table.png'), fullPage: true });

    await list.getByRole('button', { name: 'Star Ops board' }).click();
    await expectVisible(list.getByRole('button', { name: 'Unstar Ops board' }));
    await choose(page, 'Favorite', 'Yes');
    await expect.poll(() => list.getByRole('link', { name: 'Sales board' }).count(), POLL).toBe(0);
    await expectVisible(list.getByRole('link', { name: 'Ops board' }));
    expect(await list.getByRole('link', { name: 'Finance board' }).count()).toBe(0);
    await clearSelect(page, 'Favorite');

    await choose(page, 'Status', 'Published');
    await expect.poll(() => list.getByRole('link', { name: 'Ops board' }).count(), POLL).toBe(0);
    await expectVisible(list.getByRole('link', { name: 'Sales board' }));
    await clearSelect(page, 'Status');
    await expectVisible(list.getByRole('link', { name: 'Finance board' }));

    await page.getByRole('button', { name: 'Card view' }).click();
    const cards = page.getByTestId('dashboard-cards');
    const card = cards.getByRole('article', { name: 'Sales board' });
    await expectVisible(card.getByRole('link', { name: 'Sales board' }));
    // No thumbnail service: the cover is a neutral tile with the title's initial, never an image.
    expect(await card.getByTestId('card-placeholder').textContent()).toBe('S');
    expect(await card.locator('img').count()).toBe(0);
    await expectVisible(cards.getByRole('button', { name: 'Unstar Ops board' }));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-list-cards.png'), fullPage: true });

    await cards.getByRole('checkbox', { name: 'Select Ops board' }).check();
    await cards.getByRole('checkbox', { name: 'Select Finance board' }).check();
    await page.getByRole('button', { name: 'Delete 2 selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectVisible(page.getByText(/^Deleted: (Ops board, Finance board|Finance board, Ops board)$/));
    await expect.poll(() => cards.getByRole('article', { name: 'Ops board' }).count(), POLL).toBe(0);
    expect(await cards.getByRole('article', { name: 'Finance board' }).count()).toBe(0);
    const left = listResponseSchema(dashboardListItemSchema).parse(
      await call(server.baseUrl, token, '/api/v1/dashboard/?q=(page_size:100)'),
    );
    expect(left.result.map((dashboard) => dashboard.dashboard_title)).not.toContain('Ops board');

    await page.getByRole('button', { name: /^plus Dashboard$/ }).click();
    await page.waitForURL((url) => /^\/superset\/dashboard\/\d+\/$/.test(url.pathname));
    // A new dashboard opens in the layout editor, its title ready to be typed over.
    await expectVisible(page.getByTestId('new-component-pane'));
    await expect
      .poll(() => page.getByTestId('dashboard-title-input').inputValue())
      .toBe('[ untitled dashboard ]');
    const id = Number(new URL(page.url()).pathname.split('/')[3]);
    const created = dashboardSchema.parse(
      resultOf(await call(server.baseUrl, token, `/api/v1/dashboard/${id}`)),
    );
    expect(created.dashboard_title).toBe('[ untitled dashboard ]');
  });
});
