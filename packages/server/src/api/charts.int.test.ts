import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chart } from '@meridian/core';
import { layoutWith } from '../testing/dashboard-fixture';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import {
  STORE_TARGETS,
  bearerFor,
  createTestApp,
  createUserWithRole,
  type TestApp,
  setRolePermissions,
} from '../testing/test-app';

type Answer<T> = { id: number; result: T };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(STORE_TARGETS)('charts API with the metadata in $name', (target) => {
  let test: TestApp;
  let fixture: EngineFixture;
  let admin: Record<string, string>;
  let alpha: Record<string, string>;
  let gamma: Record<string, string>;
  let alphaId: number;
  let datasetId: number;
  let chartId: number;

  const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
    test.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const queryContext = () =>
    JSON.stringify({
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['region'], metrics: ['count'], orderby: [['region', true]] }],
      result_format: 'json',
      result_type: 'full',
    });
  const newChart = (fields: Record<string, unknown> = {}) => ({
    slice_name: 'Orders by region',
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ datasource: `${datasetId}__table`, viz_type: 'table', groupby: ['region'] }),
    query_context: queryContext(),
    ...fields,
  });
  const createChart = async (fields: Record<string, unknown> = {}, headers = admin) => {
    const response = await call('POST', '/api/v1/chart/', newChart(fields), headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Answer<Chart>>().result;
  };

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp(target);
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    alphaId = await createUserWithRole(test, 'alpha_ch', 'Alpha');
    await createUserWithRole(test, 'gamma_ch', 'Gamma');
    alpha = await bearerFor(test.app, 'alpha_ch', 'alpha_ch-password');
    gamma = await bearerFor(test.app, 'gamma_ch', 'gamma_ch-password');
    const database = await call('POST', '/api/v1/database/', {
      database_name: 'charts-db',
      sqlalchemy_uri: fixture.uri,
    });
    const dataset = await call('POST', '/api/v1/dataset/', {
      database: database.json<{ id: number }>().id,
      schema: 'main',
      table_name: 'orders',
    });
    expect(dataset.statusCode, dataset.body).toBe(201);
    datasetId = dataset.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('creates a chart with the creator as owner and its dataset named', async () => {
    const chart = await createChart();
    chartId = chart.id;
    expect(chart).toMatchObject({
      slice_name: 'Orders by region',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      datasource_name_text: 'main.orders',
      datasource_url: `/explore/?datasource_type=table&datasource_id=${datasetId}`,
      url: `/explore/?slice_id=${chart.id}`,
      dashboards: [],
      thumbnail_url: null,
      is_managed_externally: false,
      changed_by_name: 'Admin User',
    });
    expect(chart.owners.map((o) => o.username)).toEqual(['admin']);
    const read = await call('GET', `/api/v1/chart/${chart.id}`);
    expect(read.json<Answer<Chart>>().result.query_context).toBe(queryContext());
  });

  it('refuses params that are not a JSON object with 400 naming the field', async () => {
    for (const params of ['{not json', '[1,2]', '"text"']) {
      const response = await call('POST', '/api/v1/chart/', newChart({ params }));
      expect(response.statusCode, params).toBe(400);
      expect(response.json<{ message: Record<string, string[]> }>().message.params).toEqual([
        'Must be a JSON object',
      ]);
    }
  });

  it('refuses a dataset that does not exist and owners who are not users with 422', async () => {
    const noDataset = await call('POST', '/api/v1/chart/', newChart({ datasource_id: 999_999 }));
    expect(noDataset.statusCode).toBe(422);
    expect(noDataset.json()).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });
    const noOwner = await call('POST', '/api/v1/chart/', newChart({ owners: [999_999] }));
    expect(noOwner.statusCode).toBe(422);
    expect(noOwner.json()).toEqual({ message: { owners: ['Owners are invalid'] } });
  });

  it('lets an owner edit the chart fields, keeping what is not sent', async () => {
    const response = await call('PUT', `/api/v1/chart/${chartId}`, {
      description: 'Three orders',
      certified_by: 'Data team',
      cache_timeout: 60,
      owners: [1, alphaId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const chart = response.json<Answer<Chart>>().result;
    expect(chart).toMatchObject({
      slice_name: 'Orders by region',
      description: 'Three orders',
      certified_by: 'Data team',
      cache_timeout: 60,
    });
    expect(chart.owners.map((o) => o.username)).toEqual(['admin', 'alpha_ch']);
  });

  it('refuses changes by an Alpha who does not own the chart, with Superset’s message', async () => {
    const other = await createChart({ slice_name: 'Admin only' });
    const put = await call('PUT', `/api/v1/chart/${other.id}`, { slice_name: 'mine' }, alpha);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: 'Changing this chart is forbidden' });
    expect((await call('DELETE', `/api/v1/chart/${other.id}`, undefined, alpha)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/chart/?q=!(${other.id})`, undefined, alpha)).statusCode).toBe(403);
    const owned = await call('PUT', `/api/v1/chart/${chartId}`, { slice_name: 'Orders by region' }, alpha);
    expect(owned.statusCode, owned.body).toBe(200);
  });

  it('keeps a non-admin owner among the owners when they replace the list', async () => {
    const chart = await createChart({ slice_name: 'Alpha made' }, alpha);
    const response = await call('PUT', `/api/v1/chart/${chart.id}`, { owners: [1] }, alpha);
    expect(response.json<Answer<Chart>>().result.owners.map((o) => o.username)).toEqual([
      'admin',
      'alpha_ch',
    ]);
    expect((await call('DELETE', `/api/v1/chart/${chart.id}`, undefined, alpha)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/chart/${chart.id}`)).statusCode).toBe(404);
  });

  it('hides charts from Gamma until it may see the dataset; then Gamma reads but cannot create', async () => {
    const before = await call('GET', '/api/v1/chart/', undefined, gamma);
    expect(before.json<{ count: number }>().count).toBe(0);
    expect((await call('GET', `/api/v1/chart/${chartId}`, undefined, gamma)).statusCode).toBe(404);
    const grant = (await test.ctx.repos.roles.listPermissions()).find(
      (p) => p.permission.name === 'datasource_access' && p.view_menu.name.endsWith(`(id:${datasetId})`),
    );
    const gammaRole = (await test.ctx.repos.roles.idByName('Gamma')) as number;
    const role = await test.ctx.repos.roles.get(gammaRole);
    await setRolePermissions(test, gammaRole, [...(role?.permission_ids ?? []), grant?.id as number]);
    const read = await call('GET', `/api/v1/chart/${chartId}`, undefined, gamma);
    expect(read.statusCode, read.body).toBe(200);
    const create = await call('POST', '/api/v1/chart/', newChart(), gamma);
    expect(create.statusCode).toBe(403);
  });

  it('filters, sorts and pages the chart list', async () => {
    await createChart({ slice_name: 'Amount per month', viz_type: 'echarts_timeseries_line' });
    const list = async (q: string) => {
      const response = await call('GET', `/api/v1/chart/?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ count: number; result: Chart[] }>();
    };
    const names = async (q: string) => (await list(q)).result.map((c) => c.slice_name);
    expect(await names('(order_column:slice_name,order_direction:asc)')).toEqual([
      'Admin only',
      'Amount per month',
      'Orders by region',
    ]);
    expect(await names('(order_column:viz_type,order_direction:desc,page:0,page_size:1)')).toEqual([
      'Orders by region',
    ]);
    expect(await names("(filters:!((col:slice_name,opr:ct,value:'MONTH')))")).toEqual(['Amount per month']);
    expect(await names('(filters:!((col:viz_type,opr:eq,value:echarts_timeseries_line)))')).toEqual([
      'Amount per month',
    ]);
    expect((await list(`(filters:!((col:datasource_id,opr:eq,value:${datasetId})))`)).count).toBe(3);
    expect(await names(`(filters:!((col:owners,opr:rel_m_m,value:${alphaId})))`)).toEqual([
      'Orders by region',
    ]);
    expect(
      await names("(filters:!((col:slice_name,opr:chart_all_text,value:'orders')),order_column:slice_name)"),
    ).toEqual(['Admin only', 'Amount per month', 'Orders by region']);
    expect(await names('(filters:!((col:id,opr:chart_is_certified,value:!t)))')).toEqual([
      'Orders by region',
    ]);
    const first = await list('(order_column:changed_on_delta_humanized,order_direction:desc)');
    expect(first.result[0]?.slice_name).toBe('Amount per month');
    expect(first.result[0]).not.toHaveProperty('query_context');
  });

  it('lists the charts a user edited or created, newest first (the home page Recents)', async () => {
    /** Lets the clock move on, so each write has its own changed_on. */
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    const first = await createChart({ slice_name: 'Alpha first' }, alpha);
    await tick();
    const second = await createChart({ slice_name: 'Alpha second' }, alpha);
    await tick();
    const names = async (col: 'changed_by' | 'created_by', order: 'changed_on' | 'created_on') => {
      const q = `(filters:!((col:${col},opr:rel_o_m,value:${alphaId})),order_column:${order},order_direction:desc)`;
      const response = await call('GET', `/api/v1/chart/?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      // Only this test's charts: Alpha made others before.
      return response
        .json<{ result: Chart[] }>()
        .result.map((c) => c.slice_name)
        .filter((name) => name.startsWith('Alpha '));
    };
    expect(await names('created_by', 'created_on')).toEqual(['Alpha second', 'Alpha first']);
    expect(await names('changed_by', 'changed_on')).toEqual(['Alpha second', 'Alpha first']);
    // The admin's edit takes the first out of Alpha's edited charts, but it stays Alpha's creation.
    await call('PUT', `/api/v1/chart/${first.id}`, { description: 'By the admin' });
    expect(await names('changed_by', 'changed_on')).toEqual(['Alpha second']);
    expect(await names('created_by', 'created_on')).toEqual(['Alpha second', 'Alpha first']);
    await tick();
    await call('PUT', `/api/v1/chart/${first.id}`, { description: 'Alpha again' }, alpha);
    expect(await names('changed_by', 'changed_on')).toEqual(['Alpha first', 'Alpha second']);
    for (const chart of [first, second]) await call('DELETE', `/api/v1/chart/${chart.id}`);
  });

  it('lists the charts placed on a dashboard with the dashboards rel_m_m filter', async () => {
    const shown = await createChart({ slice_name: 'On the board' });
    await createChart({ slice_name: 'Off the board' });
    const board = await call('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Chart filter board',
      position_json: layoutWith([shown.id]),
    });
    expect(board.statusCode, board.body).toBe(201);
    const boardId = board.json<{ id: number }>().id;
    const q = `(filters:!((col:dashboards,opr:rel_m_m,value:${boardId})))`;
    const response = await call('GET', `/api/v1/chart/?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ result: Chart[] }>().result.map((c) => c.slice_name)).toEqual(['On the board']);
    const none = await call(
      'GET',
      `/api/v1/chart/?q=${encodeURIComponent(q.replace(String(boardId), '999999'))}`,
    );
    expect(none.json<{ count: number }>().count).toBe(0);
    await call('DELETE', `/api/v1/dashboard/${boardId}`);
  });

  it('refuses unknown filter columns and order columns with 400', async () => {
    for (const q of [
      '(filters:!((col:params,opr:eq,value:1)))',
      '(order_column:params)',
      '(filters:!((col:owners,opr:rel_o_m,value:1)))',
    ]) {
      expect((await call('GET', `/api/v1/chart/?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(400);
    }
  });

  it('stars and unstars charts, answering their status and the favourites filter', async () => {
    const status = async () =>
      (await call('GET', `/api/v1/chart/favorite_status/?q=!(${chartId},999999)`)).json<{
        result: { id: number; value: boolean }[];
      }>().result;
    // An id of no chart (or one the caller may not read) is left out, as Superset's base filter leaves it out.
    expect(await status()).toEqual([{ id: chartId, value: false }]);
    const starred = await call('POST', `/api/v1/chart/${chartId}/favorites/`);
    expect(starred.json()).toEqual({ result: 'OK' });
    await call('POST', `/api/v1/chart/${chartId}/favorites/`);
    // An id of no chart (or one the caller may not read) is left out, as Superset's base filter leaves it out.
    expect(await status()).toEqual([{ id: chartId, value: true }]);
    const favourites = await call(
      'GET',
      '/api/v1/chart/?q=(filters:!((col:id,opr:chart_is_favorite,value:!t)))',
    );
    expect(favourites.json<{ ids: number[] }>().ids).toEqual([chartId]);
    const notMine = await call(
      'GET',
      '/api/v1/chart/?q=(filters:!((col:id,opr:chart_is_favorite,value:!t)))',
      undefined,
      alpha,
    );
    expect(notMine.json<{ count: number }>().count).toBe(0);
    const others = await call('GET', '/api/v1/chart/?q=(filters:!((col:id,opr:chart_is_favorite,value:!f)))');
    expect(others.json<{ ids: number[] }>().ids).not.toContain(chartId);
    expect((await call('DELETE', `/api/v1/chart/${chartId}/favorites/`)).json()).toEqual({ result: 'OK' });
    // An id of no chart (or one the caller may not read) is left out, as Superset's base filter leaves it out.
    expect(await status()).toEqual([{ id: chartId, value: false }]);
    expect((await call('POST', '/api/v1/chart/999999/favorites/')).statusCode).toBe(404);
  });

  it('answers the legacy favstar calls with the caller’s count', async () => {
    const favstar = async (action: string) =>
      (await call('GET', `/superset/favstar/slice/${chartId}/${action}/`)).json<{ count: number }>();
    expect(await favstar('count')).toEqual({ count: 0 });
    expect(await favstar('select')).toEqual({ count: 1 });
    expect(await favstar('count')).toEqual({ count: 1 });
    expect(await favstar('unselect')).toEqual({ count: 0 });
    expect(await favstar('count')).toEqual({ count: 0 });
    expect((await call('GET', `/superset/favstar/slice/${chartId}/toggle/`)).statusCode).toBe(400);
    expect((await call('GET', `/superset/favstar/slice/${chartId}/count/`, undefined, {})).statusCode).toBe(
      401,
    );
  });

  it('runs the saved query context of a chart on the engine', async () => {
    const response = await call('GET', `/api/v1/chart/${chartId}/data/`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ result: { data: unknown[]; colnames: string[] }[] }>().result[0];
    expect(result?.colnames).toEqual(['region', 'count']);
    expect(result?.data).toEqual([
      { region: 'APAC', count: 1 },
      { region: 'EMEA', count: 2 },
    ]);
    const samples = await call('GET', `/api/v1/chart/${chartId}/data/?type=samples&force=true`);
    expect(samples.json<{ result: { rowcount: number }[] }>().result[0]?.rowcount).toBe(3);
  });

  it('answers the saved chart data as CSV when asked', async () => {
    const response = await call('GET', `/api/v1/chart/${chartId}/data/?format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body.trim().split(/\r?\n/)).toEqual(['region,count', 'APAC,1', 'EMEA,2']);
  });

  it('refuses the data of a chart saved without a query context with 400', async () => {
    const bare = await createChart({ slice_name: 'No context', query_context: null });
    const response = await call('GET', `/api/v1/chart/${bare.id}/data/`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Chart has no query context saved/);
    await call('DELETE', `/api/v1/chart/${bare.id}`);
  });

  it('runs legacy form data through explore_json in the legacy payload shape', async () => {
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      groupby: ['region'],
      metrics: ['count'],
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'region',
          operator: 'IN',
          comparator: ['EMEA', 'APAC'],
        },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'amount > 10' },
      ],
      time_range: 'No filter',
      granularity_sqla: 'ordered_at',
      row_limit: 10,
    };
    const get = await call(
      'GET',
      `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData))}`,
    );
    expect(get.statusCode, get.body).toBe(200);
    const payload = get.json<{ data: unknown[]; status: string; query: string; form_data: unknown }>();
    expect(payload.status).toBe('success');
    expect(payload.data).toEqual([{ region: 'EMEA', count: 2 }]);
    expect(payload.query).toMatch(/amount > 10/);
    expect(payload.form_data).toMatchObject({ viz_type: 'table' });

    const post = await call('POST', '/superset/explore_json/', { form_data: JSON.stringify(formData) });
    expect(post.json<{ data: unknown[] }>().data).toEqual([{ region: 'EMEA', count: 2 }]);
    const form = await test.app.inject({
      method: 'POST',
      url: '/superset/explore_json/?csv=true',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ form_data: JSON.stringify(formData) }).toString(),
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.body.trim().split(/\r?\n/)).toEqual(['region,count', 'EMEA,2']);
  });

  it('merges the saved params of slice_id under the given form data', async () => {
    const response = await call('POST', '/superset/explore_json/', {
      form_data: { slice_id: chartId, metrics: ['count'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: unknown[] }>().data).toEqual([
      { region: 'EMEA', count: 2 },
      { region: 'APAC', count: 1 },
    ]);
  });

  it('refuses explore_json without usable form data with 400 naming the field', async () => {
    const missing = await call('GET', '/superset/explore_json/');
    expect(missing.json()).toEqual({ message: { form_data: ['Missing data for required field.'] } });
    const badKey = await call('POST', '/superset/explore_json/', { form_data: { datasource: 'x' } });
    expect(badKey.statusCode).toBe(400);
    expect(Object.keys(badKey.json<{ message: Record<string, string[]> }>().message)).toEqual([
      'form_data.datasource',
    ]);
  });

  it('lists the distinct values of a column for the filter comparator, ordered', async () => {
    const response = await call('GET', `/superset/filter/table/${datasetId}/region/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(['APAC', 'EMEA']);
    expect((await call('GET', `/superset/filter/table/${datasetId}/nope/`)).statusCode).toBe(400);
    expect((await call('GET', '/superset/filter/table/999999/region/')).statusCode).toBe(404);
  });

  it('offers owners and visualization types for the list filters', async () => {
    const owners = await call('GET', "/api/v1/chart/related/owners?q=(filter:'alpha')");
    expect(owners.json<{ result: { text: string }[] }>().result.map((o) => o.text)).toEqual([
      'alpha_ch Test',
    ]);
    const types = await call('GET', '/api/v1/chart/distinct/viz_type');
    expect(types.json()).toEqual({
      count: 2,
      result: [
        { value: 'echarts_timeseries_line', text: 'echarts_timeseries_line' },
        { value: 'table', text: 'table' },
      ],
    });
  });

  it('deletes several charts at once, with their stars', async () => {
    const a = await createChart({ slice_name: 'Bulk A' });
    const b = await createChart({ slice_name: 'Bulk B' });
    await call('POST', `/api/v1/chart/${a.id}/favorites/`);
    const response = await call('DELETE', `/api/v1/chart/?q=!(${a.id},${b.id})`);
    expect(response.json()).toEqual({ message: 'Deleted 2 charts' });
    expect((await call('GET', `/api/v1/chart/${a.id}`)).statusCode).toBe(404);
    expect(await test.ctx.repos.favstar.starredIds(1, 'slice', [a.id])).toEqual(new Set());
    expect((await call('DELETE', '/api/v1/chart/?q=!(999999)')).statusCode).toBe(404);
  });
});
