import type { DuckDBConnection, DuckDBInstance, DuckDBType } from '@duckdb/node-api';
import type { EngineError } from '../base/engine-error';
import type { CsvCopyOptions, StatementRows, TypeMapper } from '../base/engine-spec';
import type { OpenedSession } from '../base/session';
import { copyCsvNatively } from './csv-copy';
import { duckdbDialect } from './dialect';
import type { CsvPurpose } from './instances';
import { dependsOnReadOrder } from './read-order';
import { toSharedColumn } from './values';

/** What a DuckDB session needs from its driver. */
export interface DuckDbSessionSetup {
  instance: DuckDBInstance;
  typeMapper: TypeMapper;
  /** Turns a driver error into the engine's EngineError. */
  fail: (error: unknown) => EngineError;
  schema?: string | null | undefined;
  /** Whether COPY may write CSV into the instance's temporary directory (a file's; `:memory:` has none of its own). */
  copiesCsv: boolean;
  /**
   * The instances COPY runs on (instances.ts: `csv` on one thread, `csv-any-order`), for read-only files; else the
   * session's own, where the COPY is kept on one thread.
   */
  csvInstance?: ((purpose: CsvPurpose) => Promise<DuckDBInstance>) | undefined;
}

/** Lines that close their connection once read to the end or left. */
async function* closingAfter(lines: AsyncIterable<Buffer>, close: () => void): AsyncGenerator<Buffer> {
  try {
    yield* lines;
  } finally {
    close();
  }
}

/** Opens a connection of its own on the shared instance; results stream chunk by chunk. */
export async function openDuckDbSession(setup: DuckDbSessionSetup): Promise<OpenedSession> {
  const { fail, typeMapper } = setup;
  const connection: DuckDBConnection = await setup.instance.connect().catch((error: unknown) => {
    throw fail(error);
  });
  const useSchema = async (on: DuckDBConnection): Promise<void> => {
    if (setup.schema) await on.run(`USE ${duckdbDialect.quoteIdentifier(setup.schema)}`).catch(fail);
  };
  await useSchema(connection);
  // Connections of the CSV instance still open: a cancel interrupts them, the session's end closes them.
  const copying = new Set<DuckDBConnection>();
  const closeCopying = (copyConnection: DuckDBConnection): void => {
    if (copying.delete(copyConnection)) copyConnection.closeSync();
  };
  const copyCsv = async (sql: string, { maxRows, isWholeResult }: CsvCopyOptions) => {
    // A file open for writing (allow_dml) has no second instance: its own runs the COPY, on one of its threads.
    if (!setup.csvInstance) return copyCsvNatively(connection, sql, maxRows, fail, { oneThread: true });
    const anyOrder = isWholeResult === true && !(await dependsOnReadOrder(connection, sql));
    const csvInstance = await setup.csvInstance(anyOrder ? 'csv-any-order' : 'csv');
    const copyConnection = await csvInstance.connect().catch((error: unknown) => {
      throw fail(error);
    });
    copying.add(copyConnection);
    try {
      await useSchema(copyConnection);
      const copy = await copyCsvNatively(copyConnection, sql, maxRows, fail, { anyOrder });
      if (!copy) closeCopying(copyConnection);
      return copy && { ...copy, lines: closingAfter(copy.lines, () => closeCopying(copyConnection)) };
    } catch (error) {
      closeCopying(copyConnection);
      throw error;
    }
  };
  return {
    session: {
      run: async (sql): Promise<StatementRows> => {
        const result = await connection.stream(sql).catch((error: unknown) => {
          throw fail(error);
        });
        const types: DuckDBType[] = result.columnTypes();
        const coltypes = types.map((type) => type.toString());
        let isDone = false;
        return {
          colnames: result.columnNames(),
          coltypes,
          coltypesGeneric: coltypes.map((type) => typeMapper(type) ?? null),
          nextBatch: async () => {
            if (isDone) return undefined;
            const chunk = await result.fetchChunk().catch((error: unknown) => {
              throw fail(error);
            });
            if (!chunk || chunk.rowCount === 0) {
              isDone = true;
              return undefined;
            }
            return chunk.getColumns().map((values, i) => toSharedColumn(values, types[i] as DuckDBType));
          },
          // A result not read to its end is dropped when the connection runs its next statement.
          close: async () => {
            isDone = true;
          },
        };
      },
      ...(setup.copiesCsv ? { copyCsv } : {}),
    },
    cancel: () => {
      connection.interrupt();
      for (const copyConnection of copying) copyConnection.interrupt();
    },
    close: () => {
      for (const copyConnection of [...copying]) closeCopying(copyConnection);
      connection.closeSync();
    },
  };
}
