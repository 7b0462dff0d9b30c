import { dashboardSchema } from '@meridian/core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createUser } from './api-client';
import { createChart, createOrdersDashboard, SUM_AMOUNT } from './dashboard-fixtures';
import { call, createDatasetReaderRole, createOrdersSchema, resultOf } from './data-client';
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

/** Drags a component (or a new one from the side pane) onto a target of the layout. */
async function drag(
  page: Page,
  source: Locator,
  target: Locator,
  at?: { x: number; y: number },
): Promise<void> {
  // The target first: the side pane is sticky, so it stays in view while the page scrolls to the target.
  await target.scrollIntoViewIfNeeded();
  await source.dragTo(target, at ? { targetPosition: at } : {});
}

async function storedLayout(
  token: string,
  id: number,
): Promise<Record<string, { type: string; children: string[]; meta?: Record<string, unknown> }>> {
  const dashboard = dashboardSchema.parse(
    resultOf(await call(e2e.server.baseUrl, token, `/api/v1/dashboard/${id}`)),
  );
  return JSON.parse(dashboard.position_json ?? '{}') as Record<
    string,
    { type: string; children: string[]; meta?: Record<string, unknown> }
  >;
}

/** The grid's rows in the editor or the view. */
function rows(page: Page): Locator {
  return page.locator('[data-component-type="ROW"]');
}

