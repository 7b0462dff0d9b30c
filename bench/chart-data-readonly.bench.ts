// What the read-only transaction costs a small PostgreSQL chart query: the same query over HTTP (cache bypassed)
// on a database without DML (every statement inside BEGIN READ ONLY … ROLLBACK) and on one allowing DML (no
// transaction), same table, timed in alternation. The difference is the price of the engine-enforced guard.
import crypto from 'node:crypto';
import pg from 'pg';
import { postgresDialect } from '../packages/server/src/engines/postgres/dialect';
import { TEST_POSTGRES_URL } from '../packages/server/src/testing/test-app';
import { resultRows, startChartDataBench } from './chart-data-setup';
import { measurePair } from './measure';

const RUNS = 300;
const SMALL_QUERY = {
  columns: ['country', 'device'],
  metrics: [
    'count',
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' }, label: 'revenue' },
  ],
  row_limit: 1000,
};

export async function run(): Promise<void> {
  const schema = `m_bench_ro_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  // A week of minutes (10,080 rows) over 12 countries and 3 devices: a small query answering 36 rows.
  await client.query(
    `CREATE TABLE ${schema}.events AS SELECT ts, (ARRAY['US','DE','FR','GB','JP','IN','BR','CA','AU','ES','IT','NL'])[1 + (n % 12)] AS country,
       (ARRAY['desktop','mobile','tablet'])[1 + ((n / 12) % 3)] AS device, (n % 97) * 0.5 AS revenue
     FROM generate_series(0, 10079) AS n, LATERAL (SELECT TIMESTAMP '2024-03-01' + n * INTERVAL '1 minute' AS ts) t`,
  );
  const bench = await startChartDataBench({
    uri: TEST_POSTGRES_URL,
    schema,
    table: 'events',
    dialect: postgresDialect,
  });
  try {
    const inject = async (url: string, payload: Record<string, unknown>) => {
      const response = await bench.test.app.inject({ method: 'POST', url, headers: bench.headers, payload });
      if (response.statusCode !== 201) throw new Error(`${url} failed: ${response.body}`);
      return response.json<{ id: number }>().id;
    };
    const writable = await inject('/api/v1/database/', {
      database_name: 'bench writable',
      sqlalchemy_uri: TEST_POSTGRES_URL,
      allow_dml: true,
    });
    const writableDataset = await inject('/api/v1/dataset/', {
      database: writable,
      schema,
      table_name: 'events',
    });
    const url = new URL('/api/v1/chart/data', bench.address);
    const post = async (datasetId: number) => {
      const body = JSON.parse(bench.body([SMALL_QUERY])) as Record<string, unknown>;
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...bench.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, datasource: { id: datasetId, type: 'table' } }),
      });
      if (response.status !== 200) throw new Error(`chart data answered ${response.status}`);
      return response.json();
    };
    const rows = [resultRows(await post(bench.datasetId)), resultRows(await post(writableDataset))];
    if (rows[0] !== 36 || rows[1] !== 36) throw new Error(`expected 36 rows each, got ${rows.join(' and ')}`);
    const { ours: readOnly, raw: plain } = await measurePair(
      RUNS,
      () => post(bench.datasetId),
      () => post(writableDataset),
    );
    const line = (name: string, t: { median: number; p95: number }) =>
      `${name.padEnd(44)} ${t.median.toFixed(3)} ms (p95 ${t.p95.toFixed(3)})`;
    console.log(line('small query, 36 rows, read-only transaction', readOnly));
    console.log(line('small query, 36 rows, no transaction (DML)', plain));
    console.log(
      `read-only transaction cost: ${(readOnly.median - plain.median).toFixed(3)} ms at p50 over ${RUNS} alternated runs`,
    );
  } finally {
    await bench.close();
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
  }
}
