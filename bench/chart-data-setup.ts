// Shared setup of the chart data benchmarks: the examples' `events` table in a temp DuckDB file (built once per
// process), a test app listening on a real port with a dataset over it, and the SQL Meridian compiles.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { queryObjectSchema, type Dataset } from '@meridian/core';
import type { CompiledSql, Dialect } from '../packages/server/src/engines/base/engine-spec';
import { buildExampleTable, type ExampleSize } from '../packages/server/src/examples/generate';
import { compileQuery } from '../packages/server/src/query/compile';
import { queryableDataset } from '../packages/server/src/query/query-dataset';
import { duckdbDialect } from '../packages/server/src/engines/duckdb/dialect';
import { duckdbParameter } from '../packages/server/src/engines/duckdb/values';
import { bearerFor, createTestApp, type TestApp } from '../packages/server/src/testing/test-app';
import { measurePair, type Timing } from './measure';

/** Size of the generated examples: `small` (1M events, default) or `full` (10M, the target). */
export const EXAMPLES_SIZE: ExampleSize = process.env['MERIDIAN_EXAMPLES'] === 'full' ? 'full' : 'small';

let eventsFile: Promise<string> | undefined;

/** The DuckDB file holding the examples' `events` table, generated on first use and removed when the process ends. */
export function examplesEventsFile(): Promise<string> {
  eventsFile ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'meridian-bench-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'examples.duckdb');
    const instance = await DuckDBInstance.create(file);
    const connection = await instance.connect();
    const summary = await buildExampleTable(connection, 'events', EXAMPLES_SIZE);
    await connection.run('CHECKPOINT');
    connection.closeSync();
    instance.closeSync();
    console.log(
      `events: ${summary.rows.toLocaleString('en-US')} rows generated in ${summary.seconds} s (MERIDIAN_EXAMPLES=${EXAMPLES_SIZE})`,
    );
    return file;
  })();
  return eventsFile;
}

/** The group-by of the issue: events by day and country with count, SUM(revenue) and COUNT(DISTINCT user_id). */
export const EVENTS_GROUP_BY = {
  columns: [
    { label: 'ts', sqlExpression: 'ts', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1D' },
    'country',
  ],
  metrics: [
    'count',
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' }, label: 'revenue' },
    {
      expressionType: 'SIMPLE',
      aggregate: 'COUNT_DISTINCT',
      column: { column_name: 'user_id' },
      label: 'users',
    },
  ],
  row_limit: 10_000,
};

/** A typical small chart query: a week of events by country and device (60 rows). */
export const EVENTS_WEEK_BY_COUNTRY = {
  columns: ['country', 'device'],
  metrics: [
    'count',
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' }, label: 'revenue' },
  ],
  filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-03-01T00:00:00 : 2024-03-08T00:00:00' }],
  row_limit: 1000,
};

/** A test app serving HTTP with one dataset, and what benchmarks need of it. */
export interface ChartDataBench {
  test: TestApp;
  datasetId: number;
  /** POSTs a query context to `/api/v1/chart/data` over HTTP and returns the parsed body. */
  chartData(queries: unknown[], options?: { force?: boolean }): Promise<unknown>;
  /** Base URL of the listening app. */
  address: string;
  /** Authorization header of the admin. */
  headers: Record<string, string>;
  /** The body `chartData` sends. */
  body(queries: unknown[], options?: { force?: boolean }): string;
  /** The SQL and parameters Meridian compiles for a query object. */
  compile(query: unknown): CompiledSql;
  close(): Promise<void>;
}

/** Starts an app on a port, registers the database and the table as a dataset through the API. */
export async function startChartDataBench(options: {
  uri: string;
  schema: string;
  table: string;
  dialect: Dialect;
}): Promise<ChartDataBench> {
  const test = await createTestApp();
  const headers = await bearerFor(test.app, 'admin', test.adminPassword);
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await test.app.inject({ method: 'POST', url, headers, payload });
    if (response.statusCode !== 201) throw new Error(`${url} failed: ${response.body}`);
    return response.json<{ id: number; result: Dataset }>();
  };
  const database = await post('/api/v1/database/', { database_name: 'bench', sqlalchemy_uri: options.uri });
  const dataset = await post('/api/v1/dataset/', {
    database: database.id,
    schema: options.schema,
    table_name: options.table,
  });
  const address = await test.app.listen({ host: '127.0.0.1', port: 0 });
  const body = (queries: unknown[], { force = true } = {}) =>
    JSON.stringify({
      datasource: { id: dataset.id, type: 'table' },
      queries,
      force,
      result_type: 'full',
      result_format: 'json',
    });
  const queryable = queryableDataset(dataset.result, options.dialect);
  const agent = new http.Agent({ keepAlive: true });
  return {
    test,
    datasetId: dataset.id,
    address,
    headers,
    body,
    chartData: (queries, chartOptions) =>
      postJson(
        agent,
        new URL('/api/v1/chart/data', address),
        { ...headers, 'content-type': 'application/json' },
        body(queries, chartOptions),
      ),
    compile: (query) => {
      const compiled = compileQuery(queryObjectSchema.parse(query), {
        dataset: queryable,
        dialect: options.dialect,
        now: new Date(),
      });
      return { sql: compiled.sql, parameters: compiled.parameters };
    },
    close: async () => {
      agent.destroy();
      await test.close();
    },
  };
}

