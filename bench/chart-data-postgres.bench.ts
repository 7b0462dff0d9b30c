// The issue's group-by on PostgreSQL: the examples' events (first million rows) copied into a fresh schema, queried
// through POST /api/v1/chart/data over HTTP with the cache bypassed, against `pg` running the same compiled SQL.
import crypto from 'node:crypto';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { postgresDialect } from '../packages/server/src/engines/postgres/dialect';
import { TEST_POSTGRES_URL } from '../packages/server/src/testing/test-app';
import {
  EVENTS_GROUP_BY,
  examplesEventsFile,
  reportRatio,
  resultRows,
  startChartDataBench,
} from './chart-data-setup';
import { measurePair, report } from './measure';

const RUNS = 8;
const ROWS = 1_000_000;
const BATCH = 100_000;

/** Copies the first `ROWS` events from the DuckDB file into `schema.events`, in batches bound as arrays. */
async function copyEvents(file: string, client: pg.Client, schema: string): Promise<number> {
  await client.query(
    `CREATE TABLE ${schema}.events (ts timestamp, user_id bigint, country text, device text, event_type text, revenue double precision)`,
  );
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  let copied = 0;
  try {
    for (let offset = 0; offset < ROWS; offset += BATCH) {
      const reader = await connection.runAndReadAll(
        `SELECT strftime(ts, '%Y-%m-%d %H:%M:%S'), user_id::VARCHAR, country, device, event_type, revenue
         FROM main.events WHERE rowid >= ${offset} AND rowid < ${Math.min(ROWS, offset + BATCH)}`,
      );
      const columns = reader.getColumnsJS();
      if (reader.currentRowCount === 0) break;
      await client.query(
        `INSERT INTO ${schema}.events SELECT * FROM unnest($1::timestamp[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::float8[])`,
        columns,
      );
      copied += reader.currentRowCount;
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  await client.query(`ANALYZE ${schema}.events`);
  return copied;
}

export async function run(): Promise<void> {
  const file = await examplesEventsFile();
  const schema = `m_bench_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  try {
    const started = Date.now();
    const copied = await copyEvents(file, client, schema);
    console.log(
      `events: ${copied.toLocaleString('en-US')} rows copied to PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const bench = await startChartDataBench({
      uri: TEST_POSTGRES_URL.replace(/^postgres:/, 'postgresql:'),
      schema,
      table: 'events',
      dialect: postgresDialect,
    });
    try {
      const { sql, parameters } = bench.compile(EVENTS_GROUP_BY);
      const raw = async () => (await client.query(sql, [...parameters])).rows;
      const rows = resultRows(await bench.chartData([EVENTS_GROUP_BY]));
      const rawRows = (await raw()).length;
      if (rows !== rawRows) throw new Error(`the API answered ${rows} rows, PostgreSQL ${rawRows}`);
      const { ours, raw: direct } = await measurePair(
        RUNS,
        () => bench.chartData([EVENTS_GROUP_BY], { force: true }),
        raw,
      );
      const name = `group-by day x country, ${rows} rows (PostgreSQL)`;
      report(name, ours, direct);
      reportRatio(name, ours, direct, 1.1);
    } finally {
      await bench.close();
    }
  } finally {
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
  }
}
