import pg from 'pg';
import { columnarResult, emptyResult, stringColumn } from '../base/columnar';
import { runWithDeadline } from '../base/deadline';
import type { EngineFailure, NetworkContext } from '../base/engine-error';
import { engineError, errorCode, errorMessage, networkFailure, EngineError } from '../base/engine-error';
import type {
  ColumnarResult,
  CompiledSql,
  ConnectionTarget,
  EngineConnection,
  ExecuteOptions,
  TableExtra,
  TypeMapper,
} from '../base/engine-spec';
import { catalogIntrospection } from '../base/introspection';
import { parseSqlalchemyUri } from '../base/uri';
import { normalizeParameter, toColumns } from '../base/values';
import { PARTITION_BOUNDS_SQL, PARTITION_COLUMNS_SQL, POSTGRES_CATALOG } from './introspection-sql';
import { partitionExtra } from './partitions';
import { oidName, postgresTypeParsers } from './types';
import { runSession } from '../base/session';
import { openPostgresSession } from './session';

/** Client options shared by the pool and the one-off cancel connections. */
interface PostgresSetup {
  config: pg.ClientConfig;
  context: NetworkContext;
  password: string | undefined;
}

/** `sslmode` of libpq to pg's `ssl` option (pg cannot fall back from SSL, so `prefer`/`allow` mean no SSL). */
function sslOf(mode: string | undefined): pg.ClientConfig['ssl'] {
  if (mode === 'require') return { rejectUnauthorized: false };
  if (mode === 'verify-ca' || mode === 'verify-full') return true;
  return undefined;
}

/** Reads a URI (and `connect_args` of engine params) into pg client options; sessions run in UTC. */
function setupOf(target: ConnectionTarget): PostgresSetup {
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
  // Databases without DML run every transaction read-only, so no query can write whatever its SQL says.
  const readOnly = target.readOnly ? '-c default_transaction_read_only=on' : '';
  const options = ['-c TimeZone=UTC', readOnly, text('options')].filter(Boolean).join(' ');
  const timeout = Number(text('connect_timeout') ?? 10);
  const context = {
    host: url.host ?? 'localhost',
    port: url.port ?? 5432,
    username: url.username ?? 'postgres',
    database: url.database ?? url.username ?? 'postgres',
  };
  const config: pg.ClientConfig = {
    host: context.host,
    port: context.port,
    user: context.username,
    password: url.password,
    database: context.database,
    ssl: sslOf(text('sslmode')),
    application_name: text('application_name') ?? 'meridian',
    connectionTimeoutMillis: (Number.isFinite(timeout) ? timeout : 10) * 1000,
    options,
    types: postgresTypeParsers(),
  };
  return { config, context, password: url.password };
}

/** Classifies a pg or socket error. */
function failureOf(error: unknown, context: NetworkContext): EngineFailure {
  const network = networkFailure(error, context);
  if (network) return network;
  const code = errorCode(error);
  const message = errorMessage(error);
  if (code === '28P01' || (code === '28000' && /role .* does not exist/.test(message))) {
    return { kind: 'access_denied', username: context.username };
  }
  if (code === '3D000') return { kind: 'unknown_database', database: context.database };
  return { kind: 'engine', engineName: 'PostgreSQL', message };
}

