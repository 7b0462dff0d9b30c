import { SQLLAB_MESSAGES, type SqlLabResult } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeBullMq, type BullMqConsumer } from '../jobs/bullmq-queue';
import { SQLLAB_QUEUE, sqlLabJobSchema } from '../sqllab/sqllab-job';
import { ENGINE_FIXTURES, type EngineFixture } from '../testing/engine-fixtures';
import { TEST_REDIS_URL, deleteRedisPrefix, redisAvailable, uniqueRedisPrefix } from '../testing/redis';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';

/** A statement that runs for seconds on each engine. */
const SLOW_SQL: Record<EngineFixture['engine'], string> = {
  postgresql: 'SELECT pg_sleep(20)',
  mysql: 'SELECT SLEEP(20)',
  sqlite:
    'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 500000000) SELECT SUM(x) FROM c',
  duckdb: 'SELECT SUM(a.range * b.range) FROM range(1000000) a, range(1000000) b',
};
/** 2,500 numbered rows on any of the four engines. */
const DIGITS =
  '(SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)';
const ROWS_2500 = `SELECT x FROM (SELECT a.n + 10 * b.n + 100 * c.n + 1000 * d.n + 1 AS x FROM ${DIGITS} a, ${DIGITS} b, ${DIGITS} c, ${DIGITS} d) t WHERE x <= 2500 ORDER BY x`;

/** A running app with one engine's database connected under a few flag sets. */
interface Setup {
  test: TestApp;
  headers: Record<string, string>;
  fixture: EngineFixture;
  /** Database ids by flag set. */
  db: { readOnly: number; dml: number; ctas: number; async: number; slow: number };
}

