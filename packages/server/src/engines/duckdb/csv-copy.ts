import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  StatementType,
  type DuckDBConnection,
  type DuckDBPreparedStatement,
  type DuckDBType,
} from '@duckdb/node-api';
import type { EngineError } from '../base/engine-error';
import type { CsvCopy } from '../base/engine-spec';
import { CsvRowLimit } from '../base/csv-row-limit';
import { tailFile } from '../base/file-tail';
import { csvCopySql } from './csv-copy-sql';

/** The names and types of `sql` when it is exactly one SELECT statement without parameters. */
async function singleSelect(
  connection: DuckDBConnection,
  sql: string,
): Promise<{ names: string[]; types: DuckDBType[] } | undefined> {
  const extracted = await connection.extractStatements(sql).catch(() => undefined);
  if (extracted?.count !== 1) return undefined;
  const prepared = await extracted.prepare(0).catch(() => undefined);
  if (!prepared) return undefined;
  try {
    if (prepared.statementType !== StatementType.SELECT || prepared.parameterCount > 0) return undefined;
    const columns = Array.from({ length: prepared.columnCount }, (_unused, i) => i);
    return {
      names: columns.map((i) => prepared.columnName(i)),
      types: columns.map((i) => prepared.columnType(i)),
    };
  } finally {
    prepared.destroySync();
  }
}

/**
 * The instance's temporary directory (`<file>.tmp` unless configured), created when missing. The lockdown lets
 * DuckDB write there and nowhere else, so COPY needs no further opening; undefined when it cannot be made.
 */
async function exportFolder(connection: DuckDBConnection): Promise<string | undefined> {
  try {
    const reader = await connection.runAndReadAll(`SELECT current_setting('temp_directory')`);
    const setting = reader.getRows()[0]?.[0];
    if (typeof setting !== 'string' || setting === '') return undefined;
    const folder = resolve(setting);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    return folder;
  } catch {
    return undefined;
  }
}

/**
 * Runs a prepared COPY into a new private file and reads the file while DuckDB writes it, up to `maxRows` rows. The
 * file leaves the folder as soon as DuckDB holds it open (its bytes stay readable through both handles), and in any
 * case at the end; leaving early, or reaching the row limit, interrupts the COPY.
 */
async function* copiedLines(
  connection: DuckDBConnection,
  copy: DuckDBPreparedStatement,
  path: string,
  maxRows: number | undefined,
  fail: (error: unknown) => EngineError,
): AsyncGenerator<Buffer> {
  const handle = await open(path, constants.O_CREAT | constants.O_EXCL | constants.O_RDONLY, 0o600);
  let isSettled = false;
  const writing = copy.run().then(
    () => {
      isSettled = true;
    },
    (error: unknown) => {
      isSettled = true;
      throw fail(error);
    },
  );
  let isUnlinked = false;
  const limit = maxRows === undefined ? undefined : new CsvRowLimit(maxRows);
  try {
    for await (const chunk of tailFile(handle, writing)) {
      if (!isUnlinked) {
        isUnlinked = true;
        await rm(path, { force: true });
      }
      if (!limit) {
        yield chunk;
        continue;
      }
      const kept = limit.take(chunk);
      if (kept > 0) yield kept === chunk.length ? chunk : chunk.subarray(0, kept);
      if (limit.isReached) break;
    }
  } finally {
    if (!isSettled) {
      connection.interrupt();
      await writing.catch(() => undefined);
    }
    copy.destroySync();
    // Closing the last handle of an unlinked file frees all its pages (15-35 ms for 53 MB): the download's end
    // need not wait for that.
    void handle.close().catch(() => undefined);
    if (!isUnlinked) await rm(path, { force: true });
  }
}

/**
 * A SELECT's rows as CSV written by DuckDB's COPY (csv-copy-sql.ts keeps the bytes those of the row-by-row writer),
 * or undefined when `sql` is not a single SELECT, a column type has no cell expression, or no private file can be
 * written: the caller then reads batches. The user's SQL is wrapped only once DuckDB parsed it alone as one SELECT,
 * and the wrapped statement must still prepare as a COPY. `oneThread` keeps the COPY on one thread of an instance
 * that has more (csv-copy-sql.ts): its memory stays flat as on the one-thread CSV instance. `anyOrder` is for an
 * instance that may write rows in any order: the row limit is then a LIMIT in the SQL, which DuckDB runs on every
 * thread, rather than a count of the lines read (a native call per row on Node's thread).
 */
export async function copyCsvNatively(
  connection: DuckDBConnection,
  sql: string,
  maxRows: number | undefined,
  fail: (error: unknown) => EngineError,
  options: { oneThread?: boolean; anyOrder?: boolean } = {},
): Promise<CsvCopy | undefined> {
  const select = await singleSelect(connection, sql);
  if (!select) return undefined;
  const folder = await exportFolder(connection);
  if (!folder) return undefined;
  const path = join(folder, `meridian-csv-${randomUUID()}.csv`);
  const rowLimit =
    maxRows !== undefined && Number.isSafeInteger(maxRows) && maxRows >= 0 ? maxRows : undefined;
  const sqlLimit = options.anyOrder ? rowLimit : undefined;
  const copySql = csvCopySql({
    select: sql,
    types: select.types,
    path,
    ...(options.oneThread ? { oneThread: true } : {}),
    ...(sqlLimit === undefined ? {} : { limit: sqlLimit }),
  });
  if (!copySql) return undefined;
  const copy = await connection.prepare(copySql).catch(() => undefined);
  if (!copy) return undefined;
  if (copy.statementType !== StatementType.COPY || copy.parameterCount > 0) {
    copy.destroySync();
    return undefined;
  }
  const linesLimit = sqlLimit === undefined ? rowLimit : undefined;
  return { colnames: select.names, lines: copiedLines(connection, copy, path, linesLimit, fail) };
}
