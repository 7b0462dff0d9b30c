import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
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
import { engineError, errorCode, errorMessage, EngineError } from '../base/engine-error';
import { createResourcePool, runPooled } from '../base/pool';
import type { CatalogSql } from '../base/introspection';
import { catalogIntrospection } from '../base/introspection';
import { filePathOfUri } from '../base/uri';
import { toColumns } from '../base/values';
import { sqliteDialect } from './dialect';
import type { LibsqlDatabase } from './libsql';
import { openLibsql } from './libsql';
import { interruptUntilSettled } from './interrupt';
import { convertSqliteColumn, sqliteParameter } from './values';
import { runSession } from '../base/session';
import { openSqliteSession } from './session';

const SCHEMAS_SQL = `SELECT name FROM pragma_database_list WHERE name <> 'temp' ORDER BY seq`;
const COLUMNS_SQL = `SELECT name, type, CASE WHEN "notnull" = 1 THEN 'NO' ELSE 'YES' END
FROM pragma_table_info(?, ?) ORDER BY cid`;
const tablesSql = (schema: string): string =>
  `SELECT name, type FROM ${sqliteDialect.quoteIdentifier(schema)}.sqlite_master
WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`;

/** The catalog queries of SQLite: schemas are the attached databases (`main`, …). */
const SQLITE_CATALOG: CatalogSql = {
  schemas: () => ({ sql: SCHEMAS_SQL, parameters: [] }),
  tables: (schema) => ({ sql: tablesSql(schema), parameters: [] }),
  columns: (schema, table) => ({ sql: COLUMNS_SQL, parameters: [table, schema] }),
};

/** Connections per pool: one per concurrent query, so an interrupt stops only its own query. */
const MAX_CONNECTIONS = 4;
/** Rows stepped between yields to the event loop, so a timeout can interrupt a long stream of rows. */
const ROWS_PER_YIELD = 1000;

/** Classifies a SQLite error. */
function failureOf(error: unknown, path: string): EngineFailure {
  const message = errorMessage(error);
  if (errorCode(error) === 'SQLITE_CANTOPEN' || /unable to open (connection|database)/i.test(message)) {
    return { kind: 'cannot_open', path };
  }
  return { kind: 'engine', engineName: 'SQLite', message };
}

/** Runs one statement; reads rows until `maxRows`, yielding to the event loop now and then. */
async function run(database: LibsqlDatabase, query: CompiledSql, typeMapper: TypeMapper, maxRows?: number) {
  const statement = await database.prepare(query.sql);
  const parameters = query.parameters.map(sqliteParameter);
  if (!statement.reader) {
    statement.run(parameters);
    return emptyResult();
  }
  statement.raw(true).safeIntegers(true);
  const rows: unknown[][] = [];
  for (const row of await statement.iterate(parameters)) {
    rows.push(row);
    if (maxRows !== undefined && rows.length >= maxRows) break;
    if (rows.length % ROWS_PER_YIELD === 0) await new Promise((done) => setImmediate(done));
  }
  const declared = statement.columns();
  const columns = toColumns(rows, declared.length);
  const coltypes = declared.map((column, index) =>
    convertSqliteColumn(columns[index] ?? [], column.type, typeMapper),
  );
  return columnarResult(
    declared.map((column) => column.name),
    coltypes,
    columns,
    typeMapper,
  );
}

/** Opens a small pool of libsql connections on a SQLite file (`PRAGMA query_only` when read-only). */
export async function connectSqlite(
  target: ConnectionTarget,
  typeMapper: TypeMapper,
): Promise<EngineConnection> {
  const uriPath = filePathOfUri(target.uri);
  const path = uriPath === ':memory:' ? uriPath : resolve(uriPath);
  const fail = (error: unknown): EngineError =>
    error instanceof EngineError ? error : engineError(failureOf(error, uriPath));

  const open = async (writable = false): Promise<LibsqlDatabase> => {
    if (target.readOnly && path !== ':memory:' && !existsSync(path)) {
      throw engineError({ kind: 'missing_file', path: uriPath });
    }
    const readOnly = target.readOnly && !writable;
    const database = openLibsql(path, readOnly);
    if (readOnly) await database.exec('PRAGMA query_only = ON');
    return database;
  };
  const pool = createResourcePool<LibsqlDatabase>({
    create: () => open(),
    destroy: (database) => database.close(),
    // Each connection to `:memory:` is a database of its own: keep one.
    max: path === ':memory:' ? 1 : MAX_CONNECTIONS,
  });

  const execute = async (query: CompiledSql, options: ExecuteOptions = {}): Promise<ColumnarResult> => {
    try {
      let isSettled = false;
      const statement = {
        start: (database: LibsqlDatabase) =>
          run(database, query, typeMapper, options.maxRows).finally(() => (isSettled = true)),
        cancel: (database: LibsqlDatabase) => interruptUntilSettled(database, () => isSettled),
      };
      return await runPooled(pool, statement, options);
    } catch (error) {
      throw fail(error);
    }
  };

  return {
    execute,
    withSession: (work, options = {}) =>
      runSession(
        () => openSqliteSession({ open: () => open(options.writable), typeMapper, fail }),
        work,
        options,
      ),
    testConnection: async () => {
      await execute({ sql: 'SELECT 1', parameters: [] });
    },
    ...catalogIntrospection(execute, SQLITE_CATALOG, typeMapper),
    tableExtra: async () => ({}),
    close: async () => {
      await pool.close();
    },
  };
}
