import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import { call } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { chooseOption, expectPath, expectVisible, signIn } from './ui';

// The examples hold `airports`: positions as columns, "lat,lon" text and geohashes.
const e2e = setupE2e({ examples: 'small' });

const INVALID = 'Invalid lat/long configuration.';

/** A camera as the map reports it. */
interface Camera {
  longitude: number;
  latitude: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

/** Addresses of requests that leave the machine (anything but loopback, data: and blob:). */
function watchOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) outside.push(request.url());
  });
  return outside;
}

/** Waits until the map in `scope` has drawn its data over its boundaries; answers its feature count. */
async function drawnFeatures(page: Page, scope = page.locator('body')): Promise<number> {
  const map = scope.getByTestId('deck-map');
  await expect.poll(() => map.getAttribute('data-map-drawn'), { timeout: 60_000 }).toBe('true');
  return Number(await map.getAttribute('data-map-features'));
}

async function cameraOf(page: Page, scope = page.locator('body')): Promise<Camera> {
  return JSON.parse((await scope.getByTestId('deck-map').getAttribute('data-map-camera')) ?? '{}') as Camera;
}

async function run(page: Page): Promise<void> {
  await page.getByTestId('run-query-button').click();
}

/** A chart of `vizType` on a virtual dataset of the examples database, made through the API; answers its id. */
async function chartOnSql(
  token: string,
  chart: {
    tableName: string;
    sql: string;
    sliceName: string;
    vizType: string;
    params: Record<string, unknown>;
  },
): Promise<number> {
  const { baseUrl } = e2e.server;
  const databases = (await call(
    baseUrl,
    token,
    '/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:examples)))',
  )) as { result: { id: number }[] };
  const dataset = (await call(baseUrl, token, '/api/v1/dataset/', {
    method: 'POST',
    body: JSON.stringify({
      database: databases.result[0]?.id,
      schema: 'main',
      table_name: chart.tableName,
      sql: chart.sql,
    }),
  })) as { id: number };
  const params = { datasource: `${dataset.id}__table`, viz_type: chart.vizType, ...chart.params };
  const created = (await call(baseUrl, token, '/api/v1/chart/', {
    method: 'POST',
    body: JSON.stringify({
      slice_name: chart.sliceName,
      viz_type: chart.vizType,
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify(params),
    }),
  })) as { id: number };
  return created.id;
}

/**
 * Drags the map in the chart pane left and down, then waits until the viewport control saved where the map
 * ended up: east of `fromLongitude`. The control saves a pause after each move, so on a slow machine it may
 * first hold a position from mid-drag. Answers the camera after the pan.
 */
async function panEast(page: Page, longitudeInput: Locator, fromLongitude: number): Promise<Camera> {
  const chartPane = page.getByTestId('explore-chart-pane');
  const box = await chartPane.getByTestId('deck-map').boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  const settled = async (): Promise<boolean> => {
    const camera = await cameraOf(page, chartPane);
    const saved = Number(await longitudeInput.inputValue());
    return camera.longitude > fromLongitude && Math.abs(saved - camera.longitude) < 0.00005;
  };
  await expect.poll(settled, { timeout: 10_000 }).toBe(true);
  return cameraOf(page, chartPane);
}

