import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardChart, DashboardDataset } from '@meridian/core';
import {
  dashboardTestContext,
  layoutWith,
  withComponent,
  type Component,
  type DashboardTestContext,
} from '../testing/dashboard-fixture';
import { STORE_TARGETS } from '../testing/test-app';

describe.each(STORE_TARGETS)('dashboards API with the metadata in $name', (target) => {
  let context: DashboardTestContext;
  let test: DashboardTestContext['test'];
  let alpha: DashboardTestContext['alpha'];
  let gamma: DashboardTestContext['gamma'];
  let alphaId: DashboardTestContext['alphaId'];
  let datasetId: DashboardTestContext['datasetId'];
  let chartA: DashboardTestContext['chartA'];
  let chartB: DashboardTestContext['chartB'];
  let hiddenChart: DashboardTestContext['hiddenChart'];
  let call: DashboardTestContext['call'];
  let createDashboard: DashboardTestContext['createDashboard'];
  let read: DashboardTestContext['read'];
  let listTitles: DashboardTestContext['listTitles'];

  beforeAll(async () => {
    context = await dashboardTestContext(target);
    ({
      test,
      alpha,
      gamma,
      alphaId,
      datasetId,
      chartA,
      chartB,
      hiddenChart,
      call,
      createDashboard,
      read,
      listTitles,
    } = context);
  });
  afterAll(async () => context?.close());

  const dashboardCount = async () =>
    (await call('GET', '/api/v1/dashboard/?q=(page_size:1000)')).json<{ count: number }>().count;

  it('creates a dashboard with the creator as owner, its layout checked and its charts linked', async () => {
    const dashboard = await createDashboard({
      slug: ' sales board! ',
      position_json: layoutWith([chartA, chartB]),
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', refresh_frequency: 0, my_key: 1 }),
    });
    expect(dashboard).toMatchObject({
      dashboard_title: 'Sales',
      slug: 'sales-board',
      url: '/superset/dashboard/sales-board/',
      published: false,
      css: '',
      charts: ['Orders by region', 'Orders table'],
      changed_by_name: 'Admin User',
      changed_on_delta_humanized: expect.stringMatching(/now|seconds? ago/),
      thumbnail_url: null,
    });
    expect(dashboard.owners.map((o) => o.username)).toEqual(['admin']);
    expect(JSON.parse(dashboard.json_metadata ?? '{}')).toEqual({
      color_scheme: 'supersetColors',
      refresh_frequency: 0,
      my_key: 1,
    });
    const layout = JSON.parse(dashboard.position_json ?? '{}') as Record<string, Component>;
    expect(layout[`CHART-${chartA}`]?.meta?.['uuid']).toMatch(/^[0-9a-f-]{36}$/);
    const charts = await call('GET', `/api/v1/dashboard/${dashboard.id}/charts`);
    expect(charts.json<{ result: DashboardChart[] }>().result.map((c) => c.slice_id)).toEqual([
      chartA,
      chartB,
    ]);
    // The chart API names the dashboards showing a chart (the chart list's Dashboards column).
    const chart = await call('GET', `/api/v1/chart/${chartA}`);
    expect(chart.json<{ result: { dashboards: unknown[] } }>().result.dashboards).toContainEqual({
      id: dashboard.id,
      dashboard_title: 'Sales',
    });
  });

  it('turns a blank title into "[ untitled dashboard ]"', async () => {
    expect((await createDashboard({ dashboard_title: '  ' })).dashboard_title).toBe('[ untitled dashboard ]');
    expect((await createDashboard({ dashboard_title: null })).dashboard_title).toBe('[ untitled dashboard ]');
  });

  it('reads a dashboard by id, slug or uuid, and answers 404 for others', async () => {
    const dashboard = await createDashboard({ dashboard_title: 'By slug', slug: 'by-slug' });
    expect((await read('by-slug')).id).toBe(dashboard.id);
    expect((await read(dashboard.uuid)).id).toBe(dashboard.id);
    expect((await read(dashboard.id)).slug).toBe('by-slug');
    expect((await call('GET', '/api/v1/dashboard/no-such-slug')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/dashboard/999999')).json()).toEqual({
      message: 'Dashboard not found',
    });
  });

  it('refuses malformed layouts with 422 naming the reason, and stores nothing', async () => {
    const before = await dashboardCount();
    const good = layoutWith([chartA]);
    const cases: [string, string][] = [
      [
        withComponent(good, { id: 'ROW-1', type: 'ROW', children: [`CHART-${chartA}`, 'CHART-gone'] }),
        'Component ROW-1 lists a child CHART-gone that does not exist',
      ],
      [
        withComponent(withComponent(good, { id: 'ROW-1', type: 'ROW', children: ['COLUMN-1'] }), {
          id: 'COLUMN-1',
          type: 'COLUMN',
          children: ['ROW-1'],
          meta: { width: 4 },
        }),
        'Component ROW-1 is inside itself: ROW-1 → COLUMN-1 → ROW-1',
      ],
      [layoutWith([999999]), 'Chart 999999 (component CHART-999999) does not exist or you can not access it'],
      [
        withComponent(good, { id: 'WIDGET-1', type: 'WIDGET', children: [] }),
        'Component WIDGET-1 has an unknown type "WIDGET"',
      ],
      ['{"ROOT_ID": ', 'JSON not valid'],
    ];
    for (const [position_json, reason] of cases) {
      const response = await call('POST', '/api/v1/dashboard/', { dashboard_title: 'Broken', position_json });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ message: { position_json: string[] } }>().message.position_json).toContain(
        reason,
      );
    }
    expect(await dashboardCount()).toBe(before);

    const dashboard = await createDashboard({ position_json: good });
    const put = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, {
      dashboard_title: 'Renamed',
      position_json: layoutWith([chartA, 999999]),
    });
    expect(put.statusCode).toBe(422);
    const stored = await read(dashboard.id);
    expect(stored.dashboard_title).toBe('Sales');
    expect(JSON.parse(stored.position_json ?? '{}')).toEqual(JSON.parse(dashboard.position_json ?? '{}'));
  });

  it('refuses malformed json_metadata with 422 naming the key', async () => {
    const wrongType = await call('POST', '/api/v1/dashboard/', {
      json_metadata: JSON.stringify({ refresh_frequency: 'often' }),
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json<{ message: { json_metadata: string[] } }>().message.json_metadata[0]).toMatch(
      /^refresh_frequency\./,
    );
    const notJson = await call('POST', '/api/v1/dashboard/', { json_metadata: '{oops' });
    expect(notJson.json()).toEqual({ message: { json_metadata: ['JSON not valid'] } });
  });

  it('takes the layout from json_metadata.positions, as the dashboard page saves it', async () => {
    const dashboard = await createDashboard();
    const positions = JSON.parse(layoutWith([chartB])) as Record<string, unknown>;
    const response = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, {
      json_metadata: JSON.stringify({ positions, color_scheme: 'bnbColors' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ result: Dashboard; last_modified_time: number }>();
    expect(saved.result.charts).toEqual(['Orders table']);
    expect(JSON.parse(saved.result.json_metadata ?? '{}')).toEqual({ color_scheme: 'bnbColors' });
    expect(Object.keys(JSON.parse(saved.result.position_json ?? '{}') as object)).toContain(
      `CHART-${chartB}`,
    );
    expect(saved.last_modified_time).toBe(Date.parse(saved.result.changed_on) / 1000);
  });

  it('refuses a slug another dashboard holds, with Superset’s message', async () => {
    const first = await createDashboard({ slug: 'unique-slug' });
    const again = await call('POST', '/api/v1/dashboard/', { dashboard_title: 'Other', slug: 'unique-slug' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: { slug: ['Must be unique'] } });
    const other = await createDashboard();
    const put = await call('PUT', `/api/v1/dashboard/${other.id}`, { slug: 'unique slug' });
    expect(put.json()).toEqual({ message: { slug: ['Must be unique'] } });
    expect((await call('PUT', `/api/v1/dashboard/${first.id}`, { slug: 'unique-slug' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an overwrite of a dashboard changed since it was loaded, with 409', async () => {
    const dashboard = await createDashboard();
    const loaded = await read(dashboard.id);
    const first = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, {
      css: '.a {}',
      changed_on: loaded.changed_on,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, {
      css: '.b {}',
      changed_on: loaded.changed_on,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(/changed by someone else since you loaded it/);
    const staleTime = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, {
      css: '.b {}',
      last_modified_time: Math.floor(Date.parse(loaded.changed_on) / 1000) - 60,
    });
    expect(staleTime.statusCode).toBe(409);
    expect((await read(dashboard.id)).css).toBe('.a {}');
    const fresh = first.json<{ last_modified_time: number }>().last_modified_time;
    const current = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, {
      css: '.c {}',
      last_modified_time: fresh,
    });
    expect(current.statusCode, current.body).toBe(200);
    // Issue 15: a save within the same second as the one it missed is stale too (milliseconds count).
    const afterCurrent = current.json<{ last_modified_time: number }>().last_modified_time;
    const next = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, {
      css: '.c2 {}',
      last_modified_time: afterCurrent,
    });
    expect(next.statusCode, next.body).toBe(200);
    const sameSecond = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, {
      css: '.lost {}',
      last_modified_time: afterCurrent,
    });
    expect(sameSecond.statusCode, sameSecond.body).toBe(409);
    expect((await read(dashboard.id)).css).toBe('.c2 {}');
    const overwrite = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, { css: '.d {}' });
    expect(overwrite.statusCode).toBe(200);
  });

  it('lets only owners and admins edit, publish or delete; others get 403', async () => {
    const dashboard = await createDashboard({ published: true, position_json: layoutWith([chartA]) });
    const forbidden = { message: 'You do not have permission to edit this dashboard' };
    const put = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, { dashboard_title: 'Mine' }, alpha);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual(forbidden);
    expect(
      (await call('PUT', `/api/v1/dashboard/${dashboard.id}`, { published: false }, alpha)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/v1/dashboard/${dashboard.id}`, undefined, alpha)).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/api/v1/dashboard/?q=!(${dashboard.id})`, undefined, alpha)).statusCode,
    ).toBe(403);

    await call('PUT', `/api/v1/dashboard/${dashboard.id}`, { owners: [1, alphaId] });
    const hide = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, { published: false }, alpha);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json<{ result: Dashboard }>().result.published).toBe(false);
    const owners = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, { owners: [1] }, alpha);
    expect(owners.json<{ result: Dashboard }>().result.owners.map((o) => o.username)).toEqual([
      'admin',
      'alpha_db',
    ]);
    const badOwner = await call('PUT', `/api/v1/dashboard/${dashboard.id}`, {
      owners: [999999],
      roles: [999999],
    });
    expect(badOwner.json()).toEqual({
      message: { owners: ['Owners are invalid'], roles: ['Some roles do not exist'] },
    });
  });

  it('lets Gamma read dashboards on data it sees, but not create or change them', async () => {
    const dashboard = await createDashboard({
      dashboard_title: 'Gamma can see',
      published: true,
      position_json: layoutWith([chartA]),
    });
    expect((await call('GET', `/api/v1/dashboard/${dashboard.id}`, undefined, gamma)).statusCode).toBe(200);
    expect(await listTitles("(filters:!((col:dashboard_title,opr:ct,value:'gamma can')))", gamma)).toEqual([
      'Gamma can see',
    ]);
    expect((await call('POST', '/api/v1/dashboard/', { dashboard_title: 'x' }, gamma)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/dashboard/${dashboard.id}`, { css: '' }, gamma)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/dashboard/${dashboard.id}`, undefined, gamma)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/v1/dashboard/${dashboard.id}/copy/`, {}, gamma)).statusCode).toBe(403);
  });

  it('hides published dashboards whose charts show only data the caller does not see', async () => {
    const dashboard = await createDashboard({
      dashboard_title: 'Secret board',
      published: true,
      position_json: layoutWith([hiddenChart]),
    });
    expect(await listTitles("(filters:!((col:dashboard_title,opr:ct,value:'secret board')))", gamma)).toEqual(
      [],
    );
    expect((await call('GET', `/api/v1/dashboard/${dashboard.id}`, undefined, gamma)).statusCode).toBe(404);
    const mixed = await createDashboard({
      published: true,
      position_json: layoutWith([chartA, hiddenChart]),
    });
    const charts = (await call('GET', `/api/v1/dashboard/${mixed.id}/charts`, undefined, gamma)).json<{
      result: DashboardChart[];
    }>().result;
    expect(charts.map((c) => [c.id, c.form_data === undefined])).toEqual([
      [chartA, false],
      [hiddenChart, true],
    ]);
    const datasets = (await call('GET', `/api/v1/dashboard/${mixed.id}/datasets`, undefined, gamma)).json<{
      result: DashboardDataset[];
    }>().result;
    expect(datasets.map((d) => d.id)).toEqual([datasetId]);
  });

  it('lists drafts only to their owners and admins', async () => {
    const draft = await createDashboard({
      dashboard_title: 'Draft board',
      position_json: layoutWith([chartA]),
    });
    const q = "(filters:!((col:dashboard_title,opr:ct,value:'draft board')))";
    expect(await listTitles(q)).toEqual(['Draft board']);
    expect(await listTitles(q, alpha)).toEqual([]);
    expect(await listTitles(q, gamma)).toEqual([]);
    await call('PUT', `/api/v1/dashboard/${draft.id}`, { published: true });
    expect(await listTitles(q, alpha)).toEqual(['Draft board']);
    const alphaDraft = await createDashboard({ dashboard_title: 'Alpha draft' }, alpha);
    expect(alphaDraft.owners.map((o) => o.username)).toEqual(['alpha_db']);
    expect(await listTitles("(filters:!((col:dashboard_title,opr:ct,value:'alpha draft')))", alpha)).toEqual([
      'Alpha draft',
    ]);
  });

  it('restricts a dashboard with roles to holders of those roles', async () => {
    const alphaRole = (await test.ctx.repos.roles.idByName('Alpha')) as number;
    const dashboard = await createDashboard({
      dashboard_title: 'Alpha only',
      published: true,
      roles: [alphaRole],
      position_json: layoutWith([chartA]),
    });
    expect(dashboard.roles).toEqual([{ id: alphaRole, name: 'Alpha' }]);
    expect((await call('GET', `/api/v1/dashboard/${dashboard.id}`, undefined, alpha)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/dashboard/${dashboard.id}`, undefined, gamma)).statusCode).toBe(404);
    expect(await listTitles("(filters:!((col:dashboard_title,opr:ct,value:'alpha only')))", gamma)).toEqual(
      [],
    );
  });

  it('filters, sorts and pages the dashboard list', async () => {
    const certified = await createDashboard({
      dashboard_title: 'Zeta certified',
      slug: 'zeta-slug',
      certified_by: 'Data team',
      published: true,
    });
    await call('PUT', `/api/v1/dashboard/${certified.id}`, { owners: [1, alphaId] });
    const titles = await listTitles("(filters:!((col:dashboard_title,opr:title_or_slug,value:'ZETA-SL')))");
    expect(titles).toEqual(['Zeta certified']);
    expect(await listTitles('(filters:!((col:id,opr:dashboard_is_certified,value:!t)))')).toEqual([
      'Zeta certified',
    ]);
    expect(await listTitles(`(filters:!((col:owners,opr:rel_m_m,value:${alphaId})))`)).toContain(
      'Zeta certified',
    );
    const published = await listTitles('(filters:!((col:published,opr:eq,value:!t)),page_size:1000)');
    expect(published).toContain('Zeta certified');
    expect(published).not.toContain('Alpha draft');
    const sorted = await listTitles('(order_column:dashboard_title,order_direction:asc,page:0,page_size:2)');
    expect(sorted).toEqual(['Alpha draft', 'Alpha only']);
    const recent = await listTitles('()');
    expect(recent[0]).toBe('Zeta certified');
    const bad = await call('GET', `/api/v1/dashboard/?q=${encodeURIComponent('(order_column:css)')}`);
    expect(bad.statusCode).toBe(400);
  });

  it('lists the dashboards a user edited or created, newest first (the home page Recents)', async () => {
    /** Lets the clock move on, so each write has its own changed_on. */
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    const first = await createDashboard({ dashboard_title: 'Alpha made first' }, alpha);
    await tick();
    await createDashboard({ dashboard_title: 'Alpha made second' }, alpha);
    await tick();
    const titles = (col: 'changed_by' | 'created_by', order: 'changed_on' | 'created_on') =>
      listTitles(
        `(filters:!((col:${col},opr:rel_o_m,value:${alphaId})),order_column:${order},order_direction:desc)`,
        alpha,
      );
    const created = await titles('created_by', 'created_on');
    expect(created.slice(0, 2)).toEqual(['Alpha made second', 'Alpha made first']);
    await call('PUT', `/api/v1/dashboard/${first.id}`, { dashboard_title: 'Admin renamed' });
    const edited = await titles('changed_by', 'changed_on');
    expect(edited[0]).toBe('Alpha made second');
    expect(edited).not.toContain('Admin renamed');
    expect(await titles('created_by', 'created_on')).toContain('Admin renamed');
    await tick();
    await call('PUT', `/api/v1/dashboard/${first.id}`, { dashboard_title: 'Alpha renamed' }, alpha);
    expect((await titles('changed_by', 'changed_on'))[0]).toBe('Alpha renamed');
  });
});
