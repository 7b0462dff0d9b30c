import mysql from 'mysql2/promise';
import type { FieldPacket } from 'mysql2';
import type {
  ColumnarResult,
  CompiledSql,
  ConnectionTarget,
  EngineConnection,
  ExecuteOptions,
  TypeMapper,
} from '../base/engine-spec';
import { columnarResult, emptyResult } from '../base/columnar';
import { runWithDeadline } from '../base/deadline';
import type { EngineFailure, NetworkContext } from '../base/engine-error';
import { engineError, errorCode, errorMessage, networkFailure, EngineError } from '../base/engine-error';
import type { CatalogSql } from '../base/introspection';
import { catalogIntrospection } from '../base/introspection';
import { parseSqlalchemyUri } from '../base/uri';
import { convertColumn, normalizeParameter, toColumns } from '../base/values';
import { fieldTypeName, valueConverter } from './types';
import { runSession } from '../base/session';
import { openMysqlSession } from './session';

/** Pool options shared by the pool and the one-off KILL connections. */
interface MysqlSetup {
  options: mysql.PoolOptions;
  context: NetworkContext;
  password: string | undefined;
}

const SCHEMAS_SQL = `SELECT SCHEMA_NAME FROM information_schema.SCHEMATA
WHERE SCHEMA_NAME NOT IN ('information_schema', 'mysql', 'performance_schema', 'sys')
ORDER BY SCHEMA_NAME`;
const TABLES_SQL = `SELECT TABLE_NAME, TABLE_TYPE FROM information_schema.TABLES
WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME`;
const COLUMNS_SQL = `SELECT COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE FROM information_schema.COLUMNS
WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`;

/** The catalog queries of MySQL, where schemas are databases. */
const MYSQL_CATALOG: CatalogSql = {
  schemas: () => ({ sql: SCHEMAS_SQL, parameters: [] }),
  tables: (schema) => ({ sql: TABLES_SQL, parameters: [schema] }),
  columns: (schema, table) => ({ sql: COLUMNS_SQL, parameters: [schema, table] }),
};