describe('maps', () => {
  it('builds a deck.gl scatter from latlong, delimited and geohash positions, pans it, and shows the same view on a dashboard, offline', async () => {
    const { page, server } = e2e;
    const outside = watchOutsideRequests(page);
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const datasets = (await call(
      server.baseUrl,
      token,
      '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:airports)))',
    )) as { result: { id: number }[] };
    const airports = datasets.result[0];
    if (!airports) throw new Error('the examples have no airports dataset');
    await signIn(page, 'admin', server.adminPassword);
    await page.goto(`/explore/?datasource_type=table&datasource_id=${airports.id}`);
    await expectPath(page, '/explore/');

    await page.getByRole('button', { name: 'View all charts' }).click();
    const picker = page.getByRole('dialog').filter({ hasText: 'Select a visualization type' });
    await picker.getByPlaceholder('Search all charts').fill('Scatterplot');
    const tile = picker.getByRole('option', { name: 'deck.gl Scatterplot' });
    await expectVisible(tile);
    await tile.dblclick();
    await picker.waitFor({ state: 'detached' });

    // A new chart has no position columns yet: the control and the chart area say why it cannot run.
    const spatial = page.locator('[data-control-name="spatial"]');
    await expectVisible(spatial.getByText(INVALID));
    await expectVisible(page.getByTestId('chart-validation-errors').getByText(INVALID));

    // Latitude and longitude columns.
    await chooseOption(page, spatial.getByLabel('Longitude', { exact: true }), 'longitude');
    await expectVisible(spatial.getByText(INVALID));
    await chooseOption(page, spatial.getByLabel('Latitude', { exact: true }), 'latitude');
    await expect.poll(() => spatial.getByText(INVALID).count()).toBe(0);
    await run(page);
    expect(await drawnFeatures(page)).toBe(40);

    // One "lat,lon" column: invalid until the column is chosen, and again without a delimiter.
    await spatial.getByRole('radio', { name: 'Delimited long & lat single column' }).check();
    await expectVisible(spatial.getByText(INVALID));
    await chooseOption(page, spatial.getByLabel('Column', { exact: true }), 'lat_lon');
    await expect.poll(() => spatial.getByText(INVALID).count()).toBe(0);
    const delimiter = spatial.getByLabel('Delimiter', { exact: true });
    await delimiter.fill('');
    await expectVisible(spatial.getByText(INVALID));
    await delimiter.fill(',');
    await expect.poll(() => spatial.getByText(INVALID).count()).toBe(0);
    await run(page);
    expect(await drawnFeatures(page)).toBe(40);

    // Geohashes.
    await spatial.getByRole('radio', { name: 'Geohash' }).check();
    await expectVisible(spatial.getByText(INVALID));
    await chooseOption(page, spatial.getByLabel('Column', { exact: true }), 'geohash');
    await expect.poll(() => spatial.getByText(INVALID).count()).toBe(0);
    await run(page);
    expect(await drawnFeatures(page)).toBe(40);

    // The viewport: typed in, then the map dragged; the control follows the map.
    // The Map section opens collapsed when explore started on another viz type.
    if ((await page.locator('[data-control-name="viewport"]').count()) === 0)
      await page
        .locator('[data-test="control-panel"] .ant-collapse-header')
        .filter({ hasText: /^Map$/ })
        .click();
    const autozoom = page.locator('[data-control-name="autozoom"]').getByRole('checkbox');
    await autozoom.uncheck();
    const viewport = page.locator('[data-control-name="viewport"]');
    for (const [field, value] of [
      ['longitude', '-98'],
      ['latitude', '39'],
      ['zoom', '3'],
    ] as const) {
      const input = viewport.getByLabel(field, { exact: true });
      await input.fill(value);
      await input.press('Tab');
    }
    const chartPane = page.getByTestId('explore-chart-pane');
    await expect.poll(async () => (await cameraOf(page, chartPane)).zoom).toBe(3);
    expect(await cameraOf(page, chartPane)).toMatchObject({ longitude: -98, latitude: 39 });
    // Dragging left moves the view east: the saved longitude grows.
    const longitudeInput = viewport.getByLabel('longitude', { exact: true });
    const panned = await panEast(page, longitudeInput, -98);
    await page.screenshot({ path: screenshotPath('maps explore scatter panned') });

    // Save to a new dashboard: the card opens on the saved view.
    await page.getByRole('button', { name: /Save/ }).first().click();
    const saveDialog = page.getByRole('dialog').filter({ hasText: 'Save chart' });
    await saveDialog.getByLabel('Chart name').fill('Airports by geohash');
    await saveDialog.getByLabel('Add to dashboard').fill('Airport map');
    await page
      .locator('.ant-select-item-option[title="Airport map (new)"]')
      .filter({ visible: true })
      .click();
    await saveDialog.getByRole('button', { name: 'Save & go to dashboard' }).click();
    await page.waitForURL((url) => /^\/superset\/dashboard\/\d+\/$/.test(url.pathname), { timeout: 20_000 });
    const card = page.getByTestId('dashboard-chart').first();
    expect(await drawnFeatures(page, card)).toBe(40);
    const onDashboard = await cameraOf(page, card);
    expect(onDashboard.longitude).toBeCloseTo(panned.longitude, 4);
    expect(onDashboard.latitude).toBeCloseTo(panned.latitude, 4);
    expect(onDashboard.zoom).toBeCloseTo(panned.zoom, 2);

    expect(outside).toEqual([]);
    // WebGL drawn in software on a loaded 2-core machine: a few maps take minutes, not the default two.
  }, 300_000);

  it('draws every chart of the Maps example dashboard, offline', async () => {
    const { page, server } = e2e;
    const outside = watchOutsideRequests(page);
    await signIn(page, 'admin', server.adminPassword);
    await page.goto('/superset/dashboard/maps/');
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: 'Maps' }));
    const cards = page.getByTestId('dashboard-chart');
    const count = await cards.count();
    expect(count).toBe(13);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      // Cards below load as they come into view; the page may still be laying out, so no stability wait.
      await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      expect(await drawnFeatures(page, card), await card.innerText()).toBeGreaterThan(0);
      // Each card on its own, in view (a full-page shot leaves WebGL canvases below the fold undrawn).
      const title = await card.getByTestId('dashboard-chart-title').innerText();
      await card.screenshot({ path: screenshotPath(`maps example ${title}`) });
    }
    await page.screenshot({ path: screenshotPath('maps example dashboard'), fullPage: true });
    expect(outside).toEqual([]);
  }, 300_000);

  it('skips invalid coordinates, nulls, out-of-range latitudes and malformed geohashes, and says how many', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const chartId = await chartOnSql(token, {
      tableName: 'bad_points',
      sql: "SELECT * FROM (VALUES (2.35, 48.85, 'u09tvw0'), (NULL, 10.0, 'ai!'), (10.0, 95.0, ''), (-0.12, 51.5, 'gcpvj0d')) AS t(lon, lat, hash)",
      sliceName: 'Bad points',
      vizType: 'deck_scatter',
      params: {
        spatial: { type: 'latlong', lonCol: 'lon', latCol: 'lat' },
        filter_nulls: false,
        row_limit: 100,
      },
    });
    await signIn(page, 'admin', server.adminPassword);
    await page.goto(`/explore/?slice_id=${chartId}`);
    expect(await drawnFeatures(page)).toBe(2);
    await expectVisible(
      page
        .getByTestId('map-notes')
        .getByText(
          '2 rows skipped: 1 with null or empty coordinates, 1 with latitudes or longitudes out of range.',
        ),
    );

    // The same rows by geohash: a malformed one and an empty one.
    const spatial = page.locator('[data-control-name="spatial"]');
    await spatial.getByRole('radio', { name: 'Geohash' }).check();
    await chooseOption(page, spatial.getByLabel('Column', { exact: true }), 'hash');
    await run(page);
    await expectVisible(
      page
        .getByTestId('map-notes')
        .getByText('2 rows skipped: 1 with null or empty coordinates, 1 with malformed geohashes.'),
    );
    expect(await drawnFeatures(page)).toBe(2);
  });
  it('clusters a MapBox chart: points at one place draw as one circle, offline', async () => {
    const { page, server } = e2e;
    const outside = watchOutsideRequests(page);
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    // Three rows at the same spot (one grid cell at any zoom), London and Berlin far apart.
    const chartId = await chartOnSql(token, {
      tableName: 'cluster_points',
      sql: 'SELECT * FROM (VALUES (2.35, 48.85, 1), (2.35, 48.85, 2), (2.35, 48.85, 3), (-0.12, 51.5, 4), (13.4, 52.5, 5)) AS t(lon, lat, n)',
      sliceName: 'Clustered points',
      vizType: 'mapbox',
      params: { all_columns_x: 'lon', all_columns_y: 'lat', mapbox_label: ['n'], row_limit: 100 },
    });
    await signIn(page, 'admin', server.adminPassword);
    await page.goto(`/explore/?slice_id=${chartId}`);
    expect(await drawnFeatures(page)).toBe(3);

    // A pan is saved in Superset's viewport_longitude / _latitude / _zoom, render-only keys: no re-query
    // is asked for and the map stays where it was dragged.
    await page
      .locator('[data-test="control-panel"] .ant-collapse-header')
      .filter({ hasText: /^Viewport$/ })
      .click();
    const longitudeInput = page.locator('[data-control-name="viewport_longitude"] input');
    await expectVisible(longitudeInput);
    const chartPane = page.getByTestId('explore-chart-pane');
    const opened = await cameraOf(page, chartPane);
    await panEast(page, longitudeInput, opened.longitude);
    expect(await page.getByText('Your chart is not up to date').count()).toBe(0);
    expect((await cameraOf(page, chartPane)).longitude).toBeGreaterThan(opened.longitude);
    await page.screenshot({ path: screenshotPath('mapbox clusters') });
    expect(outside).toEqual([]);
  });
});
