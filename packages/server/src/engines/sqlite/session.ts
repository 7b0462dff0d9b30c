import type { EngineError } from '../base/engine-error';
import type { StatementRows, TypeMapper } from '../base/engine-spec';
import { noRows, type OpenedSession } from '../base/session';
import { toColumns } from '../base/values';
import type { LibsqlDatabase } from './libsql';
import { convertSqliteColumn } from './values';
import { interruptUntilSettled } from './interrupt';

/** Rows stepped per batch (stepping is synchronous: a batch is one slice of the event loop). */
const BATCH_ROWS = 1000;

/** What a SQLite session needs from its driver. */
export interface SqliteSessionSetup {
  /** Opens a connection of its own (`PRAGMA query_only` already set when read-only). */
  open: () => Promise<LibsqlDatabase>;
  typeMapper: TypeMapper;
  /** Turns a driver error into the engine's EngineError. */
  fail: (error: unknown) => EngineError;
}

/** Opens a SQLite connection for a script; a statement's rows are stepped a batch at a time. */
export async function openSqliteSession(setup: SqliteSessionSetup): Promise<OpenedSession> {
  const { fail, typeMapper } = setup;
  const database = await setup.open().catch((error: unknown) => Promise.reject(fail(error)));
  let isClosed = false;
  const run = async (sql: string): Promise<StatementRows> => {
    const statement = await database.prepare(sql);
    if (!statement.reader) {
      statement.run([]);
      return noRows();
    }
    statement.raw(true).safeIntegers(true);
    const iterator = (await statement.iterate([]))[Symbol.iterator]();
    const declared = statement.columns();
    let isDone = false;
    const step = (): unknown[][] | undefined => {
      if (isDone) return undefined;
      const rows: unknown[][] = [];
      while (rows.length < BATCH_ROWS) {
        const next = iterator.next();
        if (next.done) {
          isDone = true;
          break;
        }
        rows.push(next.value);
      }
      return rows.length > 0 ? toColumns(rows, declared.length) : undefined;
    };
    // The first batch tells the type of columns SQLite declares none for; later batches convert as it did.
    const first = step();
    const coltypes = declared.map((column, i) =>
      convertSqliteColumn(first?.[i] ?? [], column.type, typeMapper),
    );
    let pending = first;
    return {
      colnames: declared.map((column) => column.name),
      coltypes,
      coltypesGeneric: coltypes.map((type) => typeMapper(type) ?? null),
      nextBatch: async () => {
        if (pending) {
          const batch = pending;
          pending = undefined;
          return batch;
        }
        const batch = step();
        batch?.forEach((values, i) => convertSqliteColumn(values, coltypes[i] ?? null, typeMapper));
        return batch;
      },
      close: async () => {
        isDone = true;
        iterator.return?.();
      },
    };
  };
  return {
    session: {
      run: async (sql) => {
        try {
          return await run(sql);
        } catch (error) {
          throw fail(error);
        }
      },
    },
    cancel: () => interruptUntilSettled(database, () => isClosed),
    close: () => {
      isClosed = true;
      database.close();
    },
  };
}