/** Reads a URI (and `connect_args` of engine params) into mysql2 options; values keep exact text forms. */
function setupOf(target: ConnectionTarget): MysqlSetup {
  const url = parseSqlalchemyUri(target.uri);
  const connectArgs = target.engineParams?.connect_args;
  const query: Record<string, unknown> = {
    ...url.query,
    ...(typeof connectArgs === 'object' ? connectArgs : {}),
  };
  const text = (key: string): string | undefined => {
    const value = query[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  const sslMode = (text('ssl_mode') ?? text('ssl') ?? '').toLowerCase();
  const context = {
    host: url.host ?? 'localhost',
    port: url.port ?? 3306,
    username: url.username ?? 'root',
    database: url.database ?? '',
  };
  const options: mysql.PoolOptions = {
    host: context.host,
    port: context.port,
    user: context.username,
    password: url.password,
    database: url.database,
    charset: text('charset'),
    ssl: ['required', 'require', 'true', 'verify_ca', 'verify_identity'].includes(sslMode) ? {} : undefined,
    connectTimeout: Number(text('connect_timeout') ?? 10) * 1000,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: false,
    decimalNumbers: true,
    maxPreparedStatements: 100,
  };
  return { options, context, password: url.password };
}

/** Classifies a mysql2 or socket error. */
function failureOf(error: unknown, context: NetworkContext): EngineFailure {
  const network = networkFailure(error, context);
  if (network) return network;
  const code = errorCode(error);
  if (code === 'ER_ACCESS_DENIED_ERROR') return { kind: 'access_denied', username: context.username };
  if (code === 'ER_BAD_DB_ERROR') return { kind: 'unknown_database', database: context.database };
  return { kind: 'engine', engineName: 'MySQL', message: errorMessage(error) };
}

/** Sends `KILL QUERY` from a one-off connection (the pool may be full of the queries to kill). */
async function killQuery(setup: MysqlSetup, threadId: number): Promise<void> {
  const connection = await mysql.createConnection({ ...setup.options, connectTimeout: 5000 });
  try {
    await connection.query(`KILL QUERY ${Math.trunc(threadId)}`);
  } finally {
    await connection.end().catch(() => undefined);
  }
}

/** A parameter as mysql2's binary protocol takes it: dates as ISO text, objects as JSON. */
function mysqlParameter(value: unknown): string | number | bigint | boolean | Buffer | null {
  const normalized = normalizeParameter(value);
  if (normalized === null || normalized === undefined) return null;
  if (Buffer.isBuffer(normalized)) return normalized;
  switch (typeof normalized) {
    case 'string':
    case 'number':
    case 'bigint':
    case 'boolean':
      return normalized;
    default:
      return JSON.stringify(normalized);
  }
}

/** Converts a mysql2 array-mode result. */
function toResult(
  rows: unknown,
  fields: FieldPacket[] | undefined,
  typeMapper: TypeMapper,
  maxRows?: number,
): ColumnarResult {
  if (!Array.isArray(rows) || !fields || fields.length === 0) return emptyResult();
  const coltypes = fields.map(fieldTypeName);
  const columns = toColumns(rows as unknown[][], fields.length, maxRows);
  coltypes.forEach((type, index) => {
    const convert = valueConverter(type);
    if (convert) convertColumn(columns[index] ?? [], convert);
  });
  return columnarResult(
    fields.map((field) => field.name),
    coltypes,
    columns,
    typeMapper,
  );
}

/** Opens a mysql2 pool on a target; sessions run with time_zone '+00:00'. */
export async function connectMysql(
  target: ConnectionTarget,
  typeMapper: TypeMapper,
): Promise<EngineConnection> {
  const setup = setupOf(target);
  const pool = mysql.createPool({ ...setup.options, connectionLimit: 10, waitForConnections: true });
  const initialized = new WeakSet<object>();
  const fail = (error: unknown): EngineError =>
    error instanceof EngineError ? error : engineError(failureOf(error, setup.context), [setup.password]);

  const acquire = async (): Promise<mysql.PoolConnection> => {
    const connection = await pool.getConnection();
    if (!initialized.has(connection.connection)) {
      await connection.query("SET time_zone = '+00:00'");
      // Databases without DML run every session read-only, so no query can write whatever its SQL says.
      if (target.readOnly) await connection.query('SET SESSION TRANSACTION READ ONLY');
      initialized.add(connection.connection);
    }
    return connection;
  };

  const execute = async (query: CompiledSql, options: ExecuteOptions = {}): Promise<ColumnarResult> => {
    const connection = await acquire().catch((error: unknown) => Promise.reject(fail(error)));
    let broken = false;
    try {
      const { threadId } = connection;
      const values = query.parameters.map(mysqlParameter);
      // Text protocol without parameters (any statement, as SQL Lab sends it); prepared statements with them.
      const [rows, fields] = await runWithDeadline(
        {
          start: () =>
            values.length === 0
              ? connection.query({ sql: query.sql, rowsAsArray: true })
              : connection.execute({ sql: query.sql, rowsAsArray: true }, values),
          cancel: () => killQuery(setup, threadId),
          abandon: () => (broken = true),
        },
        options,
      );
      return toResult(rows, fields, typeMapper, options.maxRows);
    } catch (error) {
      throw fail(error);
    } finally {
      if (broken) connection.destroy();
      else connection.release();
    }
  };

  const { connectionLimit: _limit, waitForConnections: _wait, ...connectionOptions } = setup.options;
  return {
    execute,
    withSession: (work, options = {}) =>
      runSession(
        () =>
          openMysqlSession({
            options: connectionOptions,
            readOnly: target.readOnly,
            killQuery: (threadId) => killQuery(setup, threadId),
            typeMapper,
            fail,
            schema: options.schema,
            writable: options.writable,
          }),
        work,
        options,
      ),
    testConnection: async () => {
      await execute({ sql: 'SELECT 1', parameters: [] });
    },
    ...catalogIntrospection(execute, MYSQL_CATALOG, typeMapper),
    tableExtra: async () => ({}),
    close: async () => {
      await pool.end();
    },
  };
}
