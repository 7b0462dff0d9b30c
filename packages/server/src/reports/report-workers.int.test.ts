import crypto from 'node:crypto';
import os from 'node:os';
import type { ReportExecutionLog } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import { spawnMeridian, type MeridianProcess } from '../testing/processes';
import { TEST_REDIS_URL, deleteRedisPrefix, redisAvailable, uniqueRedisPrefix } from '../testing/redis';
import { startSmtpReceiver, type SmtpReceiver } from '../testing/smtp-receiver';
import { STORE_TARGETS, bearerFor, createTestApp, type StoreTarget, type TestApp } from '../testing/test-app';
import type { ReportJob } from './report-executor';

const hasRedis = await redisAvailable();
const MINUTE = 60_000;
const STARTUP_MS = 60_000;
/** How long a queued run may take to reach the SMTP receiver (a loaded 2-core machine). */
const DELIVERY_MS = 30_000;
const WORKER_ENTRY = 'packages/server/src/testing/report-worker-child.ts';

type ChildAnswer = { ready?: boolean; ticked?: number; jobs?: ReportJob[]; error?: string };

/** Resolves with the first IPC message of a child that passes a test. */
function nextMessage(
  worker: MeridianProcess,
  accept: (message: ChildAnswer) => boolean,
): Promise<ChildAnswer> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildAnswer) => {
      if (!accept(message)) return;
      worker.child.off('message', onMessage);
      resolve(message);
    };
    worker.child.on('message', onMessage);
    void worker.exit().then((code) => reject(new Error(`worker exited (${code}):\n${worker.output()}`)));
  });
}

/** Waits until `check` answers true, polling; fails naming what it waited for. */
async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Two `meridian worker` OS processes over one PostgreSQL metadata store, one Redis (BullMQ) and one SMTP receiver,
 * both ticking the same minutes: each tick is claimed by one of them, run by one of them, and mailed once.
 */
describe.skipIf(!hasRedis)('report delivery by two worker processes', () => {
  const prefix = uniqueRedisPrefix();
  const workers: MeridianProcess[] = [];
  let test: TestApp;
  let fixture: EngineFixture;
  let smtp: SmtpReceiver;
  let admin: Record<string, string>;
  let chartId: number;
  let tickId = 0;

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const created = async (url: string, payload: object) => {
    const response = await call('POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const logsOf = async (id: number) =>
    (
      await call(
        'GET',
        `/api/v1/report/${id}/log/?q=${encodeURIComponent('(order_column:id,order_direction:asc,page_size:100)')}`,
      )
    ).json<{ result: ReportExecutionLog[] }>().result;
  /** Ticks both workers at the same instant, at once; answers the jobs each one queued. */
  const tickBoth = async (at: Date): Promise<ReportJob[][]> => {
    const id = (tickId += 1);
    const answers = workers.map((worker) => nextMessage(worker, (message) => message.ticked === id));
    for (const worker of workers) worker.child.send({ tick: at.toISOString(), id });
    return (await Promise.all(answers)).map((answer) => {
      if (answer.error) throw new Error(answer.error);
      return answer.jobs ?? [];
    });
  };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    fixture = await sqliteFixture();
    const secretKey = crypto.randomBytes(32).toString('hex');
    // This process is the API: it owns the store (migrated, admin created) and never ticks.
    test = await createTestApp(STORE_TARGETS[1] as StoreTarget, { config: { secretKey } });
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    const databaseId = await created('/api/v1/database/', {
      database_name: 'workers-db',
      sqlalchemy_uri: fixture.uri,
    });
    const datasetId = await created('/api/v1/dataset/', {
      database: databaseId,
      schema: 'main',
      table_name: 'orders',
    });
    const metric = {
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'amount' },
      label: 'total',
    };
    chartId = await created('/api/v1/chart/', {
      slice_name: 'Totals',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ datasource: `${datasetId}__table`, viz_type: 'table', metrics: [metric] }),
      query_context: JSON.stringify({
        datasource: { id: datasetId, type: 'table' },
        queries: [{ columns: [], metrics: [metric] }],
      }),
    });
    const env = {
      MERIDIAN_DATABASE_URL: test.config.databaseUrl,
      MERIDIAN_DATA_DIR: test.config.dataDir,
      MERIDIAN_SECRET_KEY: secretKey,
      MERIDIAN_FILE_DATABASE_DIRS: os.tmpdir(),
      MERIDIAN_EXAMPLES: 'none',
      MERIDIAN_LOG_LEVEL: 'warn',
      MERIDIAN_REDIS_URL: TEST_REDIS_URL,
      MERIDIAN_REDIS_KEY_PREFIX: prefix,
      MERIDIAN_SMTP_HOST: '127.0.0.1',
      MERIDIAN_SMTP_PORT: String(smtp.port),
    };
    for (let i = 0; i < 2; i += 1) workers.push(spawnMeridian([], env, { entry: WORKER_ENTRY, ipc: true }));
    const ready = workers.map((worker) => nextMessage(worker, (message) => message.ready === true));
    await Promise.race([
      Promise.all(ready),
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`workers not ready:\n${workers.map((w) => w.output()).join('\n')}`)),
          STARTUP_MS,
        ),
      ),
    ]);
  }, STARTUP_MS + 30_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await test?.close();
    await fixture?.dispose();
    await smtp?.close();
    await deleteRedisPrefix(prefix);
  });

  it('delivers each minute tick exactly once when both processes tick it at the same instant', async () => {
    const before = smtp.received.length;
    const id = await created('/api/v1/report/', {
      type: 'Report',
      name: 'Once',
      crontab: '* * * * *',
      chart: chartId,
      report_format: 'CSV',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }],
    });
    // Minute boundaries after the schedule was created: its ticks.
    let minute = Math.ceil(Date.now() / MINUTE) * MINUTE;
    const queuedBy: number[] = [];
    for (let tick = 1; tick <= 3; tick += 1) {
      minute += MINUTE;
      const answers = await tickBoth(new Date(minute + 5_000));
      // One process claimed the instant, the other found it taken.
      expect(answers.flat()).toEqual([{ scheduleId: id, scheduledIso: new Date(minute).toISOString() }]);
      queuedBy.push(answers.findIndex((jobs) => jobs.length === 1));
      await until(
        `run ${tick} to succeed`,
        async () => (await logsOf(id)).filter((log) => log.state === 'Success').length === tick,
        DELIVERY_MS,
      );
      expect(smtp.received.length - before).toBe(tick);
    }
    await call('PUT', `/api/v1/report/${id}`, { active: false });
    const logs = await logsOf(id);
    expect(logs.map((log) => log.state)).toEqual([
      'Working',
      'Success',
      'Working',
      'Success',
      'Working',
      'Success',
    ]);
    expect(new Set(logs.map((log) => log.scheduled_dttm)).size).toBe(3);
    expect(smtp.received.slice(before).map((mail) => mail.subject)).toEqual(
      Array.from({ length: 3 }, () => '[Report]  Once: Totals'),
    );
    expect(queuedBy.every((index) => index === 0 || index === 1)).toBe(true);
  }, 120_000);
});
