import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { SQLLAB_ASYNC_TIME_LIMIT_SECONDS, SQLLAB_MESSAGES } from '@meridian/core';
import type { EngineConnection } from '../engines/base/engine-spec';
import { AppError } from '../errors';
import { csvEncoder, isPlainUtf8Csv, type CsvExportOptions } from '../query/csv-export';
import type { QueryRow } from '../store/queries-repo';
import { csvFilename, csvHeader, csvLines } from './csv';

/** A CSV download being streamed. */
export interface CsvDownload {
  filename: string;
  /** The charset the Content-Type names (MERIDIAN_CSV_EXPORT's encoding). */
  charset: string;
  /** The file, written as the engine sends rows (backpressure: the engine waits for a slow client). */
  body: Readable;
}

/**
 * Streams a run's result as CSV by reading it again from the engine (Superset's `select_sql` path): rows go from the
 * engine to the response without ever being gathered, so memory stays flat whatever the size. An engine that writes
 * CSV itself (DuckDB's COPY) does so, in the same bytes, when the options are plain UTF-8 CSV; otherwise its batches
 * are written here with the separator, decimal mark and encoding of MERIDIAN_CSV_EXPORT, as the chart CSV is. When
 * the run read every row, rows the SQL leaves unordered may come in another order than the grid's (CsvCopyOptions).
 * Failures before the first row answer an error; later ones cut the download.
 */
export async function streamCsv(options: {
  row: QueryRow;
  connection: Pick<EngineConnection, 'withSession'>;
  now: Date;
  /** MERIDIAN_CSV_EXPORT (Superset's CSV_EXPORT). */
  csvExport: CsvExportOptions;
  signal?: AbortSignal;
}): Promise<CsvDownload> {
  const { row, connection, csvExport } = options;
  const encoder = csvEncoder(csvExport.encoding);
  const canCopy = isPlainUtf8Csv(csvExport);
  if (!row.select_sql) throw new AppError('UNPROCESSABLE', SQLLAB_MESSAGES.noResultsToExport);
  const selectSql = row.select_sql;
  const limit = row.limit ?? Number.MAX_SAFE_INTEGER;
  const body = new PassThrough();
  let onStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    onStarted = resolve;
  });
  let hasStarted = false;
  const start = (colnames: readonly string[]): void => {
    hasStarted = true;
    onStarted();
    if (encoder.start.length > 0) body.write(encoder.start);
    body.write(encoder.encode(csvHeader(colnames, csvExport)));
  };
  /** Writes a piece, waiting while the client is behind; false once the client is gone. */
  const send = async (piece: Buffer): Promise<boolean> => {
    if (!body.write(piece)) await Promise.race([once(body, 'drain'), once(body, 'close')]);
    return !body.destroyed;
  };
  const running = connection.withSession(
    async (session) => {
      // COPY writes UTF-8 commas and points only; other options are the row writer's.
      const copy = canCopy
        ? await session.copyCsv?.(selectSql, {
            maxRows: row.limit ?? undefined,
            isWholeResult: row.limiting_factor === 'NOT_LIMITED',
          })
        : undefined;
      if (copy) {
        // The engine writes the lines itself; the first piece (or failure) comes before the answer starts.
        const lines = copy.lines[Symbol.asyncIterator]();
        let next = await lines.next();
        start(copy.colnames);
        while (!next.done) {
          if (!(await send(next.value))) {
            await lines.return?.();
            break;
          }
          next = await lines.next();
        }
        body.end();
        return;
      }
      const rows = await session.run(selectSql);
      start(rows.colnames);
      let sent = 0;
      while (sent < limit) {
        const batch = await rows.nextBatch();
        if (!batch) break;
        const count = Math.min(batch[0]?.length ?? 0, limit - sent);
        sent += count;
        if (!(await send(encoder.encode(csvLines(batch, count, csvExport))))) break;
      }
      await rows.close();
      body.end();
    },
    {
      schema: row.schema,
      timeoutMs: SQLLAB_ASYNC_TIME_LIMIT_SECONDS * 1000,
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  const failed = running.then(
    () => undefined,
    (error: unknown) => {
      if (hasStarted) body.destroy(error instanceof Error ? error : new Error(String(error)));
      return error;
    },
  );
  const first = await Promise.race([started.then(() => undefined), failed]);
  if (first !== undefined) throw first;
  return { filename: csvFilename(row.tab_name, options.now), charset: encoder.charset, body };
}
