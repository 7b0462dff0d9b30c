import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import {
  addDatasetViaApi,
  bearerFor,
  createTestApp,
  createUserWithRole,
  type TestApp,
} from '../testing/test-app';

interface Item {
  action: string;
  item_title: string;
  item_type: string;
  item_url: string;
  time: number;
  time_delta_humanized: string;
}

describe('recent activity (GET /api/v1/log/recent_activity/)', () => {
  let test: TestApp;
  let fixture: EngineFixture;
  let admin: Record<string, string>;
  let chartId: number;
  let dashboardId: number;

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const recents = async (headers: Record<string, string>, q = '(page_size:6)') =>
    (await call('GET', `/api/v1/log/recent_activity/?q=${encodeURIComponent(q)}`, headers)).json<{
      result: Item[];
    }>().result;

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    const datasetId = await addDatasetViaApi(test, {
      databaseName: 'recents',
      uri: fixture.uri,
      schema: 'main',
      table: 'orders',
    });
    const chart = await call('POST', '/api/v1/chart/', admin, {
      slice_name: 'Orders by region',
      viz_type: 'pie',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ metric: 'count', groupby: ['region'] }),
    });
    chartId = chart.json<{ id: number }>().id;
    const dashboard = await call('POST', '/api/v1/dashboard/', admin, { dashboard_title: 'Sales overview' });
    dashboardId = dashboard.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('lists the dashboards and charts the caller opened, each once, newest first, with links', async () => {
    expect(await recents(admin)).toEqual([]);
    await call('GET', `/api/v1/dashboard/${dashboardId}`, admin);
    await call('GET', `/api/v1/explore/?slice_id=${chartId}`, admin);
    await call('GET', `/api/v1/dashboard/${dashboardId}`, admin);
    const items = await recents(admin);
    expect(
      items.map(({ action, item_title, item_type, item_url }) => ({
        action,
        item_title,
        item_type,
        item_url,
      })),
    ).toEqual([
      {
        action: 'dashboard',
        item_title: 'Sales overview',
        item_type: 'dashboard',
        item_url: `/superset/dashboard/${dashboardId}/`,
      },
      {
        action: 'explore',
        item_title: 'Orders by region',
        item_type: 'slice',
        item_url: `/explore/?slice_id=${chartId}`,
      },
    ]);
    expect(items[0]?.time_delta_humanized).toBe('a few seconds ago');
    expect(await recents(admin, '(page:1,page_size:1)')).toHaveLength(1);
  });

  it("keeps each user's views to themselves and refuses anonymous callers", async () => {
    await createUserWithRole(test, 'alpha_recents', 'Alpha');
    const alpha = await bearerFor(test.app, 'alpha_recents', 'alpha_recents-password');
    expect(await recents(alpha)).toEqual([]);
    const anonymous = await test.app.inject({ method: 'GET', url: '/api/v1/log/recent_activity/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a page size above 100 with 400', async () => {
    const response = await call(
      'GET',
      `/api/v1/log/recent_activity/?q=${encodeURIComponent('(page_size:500)')}`,
      admin,
    );
    expect(response.statusCode).toBe(400);
  });
});
