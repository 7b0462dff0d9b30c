import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';

/** Whether this machine has a redis-server binary to start private instances with. */
function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A TCP port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A redis-server of this test only (never the shared one on 6379), without persistence. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      probe.disconnect();
    }
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on port ${port} did not start`);
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

type ChartResult = { is_cached: boolean; data: Record<string, unknown>[] };

// Issue 15: with Redis down every chart-data request took 25–40 s. The result cache now sits behind a circuit
// breaker: a dead Redis costs one short timeout, then the cache is skipped (logged once) until Redis answers again.
describe('chart data with the Redis result cache down', () => {
  let fixture: EngineFixture;
  const apps: TestApp[] = [];
  let redisProcess: ChildProcess | undefined;

  afterEach(async () => {
    if (redisProcess) await stopRedis(redisProcess);
    redisProcess = undefined;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fixture?.dispose();
  });

  async function appOn(redisUrl: string, logLines: string[], globalAsyncQueries: 'true' | 'false' = 'false') {
    fixture ??= await sqliteFixture();
    const test = await createTestApp(undefined, { logLines, config: { redisUrl, globalAsyncQueries } });
    apps.push(test);
    const admin = await bearerFor(test.app, 'admin', test.adminPassword);
    const database = await test.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'cached', sqlalchemy_uri: fixture.uri },
    });
    expect(database.statusCode, database.body).toBe(201);
    const dataset = await test.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: database.json<{ id: number }>().id, schema: fixture.schema, table_name: 'orders' },
    });
    expect(dataset.statusCode, dataset.body).toBe(201);
    const datasetId = dataset.json<{ id: number }>().id;
    return async (): Promise<ChartResult> => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: admin,
        payload: {
          datasource: { id: datasetId, type: 'table' },
          result_format: 'json',
          result_type: 'full',
          queries: [{ columns: ['region'], metrics: ['count'], orderby: [['region', true]] }],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<{ result: ChartResult[] }>().result[0];
      if (!result) throw new Error(`no result in ${response.body}`);
      return result;
    };
  }

  const cacheWarnings = (lines: string[]) =>
    lines.filter((line) => line.includes('result cache unavailable')).length;

  it('answers every request from the database when nothing listens on the Redis port, and logs it once', async () => {
    const port = await freePort();
    const logLines: string[] = [];
    const chartData = await appOn(`redis://127.0.0.1:${port}`, logLines);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await chartData());
    expect(answers.every((answer) => !answer.is_cached)).toBe(true);
    expect(answers.every((answer) => answer.data.length > 0)).toBe(true);
    expect(cacheWarnings(logLines)).toBe(1);
  });

  it('answers async chart requests synchronously when the job queue on Redis is unreachable', async () => {
    const port = await freePort();
    const chartData = await appOn(`redis://127.0.0.1:${port}`, [], 'true');
    for (let i = 0; i < 3; i += 1) {
      const answer = await chartData();
      expect(answer.data.length).toBeGreaterThan(0);
    }
  });

  it.skipIf(!hasRedisServer())(
    'skips the cache while its Redis is gone and uses it again once Redis is back',
    async () => {
      const port = await freePort();
      redisProcess = await startRedis(port);
      const logLines: string[] = [];
      const chartData = await appOn(`redis://127.0.0.1:${port}`, logLines);
      expect((await chartData()).is_cached).toBe(false);
      expect((await chartData()).is_cached).toBe(true);

      await stopRedis(redisProcess);
      for (let i = 0; i < 3; i += 1) {
        const answer = await chartData();
        expect(answer.is_cached).toBe(false);
        expect(answer.data.length).toBeGreaterThan(0);
      }
      expect(cacheWarnings(logLines)).toBe(1);

      // A fresh, empty Redis on the same port: after the breaker's retry delay a request stores its result,
      // and the one after is answered from the cache.
      redisProcess = await startRedis(port);
      let cachedAgain = false;
      for (let attempt = 0; attempt < 100 && !cachedAgain; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        cachedAgain = (await chartData()).is_cached;
      }
      expect(cachedAgain).toBe(true);
      expect(logLines.some((line) => line.includes('result cache reachable again'))).toBe(true);
    },
  );
});
