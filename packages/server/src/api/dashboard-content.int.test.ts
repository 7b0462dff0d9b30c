import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardChart, DashboardDataset } from '@meridian/core';
import {
  dashboardTestContext,
  layoutWith,
  type Component,
  type DashboardTestContext,
} from '../testing/dashboard-fixture';
import { STORE_TARGETS } from '../testing/test-app';

describe.each(STORE_TARGETS)('dashboard sub-resources with the metadata in $name', (target) => {
  let context: DashboardTestContext;
  let test: DashboardTestContext['test'];
  let admin: DashboardTestContext['admin'];
  let alpha: DashboardTestContext['alpha'];
  let datasetId: DashboardTestContext['datasetId'];
  let chartA: DashboardTestContext['chartA'];
  let chartB: DashboardTestContext['chartB'];
  let call: DashboardTestContext['call'];
  let createChart: DashboardTestContext['createChart'];
  let createDashboard: DashboardTestContext['createDashboard'];
  let read: DashboardTestContext['read'];
  let listTitles: DashboardTestContext['listTitles'];

  beforeAll(async () => {
    context = await dashboardTestContext(target);
    ({ test, admin, alpha, datasetId, chartA, chartB, call, createChart, createDashboard, read, listTitles } =
      context);
  });
  afterAll(async () => context?.close());

  it('answers its charts with their form data, and its datasets in explore’s shape', async () => {
    const dashboard = await createDashboard({ position_json: layoutWith([chartA]) });
    const charts = (await call('GET', `/api/v1/dashboard/${dashboard.id}/charts`)).json<{
      result: DashboardChart[];
    }>().result;
    expect(charts).toHaveLength(1);
    expect(charts[0]).toMatchObject({
      id: chartA,
      slice_id: chartA,
      slice_name: 'Orders by region',
      slice_url: `/explore/?slice_id=${chartA}`,
      viz_type: 'table',
      datasource: `${datasetId}__table`,
      form_data: {
        slice_id: chartA,
        viz_type: 'table',
        groupby: ['region'],
        datasource: `${datasetId}__table`,
      },
    });
    const datasets = (await call('GET', `/api/v1/dashboard/${dashboard.id}/datasets`)).json<{
      result: DashboardDataset[];
    }>().result;
    expect(datasets.map((d) => [d.id, d.uid, d.name])).toEqual([
      [datasetId, `${datasetId}__table`, 'main.orders'],
    ]);
    expect(datasets[0]?.columns.map((c) => c.column_name)).toContain('region');
  });

  it('copies a dashboard as the caller’s draft, with the same charts or copies of them', async () => {
    const original = await createDashboard({
      dashboard_title: 'To copy',
      slug: 'to-copy',
      css: '.x {}',
      published: true,
      position_json: layoutWith([chartA, chartB]),
      json_metadata: JSON.stringify({
        timed_refresh_immune_slices: [chartA],
        expanded_slices: { [chartB]: true },
      }),
    });
    const same = await call(
      'POST',
      `/api/v1/dashboard/${original.id}/copy/`,
      { dashboard_title: 'Copy' },
      alpha,
    );
    expect(same.statusCode, same.body).toBe(200);
    const sameCopy = await read(same.json<{ id: number }>().id);
    expect(sameCopy).toMatchObject({ dashboard_title: 'Copy', slug: null, published: false, css: '.x {}' });
    expect(sameCopy.owners.map((o) => o.username)).toEqual(['alpha_db']);
    expect(sameCopy.charts).toEqual(['Orders by region', 'Orders table']);

    const deep = await call('POST', `/api/v1/dashboard/to-copy/copy/`, { duplicate_slices: true });
    const deepAnswer = deep.json<{ id: number; dashboard_title: string; last_modified_time: number }>();
    expect(deepAnswer.dashboard_title).toBe('To copy [copy]');
    const charts = (await call('GET', `/api/v1/dashboard/${deepAnswer.id}/charts`)).json<{
      result: DashboardChart[];
    }>().result;
    expect(charts.map((c) => c.slice_name)).toEqual(['Orders by region', 'Orders table']);
    const newIds = charts.map((c) => c.id);
    expect(newIds).not.toContain(chartA);
    const deepCopy = await read(deepAnswer.id);
    const layout = JSON.parse(deepCopy.position_json ?? '{}') as Record<string, Component>;
    const layoutIds = Object.values(layout).flatMap((c) => (c.type === 'CHART' ? [c.meta?.['chartId']] : []));
    expect(layoutIds.sort()).toEqual([...newIds].sort());
    expect(JSON.parse(deepCopy.json_metadata ?? '{}')).toEqual({
      timed_refresh_immune_slices: [newIds[0]],
      expanded_slices: { [String(newIds[1])]: true },
    });
    expect((await read(original.id)).charts).toEqual(['Orders by region', 'Orders table']);
  });

  it('copies through the legacy copy_dash call, from its data form field', async () => {
    const original = await createDashboard({ position_json: layoutWith([chartA]) });
    const positions = JSON.parse(layoutWith([chartB])) as object;
    const response = await test.app.inject({
      method: 'POST',
      url: `/superset/copy_dash/${original.id}/`,
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        data: JSON.stringify({
          dashboard_title: 'Legacy copy',
          duplicate_slices: false,
          positions,
          color_scheme: 'supersetColors',
          default_filters: '{}',
          filter_scopes: '{}',
          last_modified_time: 1,
        }),
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const copy = await read(response.json<{ id: number }>().id);
    expect(copy.dashboard_title).toBe('Legacy copy');
    expect(copy.charts).toEqual(['Orders table']);
    expect(JSON.parse(copy.json_metadata ?? '{}')).toEqual({
      color_scheme: 'supersetColors',
      default_filters: '{}',
      filter_scopes: {},
    });
  });

  it('stars dashboards, answering their status, the legacy favstar calls and the favourites filter', async () => {
    const dashboard = await createDashboard({ dashboard_title: 'Starred board' });
    const status = async () =>
      (await call('GET', `/api/v1/dashboard/favorite_status/?q=!(${dashboard.id},999999)`)).json<{
        result: { id: number; value: boolean }[];
      }>().result;
    // An id of no dashboard (or one the caller may not open) is left out, as Superset's base filter leaves it out.
    expect(await status()).toEqual([{ id: dashboard.id, value: false }]);
    expect((await call('POST', `/api/v1/dashboard/${dashboard.id}/favorites/`)).json()).toEqual({
      result: 'OK',
    });
    expect((await status())[0]).toEqual({ id: dashboard.id, value: true });
    expect(await listTitles('(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))')).toEqual([
      'Starred board',
    ]);
    expect(await listTitles('(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))', alpha)).toEqual([]);
    expect((await call('DELETE', `/api/v1/dashboard/${dashboard.id}/favorites/`)).json()).toEqual({
      result: 'OK',
    });
    const favstar = async (action: string) =>
      (await call('GET', `/superset/favstar/Dashboard/${dashboard.id}/${action}/`)).json<{
        count: number;
      }>();
    expect(await favstar('count')).toEqual({ count: 0 });
    expect(await favstar('select')).toEqual({ count: 1 });
    expect(await favstar('count')).toEqual({ count: 1 });
    expect(await favstar('unselect')).toEqual({ count: 0 });
    expect((await call('POST', '/api/v1/dashboard/999999/favorites/')).statusCode).toBe(404);
  });

  it('stores the state of a dashboard under a permalink and restores it', async () => {
    const dashboard = await createDashboard({ slug: 'linked', position_json: layoutWith([chartA]) });
    const state = {
      dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['EMEA'] } } },
      activeTabs: ['TAB-1'],
      anchor: 'CHART-1',
      urlParams: [['standalone', '1']],
    };
    const created = await call('POST', '/api/v1/dashboard/linked/permalink', state);
    expect(created.statusCode, created.body).toBe(201);
    const { key, url } = created.json<{ key: string; url: string }>();
    expect(url).toBe(`/superset/dashboard/p/${key}/`);
    const restored = await call('GET', `/api/v1/dashboard/permalink/${key}`);
    expect(restored.json()).toEqual({ dashboardId: String(dashboard.id), state });
    expect((await call('GET', '/api/v1/dashboard/permalink/nope')).statusCode).toBe(404);
  });

  it('offers owners and roles for the list filters and the properties form', async () => {
    const owners = await call('GET', "/api/v1/dashboard/related/owners?q=(filter:'alpha')");
    expect(owners.json<{ result: { text: string }[] }>().result.map((o) => o.text)).toEqual([
      'alpha_db Test',
    ]);
    const roles = await call('GET', "/api/v1/dashboard/related/roles?q=(filter:'gam')");
    expect(roles.json<{ result: { text: string }[] }>().result.map((o) => o.text)).toEqual(['Gamma']);
  });

  it('deletes dashboards singly and in bulk, keeping their charts and dropping their stars', async () => {
    const a = await createDashboard({ position_json: layoutWith([chartA]) });
    const b = await createDashboard();
    const c = await createDashboard({ slug: 'to-delete' });
    await call('POST', `/api/v1/dashboard/${a.id}/favorites/`);
    expect((await call('DELETE', '/api/v1/dashboard/to-delete')).json()).toEqual({ message: 'OK' });
    expect((await call('GET', `/api/v1/dashboard/${c.id}`)).statusCode).toBe(404);
    const bulk = await call('DELETE', `/api/v1/dashboard/?q=!(${a.id},${b.id})`);
    expect(bulk.json()).toEqual({ message: 'Deleted 2 dashboards' });
    expect(await test.ctx.repos.favstar.starredIds(1, 'Dashboard', [a.id])).toEqual(new Set());
    expect((await call('GET', `/api/v1/chart/${chartA}`)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/v1/dashboard/?q=!(999999)')).statusCode).toBe(404);
  });

  it('drops a deleted chart from the dashboards that showed it', async () => {
    const doomed = await createChart('Short-lived', datasetId);
    const dashboard = await createDashboard({ position_json: layoutWith([chartA, doomed]) });
    expect((await call('DELETE', `/api/v1/chart/${doomed}`)).statusCode).toBe(200);
    expect((await read(dashboard.id)).charts).toEqual(['Orders by region']);
  });
});
