import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTestContext, layoutWith, type DashboardTestContext } from '../testing/dashboard-fixture';
import { STORE_TARGETS } from '../testing/test-app';

/**
 * Issue 15, access rules: favourite lookups, related user lists and permalinks answer only about objects the
 * caller may read.
 */
describe('reads that must follow access', () => {
  let ctx: DashboardTestContext;
  let visibleDashboard: number;
  let hiddenDashboard: number;

  beforeAll(async () => {
    ctx = await dashboardTestContext(STORE_TARGETS[0] as (typeof STORE_TARGETS)[number]);
    visibleDashboard = (
      await ctx.createDashboard({
        dashboard_title: 'Seen',
        published: true,
        position_json: layoutWith([ctx.chartA]),
      })
    ).id;
    hiddenDashboard = (
      await ctx.createDashboard({
        dashboard_title: 'Unseen',
        published: true,
        position_json: layoutWith([ctx.hiddenChart]),
      })
    ).id;
    // The admin stars everything; Gamma stars what it sees.
    for (const id of [ctx.chartA, ctx.hiddenChart])
      expect((await ctx.call('POST', `/api/v1/chart/${id}/favorites/`)).statusCode).toBe(200);
    expect(
      (await ctx.call('POST', `/api/v1/chart/${ctx.chartA}/favorites/`, undefined, ctx.gamma)).statusCode,
    ).toBe(200);
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('answers favorite_status only for charts and dashboards the caller reads', async () => {
    const charts = await ctx.call(
      'GET',
      `/api/v1/chart/favorite_status/?q=!(${ctx.chartA},${ctx.hiddenChart})`,
      undefined,
      ctx.gamma,
    );
    expect(charts.statusCode).toBe(200);
    expect(charts.json()).toEqual({ result: [{ id: ctx.chartA, value: true }] });
    const dashboards = await ctx.call(
      'GET',
      `/api/v1/dashboard/favorite_status/?q=!(${visibleDashboard},${hiddenDashboard})`,
      undefined,
      ctx.gamma,
    );
    expect(dashboards.json()).toEqual({ result: [{ id: visibleDashboard, value: false }] });
    // The admin reads both.
    const admin = await ctx.call(
      'GET',
      `/api/v1/chart/favorite_status/?q=!(${ctx.chartA},${ctx.hiddenChart})`,
    );
    expect(admin.json()).toEqual({
      result: [
        { id: ctx.chartA, value: true },
        { id: ctx.hiddenChart, value: true },
      ],
    });
  });

  it('answers the legacy favstar count 404 for what the caller may not read', async () => {
    const call = (url: string) => ctx.call('GET', url, undefined, ctx.gamma);
    expect((await call(`/superset/favstar/slice/${ctx.chartA}/count/`)).json()).toEqual({ count: 1 });
    expect((await call(`/superset/favstar/slice/${ctx.hiddenChart}/count/`)).statusCode).toBe(404);
    expect((await call(`/superset/favstar/Dashboard/${visibleDashboard}/count/`)).statusCode).toBe(200);
    expect((await call(`/superset/favstar/Dashboard/${hiddenDashboard}/count/`)).statusCode).toBe(404);
  });

  it('stars through a legacy GET with a cookie session only with the CSRF header; counts without', async () => {
    const login = await ctx.call(
      'POST',
      '/login/',
      { username: 'gamma_db', password: 'gamma_db-password' },
      {},
    );
    const cookie = login.cookies.find((c) => c.name === 'meridian_session');
    expect(cookie, login.body).toBeDefined();
    const session = { cookie: `meridian_session=${cookie?.value ?? ''}` };
    const csrf = (await ctx.call('GET', '/api/v1/security/csrf_token/', undefined, session)).json<{
      result: string;
    }>().result;
    for (const url of [
      `/superset/favstar/slice/${ctx.chartB}/select/`,
      `/superset/favstar/slice/${ctx.chartB}/unselect/`,
      `/superset/favstar/Dashboard/${visibleDashboard}/select/`,
    ]) {
      const forged = await ctx.call('GET', url, undefined, session);
      expect(forged.statusCode, url).toBe(400);
      const sent = await ctx.call('GET', url, undefined, { ...session, 'x-csrftoken': csrf });
      expect(sent.statusCode, url).toBe(200);
    }
    expect(
      (
        await ctx.call('GET', `/superset/favstar/Dashboard/${visibleDashboard}/count/`, undefined, session)
      ).json(),
    ).toEqual({ count: 1 });
    // A bearer token is no ambient credential: it needs no CSRF token.
    expect(
      (await ctx.call('GET', `/superset/favstar/slice/${ctx.chartB}/select/`, undefined, ctx.gamma))
        .statusCode,
    ).toBe(200);
  });

  it('lists to a reader only itself and the owners of what it sees; to an editor every user', async () => {
    const texts = async (url: string, headers: Record<string, string>) =>
      (await ctx.call('GET', url, undefined, headers))
        .json<{ result: { text: string }[] }>()
        .result.map((o) => o.text)
        .sort();
    for (const resource of ['chart', 'dashboard', 'dataset']) {
      const url = `/api/v1/${resource}/related/owners`;
      // The charts, dashboards and datasets Gamma sees are the admin's.
      expect(await texts(url, ctx.gamma), url).toEqual(['Admin User', 'gamma_db Test'].sort());
      expect(await texts(url, ctx.alpha), url).toEqual(
        ['Admin User', 'alpha_db Test', 'gamma_db Test'].sort(),
      );
    }
  });

  it('opens a permalink only for a caller who reads its dashboard or dataset', async () => {
    const dashboardLink = await ctx.call('POST', `/api/v1/dashboard/${hiddenDashboard}/permalink`, {
      dataMask: {},
      activeTabs: [],
    });
    expect(dashboardLink.statusCode, dashboardLink.body).toBe(201);
    const dashboardKey = dashboardLink.json<{ key: string }>().key;
    expect((await ctx.call('GET', `/api/v1/dashboard/permalink/${dashboardKey}`)).statusCode).toBe(200);
    expect(
      (await ctx.call('GET', `/api/v1/dashboard/permalink/${dashboardKey}`, undefined, ctx.gamma)).statusCode,
    ).toBe(404);

    const hiddenDataset = (await ctx.call('GET', `/api/v1/chart/${ctx.hiddenChart}`)).json<{
      result: { datasource_id: number };
    }>().result.datasource_id;
    const exploreLink = await ctx.call('POST', '/api/v1/explore/permalink', {
      formData: { datasource: `${hiddenDataset}__table`, viz_type: 'table' },
    });
    expect(exploreLink.statusCode, exploreLink.body).toBe(201);
    const exploreKey = exploreLink.json<{ key: string }>().key;
    expect((await ctx.call('GET', `/api/v1/explore/permalink/${exploreKey}`)).statusCode).toBe(200);
    for (const url of [
      `/api/v1/explore/permalink/${exploreKey}`,
      `/api/v1/explore/?permalink_key=${exploreKey}`,
    ])
      expect((await ctx.call('GET', url, undefined, ctx.gamma)).statusCode, url).toBe(404);
    // Nor can Gamma store one on that dataset.
    const stored = await ctx.call(
      'POST',
      '/api/v1/explore/permalink',
      { formData: { datasource: `${hiddenDataset}__table`, viz_type: 'table' } },
      ctx.gamma,
    );
    expect(stored.statusCode).toBe(404);
  });
});
