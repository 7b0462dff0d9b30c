import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresFixture, type EngineFixture } from '../testing/engine-fixtures';
import { bearerFor, createTestApp, TEST_POSTGRES_URL, type TestApp } from '../testing/test-app';
import { DASHBOARD_VIEW_HEADER, dashboardViewKey } from './dashboard-concurrency';

/**
 * Queries of the "held" dataset wait on a shared advisory lock the test holds exclusively, so they stay running in
 * PostgreSQL (visible in pg_stat_activity) until the test lets them go: no timing involved.
 */
describe('dashboard view concurrency cap on PostgreSQL', () => {
  const lockKey = crypto.randomInt(1, 2 ** 31 - 1);
  let test: TestApp;
  let fixture: EngineFixture;
  let observer: pg.Client;
  let locker: pg.Client;
  let headers: Record<string, string>;
  let heldDatasetId: number;
  let freeDatasetId: number;
  let address: string;
  let adminId: number;

  const api = async (method: 'POST', url: string, payload: unknown): Promise<LightMyRequestResponse> =>
    test.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
  const chartData = (
    datasetId: number,
    view: string,
    options: { force: boolean; rowLimit: number },
  ): Promise<LightMyRequestResponse> =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: { ...headers, [DASHBOARD_VIEW_HEADER]: view },
      payload: {
        datasource: { id: datasetId, type: 'table' },
        queries: [{ columns: ['region'], metrics: ['count'], row_limit: options.rowLimit }],
        force: options.force,
      },
    });
  /** Chart queries of the held dataset now waiting in PostgreSQL on the test's lock. */
  const heldInDatabase = async (): Promise<number> => {
    const result = await observer.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity
        WHERE state = 'active' AND wait_event = 'advisory' AND query LIKE '%pg_advisory_xact_lock_shared(' || $1 || ')%'`,
      [lockKey],
    );
    return Number(result.rows[0]?.n);
  };
  /** Labels of the held chart queries now waiting in PostgreSQL (each request names its metric `r<n>`). */
  const heldLabels = async (): Promise<string[]> => {
    const result = await observer.query<{ query: string }>(
      `SELECT query FROM pg_stat_activity
        WHERE state = 'active' AND wait_event = 'advisory' AND query LIKE '%pg_advisory_xact_lock_shared(' || $1 || ')%'`,
      [lockKey],
    );
    return result.rows.flatMap((row) => /AS "(r\d+)"/.exec(row.query)?.[1] ?? []).sort();
  };
  /** A chart-data request over real HTTP (so the client can go away), its metric labelled `label`. */
  const httpChartData = (options: {
    view: string;
    label: string;
    sqlExpression?: string;
    signal?: AbortSignal;
    datasetId?: number;
  }): Promise<Response> =>
    fetch(`${address}/api/v1/chart/data`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', [DASHBOARD_VIEW_HEADER]: options.view },
      body: JSON.stringify({
        datasource: { id: options.datasetId ?? heldDatasetId, type: 'table' },
        queries: [
          {
            columns: ['region'],
            metrics: [
              {
                expressionType: 'SQL',
                sqlExpression: options.sqlExpression ?? 'COUNT(*)',
                label: options.label,
              },
            ],
          },
        ],
        force: true,
      }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  const waitUntil = async (predicate: () => Promise<boolean>): Promise<void> => {
    while (!(await predicate())) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  beforeAll(async () => {
    fixture = await postgresFixture();
    test = await createTestApp(undefined, { config: { dashboardQueryConcurrency: 2 } });
    headers = await bearerFor(test.app, 'admin', test.adminPassword);
    const database = await api('POST', '/api/v1/database/', {
      database_name: 'pg',
      sqlalchemy_uri: fixture.uri,
    });
    expect(database.statusCode, database.body).toBe(201);
    const databaseId = database.json<{ id: number }>().id;
    const held = await api('POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: fixture.schema,
      table_name: 'held_orders',
      sql: `SELECT o.* FROM ${fixture.schema}.orders o CROSS JOIN (SELECT pg_advisory_xact_lock_shared(${lockKey})) AS l`,
    });
    expect(held.statusCode, held.body).toBe(201);
    heldDatasetId = held.json<{ id: number }>().id;
    const free = await api('POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: fixture.schema,
      table_name: 'orders',
    });
    expect(free.statusCode, free.body).toBe(201);
    freeDatasetId = free.json<{ id: number }>().id;
    observer = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await observer.connect();
    locker = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await locker.connect();
    address = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const me = await test.app.inject({ method: 'GET', url: '/api/v1/me/', headers });
    adminId = me.json<{ result: { id: number } }>().result.id;
  });
  afterAll(async () => {
    await locker?.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    await locker?.end();
    await observer?.end();
    await test?.close();
    await fixture?.dispose();
  });

  it('runs at most 2 queries of one view against the database while another view and cache hits go through', async () => {
    const cached = await chartData(heldDatasetId, 'view-a', { force: false, rowLimit: 1000 });
    expect(cached.statusCode, cached.body).toBe(200);
    await locker.query('SELECT pg_advisory_lock($1)', [lockKey]);

    let mostAtOnce = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        mostAtOnce = Math.max(mostAtOnce, await heldInDatabase());
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const viewA = Array.from({ length: 6 }, (_, i) =>
      chartData(heldDatasetId, 'view-a', { force: true, rowLimit: 10 + i }),
    );
    let answers: LightMyRequestResponse[];
    try {
      await waitUntil(async () => (await heldInDatabase()) >= 2);

      const otherView = await chartData(freeDatasetId, 'view-b', { force: true, rowLimit: 5 });
      expect(otherView.statusCode, otherView.body).toBe(200);
      expect(otherView.json<{ result: { rowcount: number }[] }>().result[0]?.rowcount).toBe(2);

      const cacheHit = await chartData(heldDatasetId, 'view-a', { force: false, rowLimit: 1000 });
      expect(cacheHit.statusCode, cacheHit.body).toBe(200);
      expect(cacheHit.json<{ result: { is_cached: boolean }[] }>().result[0]?.is_cached).toBe(true);
      expect(await heldInDatabase()).toBe(2);
    } finally {
      await locker.query('SELECT pg_advisory_unlock($1)', [lockKey]);
      answers = await Promise.all(viewA);
      watching = false;
      await watch;
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(mostAtOnce).toBe(2);
    expect(test.ctx.dashboardQueries.size).toBe(0);
  });

  it('frees the slot of a request whose client went away, running or waiting, and keeps first come first served', async () => {
    await locker.query('SELECT pg_advisory_lock($1)', [lockKey]);
    const controllers = Array.from({ length: 4 }, () => new AbortController());
    const statuses: Promise<number | 'aborted'>[] = [];
    try {
      for (const [i, controller] of controllers.entries()) {
        statuses.push(
          httpChartData({ view: 'view-c', label: `r${i + 1}`, signal: controller.signal }).then(
            (response) => response.status,
            () => 'aborted' as const,
          ),
        );
        // Arrival order is what FIFO is about: let each request reach the gate before sending the next.
        if (i < 2) await waitUntil(async () => (await heldLabels()).length === i + 1);
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await heldLabels()).toEqual(['r1', 'r2']);

      const viewKey = dashboardViewKey({ userId: adminId, viewHeader: 'view-c', formData: undefined }) ?? '';
      expect(test.ctx.dashboardQueries.waitingFor(viewKey)).toBe(2);
      controllers[2]?.abort();
      await waitUntil(async () => test.ctx.dashboardQueries.waitingFor(viewKey) === 1);
      controllers[0]?.abort();
      await waitUntil(async () => !(await heldLabels()).includes('r1'));
      await waitUntil(async () => (await heldLabels()).length === 2);
      expect(await heldLabels()).toEqual(['r2', 'r4']);
    } finally {
      await locker.query('SELECT pg_advisory_unlock($1)', [lockKey]);
    }
    expect(await Promise.all(statuses)).toEqual(['aborted', 200, 'aborted', 200]);
    await waitUntil(async () => test.ctx.dashboardQueries.size === 0);
  });

  it('frees the slot of a query the database refused', async () => {
    const failing = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        httpChartData({
          view: 'view-e',
          label: `r${i}`,
          sqlExpression: 'SUM(1 / (amount - amount))',
          datasetId: freeDatasetId,
        }),
      ),
    );
    expect(failing.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(((await failing[0]?.json()) as { message: string }).message).toMatch(/division by zero/);
    const after = await httpChartData({ view: 'view-e', label: 'ok', datasetId: freeDatasetId });
    expect(after.status).toBe(200);
    expect(test.ctx.dashboardQueries.size).toBe(0);
  });
});
