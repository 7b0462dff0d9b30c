import type { AddressInfo } from 'node:net';
import { queryContextSchema, type AsyncEvent, type AsyncJobMetadata } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runChartDataJob } from '../jobs/chart-data-job';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import { bearerFor, createTestApp, createUserWithRole, type TestApp } from '../testing/test-app';

type Headers = Record<string, string>;
type QueryResult = {
  data: Record<string, unknown>[];
  colnames: string[];
  coltypes: number[];
  rowcount: number;
  query: string;
};

describe('async chart queries in process (GLOBAL_ASYNC_QUERIES)', () => {
  let test: TestApp;
  let fixture: EngineFixture;
  let admin: Headers;
  let alpha: Headers;
  let gammaId: number;
  let datasetId: number;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const queryContext = (metric: string = 'count') => ({
    datasource: { id: datasetId, type: 'table' },
    result_format: 'json',
    result_type: 'full',
    queries: [{ columns: ['region'], metrics: [metric], orderby: [['region', true]] }],
  });

  /** Polls the caller's events until one of the job arrives (5 s at most). */
  async function eventOf(jobId: string, headers: Headers): Promise<AsyncEvent> {
    for (let i = 0; i < 100; i += 1) {
      const polled = await call('GET', '/api/v1/async_event/', headers);
      expect(polled.statusCode, polled.body).toBe(200);
      const found = polled.json<{ result: AsyncEvent[] }>().result.find((e) => e.job_id === jobId);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no event for job ${jobId}`);
  }

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp(undefined, { config: { globalAsyncQueries: 'true' } });
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    await createUserWithRole(test, 'alpha_async', 'Alpha');
    alpha = await bearerFor(test.app, 'alpha_async', 'alpha_async-password');
    gammaId = await createUserWithRole(test, 'gamma_async', 'Gamma');
    const database = await call('POST', '/api/v1/database/', admin, {
      database_name: 'async-db',
      sqlalchemy_uri: fixture.uri,
    });
    expect(database.statusCode, database.body).toBe(201);
    const dataset = await call('POST', '/api/v1/dataset/', admin, {
      database: database.json<{ id: number }>().id,
      schema: fixture.schema,
      table_name: 'orders',
    });
    expect(dataset.statusCode, dataset.body).toBe(201);
    datasetId = dataset.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('answers 202 with the job, then a done event whose result_url gives the same data as the sync answer', async () => {
    const submitted = await call('POST', '/api/v1/chart/data', admin, queryContext());
    expect(submitted.statusCode, submitted.body).toBe(202);
    const job = submitted.json<AsyncJobMetadata>();
    expect(job).toMatchObject({ status: 'pending', user_id: 1, errors: [] });
    expect(job.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{32}$/);

    const event = await eventOf(job.job_id, admin);
    expect(event).toEqual({
      id: expect.stringMatching(/^\d+-\d+$/),
      job_id: job.job_id,
      channel_id: job.channel_id,
      user_id: 1,
      status: 'done',
      errors: [],
      result_url: job.result_url,
    });

    const fetched = await call('GET', event.result_url as string, admin);
    expect(fetched.statusCode, fetched.body).toBe(200);
    const [asyncResult] = fetched.json<{ result: QueryResult[] }>().result;

    test.ctx.config.globalAsyncQueries = false;
    try {
      const sync = await call('POST', '/api/v1/chart/data', admin, { ...queryContext(), force: true });
      expect(sync.statusCode, sync.body).toBe(200);
      const [syncResult] = sync.json<{ result: QueryResult[] }>().result;
      expect(asyncResult?.data).toEqual([
        { region: 'APAC', count: 1 },
        { region: 'EMEA', count: 2 },
      ]);
      for (const field of ['data', 'colnames', 'coltypes', 'rowcount', 'query'] as const) {
        expect(asyncResult?.[field]).toEqual(syncResult?.[field]);
      }
    } finally {
      test.ctx.config.globalAsyncQueries = true;
    }
  });

  it('polls only events after last_id', async () => {
    const submitted = await call('POST', '/api/v1/chart/data', admin, queryContext());
    const event = await eventOf(submitted.json<AsyncJobMetadata>().job_id, admin);
    const after = await call('GET', `/api/v1/async_event/?last_id=${event.id}`, admin);
    expect(after.json<{ result: AsyncEvent[] }>().result).toEqual([]);
    const bad = await call('GET', '/api/v1/async_event/?last_id=nope', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('shows another user neither the events nor the result', async () => {
    const submitted = await call('POST', '/api/v1/chart/data', admin, queryContext());
    const job = submitted.json<AsyncJobMetadata>();
    await eventOf(job.job_id, admin);
    const theirs = await call('GET', '/api/v1/async_event/', alpha);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<{ result: AsyncEvent[] }>().result).toEqual([]);
    const result = await call('GET', job.result_url as string, alpha);
    expect(result.statusCode).toBe(404);
    expect(result.json()).toMatchObject({ message: 'Cached data not found' });
    expect((await call('GET', job.result_url as string, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/async_event/', {})).statusCode).toBe(401);
  });

  it('answers 404 for an unknown result key', async () => {
    const missing = await call('GET', `/api/v1/chart/data/${'0'.repeat(32)}`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Cached data not found' });
  });

  it('reports a failing query as an error event with its message', async () => {
    const submitted = await call('POST', '/api/v1/chart/data', admin, queryContext('no_such_metric'));
    expect(submitted.statusCode, submitted.body).toBe(202);
    const event = await eventOf(submitted.json<AsyncJobMetadata>().job_id, admin);
    expect(event.status).toBe('error');
    expect(event.result_url).toBeNull();
    expect(event.errors[0]?.message).toMatch(/no_such_metric/);
  });

  it('checks access again when the job runs: a user without the dataset gets an error event', async () => {
    await runChartDataJob(
      test.ctx,
      {
        job_id: 'job-of-gamma',
        channel_id: 'c',
        user_id: gammaId,
        result_key: 'f'.repeat(32),
        query_context: queryContextSchema.parse(queryContext()),
      },
      new AbortController().signal,
    );
    const [event] = await test.ctx.asyncQueries.events.read(gammaId);
    expect(event).toMatchObject({
      job_id: 'job-of-gamma',
      status: 'error',
      errors: [{ message: 'Dataset not found' }],
    });
  });

  it('refuses at once what the caller may not read, and answers CSV synchronously', async () => {
    const gamma = await bearerFor(test.app, 'gamma_async', 'gamma_async-password');
    expect((await call('POST', '/api/v1/chart/data', gamma, queryContext())).statusCode).toBe(404);
    const csv = await call('POST', '/api/v1/chart/data', admin, { ...queryContext(), result_format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
  });

  it('pushes the caller’s events over the WebSocket (access token in the query) and refuses strangers', async () => {
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = test.app.server.address() as AddressInfo;
    const base = `ws://127.0.0.1:${port}/api/v1/async_event/ws`;
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(base);
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(refused).toBe(401);

    const token = (admin['authorization'] as string).slice('Bearer '.length);
    const socket = new WebSocket(`${base}?token=${token}`);
    const events: AsyncEvent[] = [];
    socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString()) as AsyncEvent));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      const submitted = await call('POST', '/api/v1/chart/data', admin, queryContext());
      const jobId = submitted.json<AsyncJobMetadata>().job_id;
      for (let i = 0; i < 100 && !events.some((e) => e.job_id === jobId); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(events.map((e) => [e.job_id, e.status])).toEqual([[jobId, 'done']]);
    } finally {
      socket.close();
    }
  });
});