async function connect(
  setup: Omit<Setup, 'db'>,
  name: string,
  flags: Record<string, unknown>,
): Promise<number> {
  const response = await setup.test.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: setup.headers,
    payload: { database_name: name, sqlalchemy_uri: setup.fixture.uri, ...flags },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function setUp(
  create: () => Promise<EngineFixture>,
  config: Record<string, string> = {},
): Promise<Setup> {
  const fixture = await create();
  const test = await createTestApp(undefined, { config });
  const headers = await bearerFor(test.app, 'admin', test.adminPassword);
  const base = { test, headers, fixture };
  const isFile = fixture.engine === 'duckdb' || fixture.engine === 'sqlite';
  return {
    ...base,
    db: {
      readOnly: await connect(base, 'read only', {}),
      // A file opened read-write by one pool and read-only by another would clash: file engines write in one.
      dml: await connect(base, 'dml', {
        allow_dml: true,
        allow_ctas: true,
        allow_cvas: true,
        allow_run_async: true,
      }),
      ctas: isFile ? -1 : await connect(base, 'ctas only', { allow_ctas: true, allow_cvas: true }),
      async: await connect(base, 'async', { allow_run_async: true }),
      slow: await connect(base, 'slow', { allow_run_async: true, extra: '{"sqllab_timeout": 1}' }),
    },
  };
}

function execute(setup: Setup, payload: Record<string, unknown>) {
  return setup.test.app.inject({
    method: 'POST',
    url: '/api/v1/sqllab/execute/',
    headers: setup.headers,
    payload: { schema: setup.fixture.schema, ...payload },
  });
}

/** Polls the history until a run leaves the running states. */
async function settled(
  setup: Setup,
  clientId: string,
): Promise<{ state: string; resultsKey: string | null; errorMessage: string | null }> {
  for (let i = 0; i < 200; i++) {
    const response = await setup.test.app.inject({
      method: 'GET',
      url: '/api/v1/query/updated_since?q=(last_updated_ms:0)',
      headers: setup.headers,
    });
    const run = response
      .json<{
        result: { id: string; state: string; resultsKey: string | null; errorMessage: string | null }[];
      }>()
      .result.find((q) => q.id === clientId);
    if (run && !['pending', 'running'].includes(run.state)) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${clientId} did not finish`);
}

describe.each(ENGINE_FIXTURES)('SQL Lab on $name', ({ create }) => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp(create);
  }, 60_000);
  afterAll(async () => {
    await setup?.test.close();
    await setup?.fixture.dispose();
  });

  it('runs every statement in order and answers the last result', async () => {
    const response = await execute(setup, {
      database_id: setup.db.readOnly,
      sql: 'SELECT 1 AS a; SELECT region, amount FROM orders ORDER BY id',
      client_id: 'multi1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SqlLabResult>();
    expect(body.status).toBe('success');
    expect(body.columns.map((c) => c.name)).toEqual(['region', 'amount']);
    expect(body.data).toEqual([
      { region: 'EMEA', amount: 12.5 },
      { region: 'APAC', amount: 7.25 },
      { region: 'EMEA', amount: 30 },
    ]);
    expect(body.query).toMatchObject({
      id: 'multi1',
      state: 'success',
      rows: 3,
      limitingFactor: 'NOT_LIMITED',
    });
  });

  it('refuses DML on a database without allow_dml, before running anything', async () => {
    const response = await execute(setup, {
      database_id: setup.db.readOnly,
      sql: 'SELECT 1; DELETE FROM orders',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: SQLLAB_MESSAGES.dmlNotAllowed });
  });

  it('runs DML where the database allows it', async () => {
    const sql =
      'CREATE TABLE sqllab_dml (a INTEGER); INSERT INTO sqllab_dml VALUES (7); SELECT a FROM sqllab_dml';
    const response = await execute(setup, { database_id: setup.db.dml, sql });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SqlLabResult>().data).toEqual([{ a: 7 }]);
    await execute(setup, { database_id: setup.db.dml, sql: 'DROP TABLE sqllab_dml' });
  });

  it('creates a table from the last SELECT when CTAS is allowed', async () => {
    const database = setup.db.ctas > 0 ? setup.db.ctas : setup.db.dml;
    const response = await execute(setup, {
      database_id: database,
      sql: 'SELECT region, amount FROM orders WHERE amount > 10',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'sqllab_ctas',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SqlLabResult>();
    expect(body.query).toMatchObject({ ctas: true, tempTable: 'sqllab_ctas', rows: 2 });
    const read = await execute(setup, {
      database_id: database,
      sql: 'SELECT COUNT(*) AS n FROM sqllab_ctas',
    });
    expect(Number(read.json<SqlLabResult>().data[0]?.['n'])).toBe(2);
    await execute(setup, { database_id: setup.db.dml, sql: 'DROP TABLE sqllab_ctas' });
  });

  it('refuses CTAS on a database that does not allow it', async () => {
    const response = await execute(setup, {
      database_id: setup.db.readOnly,
      sql: 'SELECT 1 AS a',
      select_as_cta: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: SQLLAB_MESSAGES.ctasNotAllowed });
  });

  it('keeps the dropdown limit and pages the stored result', async () => {
    const response = await execute(setup, {
      database_id: setup.db.readOnly,
      sql: ROWS_2500,
      queryLimit: 2000,
    });
    expect(response.statusCode, response.body).toBe(200);
    const first = response.json<SqlLabResult>();
    expect(first.query).toMatchObject({ rows: 2000, limit: 2000, limitingFactor: 'DROPDOWN' });
    expect(first.data).toHaveLength(1000);
    const key = first.query.resultsKey ?? '';
    const page = await setup.test.app.inject({
      method: 'GET',
      url: `/api/v1/sqllab/results/?q=(key:'${key}',rows:1500,offset:900)`,
      headers: setup.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json<SqlLabResult>().data.map((row) => Number(row['x']));
    expect(rows).toHaveLength(1100);
    expect(rows[0]).toBe(901);
    expect(rows.at(-1)).toBe(2000);
  });

  it('stops a synchronous query at the database timeout with 408', async () => {
    const response = await execute(setup, {
      database_id: setup.db.slow,
      sql: SLOW_SQL[setup.fixture.engine],
      client_id: 'slow1',
    });
    expect(response.statusCode, response.body).toBe(408);
    expect(response.json()).toEqual({ message: 'The query exceeded the 1 seconds timeout.' });
    expect((await settled(setup, 'slow1')).state).toBe('timed_out');
  });

  it('runs on the in-process queue and is fetched by key', async () => {
    const response = await execute(setup, {
      database_id: setup.db.async,
      sql: 'SELECT id FROM orders ORDER BY id',
      runAsync: true,
      client_id: 'async1',
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ query: { id: 'async1', state: 'pending' } });
    const run = await settled(setup, 'async1');
    expect(run.state).toBe('success');
    const results = await setup.test.app.inject({
      method: 'GET',
      url: `/api/v1/sqllab/results/?q=(key:'${run.resultsKey ?? ''}')`,
      headers: setup.headers,
    });
    expect(results.json<SqlLabResult>().data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('stops a queued query on the engine', async () => {
    const response = await execute(setup, {
      database_id: setup.db.async,
      sql: SLOW_SQL[setup.fixture.engine],
      runAsync: true,
      client_id: 'stop1',
    });
    expect(response.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stop = await setup.test.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: setup.headers,
      payload: { client_id: 'stop1' },
    });
    expect(stop.json()).toEqual({ result: 'OK' });
    expect((await settled(setup, 'stop1')).state).toBe('stopped');
    // The connection is free again: the next run answers at once.
    const next = await execute(setup, { database_id: setup.db.async, sql: 'SELECT 1 AS one' });
    expect(next.json<SqlLabResult>().data).toEqual([{ one: 1 }]);
  });

  it('downloads the result as CSV', async () => {
    await execute(setup, {
      database_id: setup.db.readOnly,
      sql: 'SELECT id, region FROM orders ORDER BY id',
      client_id: 'csv1',
      tab: 'Orders tab',
    });
    const response = await setup.test.app.inject({
      method: 'GET',
      url: '/api/v1/sqllab/export/csv1/',
      headers: setup.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=sqllab_orders_tab_\d{8}T\d{6}\.csv$/,
    );
    expect(response.body).toBe('id,region\r\n1,EMEA\r\n2,APAC\r\n3,EMEA\r\n');
  });

  it('downloads CSV with the separator, decimal mark and encoding of MERIDIAN_CSV_EXPORT', async () => {
    const { config } = setup.test.ctx;
    const csvExport = config.csvExport;
    const download = async (clientId: string, sql: string) => {
      const run = await execute(setup, { database_id: setup.db.readOnly, sql, client_id: clientId });
      expect(run.statusCode, run.body).toBe(200);
      return setup.test.app.inject({
        method: 'GET',
        url: `/api/v1/sqllab/export/${clientId}/`,
        headers: setup.headers,
      });
    };
    try {
      config.csvExport = { sep: ';', decimal: ',', encoding: 'utf-8-sig' };
      const excel = await download('csv2', 'SELECT id, amount, region FROM orders ORDER BY id');
      expect(excel.statusCode, excel.body).toBe(200);
      expect(excel.headers['content-type']).toBe('text/csv; charset=utf-8');
      const bytes = excel.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = bytes
        .subarray(3)
        .toString('utf8')
        .split('\r\n')
        .map((line) => line.split(';'));
      expect(rows).toEqual([
        ['id', 'amount', 'region'],
        ['1', '12,5', 'EMEA'],
        ['2', '7,25', 'APAC'],
        ['3', '30', 'EMEA'],
        [''],
      ]);
      // Plain commas and points with a byte-order mark: DuckDB may still COPY, after the mark.
      config.csvExport = { sep: ',', decimal: '.', encoding: 'utf-8-sig' };
      const marked = await download('csv4', 'SELECT id, region FROM orders ORDER BY id');
      expect(marked.rawPayload).toEqual(
        Buffer.from('\uFEFFid,region\r\n1,EMEA\r\n2,APAC\r\n3,EMEA\r\n', 'utf8'),
      );
      config.csvExport = { sep: ',', decimal: '.', encoding: 'latin-1' };
      const latin = await download('csv3', "SELECT 'café' AS word");
      expect(latin.headers['content-type']).toBe('text/csv; charset=iso-8859-1');
      expect(latin.rawPayload).toEqual(Buffer.from('word\r\ncafé\r\n', 'latin1'));
    } finally {
      config.csvExport = csvExport;
    }
  });
});

describe('SQL Lab async runs on the Redis queue', async () => {
  const hasRedis = await redisAvailable();
  const prefixes: string[] = [];
  const setups: Setup[] = [];
  const consumers: BullMqConsumer[] = [];
  afterAll(async () => {
    for (const consumer of consumers) await consumer.close();
    for (const setup of setups) {
      await setup.test.close();
      await setup.fixture.dispose();
    }
    for (const prefix of prefixes) await deleteRedisPrefix(prefix);
  });

  it.skipIf(!hasRedis).each(ENGINE_FIXTURES)(
    'runs on $name through a BullMQ worker and stops there',
    async ({ create }) => {
      const prefix = uniqueRedisPrefix();
      prefixes.push(prefix);
      const setup = await setUp(create, { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix });
      setups.push(setup);
      // The worker side: what `meridian worker` runs, here in the test process.
      const consumer = consumeBullMq({
        redisUrl: TEST_REDIS_URL,
        keyPrefix: prefix,
        name: SQLLAB_QUEUE,
        parse: (data) => sqlLabJobSchema.parse(data),
        handler: (job, signal) => setup.test.ctx.sqlLab.runs.runJob(job, signal),
        onError: () => undefined,
      });
      consumers.push(consumer);
      await consumer.ready();
      const id = `r${setup.fixture.engine.slice(0, 4)}`;
      const response = await execute(setup, {
        database_id: setup.db.async,
        sql: 'SELECT region FROM orders ORDER BY id',
        runAsync: true,
        client_id: id,
      });
      expect(response.statusCode, response.body).toBe(202);
      const run = await settled(setup, id);
      expect(run.state).toBe('success');
      const results = await setup.test.app.inject({
        method: 'GET',
        url: `/api/v1/sqllab/results/?q=(key:'${run.resultsKey ?? ''}')`,
        headers: setup.headers,
      });
      expect(results.json<SqlLabResult>().data).toEqual([
        { region: 'EMEA' },
        { region: 'APAC' },
        { region: 'EMEA' },
      ]);

      const slow = await execute(setup, {
        database_id: setup.db.async,
        sql: SLOW_SQL[setup.fixture.engine],
        runAsync: true,
        client_id: `${id}s`,
      });
      expect(slow.statusCode).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 700));
      await setup.test.app.inject({
        method: 'POST',
        url: '/api/v1/query/stop',
        headers: setup.headers,
        payload: { client_id: `${id}s` },
      });
      expect((await settled(setup, `${id}s`)).state).toBe('stopped');
    },
    60_000,
  );
});
