import pg from 'pg';
import Cursor from 'pg-cursor';
import type { EngineError } from '../base/engine-error';
import type { StatementRows, TypeMapper } from '../base/engine-spec';
import type { OpenedSession } from '../base/session';
import { toColumns } from '../base/values';
import { postgresDialect } from './dialect';
import { oidName } from './types';

/** Rows fetched from the server per round trip. */
const BATCH_ROWS = 1000;

/** What a PostgreSQL session needs from its driver. */
export interface PostgresSessionSetup {
  /** Client options of the database (read-only and UTC already in them). */
  config: pg.ClientConfig;
  /** Cancels the statement a backend runs, from another connection. */
  cancelBackend: (pid: number) => Promise<void>;
  typeMapper: TypeMapper;
  /** Turns a driver error into the engine's EngineError. */
  fail: (error: unknown) => EngineError;
  schema?: string | null | undefined;
  /** Runs the session read-write even though the database is connected read-only. */
  writable?: boolean | undefined;
}

type ReadAnswer = { rows: unknown[][]; fields: pg.FieldDef[] };

/** Reads up to `count` rows of a cursor, with the result's field descriptions. */
function read(cursor: Cursor<unknown[]>, count: number): Promise<ReadAnswer> {
  return new Promise((resolve, reject) => {
    cursor.read(count, (error, rows, result) => {
      if (error) reject(error);
      else resolve({ rows, fields: result.fields ?? [] });
    });
  });
}

/** Opens a client of its own (so `SET` and temp tables stay in the script); rows come through a cursor. */
export async function openPostgresSession(setup: PostgresSessionSetup): Promise<OpenedSession> {
  const { fail, typeMapper } = setup;
  const client = new pg.Client(setup.config);
  // A backend that dies (terminated, server restart) ends the socket: the statement fails through its cursor,
  // and nothing waits any longer for the server's answer to a close.
  client.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => client.once('end', resolve));
  const closeCursor = (cursor: Cursor<unknown[]>): Promise<void> =>
    Promise.race([cursor.close().catch(() => undefined), ended]);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw fail(error);
  }
  let pid = 0;
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    pid = Number(rows[0]?.pid);
    // CTAS on a database without DML: only this session may write, the pool stays read-only.
    if (setup.writable) await client.query('SET default_transaction_read_only = off');
    if (setup.schema)
      await client.query(`SET search_path TO ${postgresDialect.quoteIdentifier(setup.schema)}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw fail(error);
  }
  const run = async (sql: string): Promise<StatementRows> => {
    const cursor = client.query(
      new Cursor<unknown[]>(sql, [], { rowMode: 'array', types: setup.config.types }),
    );
    let first: ReadAnswer;
    try {
      first = await read(cursor, BATCH_ROWS);
    } catch (error) {
      await closeCursor(cursor);
      throw fail(error);
    }
    const width = first.fields.length;
    const coltypes = first.fields.map((field) => oidName(field.dataTypeID));
    let pending: unknown[][] | undefined = first.rows;
    let isDone = first.rows.length < BATCH_ROWS;
    const close = async () => {
      isDone = true;
      await closeCursor(cursor);
    };
    if (isDone && first.rows.length === 0) await close();
    return {
      colnames: first.fields.map((field) => field.name),
      coltypes,
      coltypesGeneric: coltypes.map((type) => typeMapper(type) ?? null),
      nextBatch: async () => {
        let rows = pending;
        pending = undefined;
        if (!rows) {
          if (isDone) return undefined;
          try {
            rows = (await read(cursor, BATCH_ROWS)).rows;
          } catch (error) {
            await close();
            throw fail(error);
          }
          if (rows.length < BATCH_ROWS) isDone = true;
        }
        if (rows.length === 0) {
          await close();
          return undefined;
        }
        if (isDone) await close();
        return toColumns(rows, width);
      },
      close,
    };
  };
  return {
    session: { run },
    cancel: () => setup.cancelBackend(pid),
    close: () => client.end(),
  };
}
