import mysql from 'mysql2';
import type { Connection, FieldPacket, ConnectionOptions } from 'mysql2';
import type { EngineError } from '../base/engine-error';
import type { StatementRows, TypeMapper } from '../base/engine-spec';
import type { OpenedSession } from '../base/session';
import { convertColumn, toColumns } from '../base/values';
import { mysqlDialect } from './dialect';
import { fieldTypeName, valueConverter } from './types';

/** Rows buffered before the socket is paused (backpressure: the server waits for us). */
const BATCH_ROWS = 1000;

/** What a MySQL session needs from its driver. */
export interface MysqlSessionSetup {
  /** Connection options of the database. */
  options: ConnectionOptions;
  /** Whether the session must run read-only. */
  readOnly: boolean;
  /** Stops the statement a connection thread runs, from another connection. */
  killQuery: (threadId: number) => Promise<void>;
  typeMapper: TypeMapper;
  /** Turns a driver error into the engine's EngineError. */
  fail: (error: unknown) => EngineError;
  schema?: string | null | undefined;
  /** Runs the session read-write even though the database is connected read-only. */
  writable?: boolean | undefined;
}

/** Runs one statement on a core connection, without reading rows. */
function exec(connection: Connection, sql: string): Promise<void> {
  return new Promise((resolve, reject) =>
    connection.query(sql, (error) => (error ? reject(error) : resolve())),
  );
}

/** The rows of one streaming statement: buffered a batch at a time while the socket pauses. */
class StreamedStatement {
  private readonly buffer: unknown[][] = [];
  private fields: FieldPacket[] | undefined;
  private hasEnded = false;
  private isDraining = false;
  private error: unknown;
  private waiter: (() => void) | undefined;

  constructor(
    private readonly connection: Connection,
    sql: string,
  ) {
    const query = connection.query({ sql, rowsAsArray: true });
    query.on('fields', (fields: FieldPacket[]) => {
      this.fields = fields;
      this.wake();
    });
    query.on('result', (row: unknown) => {
      if (Array.isArray(row) && !this.isDraining) {
        this.buffer.push(row as unknown[]);
        if (this.buffer.length >= BATCH_ROWS) connection.pause();
      }
      this.wake();
    });
    query.on('error', (error: unknown) => {
      this.error = error;
      this.wake();
    });
    query.on('end', () => {
      this.hasEnded = true;
      this.wake();
    });
  }

  /** Waits until the columns are known (or the statement ended without rows). */
  async started(): Promise<FieldPacket[]> {
    while (!this.fields && !this.hasEnded && this.error === undefined) await this.next();
    if (this.error !== undefined) throw this.error;
    return this.fields ?? [];
  }

  /** Up to a batch of rows, row-major; undefined at the end. */
  async take(): Promise<unknown[][] | undefined> {
    const isWanting = () => this.buffer.length < BATCH_ROWS && !this.hasEnded && this.error === undefined;
    while (isWanting()) {
      // resume() handles the packets queued while paused synchronously: they may already fill the batch.
      this.connection.resume();
      if (isWanting()) await this.next();
    }
    if (this.error !== undefined) throw this.error;
    if (this.buffer.length === 0) return undefined;
    return this.buffer.splice(0, BATCH_ROWS);
  }

  /** Whether the server has sent everything. */
  get isFinished(): boolean {
    return this.hasEnded || this.error !== undefined;
  }

  /** Waits for the end after a kill, ignoring the interrupted statement's error. */
  async drained(): Promise<void> {
    this.isDraining = true;
    this.buffer.length = 0;
    while (!this.hasEnded) {
      this.connection.resume();
      if (!this.hasEnded) await this.next();
    }
  }

  private next(): Promise<void> {
    return new Promise((resolve) => {
      this.waiter = resolve;
    });
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.();
  }
}

/** Opens a connection of its own (UTC, read-only when asked, in the schema); rows stream with backpressure. */
export async function openMysqlSession(setup: MysqlSessionSetup): Promise<OpenedSession> {
  const { fail, typeMapper } = setup;
  const connection = mysql.createConnection(setup.options);
  connection.on('error', () => undefined);
  try {
    await exec(connection, "SET time_zone = '+00:00'");
    if (setup.readOnly && !setup.writable) await exec(connection, 'SET SESSION TRANSACTION READ ONLY');
    if (setup.schema) await exec(connection, `USE ${mysqlDialect.quoteIdentifier(setup.schema)}`);
  } catch (error) {
    connection.destroy();
    throw fail(error);
  }
  const run = async (sql: string): Promise<StatementRows> => {
    const statement = new StreamedStatement(connection, sql);
    const fields = await statement.started().catch((error: unknown) => Promise.reject(fail(error)));
    const coltypes = fields.map(fieldTypeName);
    const converters = coltypes.map(valueConverter);
    return {
      colnames: fields.map((field) => field.name),
      coltypes,
      coltypesGeneric: coltypes.map((type) => typeMapper(type) ?? null),
      nextBatch: async () => {
        const rows = await statement.take().catch((error: unknown) => Promise.reject(fail(error)));
        if (!rows) return undefined;
        const columns = toColumns(rows, fields.length);
        converters.forEach((convert, i) => {
          if (convert) convertColumn(columns[i] ?? [], convert);
        });
        return columns;
      },
      close: async () => {
        if (statement.isFinished) return;
        await setup.killQuery(connection.threadId ?? 0).catch(() => undefined);
        await statement.drained();
      },
    };
  };
  return {
    session: { run },
    cancel: () => setup.killQuery(connection.threadId ?? 0),
    close: () => connection.destroy(),
  };
}