/** Sends `pg_cancel_backend` from a one-off connection (the pool may be full of the queries to cancel). */
async function cancelBackend(setup: PostgresSetup, pid: number): Promise<void> {
  const client = new pg.Client({ ...setup.config, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT pg_cancel_backend($1)', [pid]);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Converts a pg array-mode result (of the last statement, when the text held several). */
function toResult(
  outcome: pg.QueryArrayResult | pg.QueryArrayResult[],
  typeMapper: TypeMapper,
  maxRows?: number,
): ColumnarResult {
  const result = Array.isArray(outcome) ? outcome.at(-1) : outcome;
  if (!result || !Array.isArray(result.fields) || result.fields.length === 0) return emptyResult();
  const colnames = result.fields.map((field) => field.name);
  const coltypes = result.fields.map((field) => oidName(field.dataTypeID));
  return columnarResult(colnames, coltypes, toColumns(result.rows, colnames.length, maxRows), typeMapper);
}

/** Whether an error left the client unusable (not an error of the statement): it must leave the pool. */
function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  // admin_shutdown / crash_shutdown / connection exceptions: the backend is gone.
  return /^(57P0[1-3]|08)/.test(error.code ?? '');
}

/** pg's `queryMode` (missing from its types): `extended` parses one statement, never a `;`-stacked script. */
type ExtendedQuery = pg.QueryArrayConfig & { queryMode: 'extended' };

/**
 * Runs one statement of a pooled client. Always the extended protocol, so `1; UPDATE …` is an error, never two
 * statements; on a database without DML inside `BEGIN READ ONLY`, so the engine refuses every write. The
 * transaction stays open: `releaseClient` rolls it back (undoing whatever the statement changed in the session,
 * `set_config(…)`) before the client goes back to the pool, after the answer is on its way.
 */
async function runStatement(
  client: pg.PoolClient,
  query: ExtendedQuery,
  readOnly: boolean,
): Promise<pg.QueryArrayResult> {
  if (readOnly) await client.query('BEGIN READ ONLY');
  return client.query(query);
}

/**
 * Gives a client back to the pool: a broken one to be dropped; one of a read-only statement once its transaction
 * is rolled back. The ROLLBACK is not awaited by the caller, so a chart query pays one round trip for the read-only
 * transaction, not two; the client is reused only after it.
 */
function releaseClient(client: pg.PoolClient, readOnly: boolean, broken: Error | undefined): void {
  if (broken || !readOnly) return client.release(broken);
  client.query('ROLLBACK').then(
    () => client.release(),
    (error: unknown) => client.release(error instanceof Error ? error : new Error(String(error))),
  );
}

/** Opens a pg pool on a target. */
export async function connectPostgres(
  target: ConnectionTarget,
  typeMapper: TypeMapper,
): Promise<EngineConnection> {
  const setup = setupOf(target);
  const pool = new pg.Pool({ ...setup.config, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client that dies is the pool's (its 'error'); a checked-out one emits on the client itself, and pg-pool
  // listens only while idle: without this an unhandled 'error' event would end the process. The running query
  // fails on its own, and the pool drops the dead client when it comes back.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const pids = new WeakMap<pg.PoolClient, number>();
  const fail = (error: unknown): EngineError =>
    error instanceof EngineError ? error : engineError(failureOf(error, setup.context), [setup.password]);

  const backendPid = async (client: pg.PoolClient): Promise<number> => {
    const known = pids.get(client);
    if (known !== undefined) return known;
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = Number(rows[0]?.pid);
    pids.set(client, pid);
    return pid;
  };

  const execute = async (query: CompiledSql, options: ExecuteOptions = {}): Promise<ColumnarResult> => {
    const client = await pool.connect().catch((error: unknown) => Promise.reject(fail(error)));
    let broken: Error | undefined;
    try {
      const pid = await backendPid(client);
      const values = query.parameters.map(normalizeParameter);
      const result = await runWithDeadline(
        {
          start: () =>
            runStatement(
              client,
              { text: query.sql, values, rowMode: 'array', queryMode: 'extended' },
              target.readOnly,
            ),
          cancel: () => cancelBackend(setup, pid),
          abandon: () => (broken = new Error('The statement ignored its cancel')),
        },
        options,
      );
      // pg reads every row; maxRows trims the answer (the SQL's own LIMIT is what bounds the work).
      return toResult(result, typeMapper, options.maxRows);
    } catch (error) {
      if (!broken && isConnectionLost(error)) broken = error as Error;
      throw fail(error);
    } finally {
      releaseClient(client, target.readOnly, broken);
    }
  };

  return {
    execute,
    withSession: (work, options = {}) =>
      runSession(
        () =>
          openPostgresSession({
            config: setup.config,
            cancelBackend: (pid) => cancelBackend(setup, pid),
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
    ...catalogIntrospection(execute, POSTGRES_CATALOG, typeMapper),
    tableExtra: async (schema, table) => tableExtraOf(execute, schema, table),
    close: async () => {
      await pool.end();
    },
  };
}

/** Superset's table_extra: the partition key and latest partition of a partitioned table, else nothing. */
async function tableExtraOf(
  execute: (query: CompiledSql) => Promise<ColumnarResult>,
  schema: string,
  table: string,
): Promise<TableExtra> {
  const parameters = [schema, table];
  const columns = stringColumn(await execute({ sql: PARTITION_COLUMNS_SQL, parameters }), 0);
  if (columns.length === 0) return {};
  const bounds = stringColumn(await execute({ sql: PARTITION_BOUNDS_SQL, parameters }), 0);
  return partitionExtra(columns, bounds);
}
