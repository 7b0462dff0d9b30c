import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDBConnection } from '@duckdb/node-api';
import { airportsTable } from './airports';
import { birthNamesTable } from './birth-names';
import { countryStatsTable } from './country-stats';
import { eventsTable } from './events';
import type { ExampleSize, ExampleTableName, ExampleTableSpec } from './example-table';
import { flightsTable } from './flights';
import { salesTable } from './sales';
import { RANDOM_MACROS } from './sql';

export { EXAMPLE_TABLES } from './example-table';
export type { ExampleSize, ExampleTableName } from './example-table';

/** Row count and build time of one generated table. */
export interface ExampleTableSummary {
  readonly name: ExampleTableName;
  readonly rows: number;
  readonly seconds: number;
}

/** What generateExamples wrote: the file, its size setting, and each table with its rows and build time. */
export interface ExampleSummary {
  readonly path: string;
  readonly size: ExampleSize;
  readonly tables: readonly ExampleTableSummary[];
  readonly seconds: number;
}

/** Where to write the example database, which size, and an optional sink for human-readable progress. */
export interface GenerateExamplesOptions {
  readonly path: string;
  readonly size: ExampleSize;
  readonly onProgress?: (message: string) => void;
}

const SPECS: Readonly<Record<ExampleTableName, ExampleTableSpec>> = {
  birth_names: birthNamesTable,
  sales: salesTable,
  country_stats: countryStatsTable,
  flights: flightsTable,
  airports: airportsTable,
  events: eventsTable,
};

function secondsSince(start: number): number {
  return Math.round((performance.now() - start) / 10) / 100;
}

/**
 * Builds one example table in the connection's database (dropping an older copy); exported so tests and
 * tools can build a single table without generating the whole set.
 */
export async function buildExampleTable(
  connection: DuckDBConnection,
  name: ExampleTableName,
  size: ExampleSize,
): Promise<ExampleTableSummary> {
  const start = performance.now();
  for (const sql of RANDOM_MACROS) await connection.run(sql);
  await connection.run(`DROP TABLE IF EXISTS main.${name}`);
  for (const sql of SPECS[name].statements(size)) await connection.run(sql);
  const result = await connection.runAndReadAll(`SELECT count(*)::BIGINT AS n FROM main.${name}`);
  const rows = Number(result.getRows()[0]?.[0] ?? 0);
  return { name, rows, seconds: secondsSince(start) };
}

// A DuckDB database is a main file plus, while open, a write-ahead log beside it.
function removeDatabaseFiles(path: string): void {
  rmSync(path, { force: true });
  rmSync(`${path}.wal`, { force: true });
}

async function writeDatabase(
  path: string,
  size: ExampleSize,
  onProgress: (message: string) => void,
): Promise<ExampleTableSummary[]> {
  const instance = await DuckDBInstance.create(path);
  try {
    const connection = await instance.connect();
    try {
      const tables: ExampleTableSummary[] = [];
      for (const name of Object.keys(SPECS) as ExampleTableName[]) {
        onProgress(`Generating ${name}…`);
        const summary = await buildExampleTable(connection, name, size);
        onProgress(`${name}: ${summary.rows.toLocaleString('en-US')} rows in ${summary.seconds} s`);
        tables.push(summary);
      }
      // Fold the WAL into the main file, so the single renamed file is the complete database.
      await connection.run('CHECKPOINT');
      return tables;
    } finally {
      connection.closeSync();
    }
  } finally {
    // Closing releases DuckDB's exclusive file lock, so others can open the file after the rename.
    instance.closeSync();
  }
}

/**
 * Writes the deterministic example database (see EXAMPLE_TABLES) to `path`. It is built in `path.tmp` and
 * renamed into place, so a crash never leaves a half-written database at `path`.
 */
export async function generateExamples(options: GenerateExamplesOptions): Promise<ExampleSummary> {
  const { path, size, onProgress = () => {} } = options;
  const tmpPath = `${path}.tmp`;
  const start = performance.now();
  mkdirSync(dirname(path), { recursive: true });
  removeDatabaseFiles(tmpPath);
  let tables: ExampleTableSummary[];
  try {
    tables = await writeDatabase(tmpPath, size, onProgress);
    // Renaming the main file without its log would lose data, so an unexpected leftover log is an error.
    if (existsSync(`${tmpPath}.wal`)) throw new Error(`DuckDB left a write-ahead log at ${tmpPath}.wal`);
  } catch (error) {
    removeDatabaseFiles(tmpPath);
    throw error;
  }
  // A log left by an older database at `path` would be replayed onto the new file when it is opened.
  rmSync(`${path}.wal`, { force: true });
  renameSync(tmpPath, path);
  const seconds = secondsSince(start);
  onProgress(`Example data written to ${path} in ${seconds} s`);
  return { path, size, tables, seconds };
}
