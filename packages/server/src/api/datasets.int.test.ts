import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '@meridian/core';
import { ENGINE_FIXTURES, type EngineFixture } from '../testing/engine-fixtures';
import {
  bearerFor,
  createTestApp,
  createUserWithRole,
  type TestApp,
  setRolePermissions,
} from '../testing/test-app';

type Answer<T> = { id: number; result: T };

describe.each(ENGINE_FIXTURES)('datasets on $name', ({ name, create }) => {
  let test: TestApp;
  let fixture: EngineFixture;
  let admin: Record<string, string>;
  let databaseId: number;
  let datasetId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    test.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    fixture = await create();
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    const database = await call('POST', '/api/v1/database/', {
      database_name: `db-${name}`,
      sqlalchemy_uri: fixture.uri,
    });
    expect(database.statusCode, database.body).toBe(201);
    databaseId = database.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('lists the table in its schema', async () => {
    const tables = await call(
      'GET',
      `/api/v1/database/${databaseId}/tables/?q=(schema_name:'${fixture.schema}')`,
    );
    expect(tables.json<{ result: { value: string; type: string }[] }>().result).toContainEqual({
      value: 'orders',
      type: 'table',
      extra: null,
    });
    const metadata = await call(
      'GET',
      `/api/v1/database/${databaseId}/table_metadata/?name=orders&schema=${fixture.schema}`,
    );
    const columns = metadata.json<{ columns: { name: string; type_generic: string | null }[] }>().columns;
    expect(columns.map((c) => [c.name, c.type_generic])).toEqual([
      ['id', 'NUMERIC'],
      ['ordered_at', 'TEMPORAL'],
      ['amount', 'NUMERIC'],
      ['region', 'STRING'],
    ]);
  });

  it('creates a physical dataset with introspected columns, a count metric and the creator as owner', async () => {
    const created = await call('POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: fixture.schema,
      table_name: 'orders',
    });
    expect(created.statusCode, created.body).toBe(201);
    const dataset = created.json<Answer<Dataset>>().result;
    datasetId = dataset.id;
    expect(dataset.kind).toBe('physical');
    expect(dataset.columns.map((c) => c.column_name)).toEqual(['id', 'ordered_at', 'amount', 'region']);
    expect(dataset.columns.find((c) => c.column_name === 'ordered_at')?.is_dttm).toBe(true);
    expect(dataset.main_dttm_col).toBe('ordered_at');
    expect(dataset.metrics.map((m) => [m.metric_name, m.expression])).toEqual([['count', 'COUNT(*)']]);
    expect(dataset.owners.map((o) => o.username)).toEqual(['admin']);
  });

  it('refuses the same table twice', async () => {
    const again = await call('POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: fixture.schema,
      table_name: 'orders',
    });
    expect(again.statusCode).toBe(422);
  });

  it('saves a valid metric and calculated column after running them on the engine', async () => {
    const current = (await call('GET', `/api/v1/dataset/${datasetId}`)).json<Answer<Dataset>>().result;
    const response = await call('PUT', `/api/v1/dataset/${datasetId}`, {
      metrics: [
        ...current.metrics,
        { metric_name: 'sum_amount', expression: 'SUM(amount)', verbose_name: 'Total amount' },
      ],
      columns: [
        ...current.columns.map((c) =>
          c.column_name === 'region' ? { ...c, verbose_name: 'Sales region' } : c,
        ),
        { column_name: 'big', expression: 'amount > 10', type: 'BOOLEAN' },
      ],
      description: 'Orders by region',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Answer<Dataset>>().result;
    expect(saved.metrics.map((m) => m.metric_name)).toEqual(['count', 'sum_amount']);
    expect(saved.columns.find((c) => c.column_name === 'region')?.verbose_name).toBe('Sales region');
    expect(saved.columns.find((c) => c.column_name === 'big')?.expression).toBe('amount > 10');
    expect(saved.description).toBe('Orders by region');
  });

  it('refuses a metric with a syntax error with 422 and the engine’s message, changing nothing', async () => {
    const current = (await call('GET', `/api/v1/dataset/${datasetId}`)).json<Answer<Dataset>>().result;
    const response = await call('PUT', `/api/v1/dataset/${datasetId}`, {
      metrics: [...current.metrics, { metric_name: 'broken', expression: 'SUM(amount) +' }],
      description: 'changed',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(
      /^The expression of metric "broken" is not valid: .+/,
    );
    const after = (await call('GET', `/api/v1/dataset/${datasetId}`)).json<Answer<Dataset>>().result;
    expect(after.metrics.map((m) => m.metric_name)).toEqual(['count', 'sum_amount']);
    expect(after.description).toBe('Orders by region');
  });

  it('refuses a metric that hides a second statement', async () => {
    const response = await call('PUT', `/api/v1/dataset/${datasetId}`, {
      metrics: [{ metric_name: 'evil', expression: 'COUNT(*); DROP TABLE orders' }],
    });
    expect(response.statusCode).toBe(400);
  });

  it('creates a virtual dataset whose columns come from its SQL', async () => {
    const created = await call('POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: fixture.schema,
      table_name: 'emea_orders',
      sql: `SELECT id, amount, region FROM ${fixture.engine === 'sqlite' ? '' : `${fixture.schema}.`}orders WHERE region = 'EMEA';`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const dataset = created.json<Answer<Dataset>>().result;
    expect(dataset.kind).toBe('virtual');
    expect(dataset.columns.map((c) => c.column_name)).toEqual(['id', 'amount', 'region']);
    expect(dataset.sql?.endsWith(';')).toBe(false);
  });

  it('refuses a virtual dataset with a syntax error, naming the engine’s complaint', async () => {
    const created = await call('POST', '/api/v1/dataset/', {
      database: databaseId,
      table_name: 'bad_sql',
      sql: 'SELECT FROM WHERE',
    });
    expect(created.statusCode).toBe(422);
    expect(typeof created.json<{ message: unknown }>().message).toBe('string');
  });

  it('re-syncs columns from the table, keeping user edits', async () => {
    if (fixture.engine !== 'duckdb') await fixture.addColumn('channel');
    const refreshed = await call('PUT', `/api/v1/dataset/${datasetId}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const dataset = (await call('GET', `/api/v1/dataset/${datasetId}`)).json<Answer<Dataset>>().result;
    // New columns are appended after the existing ones, calculated columns included.
    const expected = [
      'id',
      'ordered_at',
      'amount',
      'region',
      'big',
      ...(fixture.engine === 'duckdb' ? [] : ['channel']),
    ];
    expect(dataset.columns.map((c) => c.column_name)).toEqual(expected);
    expect(dataset.columns.find((c) => c.column_name === 'region')?.verbose_name).toBe('Sales region');
  });

  it('refuses to delete a dataset used by charts, naming them, unless forced', async () => {
    const now = new Date().toISOString();
    await test.store.db
      .insertInto('slices')
      .values({
        uuid: crypto.randomUUID(),
        slice_name: 'Orders by month',
        viz_type: 'line',
        datasource_id: datasetId,
        datasource_type: 'table',
        is_managed_externally: 0,
        created_on: now,
        changed_on: now,
      })
      .execute();
    const refused = await call('DELETE', `/api/v1/dataset/${datasetId}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toContain('Orders by month');
    const forced = await call('DELETE', `/api/v1/dataset/${datasetId}?force=true`);
    expect(forced.statusCode).toBe(200);
    expect((await call('GET', `/api/v1/dataset/${datasetId}`)).statusCode).toBe(404);
  });
});

describe('dataset permissions', () => {
  let test: TestApp;
  let fixture: EngineFixture;
  let admin: Record<string, string>;
  let gamma: Record<string, string>;
  let datasetId: number;

  beforeAll(async () => {
    fixture = await ENGINE_FIXTURES[2].create();
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    await createUserWithRole(test, 'alpha_ds', 'Alpha');
    await createUserWithRole(test, 'gamma_ds', 'Gamma');
    gamma = await bearerFor(test.app, 'gamma_ds', 'gamma_ds-password');
    const db = await test.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'perm-db', sqlalchemy_uri: fixture.uri },
    });
    const ds = await test.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: db.json<{ id: number }>().id, schema: 'main', table_name: 'orders' },
    });
    datasetId = ds.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('hides datasets from Gamma until a datasource_access grant', async () => {
    const before = await test.app.inject({ method: 'GET', url: '/api/v1/dataset/', headers: gamma });
    expect(before.json<{ count: number }>().count).toBe(0);
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/v1/dataset/${datasetId}`, headers: gamma }))
        .statusCode,
    ).toBe(404);
    const grant = (await test.ctx.repos.roles.listPermissions()).find(
      (p) => p.permission.name === 'datasource_access' && p.view_menu.name.endsWith(`(id:${datasetId})`),
    );
    expect(grant?.view_menu.name).toBe(`[perm-db].[orders](id:${datasetId})`);
    const gammaRole = (await test.ctx.repos.roles.idByName('Gamma')) as number;
    const role = await test.ctx.repos.roles.get(gammaRole);
    await setRolePermissions(test, gammaRole, [...(role?.permission_ids ?? []), grant?.id as number]);
    const after = await test.app.inject({ method: 'GET', url: '/api/v1/dataset/', headers: gamma });
    expect(after.json<{ result: { table_name: string }[] }>().result.map((d) => d.table_name)).toEqual([
      'orders',
    ]);
  });

  it('lets Gamma read but not edit or create', async () => {
    expect(
      (
        await test.app.inject({
          method: 'PUT',
          url: `/api/v1/dataset/${datasetId}`,
          headers: gamma,
          payload: { description: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/v1/dataset/',
          headers: gamma,
          payload: { database: 1, table_name: 'orders' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets only owners and admins edit: an Alpha who does not own it is refused', async () => {
    const alpha = await bearerFor(test.app, 'alpha_ds', 'alpha_ds-password');
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/dataset/${datasetId}`,
      headers: alpha,
      payload: { description: 'mine now' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/must be a dataset owner/);
  });

  it('answers the legacy datasource calls', async () => {
    const legacy = await test.app.inject({
      method: 'GET',
      url: `/datasource/get/table/${datasetId}/`,
      headers: admin,
    });
    expect(legacy.json<{ uid: string; verbose_map: Record<string, string> }>()).toMatchObject({
      uid: `${datasetId}__table`,
      verbose_map: { count: 'COUNT(*)' },
    });
    const meta = await test.app.inject({
      method: 'GET',
      url: `/superset/fetch_datasource_metadata?datasourceKey=${datasetId}__table`,
      headers: admin,
    });
    expect(meta.json<{ table_name: string }>().table_name).toBe('orders');
    const saved = await test.app.inject({
      method: 'POST',
      url: '/datasource/save/',
      headers: admin,
      payload: { data: JSON.stringify({ id: datasetId, description: 'legacy save' }) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ description: string }>().description).toBe('legacy save');
  });

  it('pages, filters and sorts the dataset list', async () => {
    const list = await test.app.inject({
      method: 'GET',
      url: '/api/v1/dataset/?q=(filters:!((col:table_name,opr:ct,value:ord),(col:sql,opr:dataset_is_null_or_empty,value:!t)),order_column:table_name,order_direction:asc,page:0,page_size:25)',
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ count: number }>().count).toBe(1);
    const schemas = await test.app.inject({
      method: 'GET',
      url: '/api/v1/dataset/distinct/schema',
      headers: admin,
    });
    expect(schemas.json()).toEqual({ count: 1, result: [{ value: 'main', text: 'main' }] });
    const owners = await test.app.inject({
      method: 'GET',
      url: "/api/v1/dataset/related/owners?q=(filter:'adm')",
      headers: admin,
    });
    expect(owners.json<{ result: { text: string }[] }>().result.map((o) => o.text)).toEqual(['Admin User']);
  });
});
