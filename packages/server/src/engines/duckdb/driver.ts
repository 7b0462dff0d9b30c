import { resolve } from 'node:path';
import type { DuckDBConnection, DuckDBInstance, DuckDBResultReader } from '@duckdb/node-api';
import type {
  ColumnarResult,
  CompiledSql,
  ConnectionTarget,
  EngineConnection,
  ExecuteOptions,
  TypeMapper,
} from '../base/engine-spec';
import { columnarResult, emptyResult } from '../base/columnar';
import type { EngineFailure } from '../base/engine-error';
import { engineError, errorMessage, EngineError } from '../base/engine-error';
import { createResourcePool, runPooled } from '../base/pool';
import type { CatalogSql } from '../base/introspection';
import { catalogIntrospection } from '../base/introspection';
import { filePathOfUri } from '../base/uri';
import { runSession } from '../base/session';
import { acquireDuckDbInstance, releaseDuckDbInstance, type CsvPurpose } from './instances';
import { openDuckDbSession } from './session';
import { duckdbParameter, readerColumns } from './values';

const SCHEMAS_SQL = `SELECT DISTINCT schema_name FROM information_schema.schemata
WHERE catalog_name = current_database() AND schema_name NOT IN ('information_schema', 'pg_catalog')
ORDER BY schema_name`;
const TABLES_SQL = `SELECT table_name, table_type FROM information_schema.tables
WHERE table_catalog = current_database() AND table_schema = $1 ORDER BY table_name`;
const COLUMNS_SQL = `SELECT column_name, data_type, is_nullable FROM information_schema.columns
WHERE table_catalog = current_database() AND table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`;

/** The catalog queries of DuckDB (the attached file's own catalog only). */
const DUCKDB_CATALOG: CatalogSql = {
  schemas: () => ({ sql: SCHEMAS_SQL, parameters: [] }),
  tables: (schema) => ({ sql: TABLES_SQL, parameters: [schema] }),
  columns: (schema, table) => ({ sql: COLUMNS_SQL, parameters: [schema, table] }),
};

/** Why a session of a read-only DuckDB file cannot create tables. */
const READ_ONLY_FILE: EngineFailure = {
  kind: 'engine',
  engineName: 'DuckDB',
  message:
    'this database file is opened read-only because it does not allow DML, so no table or view can be created in it',
};

/** Connections per pool: DuckDB parallelises inside a query, so a few are plenty. */
const MAX_CONNECTIONS = 4;

/** Classifies a DuckDB error. */
function failureOf(error: unknown, path: string): EngineFailure {
  const message = errorMessage(error);
  if (/read-only mode: database does not exist/i.test(message)) return { kind: 'missing_file', path };
  if (/Could not set lock on file/i.test(message)) return { kind: 'file_locked', path };
  if (/Cannot open (file|database)/i.test(message)) return { kind: 'cannot_open', path };
  return { kind: 'engine', engineName: 'DuckDB', message };
}

/** Runs a statement, reading at most `maxRows` rows when capped (streaming stops early). */
async function run(
  connection: DuckDBConnection,
  query: CompiledSql,
  maxRows?: number,
): Promise<DuckDBResultReader> {
  const values = query.parameters.length > 0 ? query.parameters.map(duckdbParameter) : undefined;
  return maxRows === undefined
    ? connection.runAndReadAll(query.sql, values)
    : connection.streamAndReadUntil(query.sql, maxRows, values);
}

/** Converts a read result. */
function toResult(reader: DuckDBResultReader, typeMapper: TypeMapper, maxRows?: number): ColumnarResult {
  if (reader.columnCount === 0) return emptyResult();
  const coltypes = reader.columnTypes().map((type) => type.toString());
  return columnarResult(reader.columnNames(), coltypes, readerColumns(reader, maxRows), typeMapper);
}

/** Opens a pool of connections on the shared instance of a DuckDB file (read-only when asked). */
export async function connectDuckDb(
  target: ConnectionTarget,
  typeMapper: TypeMapper,
): Promise<EngineConnection> {
  const uriPath = filePathOfUri(target.uri);
  const path = uriPath === ':memory:' ? uriPath : resolve(uriPath);
  const { readOnly } = target;
  let instance: Promise<DuckDBInstance> | undefined;
  const fail = (error: unknown): EngineError =>
    error instanceof EngineError ? error : engineError(failureOf(error, uriPath));

  const openInstance = (): Promise<DuckDBInstance> => {
    instance ??= acquireDuckDbInstance(path, readOnly).catch((error: unknown) => {
      instance = undefined;
      throw error;
    });
    return instance;
  };
  // SQL Lab's CSV COPY runs on further instances of the file (instances.ts), each opened on its first download.
  const csvInstances = new Map<CsvPurpose, Promise<DuckDBInstance>>();
  const openCsvInstance = (purpose: CsvPurpose): Promise<DuckDBInstance> => {
    const opened = csvInstances.get(purpose);
    if (opened) return opened;
    const opening = acquireDuckDbInstance(path, true, purpose).catch((error: unknown) => {
      csvInstances.delete(purpose);
      throw fail(error);
    });
    csvInstances.set(purpose, opening);
    return opening;
  };
  const pool = createResourcePool<DuckDBConnection>({
    create: async () => (await openInstance()).connect(),
    destroy: (connection) => connection.closeSync(),
    max: MAX_CONNECTIONS,
  });

  const execute = async (query: CompiledSql, options: ExecuteOptions = {}): Promise<ColumnarResult> => {
    try {
      const statement = {
        start: (connection: DuckDBConnection) => run(connection, query, options.maxRows),
        cancel: (connection: DuckDBConnection) => connection.interrupt(),
      };
      return toResult(await runPooled(pool, statement, options), typeMapper, options.maxRows);
    } catch (error) {
      throw fail(error);
    }
  };

  return {
    execute,
    withSession: (work, options = {}) => {
      // The whole file is open read-only (other processes may share it): no session of it can write.
      if (options.writable && readOnly) return Promise.reject(engineError(READ_ONLY_FILE));
      return runSession(
        async () =>
          openDuckDbSession({
            instance: await openInstance().catch((error: unknown) => Promise.reject(fail(error))),
            typeMapper,
            fail,
            schema: options.schema,
            copiesCsv: path !== ':memory:',
            csvInstance: readOnly && path !== ':memory:' ? openCsvInstance : undefined,
          }),
        work,
        options,
      );
    },
    testConnection: async () => {
      await execute({ sql: 'SELECT 1', parameters: [] });
    },
    ...catalogIntrospection(execute, DUCKDB_CATALOG, typeMapper),
    tableExtra: async () => ({}),
    close: async () => {
      await pool.close();
      const opened = instance;
      instance = undefined;
      if (opened) await opened.then((db) => releaseDuckDbInstance(path, readOnly, db)).catch(() => undefined);
      const openedCsv = [...csvInstances];
      csvInstances.clear();
      for (const [purpose, opened] of openedCsv)
        await opened.then((db) => releaseDuckDbInstance(path, true, db, purpose)).catch(() => undefined);
    },
  };
}
