import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesPresent, loadExampleTables } from '../packages/server/src/transfer/transfer-test-helpers';
import { importExampleExport } from './example-export';
import { call, resultOf } from './data-client';
import { idOf } from './dashboard-fixtures';
import { screenshotPath, setupE2e } from './harness';
import { chooseOption, clickMenuItem, expectVisible, openDropdowns, openMenuBy, signIn } from './ui';

/** Types `option` into the searchable select labelled `label` of the filter configuration modal and picks it. */
async function typeAndChoose(page: Page, modal: Locator, label: string, option: string): Promise<void> {
  await modal.getByLabel(label, { exact: true }).click();
  await modal.getByLabel(label, { exact: true }).fill(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) })
    .click();
}

const present = fixturesPresent();
const e2e = setupE2e();
let dir: string;

beforeAll(async () => {
  if (!present) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-filters-'));
  await loadExampleTables(path.join(dir, 'examples.duckdb'), ['cleaned_sales_data']);
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Chart-data request bodies the page sends, as text, from now on. */
function recordChartQueries(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/v1/chart/data') && request.method() === 'POST')
      bodies.push(request.postData() ?? '');
  });
  return bodies;
}

/** The text of the "Total Revenue" big number. */
async function totalItemsSold(page: Page): Promise<string> {
  const card = page.locator('[data-testid="dashboard-chart"]', {
    has: page.getByTestId('dashboard-chart-title').filter({ hasText: /^Total Revenue$/ }),
  });
  await expect.poll(() => card.getAttribute('data-status'), { timeout: 60_000 }).toBe('success');
  // The number only: the card's header also holds the filter badge, whose digits animate when its count changes.
  return (await card.getByTestId('big-number').innerText()).trim();
}

async function allChartsSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.querySelectorAll('[data-testid="dashboard-chart"][data-status="loading"]').length,
        ),
      { timeout: 60_000 },
    )
    .toBe(0);
}

/**
 * Clicks along the donut's radius, right of its centre, until ECharts reports a click on a slice. The ring's size
 * depends on the card and on the room its outside labels take, and a pie redrawn after a query grows its slices from
 * nothing: a click that lands in the hole, or while they grow, hits no slice, and a person would click again.
 */
async function clickPieSlice(page: Page, canvas: Locator): Promise<void> {
  await page.evaluate(() => {
    const flag = window as unknown as { sliceClicked?: boolean };
    flag.sliceClicked = false;
    document.addEventListener('meridian:dimension-click', () => (flag.sliceClicked = true), { once: true });
  });
  for (const [attempt, fraction] of [0.2, 0.15, 0.25, 0.1, 0.3, 0.2, 0.15, 0.25].entries()) {
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The pie has no box');
    await page.mouse.click(
      box.x + box.width / 2 + Math.min(box.width, box.height) * fraction,
      box.y + box.height / 2,
    );
    const clicked = await page
      .waitForFunction(() => (window as unknown as { sliceClicked?: boolean }).sliceClicked === true, null, {
        timeout: attempt < 4 ? 1_000 : 3_000,
      })
      .then(() => true)
      .catch(() => false);
    if (clicked) return;
  }
  throw new Error('No click on the pie reached a slice');
}

let imported: Promise<{ token: string; salesDashboardId: number; datasetId: number }> | null = null;

/** Imports Superset's example export over the fixture data, once per file. */
function importExamples(): Promise<{ token: string; salesDashboardId: number; datasetId: number }> {
  imported ??= (async () => {
    const { server } = e2e;
    const token = await importExampleExport(server, dir);
    const dashboards = (await call(
      server.baseUrl,
      token,
      "/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:ct,value:'Sales Dashboard')))",
    )) as { result: { id: number }[] };
    const salesDashboardId = dashboards.result[0]?.id;
    if (salesDashboardId === undefined) throw new Error('No Sales Dashboard was imported');

    const datasets = (await call(
      server.baseUrl,
      token,
      '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:cleaned_sales_data)))',
    )) as { result: { id: number }[] };
    const datasetId = datasets.result[0]?.id;
    if (datasetId === undefined) throw new Error('No cleaned_sales_data dataset was imported');
    return { token, salesDashboardId, datasetId };
  })();
  return imported;
}

/** SUM(sales), the metric of the charts these tests build. */
const SUM_SALES = {
  expressionType: 'SIMPLE',
  column: { column_name: 'sales' },
  aggregate: 'SUM',
  label: 'SUM(sales)',
};

/** Creates a chart on the sales dataset through the API; answers its id. */
async function createSalesChart(
  token: string,
  datasetId: number,
  name: string,
  params: Record<string, unknown>,
): Promise<number> {
  return idOf(
    resultOf(
      await call(e2e.server.baseUrl, token, '/api/v1/chart/', {
        method: 'POST',
        body: JSON.stringify({
          slice_name: name,
          viz_type: params['viz_type'],
          datasource_id: datasetId,
          datasource_type: 'table',
          params: JSON.stringify({ datasource: `${datasetId}__table`, adhoc_filters: [], ...params }),
        }),
      }),
    ),
  );
}

