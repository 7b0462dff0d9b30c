import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AsyncEvent, AsyncJobMetadata } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import { spawnMeridian, type MeridianProcess } from '../testing/processes';
import { TEST_REDIS_URL, deleteRedisPrefix, redisAvailable, uniqueRedisPrefix } from '../testing/redis';
import { STORE_TARGETS, type StoreTarget } from '../testing/test-app';

const hasRedis = await redisAvailable();
const STARTUP_MS = 30_000;
const ADMIN_PASSWORD = 'admin-password-1';
const SERVING = /Meridian is serving on (http:\/\/\S+)/;

/** Two API processes and one worker over one PostgreSQL metadata store and one Redis, as in production. */
describe.skipIf(!hasRedis)('async chart queries across processes (Redis, BullMQ worker)', () => {
  const prefix = uniqueRedisPrefix();
  const processes: MeridianProcess[] = [];
  let dataDir: string;
  let store: { databaseUrl: string; dispose(): Promise<void> } | undefined;
  let fixture: EngineFixture | undefined;
  let env: Record<string, string>;
  let apiA: string;
  let apiB: string;
  let auth: Record<string, string>;

  const start = (args: string[]) => {
    const child = spawnMeridian(args, env);
    processes.push(child);
    return child;
  };
  const call = async (base: string, method: 'GET' | 'POST', url: string, body?: object) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.text() };
  };

  beforeAll(async () => {
    fixture = await sqliteFixture();
    store = await (STORE_TARGETS[1] as StoreTarget).provision();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-distributed-'));
    env = {
      MERIDIAN_HOST: '127.0.0.1',
      MERIDIAN_PORT: '0',
      MERIDIAN_DATA_DIR: dataDir,
      // The SQLite fixture lives in the temp dir; file databases are refused outside the listed dirs.
      MERIDIAN_FILE_DATABASE_DIRS: os.tmpdir(),
      MERIDIAN_DATABASE_URL: store.databaseUrl,
      MERIDIAN_SECRET_KEY: crypto.randomBytes(32).toString('hex'),
      MERIDIAN_ADMIN_PASSWORD: ADMIN_PASSWORD,
      MERIDIAN_EXAMPLES: 'none',
      MERIDIAN_LOG_LEVEL: 'warn',
      MERIDIAN_REDIS_URL: TEST_REDIS_URL,
      MERIDIAN_REDIS_KEY_PREFIX: prefix,
      MERIDIAN_GLOBAL_ASYNC_QUERIES: 'true',
    };
    // A first, alone: it migrates the store and creates the admin; B and the worker then start side by side.
    apiA = (await start(['start']).waitFor(SERVING, STARTUP_MS))[1] as string;
    const b = start(['start']);
    const worker = start(['worker']);
    const [serving] = await Promise.all([
      b.waitFor(SERVING, STARTUP_MS),
      worker.waitFor(/Meridian worker is taking async query jobs/, STARTUP_MS),
    ]);
    apiB = serving[1] as string;

    const login = await fetch(`${apiA}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db' }),
    });
    auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await store?.dispose();
    await fixture?.dispose();
    await deleteRedisPrefix(prefix);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a job submitted to API A on the worker and delivers its done event and result through API B', async () => {
    const database = await call(apiA, 'POST', '/api/v1/database/', {
      database_name: 'distributed-db',
      sqlalchemy_uri: fixture?.uri,
    });
    expect(database.status, database.body).toBe(201);
    const dataset = await call(apiA, 'POST', '/api/v1/dataset/', {
      database: (JSON.parse(database.body) as { id: number }).id,
      schema: fixture?.schema,
      table_name: 'orders',
    });
    expect(dataset.status, dataset.body).toBe(201);
    const datasetId = (JSON.parse(dataset.body) as { id: number }).id;

    const token = (auth['authorization'] as string).slice('Bearer '.length);
    const socket = new WebSocket(`${apiB.replace(/^http/, 'ws')}/api/v1/async_event/ws?token=${token}`);
    const events: AsyncEvent[] = [];
    const arrived = new Promise<AsyncEvent>((resolve, reject) => {
      socket.on('message', (data: Buffer) => {
        const event = JSON.parse(data.toString()) as AsyncEvent;
        events.push(event);
        resolve(event);
      });
      setTimeout(() => reject(new Error(`no event within 15 s; events: ${JSON.stringify(events)}`)), 15_000);
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      const submitted = await call(apiA, 'POST', '/api/v1/chart/data', {
        datasource: { id: datasetId, type: 'table' },
        result_format: 'json',
        result_type: 'full',
        queries: [{ columns: ['region'], metrics: ['count'], orderby: [['region', true]] }],
      });
      expect(submitted.status, submitted.body).toBe(202);
      const job = JSON.parse(submitted.body) as AsyncJobMetadata;

      const event = await arrived;
      expect(event).toMatchObject({
        job_id: job.job_id,
        status: 'done',
        result_url: job.result_url,
        errors: [],
      });

      const polled = await call(apiB, 'GET', '/api/v1/async_event/');
      expect((JSON.parse(polled.body) as { result: AsyncEvent[] }).result.map((e) => e.id)).toEqual([
        event.id,
      ]);

      const result = await call(apiB, 'GET', event.result_url as string);
      expect(result.status, result.body).toBe(200);
      const [first] = (JSON.parse(result.body) as { result: { data: unknown[] }[] }).result;
      expect(first?.data).toEqual([
        { region: 'APAC', count: 1 },
        { region: 'EMEA', count: 2 },
      ]);
    } finally {
      socket.close();
    }
  });

  it('stops the worker and both API processes cleanly on SIGTERM', async () => {
    const running = processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
    expect(running).toHaveLength(3);
    const codes = running.map((p) => {
      p.child.kill('SIGTERM');
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 10_000));
      return Promise.race([p.exit(), timeout]);
    });
    expect(await Promise.all(codes)).toEqual([0, 0, 0]);
  });

  it('refuses to start a worker without MERIDIAN_REDIS_URL', async () => {
    const worker = spawnMeridian(['worker'], { ...env, MERIDIAN_REDIS_URL: '' });
    processes.push(worker);
    expect(await worker.exit()).toBe(2);
    expect(worker.output()).toMatch(/meridian worker needs MERIDIAN_REDIS_URL/);
  });
});
