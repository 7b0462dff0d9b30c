import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { closeIdleDuckDbInstances } from '../../engines/duckdb/instances';
import { TEST_POSTGRES_URL, type TestApp } from '../../testing/test-app';
import type { NullsOrder } from './reference';
import { SAVED_METRIC_SQL } from './reference';
import { salesDdl, salesInserts, type SalesRow } from './sales-data';

/** The `sales` table loaded into one engine, and how Meridian reaches it. */
export interface SalesTable {
  engine: 'duckdb' | 'postgresql';
  /** URI to register the database with. */
  uri: string;
  schema: string;
  /** Where the engine sorts NULL by default. */
  nulls: NullsOrder;
  /** Counts the table's rows with a connection of its own (not through Meridian). */
  countRows(): Promise<number>;
  dispose(): Promise<void>;
}

/** Writes the rows into a DuckDB file in a temp dir and closes it, so Meridian can open it read-only. */
export async function loadSalesIntoDuckDb(rows: readonly SalesRow[]): Promise<SalesTable> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-sales-'));
  const file = path.join(dir, 'sales.duckdb');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run(salesDdl('duckdb', 'main.sales'));
  for (const sql of salesInserts(rows, 'main.sales')) await connection.run(sql);
  await connection.run('CHECKPOINT');
  connection.closeSync();
  instance.closeSync();
  return {
    engine: 'duckdb',
    uri: `duckdb:///${file}`,
    schema: 'main',
    nulls: 'nulls-last',
    countRows: async () => {
      const reader = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
      const c = await reader.connect();
      const result = await c.runAndReadAll('SELECT COUNT(*)::INTEGER FROM main.sales');
      c.closeSync();
      reader.closeSync();
      return Number(result.getRows()[0]?.[0]);
    },
    dispose: async () => {
      closeIdleDuckDbInstances();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Loads the rows into a fresh schema of the test PostgreSQL; disposing drops the schema. */
export async function loadSalesIntoPostgres(rows: readonly SalesRow[]): Promise<SalesTable> {
  const schema = `m_sales_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(salesDdl('postgresql', `${schema}.sales`));
  for (const sql of salesInserts(rows, `${schema}.sales`)) await client.query(sql);
  await client.query(`ANALYZE ${schema}.sales`);
  return {
    engine: 'postgresql',
    uri: TEST_POSTGRES_URL.replace(/^postgres:/, 'postgresql:'),
    schema,
    nulls: 'nulls-largest',
    countRows: async () =>
      Number((await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${schema}.sales`)).rows[0]?.n),
    dispose: async () => {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** An API caller signed in as admin. */
export type Call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** A caller of the test app's API with the given headers. */
export function apiCaller(test: TestApp, headers: Record<string, string>): Call {
  return (method, url, payload) =>
    test.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** Registers the table through the API (`POST /database/`, `POST /dataset/`), adds the saved metrics, returns the dataset id. */
export async function registerSalesDataset(call: Call, table: SalesTable): Promise<number> {
  const database = await call('POST', '/api/v1/database/', {
    database_name: `sales-${table.engine}-${table.schema}`,
    sqlalchemy_uri: table.uri,
  });
  if (database.statusCode !== 201) throw new Error(`registering the database failed: ${database.body}`);
  const created = await call('POST', '/api/v1/dataset/', {
    database: database.json<{ id: number }>().id,
    schema: table.schema,
    table_name: 'sales',
  });
  if (created.statusCode !== 201) throw new Error(`registering the dataset failed: ${created.body}`);
  const dataset = created.json<{
    id: number;
    result: { metrics: { metric_name: string; expression: string }[] };
  }>();
  const metrics = [
    ...dataset.result.metrics,
    ...Object.entries(SAVED_METRIC_SQL).map(([metric_name, expression]) => ({ metric_name, expression })),
  ];
  const updated = await call('PUT', `/api/v1/dataset/${dataset.id}`, { metrics });
  if (updated.statusCode !== 200) throw new Error(`adding saved metrics failed: ${updated.body}`);
  return dataset.id;
}