/** Creates a dashboard whose one row holds the given charts (layout id, chart id, name); answers its id. */
async function createOneRowDashboard(
  token: string,
  title: string,
  charts: readonly (readonly [string, number, string])[],
  jsonMetadata: object = {},
): Promise<number> {
  const row = 'ROW-onerow0001';
  const position: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [row], parents: ['ROOT_ID'] },
    [row]: {
      id: row,
      type: 'ROW',
      children: charts.map(([id]) => id),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: {},
    },
  };
  for (const [id, chartId, sliceName] of charts)
    position[id] = {
      id,
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', row],
      meta: { chartId, width: 6, height: 50, sliceName },
    };
  return idOf(
    await call(e2e.server.baseUrl, token, '/api/v1/dashboard/', {
      method: 'POST',
      body: JSON.stringify({
        dashboard_title: title,
        position_json: JSON.stringify(position),
        json_metadata: JSON.stringify(jsonMetadata),
      }),
    }),
  );
}

describe.skipIf(!present)("Filters on Superset's imported Sales Dashboard", () => {
  it('filters by country, range and time grain; Clear all, reload, permalink and cross-filter restore or undo', async () => {
    const { page, server } = e2e;
    const { salesDashboardId: id, token } = await importExamples();
    await signIn(page, 'admin', server.adminPassword);
    await page.goto(`/superset/dashboard/${id}/`);
    const bar = page.getByTestId('filter-bar');
    await expectVisible(bar);
    await expect.poll(() => bar.getByTestId('native-filter').count()).toBe(7);
    expect(
      await bar
        .getByTestId('native-filter')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-filter-name'))),
    ).toEqual(['Country', 'Order Quantity', 'Time Range', 'Time Grain', 'Postal Code', 'State', 'MSRP']);
    const unfiltered = await totalItemsSold(page);
    await allChartsSettled(page);

    // Country: France narrows every chart, and the queries carry the filter.
    const queries = recordChartQueries(page);
    const country = bar.locator('[data-filter-name="Country"]');
    await chooseOption(page, country.getByRole('combobox', { name: 'Country', exact: true }), 'France');
    await page.keyboard.press('Escape');
    await bar.getByTestId('filter-bar-apply').click();
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).not.toBe(unfiltered);
    const france = await totalItemsSold(page);
    expect(queries.some((q) => q.includes('"col":"country"') && q.includes('France'))).toBe(true);
    // Applied filters are stored under a key the address names (native_filters_key), as Superset publishes them.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('native_filters_key'), { timeout: 30_000 })
      .not.toBeNull();
    expect(new URL(page.url()).searchParams.has('native_filters')).toBe(false);
    const franceKey = new URL(page.url()).searchParams.get('native_filters_key') ?? '';
    const franceState = (
      (await call(server.baseUrl, token, `/api/v1/dashboard/${id}/filter_state/${franceKey}`)) as {
        value: string;
      }
    ).value;
    expect(franceState).toContain('France');
    await allChartsSettled(page);
    await page.screenshot({ path: screenshotPath('sales dashboard filtered by France') });
    // The key going into the address changes nothing a chart asks: no chart queries France twice.
    const franceQueries = queries.filter((q) => q.includes('France'));
    expect(franceQueries.length).toBeGreaterThan(0);
    expect(franceQueries.length).toBe(new Set(franceQueries).size);

    // Order Quantity from 40: the range narrows further.
    const range = bar.locator('[data-filter-name="Order Quantity"]');
    await range.getByRole('spinbutton', { name: 'Order Quantity minimum' }).fill('40');
    await range.getByRole('spinbutton', { name: 'Order Quantity minimum' }).press('Enter');
    await bar.getByTestId('filter-bar-apply').click();
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).not.toBe(france);
    expect(queries.some((q) => q.includes('"col":"quantity_ordered"') && q.includes('">="'))).toBe(true);

    // Time grain: Year re-buckets the time charts.
    const grain = bar.locator('[data-filter-name="Time Grain"]');
    // The grain list is long and virtual: search narrows it to the option.
    const grainField = grain.getByRole('combobox', { name: 'Time Grain', exact: true });
    await grainField.fill('Year');
    await chooseOption(page, grainField, 'Year');
    await bar.getByTestId('filter-bar-apply').click();
    await expect
      .poll(() => queries.some((q) => q.includes('"time_grain_sqla":"P1Y"')), { timeout: 60_000 })
      .toBe(true);
    await allChartsSettled(page);
    const filtered = await totalItemsSold(page);

    // Reloaded, the address shows the same state: once the last Apply is stored under the address's key.
    const storedState = async () => {
      const key = new URL(page.url()).searchParams.get('native_filters_key') ?? '';
      return (
        (await call(server.baseUrl, token, `/api/v1/dashboard/${id}/filter_state/${key}`)) as {
          value: string;
        }
      ).value;
    };
    await expect.poll(storedState, { timeout: 30_000 }).toContain('P1Y');
    await page.reload();
    await expectVisible(page.getByTestId('filter-bar'));
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(filtered);
    await expectVisible(page.locator('[data-filter-name="Country"]').getByText('France'));
    await allChartsSettled(page);

    // A permalink restores it too.
    const permalinkAnswer = page.waitForResponse((r) =>
      r.url().endsWith(`/api/v1/dashboard/${id}/permalink`),
    );
    await clickMenuItem(
      page,
      () => openMenuBy(page, page.getByTestId('dashboard-menu'), 'Refresh dashboard'),
      'Copy permalink to clipboard',
      'Share',
    );
    const { url } = (await (await permalinkAnswer).json()) as { url: string };
    await page.goto(url);
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(filtered);
    await allChartsSettled(page);

    // The applied values saved as a filter set, for one-click use later.
    const sets = page.getByTestId('filter-sets');
    await sets.getByRole('textbox', { name: 'Name of a new filter set' }).fill('France, 40 and up, yearly');
    await sets.getByTestId('filter-set-save').click();
    const savedSet = sets.locator('[data-set-name="France, 40 and up, yearly"]');
    await expectVisible(savedSet);

    // Clear all restores the unfiltered numbers.
    await page.getByTestId('filter-bar-clear-all').click();
    await page.getByTestId('filter-bar-apply').click();
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(unfiltered);
    await allChartsSettled(page);

    // The filter set brings every value back in one click; Clear all again for what follows.
    await savedSet.getByRole('button', { name: 'France, 40 and up, yearly', exact: true }).click();
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(filtered);
    await expectVisible(page.locator('[data-filter-name="Country"]').getByText('France'));
    await page.screenshot({ path: screenshotPath('sales dashboard with a filter set applied') });
    await page.getByTestId('filter-bar-clear-all').click();
    await page.getByTestId('filter-bar-apply').click();
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(unfiltered);
    await allChartsSettled(page);

    // A pie slice cross-filters the other charts; the cross-filter can be cleared.
    const pie = page.locator('[data-testid="dashboard-chart"]', {
      has: page.getByTestId('dashboard-chart-title').filter({ hasText: 'Total Revenue By Product' }),
    });
    await pie.scrollIntoViewIfNeeded();
    const canvas = pie.locator('canvas').first();
    await expectVisible(canvas);
    await clickPieSlice(page, canvas);
    await expectVisible(page.getByTestId('cross-filter-tag'));
    // The filter names the chart as the dashboard shows it (the layout's name override).
    await expectVisible(
      page.getByTestId('cross-filter').getByText('Total Revenue By Product', { exact: true }),
    );
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).not.toBe(unfiltered);
    expect(queries.some((q) => q.includes('"col":"product_line"'))).toBe(true);
    await page.screenshot({ path: screenshotPath('sales dashboard cross-filtered by a pie slice') });
    await page.getByTestId('cross-filter-tag').locator('.anticon-close').click();
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(unfiltered);

    // Table cross-filter: a click on a product line cell filters the other charts and stays highlighted.
    const table = page.locator('[data-testid="dashboard-chart"]', {
      has: page.getByTestId('dashboard-chart-title').filter({ hasText: /^Products Sold By Product Line$/ }),
    });
    await table.scrollIntoViewIfNeeded();
    const classicCars = table.getByRole('cell', { name: 'Classic Cars', exact: true });
    await classicCars.click();
    await expectVisible(
      page.getByTestId('cross-filter').getByText('Products Sold By Product Line', { exact: true }),
    );
    await expect.poll(() => classicCars.getAttribute('data-selected')).toBe('true');
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).not.toBe(unfiltered);
    await page.screenshot({ path: screenshotPath('sales dashboard cross-filtered by a table cell') });
    await page.getByTestId('cross-filter-tag').locator('.anticon-close').click();
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(unfiltered);
    await expect.poll(() => classicCars.getAttribute('data-selected')).toBe(null);

    // Drill to detail on a bar of Quarterly Revenue (bars by status): its rows, 50 a page, the point filter shown.
    const bars = page.locator('[data-testid="dashboard-chart"]', {
      has: page.getByTestId('dashboard-chart-title').filter({ hasText: /^Quarterly Revenue$/ }),
    });
    await bars.scrollIntoViewIfNeeded();
    const barCanvas = bars.locator('canvas').first();
    await expectVisible(barCanvas);
    const barBox = await barCanvas.boundingBox();
    if (!barBox) throw new Error('The bar chart has no box');
    // Bars stand on the x-axis; look along a line just above it for one (the context menu opens on a bar only).
    const anchor = page.getByTestId('chart-context-menu-anchor');
    let barPoint = { x: 0, y: barBox.y + barBox.height * 0.85 };
    for (let x = 0.15; x < 0.95 && (await anchor.count()) === 0; x += 0.04) {
      barPoint = { ...barPoint, x: barBox.x + barBox.width * x };
      await page.mouse.click(barPoint.x, barPoint.y, { button: 'right' });
    }
    // The submenu slides in under the pointer and closes when the pointer leaves it: retried from the bar.
    const openBarMenu = async (): Promise<void> => {
      if ((await openDropdowns(page).count()) === 0) {
        await page.mouse.click(barPoint.x, barPoint.y, { button: 'right' });
      }
      await expectVisible(
        page
          .locator('.ant-dropdown-menu-submenu-title')
          .filter({ hasText: 'Drill to detail by', visible: true }),
      );
    };
    await clickMenuItem(page, openBarMenu, /^status = /, 'Drill to detail by');
    const drill = page.getByTestId('drill-detail-modal');
    await expectVisible(drill);
    await expectVisible(drill.getByTestId('drill-detail-count'));
    expect(Number((await drill.getByTestId('drill-detail-count').innerText()).split(' ')[0])).toBeGreaterThan(
      0,
    );
    await expectVisible(drill.getByTestId('drill-detail-filters').getByText(/^status: /));
    await page.screenshot({ path: screenshotPath('drill to detail on a bar') });

    // Drill by: the same bar re-grouped by deal_size in a modal, with a breadcrumb back to the chart's own grouping.
    await page.keyboard.press('Escape');
    await expect.poll(() => drill.isVisible()).toBe(false);
    const drillQueries = recordChartQueries(page);
    // Closing the modal may scroll the page: the bar is looked for again where the chart now is.
    await bars.scrollIntoViewIfNeeded();
    const barBoxNow = await barCanvas.boundingBox();
    if (!barBoxNow) throw new Error('The bar chart has no box');
    let drillPoint = { x: 0, y: barBoxNow.y + barBoxNow.height * 0.85 };
    for (let x = 0.15; x < 0.95 && (await anchor.count()) === 0; x += 0.04) {
      drillPoint = { ...drillPoint, x: barBoxNow.x + barBoxNow.width * x };
      await page.mouse.click(drillPoint.x, drillPoint.y, { button: 'right' });
    }
    const openDrillByMenu = async (): Promise<void> => {
      if ((await openDropdowns(page).count()) === 0) {
        await page.mouse.click(drillPoint.x, drillPoint.y, { button: 'right' });
      }
      await expectVisible(
        page.locator('.ant-dropdown-menu-submenu-title').filter({ hasText: /^Drill by$/, visible: true }),
      );
    };
    await clickMenuItem(page, openDrillByMenu, /^deal_size$/, 'Drill by');
    const drillBy = page.getByTestId('drill-by-modal');
    await expectVisible(drillBy);
    const crumbs = drillBy.getByTestId('drill-by-breadcrumb');
    await expectVisible(crumbs.getByText(/^status \(.+\)$/));
    await expectVisible(crumbs.getByText('deal_size', { exact: true }));
    await expectVisible(drillBy.getByTestId('drill-by-chart').locator('canvas').first());
    expect(
      drillQueries.some(
        (q) => q.includes('"deal_size"') && q.includes('"col":"status"') && q.includes('"op":"=="'),
      ),
    ).toBe(true);
    await page.screenshot({ path: screenshotPath('drill by deal size on a bar') });
    // The same result as a table of its rows, and back to the chart.
    await drillBy.getByTestId('drill-by-display').getByText('Table', { exact: true }).click();
    const drillTable = drillBy.getByRole('grid', { name: 'Drill by results of Quarterly Revenue' });
    // The bars' series are the deal sizes now: the rows pivoted by them.
    await expectVisible(drillTable.getByRole('columnheader', { name: /Medium/ }));
    await drillBy.getByTestId('drill-by-display').getByText('Chart', { exact: true }).click();
    await expectVisible(drillBy.getByTestId('drill-by-chart').locator('canvas').first());
    await crumbs.getByText(/^status \(.+\)$/).click();
    await expectVisible(crumbs.getByText('status', { exact: true }));
    expect(await crumbs.getByText('deal_size', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => drillBy.count()).toBe(0);
    // Drill by from the chart's own menu: the whole chart re-grouped, no point filter.
    await clickMenuItem(
      page,
      () =>
        openMenuBy(
          page,
          bars.getByRole('button', { name: 'More options of Quarterly Revenue' }),
          'View query',
        ),
      /^deal_size$/,
      'Drill by',
    );
    await expectVisible(drillBy.getByTestId('drill-by-breadcrumb').getByText('deal_size', { exact: true }));
    await expectVisible(drillBy.getByTestId('drill-by-breadcrumb').getByText('status', { exact: true }));
    await expectVisible(drillBy.getByTestId('drill-by-chart').locator('canvas').first());
    await page.keyboard.press('Escape');

    // A malformed native_filters address opens the dashboard with its defaults and says why, in a toast.
    await page.goto(`/superset/dashboard/${id}/?native_filters=(NATIVE_FILTER-x:(extraFormData:`);
    await expectVisible(page.locator('.ant-message-notice').getByText(/not valid rison/));
    await expect.poll(() => page.getByTestId('native-filter').count()).toBe(7);
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(unfiltered);

    // A stored filter state (native_filters_key) opens the dashboard filtered by it; an unknown key is named.
    const { key } = (await call(server.baseUrl, token, `/api/v1/dashboard/${id}/filter_state`, {
      method: 'POST',
      body: JSON.stringify({ value: franceState }),
    })) as { key: string };
    await page.goto(`/superset/dashboard/${id}/?native_filters_key=${key}`);
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(france);
    await expectVisible(page.locator('[data-filter-name="Country"]').getByText('France'));
    await page.goto(`/superset/dashboard/${id}/?native_filters_key=no-such-key`);
    await expectVisible(
      page.locator('.ant-message-notice').getByText(/native_filters_key\) could not be read/),
    );
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(unfiltered);
    // The dashboard still works: an Apply stores a new state in place of the unknown key.
    await chooseOption(
      page,
      page.locator('[data-filter-name="Country"]').getByRole('combobox', { name: 'Country', exact: true }),
      'France',
    );
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-bar-apply').click();
    await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(france);
    await expect
      .poll(
        () => {
          const key = new URL(page.url()).searchParams.get('native_filters_key');
          return key !== null && key !== 'no-such-key';
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    // A whole session on the dashboard: filters, sets, cross-filters, drill to detail and drill by.
  }, 240_000);

  it('configures a cascading select scoped away from one chart in the modal, saves, reloads, and undoes a removal', async () => {
    const { page, server } = e2e;
    const { token, datasetId } = await importExamples();
    const pieId = await createSalesChart(token, datasetId, 'Sales by line', {
      viz_type: 'pie',
      metric: SUM_SALES,
      groupby: ['product_line'],
      row_limit: 100,
    });
    const totalId = await createSalesChart(token, datasetId, 'All sales', {
      viz_type: 'big_number_total',
      metric: SUM_SALES,
    });
    const dashboardId = await createOneRowDashboard(token, 'Filters built here', [
      ['CHART-pie', pieId, 'Sales by line'],
      ['CHART-total', totalId, 'All sales'],
    ]);
    await signIn(page, 'admin', server.adminPassword);
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await expectVisible(page.getByTestId('dashboard-chart').first());
    expect(await page.getByTestId('filter-bar').count()).toBe(0);

    // The configuration modal, from the dashboard's menu.
    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Add or edit filters' }).filter({ visible: true }).click();
    const modal = page.getByTestId('filter-config-modal');
    await expectVisible(modal);
    const choose = (label: string, option: string) => typeAndChoose(page, modal, label, option);
    await modal.getByTestId('filter-config-add').click();
    await modal.getByLabel('Filter name').fill('Country');
    await choose('Dataset', 'cleaned_sales_data');
    await choose('Column', 'country');
    await modal.getByTestId('filter-config-add').click();
    await modal.getByLabel('Filter name').fill('State');
    await choose('Dataset', 'cleaned_sales_data');
    await choose('Column', 'state');
    await choose('Parent filters', 'Country');
    await page.keyboard.press('Escape');
    await modal.getByTestId('filter-scope').getByText('All sales').click();
    await page.locator('#filter-config-save').click();
    await expect.poll(() => modal.count(), { timeout: 30_000 }).toBe(0);

    // Saved and reloaded: both filters are there.
    await page.reload();
    const bar = page.getByTestId('filter-bar');
    await expectVisible(bar);
    expect(
      await bar
        .getByTestId('native-filter')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-filter-name'))),
    ).toEqual(['Country', 'State']);
    const saved = (await call(server.baseUrl, token, `/api/v1/dashboard/${dashboardId}`)) as {
      result: { json_metadata: string };
    };
    const configuration = (
      JSON.parse(saved.result.json_metadata) as {
        native_filter_configuration: {
          id: string;
          name: string;
          cascadeParentIds: string[];
          scope: { excluded: number[] };
        }[];
      }
    ).native_filter_configuration;
    expect(configuration.map((f) => f.name)).toEqual(['Country', 'State']);
    expect(configuration[1]?.cascadeParentIds).toEqual([configuration[0]?.id]);
    expect(configuration[1]?.scope.excluded).toEqual([totalId]);

    // Cascade: with Country = USA, State offers only US states.
    const queries = recordChartQueries(page);
    await bar.locator('[data-filter-name="Country"] .ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^USA$/ }).click();
    await page.keyboard.press('Escape');
    await bar.locator('[data-filter-name="State"] .ant-select').click();
    await expectVisible(
      page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^CA$/ }),
    );
    const stateQuery = queries.find(
      (q) => q.includes('"groupby":["state"]') || (q.includes('"columns":["state"]') && q.includes('USA')),
    );
    expect(stateQuery, 'the State values query carries the Country selection').toContain('USA');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^CA$/ }).click();
    await page.keyboard.press('Escape');
    await bar.getByTestId('filter-bar-apply').click();
    await allChartsSettled(page);

    // The excluded chart is untouched, and its card says the filter does not apply.
    await expect
      .poll(() => queries.some((q) => q.includes(`"slice_id":${pieId}`) && q.includes('"col":"state"')))
      .toBe(true);
    expect(queries.some((q) => q.includes(`"slice_id":${totalId}`) && q.includes('"col":"state"'))).toBe(
      false,
    );
    const totalCard = page.locator(`[data-testid="dashboard-chart"][data-chart-id="${totalId}"]`);
    await totalCard.getByTestId('chart-filter-indicator').hover();
    await expectVisible(
      page.locator('[data-testid="chart-filter-line"][data-status="out-of-scope"]', { hasText: 'State' }),
    );
    await page.screenshot({
      path: screenshotPath('filters built in the UI, state out of scope of one chart'),
    });

    // Removing a filter can be undone within 5 s.
    await page.getByTestId('filter-bar-edit').click();
    await expectVisible(modal);
    await modal
      .locator('[data-testid="filter-config-item"]', { hasText: 'State' })
      .getByTestId('filter-config-remove')
      .click();
    await modal.getByTestId('filter-config-undo').click();
    await expect.poll(() => modal.getByTestId('filter-config-undo').count()).toBe(0);
    await expectVisible(modal.locator('[data-testid="filter-config-item"]', { hasText: 'State' }));

    // A required filter needs a default value: the save is refused until one is chosen, then it applies on load.
    await modal.locator('[data-testid="filter-config-item"]', { hasText: 'Country' }).click();
    await modal.getByText('Filter value is required', { exact: true }).click();
    await page.locator('#filter-config-save').click();
    await expectVisible(modal.getByTestId('filter-config-error').getByText('Please choose a valid value'));
    const defaultInput = modal.getByTestId('filter-default-input');
    await chooseOption(page, defaultInput.getByRole('combobox', { name: 'Country', exact: true }), 'France');
    await expect.poll(() => modal.getByTestId('filter-config-error').count()).toBe(0);
    // Closes the multi-select's dropdown (Escape with none open would close the modal).
    await page.locator('.ant-modal-title', { hasText: 'Add and edit filters' }).click();
    await page.locator('#filter-config-save').click();
    await expect.poll(() => modal.count(), { timeout: 30_000 }).toBe(0);
    const reloaded = recordChartQueries(page);
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await expectVisible(page.locator('[data-filter-name="Country"]').getByText('France'));
    await allChartsSettled(page);
    await expect
      .poll(() =>
        reloaded.some(
          (q) => q.includes(`"slice_id":${totalId}`) && q.includes('"col":"country"') && q.includes('France'),
        ),
      )
      .toBe(true);
    const withDefault = (await call(server.baseUrl, token, `/api/v1/dashboard/${dashboardId}`)) as {
      result: { json_metadata: string };
    };
    const country = (
      JSON.parse(withDefault.result.json_metadata) as {
        native_filter_configuration: { name: string; defaultDataMask: unknown }[];
      }
    ).native_filter_configuration.find((f) => f.name === 'Country');
    expect(country?.defaultDataMask).toEqual({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
      filterState: { value: ['France'], label: 'France' },
      ownState: {},
    });
  });

  it("pre-filters a select's values with a Simple condition built in explore's filter editor", async () => {
    const { page, server } = e2e;
    const { token, datasetId } = await importExamples();
    const totalId = await createSalesChart(token, datasetId, 'All sales, pre-filtered', {
      viz_type: 'big_number_total',
      metric: SUM_SALES,
    });
    const dashboardId = await createOneRowDashboard(token, 'Pre-filtered values', [
      ['CHART-total', totalId, 'All sales, pre-filtered'],
    ]);
    await signIn(page, 'admin', server.adminPassword);
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await expectVisible(page.getByTestId('dashboard-chart').first());
    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Add or edit filters' }).filter({ visible: true }).click();
    const modal = page.getByTestId('filter-config-modal');
    await expectVisible(modal);
    await modal.getByTestId('filter-config-add').click();
    await modal.getByLabel('Filter name').fill('Country');
    await typeAndChoose(page, modal, 'Dataset', 'cleaned_sales_data');
    await typeAndChoose(page, modal, 'Column', 'country');

    // The pre-filter's condition is made with columns, operators and values, as in explore: country ≠ USA.
    await modal.getByText('Pre-filter available values', { exact: true }).click();
    const editor = page.locator('[data-test="filter-editor"]').filter({ visible: true });
    const subject = editor.getByLabel('Column or metric', { exact: true });
    // Escape closes an open list of the editor, then the editor, and leaves the dialog with its unsaved filter.
    await modal.getByRole('button', { name: 'Add pre-filter' }).click();
    await subject.click();
    await expect.poll(() => subject.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => subject.getAttribute('aria-expanded')).toBe('false');
    await expectVisible(editor);
    await editor.getByRole('tab', { name: 'Custom SQL' }).click();
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    await expectVisible(modal.getByLabel('Filter name'));
    expect(await modal.getByLabel('Filter name').inputValue()).toBe('Country');

    await modal.getByRole('button', { name: 'Add pre-filter' }).click();
    await expectVisible(editor.getByRole('tab', { name: 'Simple', selected: true }));
    // The subject list is virtual: search it first.
    await subject.fill('country');
    await chooseOption(page, subject, 'country');
    await chooseOption(page, editor.getByLabel('Operator', { exact: true }), 'Not equal to (≠)');
    // The value field completes from the column's values; typed whole, it is the value.
    await editor.getByLabel('Comparator', { exact: true }).fill('USA');
    await editor.getByRole('tab', { name: 'Simple' }).click(); // closes the completions
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    const tags = modal.getByTestId('adhoc-filter-tags');
    await expectVisible(tags.getByText("country != 'USA'", { exact: true }));
    await page.screenshot({ path: screenshotPath('filter config, a Simple pre-filter') });
    await page.locator('#filter-config-save').click();
    await expect.poll(() => modal.count(), { timeout: 30_000 }).toBe(0);

    const saved = (await call(server.baseUrl, token, `/api/v1/dashboard/${dashboardId}`)) as {
      result: { json_metadata: string };
    };
    const [country] = (
      JSON.parse(saved.result.json_metadata) as {
        native_filter_configuration: { adhoc_filters?: Record<string, unknown>[] }[];
      }
    ).native_filter_configuration;
    expect(country?.adhoc_filters).toEqual([
      expect.objectContaining({
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'country',
        operator: '!=',
        comparator: 'USA',
      }),
    ]);

    // After a reload the filter offers every country but the USA.
    await page.reload();
    const bar = page.getByTestId('filter-bar');
    await bar.locator('[data-filter-name="Country"] .ant-select').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The list is virtual: search it, so an option below the fold cannot pass for a missing one.
    await page.keyboard.type('Fra');
    await expectVisible(options.filter({ hasText: /^France$/ }));
    await page.keyboard.press('Control+a');
    await page.keyboard.type('USA');
    await expect.poll(() => options.filter({ hasText: /^France$/ }).count()).toBe(0);
    expect(await options.filter({ hasText: /^USA$/ }).count()).toBe(0);
  });

  it('keeps a cleared filter that has a default cleared after a reload, stored or in the rison address', async () => {
    const { page, server } = e2e;
    const { token, datasetId } = await importExamples();
    const totalId = await createSalesChart(token, datasetId, 'Total Revenue', {
      viz_type: 'big_number_total',
      metric: SUM_SALES,
    });
    const franceMask = {
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
      filterState: { value: ['France'], label: 'France' },
      ownState: {},
    };
    const dashboardId = await createOneRowDashboard(
      token,
      'Cleared default',
      [['CHART-total', totalId, 'Total Revenue']],
      {
        native_filter_configuration: [
          {
            id: 'NATIVE_FILTER-clearedcountry',
            name: 'Country',
            type: 'NATIVE_FILTER',
            filterType: 'filter_select',
            targets: [{ datasetId, column: { name: 'country' } }],
            controlValues: { multiSelect: true, enableEmptyFilter: false },
            defaultDataMask: franceMask,
            cascadeParentIds: [],
            scope: { rootPath: ['ROOT_ID'], excluded: [] },
          },
        ],
      },
    );
    await signIn(page, 'admin', server.adminPassword);
    const country = page.locator('[data-filter-name="Country"]');
    /** Opens the dashboard on its default (France), clears it and applies: answers both totals. */
    const clearDefault = async () => {
      await page.goto(`/superset/dashboard/${dashboardId}/`);
      await expectVisible(country.getByText('France'));
      const france = await totalItemsSold(page);
      await page.getByTestId('filter-bar-clear-all').click();
      await page.getByTestId('filter-bar-apply').click();
      await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).not.toBe(france);
      return { france, cleared: await totalItemsSold(page) };
    };
    const expectStillCleared = async (cleared: string) => {
      await page.reload();
      await expectVisible(country);
      await expect.poll(() => totalItemsSold(page), { timeout: 60_000 }).toBe(cleared);
      expect(await country.getByText('France').count()).toBe(0);
    };

    // Stored under native_filters_key: the cleared value is stored as such, and a reload keeps it.
    const stored = await clearDefault();
    await expect
      .poll(
        async () => {
          const key = new URL(page.url()).searchParams.get('native_filters_key');
          if (!key) return '';
          const answer = (await call(
            server.baseUrl,
            token,
            `/api/v1/dashboard/${dashboardId}/filter_state/${key}`,
          )) as {
            value: string;
          };
          return answer.value;
        },
        { timeout: 30_000 },
      )
      .toContain('"value":null');
    await expectStillCleared(stored.cleared);

    // Nothing can be stored: the rison address names the cleared filter, and a reload keeps it cleared too.
    await page.route('**/api/v1/dashboard/*/filter_state**', (route) => route.abort());
    const inAddress = await clearDefault();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('native_filters'), { timeout: 30_000 })
      .toBe(
        '(NATIVE_FILTER-clearedcountry:(extraFormData:(),filterState:(value:!n),id:NATIVE_FILTER-clearedcountry))',
      );
    await expectStillCleared(inAddress.cleared);
    await page.unroute('**/api/v1/dashboard/*/filter_state**');
  });

  it('renders an old-format filter-box dashboard, filters through it, and converts it to native filters', async () => {
    const { page, server } = e2e;
    const { token, datasetId } = await importExamples();
    const boxId = await createSalesChart(token, datasetId, 'Old box', {
      viz_type: 'filter_box',
      date_filter: false,
      filter_configs: [{ column: 'country', label: 'Country', multiple: true, clearable: true }],
    });
    const pieId = await createSalesChart(token, datasetId, 'Sales by deal size', {
      viz_type: 'pie',
      metric: SUM_SALES,
      groupby: ['deal_size'],
      row_limit: 100,
    });
    const dashboardId = await createOneRowDashboard(
      token,
      'Old filter box',
      [
        ['CHART-box', boxId, 'Old box'],
        ['CHART-pie', pieId, 'Sales by deal size'],
      ],
      {
        default_filters: JSON.stringify({ [boxId]: { country: ['France'] } }),
        filter_scopes: { [boxId]: { country: { scope: ['ROOT_ID'], immune: [] } } },
      },
    );
    const queries = recordChartQueries(page);
    await signIn(page, 'admin', server.adminPassword);
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await expectVisible(page.getByTestId('filter-box-notice'));
    const banner = page.getByTestId('filter-box-migration');
    await expectVisible(banner);
    expect(await banner.getAttribute('data-state')).toBe('undecided');
    // The box filters: its default (France) applies at once, and the value can be changed in the bar.
    const bar = page.getByTestId('filter-bar');
    await expectVisible(bar.locator('[data-filter-name="Country"]').getByText('France'));
    await expect
      .poll(() => queries.some((q) => q.includes(`"slice_id":${pieId}`) && q.includes('France')))
      .toBe(true);
    await bar.locator('[data-filter-name="Country"] .ant-select').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Spain$/ })
      .click();
    await page.keyboard.press('Escape');
    await bar.getByTestId('filter-bar-apply').click();
    await expect
      .poll(() => queries.some((q) => q.includes(`"slice_id":${pieId}`) && q.includes('Spain')))
      .toBe(true);
    await allChartsSettled(page);
    await page.screenshot({ path: screenshotPath('legacy filter box working as native filters') });

    // Review and convert.
    await page.getByTestId('filter-box-review').click();
    await expect.poll(() => banner.getAttribute('data-state')).toBe('reviewing');
    await page.getByTestId('filter-box-convert').click();
    await expect.poll(() => page.getByTestId('filter-box-migration').count(), { timeout: 30_000 }).toBe(0);
    const saved = (await call(server.baseUrl, token, `/api/v1/dashboard/${dashboardId}`)) as {
      result: { json_metadata: string; position_json: string };
    };
    const metadata = JSON.parse(saved.result.json_metadata) as Record<string, unknown>;
    expect(metadata['default_filters']).toBeUndefined();
    expect(metadata['filter_scopes']).toBeUndefined();
    const converted = metadata['native_filter_configuration'] as {
      name: string;
      filterType: string;
      targets: unknown[];
    }[];
    expect(converted.map((f) => [f.name, f.filterType])).toEqual([['Country', 'filter_select']]);
    expect(saved.result.position_json).not.toContain('CHART-box');
    await page.reload();
    await expectVisible(page.getByTestId('filter-bar').locator('[data-filter-name="Country"]'));
    expect(await page.getByTestId('filter-box-notice').count()).toBe(0);
  });
});
