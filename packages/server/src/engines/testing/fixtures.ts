import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineSpec } from '../base/engine-spec';
import { closeIdleDuckDbInstances } from '../duckdb/instances';
import { duckdbSpec } from '../duckdb/spec';
import { mysqlSpec } from '../mysql/spec';
import { postgresSpec } from '../postgres/spec';
import { sqliteSpec } from '../sqlite/spec';

/** The local PostgreSQL of every development machine (trust auth). */
export const POSTGRES_URI = 'postgresql://postgres@127.0.0.1:5432/test';
/** The local MariaDB of every development machine (root, empty password). */
export const MYSQL_URI = 'mysql://root@127.0.0.1:3306/test';

/** A place of one engine's test data, made fresh and removed after. */
export interface TestPlace {
  uri: string;
  schema: string;
}

/** How the shared integration tests use one engine. */
export interface EngineFixture {
  name: string;
  spec: EngineSpec;
  /** Creates a uniquely named schema (or file) to test in. */
  create(): Promise<TestPlace>;
  /** Removes what `create` made. */
  drop(place: TestPlace): Promise<void>;
  /** DDL types of the `events` columns: id, name, amount, ts, flag. */
  ddlTypes: readonly [string, string, string, string, string];
  /** Native types introspection reports for those columns. */
  nativeTypes: readonly [string, string, string, string, string];
  /** A statement that runs for seconds. */
  longSql: string;
}

/** A name no other test run uses. */
export const uniqueName = (prefix: string): string =>
  `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/** Runs one statement on a fresh connection of a spec. */
export async function runOnce(spec: EngineSpec, uri: string, sql: string): Promise<void> {
  const connection = await spec.connect({ uri, readOnly: false });
  try {
    await connection.execute({ sql, parameters: [] });
  } finally {
    await connection.close();
  }
}

/** A fresh temporary folder and the removal of it. */
function tempFolder(): string {
  return mkdtempSync(join(tmpdir(), 'meridian-engines-'));
}

const postgresFixture: EngineFixture = {
  name: 'PostgreSQL',
  spec: postgresSpec,
  create: async () => {
    const schema = uniqueName('meridian_t');
    await runOnce(postgresSpec, POSTGRES_URI, `CREATE SCHEMA ${schema}`);
    return { uri: POSTGRES_URI, schema };
  },
  drop: ({ schema }) => runOnce(postgresSpec, POSTGRES_URI, `DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  ddlTypes: ['INTEGER NOT NULL', 'VARCHAR(50)', 'NUMERIC(10,2)', 'TIMESTAMP', 'BOOLEAN'],
  nativeTypes: [
    'integer',
    'character varying(50)',
    'numeric(10,2)',
    'timestamp without time zone',
    'boolean',
  ],
  longSql: 'SELECT pg_sleep(5)',
};

const mysqlFixture: EngineFixture = {
  name: 'MariaDB',
  spec: mysqlSpec,
  create: async () => {
    const schema = uniqueName('meridian_t');
    await runOnce(mysqlSpec, MYSQL_URI, `CREATE DATABASE ${schema}`);
    return { uri: MYSQL_URI, schema };
  },
  drop: ({ schema }) => runOnce(mysqlSpec, MYSQL_URI, `DROP DATABASE IF EXISTS ${schema}`),
  ddlTypes: ['INTEGER NOT NULL', 'VARCHAR(50)', 'DECIMAL(10,2)', 'DATETIME', 'BOOLEAN'],
  nativeTypes: ['int(11)', 'varchar(50)', 'decimal(10,2)', 'datetime', 'tinyint(1)'],
  longSql: 'SELECT SLEEP(5)',
};

const duckdbFixture: EngineFixture = {
  name: 'DuckDB',
  spec: duckdbSpec,
  create: async () => {
    const uri = `duckdb:///${join(tempFolder(), 'test.duckdb')}`;
    await runOnce(duckdbSpec, uri, 'CREATE SCHEMA meridian_t');
    return { uri, schema: 'meridian_t' };
  },
  drop: async ({ uri }) => {
    closeIdleDuckDbInstances();
    rmSync(join(uri.slice('duckdb:///'.length), '..'), { recursive: true, force: true });
  },
  ddlTypes: ['INTEGER NOT NULL', 'VARCHAR', 'DECIMAL(10,2)', 'TIMESTAMP', 'BOOLEAN'],
  nativeTypes: ['INTEGER', 'VARCHAR', 'DECIMAL(10,2)', 'TIMESTAMP', 'BOOLEAN'],
  longSql: 'SELECT SUM(a.range * b.range) FROM range(100000) a, range(100000) b',
};

const sqliteFixture: EngineFixture = {
  name: 'SQLite',
  spec: sqliteSpec,
  create: async () => ({ uri: `sqlite:///${join(tempFolder(), 'test.db')}`, schema: 'main' }),
  drop: async ({ uri }) =>
    rmSync(join(uri.slice('sqlite:///'.length), '..'), { recursive: true, force: true }),
  ddlTypes: ['INTEGER NOT NULL', 'VARCHAR(50)', 'NUMERIC(10,2)', 'DATETIME', 'BOOLEAN'],
  nativeTypes: ['INTEGER', 'VARCHAR(50)', 'NUMERIC(10,2)', 'DATETIME', 'BOOLEAN'],
  longSql:
    'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 50000000) SELECT SUM(x) FROM c',
};

/** Every engine, for `describe.each`. */
export const ENGINE_FIXTURES: readonly EngineFixture[] = [
  postgresFixture,
  mysqlFixture,
  duckdbFixture,
  sqliteFixture,
];
