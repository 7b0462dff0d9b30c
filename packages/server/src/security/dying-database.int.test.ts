import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { postgresFixture, type EngineFixture } from '../testing/engine-fixtures';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 15: a PostgreSQL data source that dies mid-query took the whole server down (an unhandled `error` event of
 * a pg client). Here its backends are killed with `pg_terminate_backend` while a chart query, a SQL Lab query and
 * idle pooled connections use them; the requests fail with a message, and the next ones are answered. An unhandled
 * error anywhere fails this file (vitest reports it).
 */
describe('a PostgreSQL backend killed mid-query', () => {
  let fixture: EngineFixture;
  let test: TestApp;
  let admin: Record<string, string>;
  let control: pg.Client;
  let databaseId: number;
  let ordersId: number;
  let slowId: number;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const count = (datasetId: number) =>
    call('POST', '/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ metrics: ['count'] }],
      force: true,
    });
  /** The failed request answered a JSON error (not a hang, not a crash) that names the lost connection. */
  const expectLostConnectionError = (failed: {
    statusCode: number;
    body: string;
    headers: Record<string, unknown>;
  }) => {
    expect(failed.statusCode, failed.body).toBeGreaterThanOrEqual(400);
    expect(failed.statusCode, failed.body).toBeLessThan(600);
    expect(String(failed.headers['content-type'])).toMatch(/application\/json/);
    expect(() => JSON.parse(failed.body) as unknown).not.toThrow();
    expect(failed.body).toMatch(/terminat|connection/i);
  };
  /** Kills every backend of the app whose query text contains `marker`, once one runs. */
  const killWhenRunning = async (marker: string): Promise<number> => {
    for (let i = 0; i < 200; i++) {
      const { rows } = await control.query<{ killed: boolean }>(
        `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
         WHERE application_name = 'meridian' AND state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
        [`%${marker}%`],
      );
      if (rows.length > 0) return rows.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no backend ran ${marker}`);
  };

  beforeAll(async () => {
    fixture = await postgresFixture();
    control = new pg.Client({ connectionString: fixture.uri });
    await control.connect();
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    const db = await call('POST', '/api/v1/database/', {
      database_name: 'dying',
      sqlalchemy_uri: fixture.uri,
      expose_in_sqllab: true,
    });
    databaseId = db.json<{ id: number }>().id;
    const orders = await call('POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: fixture.schema,
      table_name: 'orders',
    });
    ordersId = orders.json<{ id: number }>().id;
    const slow = await call('POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: fixture.schema,
      table_name: 'slow',
      sql: 'SELECT generate_series(1, 400000000) AS slow_marker_col',
    });
    expect(slow.statusCode, slow.body).toBe(201);
    slowId = slow.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await control?.end();
    await test?.close();
    await fixture?.dispose();
  });

  it('fails the chart query with a message and answers the next request', async () => {
    const pending = count(slowId);
    expect(await killWhenRunning('slow_marker_col')).toBeGreaterThan(0);
    expectLostConnectionError(await pending);
    const next = await count(ordersId);
    expect(next.statusCode, next.body).toBe(200);
  });

  it('fails the SQL Lab query with a message and answers the next one', async () => {
    const pending = call('POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql: 'SELECT pg_sleep(20) AS sqllab_marker',
      runAsync: false,
    });
    expect(await killWhenRunning('sqllab_marker')).toBeGreaterThan(0);
    expectLostConnectionError(await pending);
    const next = await call('POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql: 'SELECT 1 AS one',
      runAsync: false,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<{ data: unknown[] }>().data).toEqual([{ one: 1 }]);
    // Same process (an unhandled pg 'error' event would have ended this test run): other routes answer too.
    expect((await call('GET', '/health')).statusCode).toBe(200);
  });

  it('survives idle pooled connections being killed', async () => {
    for (let i = 0; i < 3; i++) expect((await count(ordersId)).statusCode).toBe(200);
    await control.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'meridian' AND pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await count(ordersId);
    expect(next.statusCode, next.body).toBe(200);
  });
});
