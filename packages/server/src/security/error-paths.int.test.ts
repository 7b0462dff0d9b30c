import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbFixture, type EngineFixture } from '../testing/engine-fixtures';
import {
  bearerFor,
  createTestApp,
  createUserWithRole,
  setRolePermissions,
  type TestApp,
} from '../testing/test-app';

type Headers = Record<string, string>;

const fileOf = (fixture: EngineFixture) => fixture.uri.replace(/^duckdb:\/\/\//, '');

// Issue 15: a SQL Lab run's recorded error and an async chart job's error event told non-admins where the server
// keeps its files (the error handler only rewrote errors answered directly).
describe('server paths in SQL Lab errors and async chart job errors', () => {
  let fixture: EngineFixture;
  let test: TestApp;
  let admin: Headers;
  let analyst: Headers;
  let databaseId: number;
  let datasetId: number;
  let dir: string;

  const inject = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    test.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    fixture = await duckdbFixture();
    dir = path.dirname(fileOf(fixture));
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    const db = await inject(admin, 'POST', '/api/v1/database/', {
      database_name: 'vanishing',
      sqlalchemy_uri: fixture.uri,
      allow_run_async: true,
    });
    expect(db.statusCode, db.body).toBe(201);
    databaseId = db.json<{ id: number }>().id;
    const ds = await inject(admin, 'POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: 'main',
      table_name: 'orders',
    });
    expect(ds.statusCode, ds.body).toBe(201);
    datasetId = ds.json<{ id: number }>().id;
    // A directory takes the file's place, and an edit closes the pooled instance: the next query's DuckDB error
    // names the file with its directory.
    await fixture.dispose();
    fs.mkdirSync(fileOf(fixture), { recursive: true });
    const edit = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/database/${databaseId}`,
      headers: admin,
      payload: { allow_dml: true },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    await createUserWithRole(test, 'analyst', 'sql_lab');
    const roleId = (await test.ctx.repos.roles.idByName('sql_lab')) as number;
    const role = await test.ctx.repos.roles.get(roleId);
    const grants = (await test.ctx.repos.roles.listPermissions()).filter(
      (p) =>
        (p.permission.name === 'database_access' && p.view_menu.name.endsWith(`(id:${databaseId})`)) ||
        (p.permission.name === 'can_read' && p.view_menu.name === 'Chart'),
    );
    await setRolePermissions(test, roleId, [...(role?.permission_ids ?? []), ...grants.map((g) => g.id)]);
    analyst = await bearerFor(test.app, 'analyst', 'analyst-password');
  }, 60_000);
  afterAll(async () => {
    await test?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Polls the caller's history until a run leaves the running states; answers the whole history text. */
  async function settledHistory(headers: Headers, clientId: string): Promise<string> {
    for (let i = 0; i < 100; i += 1) {
      const response = await inject(headers, 'GET', '/api/v1/query/updated_since?q=(last_updated_ms:0)');
      const run = response
        .json<{ result: { id: string; state: string }[] }>()
        .result.find((q) => q.id === clientId);
      if (run && !['pending', 'running'].includes(run.state)) {
        return response.body + (await inject(headers, 'GET', '/api/v1/query/')).body;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${clientId} did not finish`);
  }

  it('tells an admin the path of a failed SQL Lab run, and a non-admin only the file name', async () => {
    const run = (headers: Headers, clientId: string, runAsync: boolean) =>
      inject(headers, 'POST', '/api/v1/sqllab/execute/', {
        database_id: databaseId,
        sql: 'SELECT * FROM orders',
        client_id: clientId,
        runAsync,
      });
    const adminRun = await run(admin, 'adminsync', false);
    expect(adminRun.statusCode).toBeGreaterThanOrEqual(400);
    expect(adminRun.body).toContain(dir);
    expect(await settledHistory(admin, 'adminsync')).toContain(dir);

    const sync = await run(analyst, 'analystsync', false);
    expect(sync.statusCode).toBe(adminRun.statusCode);
    expect(sync.body).not.toContain(dir);
    const queued = await run(analyst, 'anasync', true);
    expect(queued.statusCode, queued.body).toBe(202);
    const history = await settledHistory(analyst, 'anasync');
    expect(history).toContain('analystsync');
    expect(history).not.toContain(dir);
    expect(history).toContain(path.basename(fileOf(fixture)));
  });

  it('shows a non-admin no server path in the error event of an async chart job', async () => {
    test.ctx.config.globalAsyncQueries = true;
    try {
      const submitted = await inject(analyst, 'POST', '/api/v1/chart/data', {
        datasource: { id: datasetId, type: 'table' },
        result_format: 'json',
        result_type: 'full',
        queries: [{ columns: ['region'], metrics: ['count'] }],
      });
      expect(submitted.statusCode, submitted.body).toBe(202);
      const jobId = submitted.json<{ job_id: string }>().job_id;
      let events = '';
      for (let i = 0; i < 100 && !events.includes(jobId); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        events = (await inject(analyst, 'GET', '/api/v1/async_event/')).body;
      }
      expect(events).toContain('"status":"error"');
      expect(events).not.toContain(dir);
      expect(events).toContain(path.basename(fileOf(fixture)));
    } finally {
      test.ctx.config.globalAsyncQueries = false;
    }
  });
});
