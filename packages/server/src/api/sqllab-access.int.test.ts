import { SQLLAB_MESSAGES, type SqlLabResult } from '@meridian/core';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import {
  bearerFor,
  createTestApp,
  createUserWithRole,
  setRolePermissions,
  type TestApp,
} from '../testing/test-app';

describe('SQL Lab access and bad input', () => {
  let test: TestApp;
  let fixture: EngineFixture;
  let admin: Record<string, string>;
  let analyst: Record<string, string>;
  let gamma: Record<string, string>;
  let databaseId: number;
  let hiddenId: number;

  const inject = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    test.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const execute = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    inject(headers, 'POST', '/api/v1/sqllab/execute/', { database_id: databaseId, ...payload });

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    const created = await inject(admin, 'POST', '/api/v1/database/', {
      database_name: 'lab',
      sqlalchemy_uri: fixture.uri,
    });
    databaseId = created.json<{ id: number }>().id;
    const hidden = await inject(admin, 'POST', '/api/v1/database/', {
      database_name: 'hidden',
      sqlalchemy_uri: fixture.uri,
      expose_in_sqllab: false,
    });
    hiddenId = hidden.json<{ id: number }>().id;
    await createUserWithRole(test, 'analyst', 'sql_lab');
    await createUserWithRole(test, 'viewer', 'Gamma');
    analyst = await bearerFor(test.app, 'analyst', 'analyst-password');
    gamma = await bearerFor(test.app, 'viewer', 'viewer-password');
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('answers 400 to empty SQL, unterminated strings and a megabyte of SQL', async () => {
    const empty = await execute(admin, { sql: '  -- nothing\n ; ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: { sql: [SQLLAB_MESSAGES.emptySql] } });
    const unterminated = await execute(admin, { sql: "SELECT 'abc" });
    expect(unterminated.statusCode).toBe(400);
    expect(unterminated.json<{ message: string }>().message).toMatch(/not valid/);
    const huge = await execute(admin, { sql: `SELECT 1 -- ${'x'.repeat(1024 * 1024)}` });
    expect(huge.statusCode).toBe(400);
    expect(JSON.stringify(huge.json())).toMatch(/too long/);
  });

  it('answers 404 to unknown result keys and stops of unknown queries', async () => {
    const results = await inject(
      admin,
      'GET',
      "/api/v1/sqllab/results/?q=(key:'0123456789abcdef0123456789abcdef')",
    );
    expect(results.statusCode).toBe(404);
    const bad = await inject(admin, 'GET', "/api/v1/sqllab/results/?q=(key:'../../etc')");
    expect(bad.statusCode).toBe(404);
    const stop = await inject(admin, 'POST', '/api/v1/query/stop', { client_id: 'nope' });
    expect(stop.statusCode).toBe(404);
    expect(stop.json()).toEqual({ message: SQLLAB_MESSAGES.queryNotFound('nope') });
    const csv = await inject(admin, 'GET', '/api/v1/sqllab/export/nope/');
    expect(csv.statusCode).toBe(404);
    expect(csv.json()).toEqual({ message: SQLLAB_MESSAGES.queryNotFound('nope') });
    expect((await inject(admin, 'GET', `/api/v1/sqllab/export/${'x'.repeat(12)}/`)).statusCode).toBe(400);
  });

  it('refuses a database hidden from SQL Lab and file access statements', async () => {
    const hidden = await execute(admin, { database_id: hiddenId, sql: 'SELECT 1' });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json()).toEqual({ message: SQLLAB_MESSAGES.notExposed });
    const attach = await execute(admin, { sql: "ATTACH DATABASE '/etc/passwd' AS p" });
    expect(attach.statusCode).toBe(422);
  });

  it('keeps SQL Lab from users without can_sqllab, and databases from users without access', async () => {
    expect((await execute(gamma, { sql: 'SELECT 1' })).statusCode).toBe(403);
    const denied = await execute(analyst, { sql: 'SELECT 1' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: SQLLAB_MESSAGES.noDatabaseAccess });
    const bootstrap = await inject(analyst, 'GET', '/api/v1/sqllab/');
    expect(Object.keys(bootstrap.json<{ result: { databases: object } }>().result.databases)).toEqual([]);
  });

  it("lets a user with database_access run queries, but not stop or read someone else's", async () => {
    const roleId = (await test.ctx.repos.roles.idByName('sql_lab')) as number;
    const role = await test.ctx.repos.roles.get(roleId);
    const grant = (await test.ctx.repos.roles.listPermissions()).find(
      (p) => p.permission.name === 'database_access' && p.view_menu.name.endsWith(`(id:${databaseId})`),
    );
    await setRolePermissions(test, roleId, [...(role?.permission_ids ?? []), grant?.id as number]);
    const own = await execute(analyst, { sql: 'SELECT id FROM orders ORDER BY id', client_id: 'analyst1' });
    expect(own.statusCode, own.body).toBe(200);
    const theirs = await execute(admin, { sql: 'SELECT 1 AS a', client_id: 'admin1' });
    const key = theirs.json<SqlLabResult>().query.resultsKey ?? '';
    expect((await inject(analyst, 'GET', `/api/v1/sqllab/results/?q=(key:'${key}')`)).statusCode).toBe(404);
    const stop = await inject(analyst, 'POST', '/api/v1/query/stop', { client_id: 'admin1' });
    expect(stop.statusCode).toBe(403);
    expect((await inject(analyst, 'GET', '/api/v1/sqllab/export/admin1/')).statusCode).toBe(404);
    expect((await inject(analyst, 'GET', '/api/v1/sqllab/export/analyst1/')).statusCode).toBe(200);
    const history = await inject(analyst, 'GET', '/api/v1/query/');
    expect(history.json<{ result: { client_id: string }[] }>().result.map((q) => q.client_id)).toEqual([
      'analyst1',
    ]);
    const everyone = await inject(
      admin,
      'GET',
      "/api/v1/query/?q=(filters:!((col:sql,opr:ct,value:'orders')))",
    );
    expect(everyone.json<{ count: number }>().count).toBe(1);
  });

  it('refuses a client_id already used by another run', async () => {
    await execute(admin, { sql: 'SELECT 1', client_id: 'dup1' });
    const again = await execute(admin, { sql: 'SELECT 2', client_id: 'dup1' });
    expect(again.statusCode).toBe(409);
  });

  it('formats SQL in the database dialect', async () => {
    const response = await inject(admin, 'POST', '/api/v1/sqllab/format_sql/', {
      sql: 'select a,b from t where x=1',
      database_id: databaseId,
    });
    expect(response.json()).toEqual({ result: 'SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1' });
  });

  it('keeps editor tabs per user', async () => {
    const created = await inject(admin, 'POST', '/api/v1/sqllab/tab/', {
      label: 'Orders',
      database_id: databaseId,
      sql: 'SELECT 1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    await inject(admin, 'PUT', `/api/v1/sqllab/tab/${id}`, { sql: 'SELECT 2', schema: 'main' });
    const bootstrap = await inject(admin, 'GET', '/api/v1/sqllab/');
    const result = bootstrap.json<{
      result: { active_tab: { id: number; sql: string; schema: string }; tab_state_ids: [number, string][] };
    }>().result;
    expect(result.active_tab).toMatchObject({ id, sql: 'SELECT 2', schema: 'main' });
    expect(result.tab_state_ids).toEqual([[id, 'Orders']]);
    expect((await inject(analyst, 'PUT', `/api/v1/sqllab/tab/${id}`, { sql: 'x' })).statusCode).toBe(404);
    expect((await inject(admin, 'DELETE', `/api/v1/sqllab/tab/${id}`)).statusCode).toBe(200);
  });

  it('saves queries, lists them with rison, exports and imports them in the v1 format', async () => {
    const created = await inject(admin, 'POST', '/api/v1/saved_query/', {
      db_id: databaseId,
      label: 'Orders by region',
      sql: 'SELECT region FROM orders',
      schema: 'main',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    await inject(admin, 'POST', '/api/v1/saved_query/', {
      db_id: databaseId,
      label: 'Other',
      sql: 'SELECT 2',
    });
    const list = await inject(
      admin,
      'GET',
      '/api/v1/saved_query/?q=(filters:!((col:label,opr:all_text,value:region)),order_column:label,order_direction:asc)',
    );
    expect(
      list.json<{ count: number; result: { label: string; database: { database_name: string } }[] }>(),
    ).toMatchObject({
      count: 1,
      result: [{ label: 'Orders by region', database: { database_name: 'lab' } }],
    });
    expect((await inject(analyst, 'GET', `/api/v1/saved_query/${id}`)).statusCode).toBe(404);

    const exported = await inject(admin, 'GET', `/api/v1/saved_query/export/?q=!(${id})`);
    expect(exported.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(exported.rawPayload);
    const names = Object.keys(zip.files);
    expect(names.some((name) => /queries\/lab\/main\/Orders_by_region\.yaml$/.test(name))).toBe(true);
    expect(names.some((name) => /databases\/lab\.yaml$/.test(name))).toBe(true);

    await inject(admin, 'DELETE', `/api/v1/saved_query/?q=!(${id})`);
    const boundary = 'xMeridianBoundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="formData"; filename="q.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      exported.rawPayload,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="overwrite"\r\n\r\ntrue\r\n--${boundary}--\r\n`,
      ),
    ]);
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/import/',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const again = await inject(
      admin,
      'GET',
      '/api/v1/saved_query/?q=(filters:!((col:label,opr:ct,value:region)))',
    );
    expect(again.json<{ count: number }>().count).toBe(1);
  });

  it('records the rows and time of the last run on saved queries with the same SQL', async () => {
    await inject(admin, 'POST', '/api/v1/saved_query/', {
      db_id: databaseId,
      label: 'Counted',
      sql: 'SELECT id FROM orders',
    });
    await execute(admin, { sql: 'SELECT id FROM orders' });
    const list = await inject(
      admin,
      'GET',
      '/api/v1/saved_query/?q=(filters:!((col:label,opr:eq,value:Counted)))',
    );
    expect(list.json<{ result: { rows: number; last_run: string }[] }>().result[0]).toMatchObject({
      rows: 3,
    });
  });
});