describe('dashboard layout editor', () => {
  it('adds a row with a chart and markdown, resizes, undoes and redoes, saves, survives a reload; overwrite, copy, publish; Gamma cannot edit', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const { dashboardId, dataset } = await createOrdersDashboard(server.baseUrl, token, scratch.name);
    // A colour scheme, as most dashboards have: every chart's form data carries it.
    await call(server.baseUrl, token, `/api/v1/dashboard/${dashboardId}`, {
      method: 'PUT',
      body: JSON.stringify({
        json_metadata: JSON.stringify({ label_colors: { EU: '#ff0000' }, color_scheme: 'bnbColors' }),
      }),
    });
    const extra = await createChart(server.baseUrl, token, dataset, 'Total amount', {
      viz_type: 'big_number_total',
      metric: SUM_AMOUNT,
    });
    await signIn(page, 'admin', server.adminPassword);
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Orders dashboard' }));
    expect(await rows(page).count()).toBe(1);

    // Edit: a new row at the end of the grid, then a chart and a markdown block dropped into it.
    await page.getByTestId('dashboard-edit').click();
    await expectVisible(page.getByTestId('new-component-pane'));
    await page.getByRole('tab', { name: 'Layout elements' }).click();
    await drag(page, page.getByTestId('new-row'), page.getByTestId('end-drop').first());
    await expect.poll(() => rows(page).count()).toBe(2);
    await expectVisible(page.getByTestId('unsaved-changes'));
    const newRow = rows(page).nth(1);

    await page.getByRole('tab', { name: 'Charts' }).click();
    await page.getByLabel('Filter your charts').fill('Total amount');
    const chartItem = page.getByTestId('new-chart').filter({ hasText: 'Total amount' });
    await expectVisible(chartItem);
    const chartQueries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/chart/data') && request.method() === 'POST')
        chartQueries.push(request.postData() ?? '');
    });
    await drag(page, chartItem, newRow);
    const added = newRow.locator(`[data-testid="dashboard-chart"][data-chart-id="${extra.id}"]`);
    await expectVisible(added);
    // The added chart queries; the charts already there do not query again.
    await expect.poll(() => added.getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    await expect
      .poll(() => page.locator('[data-testid="dashboard-chart"][data-status="loading"]').count())
      .toBe(0);
    expect(chartQueries).toHaveLength(1);
    await page.getByRole('tab', { name: 'Layout elements' }).click();
    await drag(page, page.getByTestId('new-markdown'), newRow, { x: 700, y: 24 });
    await expectVisible(newRow.getByTestId('dashboard-markdown'));
    // The chart list marks charts already on the dashboard.
    await page.getByRole('tab', { name: 'Charts' }).click();
    await expectVisible(page.getByTestId('new-chart').filter({ hasText: 'Total amount' }).getByText('Added'));

    // Resize the new chart wider by its corner handle; undo and redo.
    const chartFrame = newRow.locator('[data-component-type="CHART"]');
    const before = (await chartFrame.boundingBox())?.width ?? 0;
    await chartFrame.hover();
    const corner = chartFrame.getByTestId('resize-corner');
    const box = await corner.boundingBox();
    if (!box) throw new Error('no resize handle');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + 2, { steps: 5 });
    await page.mouse.move(box.x + 200, box.y + 4, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await chartFrame.boundingBox())?.width ?? 0).toBeGreaterThan(before + 100);
    const wider = (await chartFrame.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(async () => Math.round((await chartFrame.boundingBox())?.width ?? 0))
      .toBe(Math.round(before));
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect
      .poll(async () => Math.round((await chartFrame.boundingBox())?.width ?? 0))
      .toBe(Math.round(wider));
    await page.screenshot({ path: screenshotPath('dashboard editor with a new row'), fullPage: true });

    await page.getByTestId('dashboard-save').click();
    await expectVisible(page.getByText('This dashboard was saved successfully.'));
    await expectVisible(page.getByTestId('dashboard-edit'));
    const saved = await storedLayout(token, dashboardId);
    const savedChart = Object.values(saved).find(
      (c) => c.type === 'CHART' && c.meta?.['chartId'] === extra.id,
    );
    expect(Number(savedChart?.meta?.['width'])).toBeGreaterThan(4);

    await page.reload();
    // The page first: expect.poll gives up after a second, less than a reload takes on a busy machine.
    await expectVisible(page.getByTestId('dashboard-layout'));
    await expect.poll(() => rows(page).count()).toBe(2);
    await expectVisible(
      rows(page).nth(1).locator(`[data-testid="dashboard-chart"][data-chart-id="${extra.id}"]`),
    );
    await expectVisible(rows(page).nth(1).getByTestId('dashboard-markdown'));

    // Another session saves meanwhile: our save asks before overwriting. Leaving first asks too.
    await page.getByTestId('dashboard-edit').click();
    await page.getByRole('tab', { name: 'Layout elements' }).click();
    await drag(page, page.getByTestId('new-divider'), page.getByTestId('end-drop').first());
    await expectVisible(page.getByTestId('unsaved-changes'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboards' }).click();
    await expectVisible(page.getByText('You have unsaved changes. Leave the dashboard and lose them?'));
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(`/superset/dashboard/${dashboardId}/`);
    const other = await call(server.baseUrl, token, `/api/v1/dashboard/${dashboardId}`, {
      method: 'PUT',
      body: JSON.stringify({ css: '.other-session { color: red; }' }),
    });
    expect(resultOf(other)).toBeTruthy();
    await page.getByTestId('dashboard-save').click();
    // antd also renders a hidden copy of a confirm's title for screen readers: wait for the shown one.
    await expectVisible(
      page.locator('.ant-modal-confirm-title', { hasText: 'Please confirm the overwrite values.' }),
    );
    await page.getByRole('button', { name: 'Overwrite' }).click();
    await expectVisible(page.getByText('This dashboard was saved successfully.'));
    expect(Object.values(await storedLayout(token, dashboardId)).some((c) => c.type === 'DIVIDER')).toBe(
      true,
    );

    // Save as: a copy opens under its own address.
    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Save as' }).click();
    await page.getByLabel('Title of the copy').fill('Orders copy');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Orders copy' }));
    expect(new URL(page.url()).pathname).not.toBe(`/superset/dashboard/${dashboardId}/`);
    await expect.poll(() => page.locator('[data-testid="dashboard-chart"]').count()).toBe(3);

    // Publish and unpublish the copy.
    await page.getByTestId('dashboard-publish-toggle').click();
    await expectVisible(page.getByText('This dashboard is now published'));
    await page.getByTestId('dashboard-publish-toggle').click();
    await expectVisible(page.getByText('This dashboard is now hidden'));
    await expect.poll(() => page.getByTestId('dashboard-status').textContent()).toBe('Draft');

    // Gamma may view but not edit: no edit button, edit=true ignored, the API refuses.
    await createDatasetReaderRole(server.baseUrl, token, 'dashboard_edit_reader', dataset);
    await createUser(server.baseUrl, token, {
      username: 'gina',
      first_name: 'Gina',
      last_name: 'Gamma',
      email: 'gina@example.com',
      password: 'gamma-Pa55word',
      active: true,
      roleNames: ['Gamma', 'dashboard_edit_reader'],
    });
    await call(server.baseUrl, token, `/api/v1/dashboard/${dashboardId}`, {
      method: 'PUT',
      body: JSON.stringify({ published: true }),
    });
    await page.context().clearCookies();
    await signIn(page, 'gina', 'gamma-Pa55word');
    await page.goto(`/superset/dashboard/${dashboardId}/?edit=true`);
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Orders dashboard' }));
    expect(await page.getByTestId('dashboard-edit').count()).toBe(0);
    expect(await page.getByTestId('edit-controls').count()).toBe(0);
    const gammaToken = await apiLogin(server.baseUrl, 'gina', 'gamma-Pa55word');
    const refused = await fetch(`${server.baseUrl}/api/v1/dashboard/${dashboardId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${gammaToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ dashboard_title: 'Taken over' }),
    });
    expect(refused.status).toBe(403);
  });
});