/** POSTs a body over a kept-alive connection (node:http: a lighter client than fetch) and parses the JSON answer. */
function postJson(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  payload: string,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode === 200) resolve(JSON.parse(text));
          else reject(new Error(`chart data answered ${response.statusCode}: ${text}`));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Rows of the first result of a chart data answer. */
export function resultRows(answer: unknown): number {
  const data = (answer as { result: { data: unknown[] }[] }).result[0]?.data;
  if (!Array.isArray(data)) throw new Error('the answer has no data');
  return data.length;
}

/** Prints the overhead in milliseconds of ours over raw, with its target. */
export function reportOverhead(
  name: string,
  ours: { median: number },
  raw: { median: number },
  targetMs: number,
): void {
  const overhead = ours.median - raw.median;
  console.log(
    `${name.padEnd(44)} overhead ${overhead.toFixed(3)} ms at p50 (target <= ${targetMs} ms: ${overhead <= targetMs ? 'met' : 'MISSED'})`,
  );
}

/** Prints whether a ratio meets its target. */
export function reportRatio(
  name: string,
  ours: { median: number },
  raw: { median: number },
  target: number,
): void {
  const ratio = ours.median / raw.median;
  console.log(
    `${name.padEnd(44)} ratio ${ratio.toFixed(3)} (target <= ${target}: ${ratio <= target ? 'met' : 'MISSED'})`,
  );
}

/** A bench server with the examples' `events` table in DuckDB as its dataset; answers it and the DuckDB file. */
export async function startEventsBench(): Promise<{ bench: ChartDataBench; file: string }> {
  const file = await examplesEventsFile();
  const bench = await startChartDataBench({
    uri: `duckdb:///${file}`,
    schema: 'main',
    table: 'events',
    dialect: duckdbDialect,
  });
  return { bench, file };
}

/**
 * Times `query` through POST /api/v1/chart/data with the cache bypassed against DuckDB running the same compiled
 * SQL and parameters directly (read-only, no Meridian), after checking that both answer as many rows.
 */
export async function timeAgainstDuckdb(
  { bench, file }: { bench: ChartDataBench; file: string },
  query: unknown,
  runs: number,
): Promise<{ rows: number; ours: Timing; direct: Timing }> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const { sql, parameters } = bench.compile(query);
    const raw = async () =>
      (await connection.runAndReadAll(sql, parameters.map(duckdbParameter))).getRowsJS();
    const rows = resultRows(await bench.chartData([query]));
    const rawRows = (await raw()).length;
    if (rows !== rawRows) throw new Error(`the API answered ${rows} rows, DuckDB ${rawRows}`);
    const { ours, raw: direct } = await measurePair(
      runs,
      () => bench.chartData([query], { force: true }),
      raw,
    );
    return { rows, ours, direct };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
