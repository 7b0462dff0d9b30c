import {
  GENERIC_TYPE_CODES,
  SQLLAB_PAGE_ROWS,
  limitOutcome,
  statementPrefix,
  type GenericType,
  type LimitingFactor,
  type SqlLabColumn,
} from '@meridian/core';
import { EngineError } from '../engines/base/engine-error';
import type { EngineConnection, EngineSession, StatementRows } from '../engines/base/engine-spec';
import { AppError } from '../errors';
import type { SqlLabResultStore } from './result-store';
import type { ScriptStatement } from './statements';

/** Largest result SQL Lab stores, in bytes of JSON; bigger ones are refused so one query cannot fill the disk. */
export const SQLLAB_RESULT_MAX_BYTES = 512 * 1024 * 1024;

/** A script ready to run: statements checked (and CTAS-wrapped), the limit decided. */
export interface ScriptRun {
  statements: readonly ScriptStatement[];
  /** Rows kept of the last statement's result. */
  limit: number;
  /** Schema the statements run in. */
  schema: string | null;
  /** Whether the session may write (DML allowed, or CTAS/CVAS). */
  isWritable: boolean;
  /** Key the result is stored under. */
  resultsKey: string;
  /** Seconds the stored result stays. */
  ttlSeconds: number;
}

/** What the run needs around it. */
export interface ScriptContext {
  connection: EngineConnection;
  store: SqlLabResultStore;
  /** Told before each statement (the progress shown in the editor). */
  onStatement: (index: number, count: number) => Promise<void>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** What a finished run produced. */
export interface ScriptOutcome {
  /** Columns of the last statement's result (empty when it returned none). */
  columns: SqlLabColumn[];
  /** Rows stored. */
  rows: number;
  /** The first stored page, for the execute answer. */
  firstPage: Record<string, unknown>[];
  limitingFactor: LimitingFactor;
}

/** Result columns in Superset's shape; repeated names get `__1`, `__2`… so every row object keeps every value. */
export function sqlLabColumns(
  rows: Pick<StatementRows, 'colnames' | 'coltypes' | 'coltypesGeneric'>,
): SqlLabColumn[] {
  const seen = new Map<string, number>();
  return rows.colnames.map((raw, i) => {
    const count = seen.get(raw) ?? 0;
    seen.set(raw, count + 1);
    const name = count === 0 ? raw : `${raw}__${count}`;
    const generic: GenericType | null = rows.coltypesGeneric[i] ?? null;
    return {
      column_name: name,
      name,
      type: rows.coltypes[i] ?? null,
      type_generic: generic === null ? null : GENERIC_TYPE_CODES[generic],
      is_dttm: generic === 'TEMPORAL',
    };
  });
}

/** Row objects of a column-major batch, from row `from` to `to`. */
function records(
  columns: readonly SqlLabColumn[],
  batch: unknown[][],
  from: number,
  to: number,
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (let r = from; r < to; r++) {
    const record: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c++)
      record[(columns[c] as SqlLabColumn).name] = batch[c]?.[r] ?? null;
    out.push(record);
  }
  return out;
}

/** Reads the last statement's rows into stored pages, up to `limit` (one more is read to know it was cut). */
async function storeRows(
  rows: StatementRows,
  run: ScriptRun,
  context: ScriptContext,
  sqlLimit: number | undefined,
): Promise<ScriptOutcome> {
  const columns = sqlLabColumns(rows);
  let page: Record<string, unknown>[] = [];
  let firstPage: Record<string, unknown>[] | undefined;
  let pageIndex = 0;
  let stored = 0;
  let fetched = 0;
  let bytes = 0;
  const flush = async () => {
    const json = JSON.stringify(page);
    bytes += json.length;
    if (bytes > SQLLAB_RESULT_MAX_BYTES) {
      throw new AppError(
        'UNPROCESSABLE',
        `The result is larger than ${SQLLAB_RESULT_MAX_BYTES / 1024 / 1024} MB: add a LIMIT or select fewer columns`,
      );
    }
    await context.store.writePage(run.resultsKey, pageIndex, json, run.ttlSeconds);
    firstPage ??= page;
    pageIndex += 1;
    page = [];
  };
  while (fetched <= run.limit) {
    const batch = await rows.nextBatch();
    if (!batch) break;
    const count = batch[0]?.length ?? 0;
    fetched += count;
    let at = 0;
    while (at < count && stored < run.limit) {
      const take = Math.min(count - at, SQLLAB_PAGE_ROWS - page.length, run.limit - stored);
      page.push(...records(columns, batch, at, at + take));
      at += take;
      stored += take;
      if (page.length === SQLLAB_PAGE_ROWS) await flush();
    }
  }
  await rows.close();
  if (page.length > 0 || pageIndex === 0) await flush();
  const { limitingFactor } = limitOutcome({ sqlLimit, limit: run.limit, rowsFetched: fetched });
  return { columns, rows: stored, firstPage: firstPage ?? [], limitingFactor };
}

/** A statement's failure, prefixed "Statement i out of n" when the script has several. */
function prefixed(error: unknown, index: number, count: number): unknown {
  const prefix = statementPrefix(index, count);
  if (!prefix || !(error instanceof AppError) || typeof error.detail !== 'string') return error;
  if (error instanceof EngineError) {
    if (error.failure.kind === 'timeout' || error.failure.kind === 'cancelled') return error;
    return new EngineError(error.failure, `${prefix}${error.detail}`);
  }
  return new AppError(error.errorType, `${prefix}${error.detail}`);
}

/** Runs every statement in order on one session; the last one's rows are stored a page at a time. */
export async function runScript(run: ScriptRun, context: ScriptContext): Promise<ScriptOutcome> {
  const count = run.statements.length;
  const work = async (session: EngineSession): Promise<ScriptOutcome> => {
    let outcome: ScriptOutcome = { columns: [], rows: 0, firstPage: [], limitingFactor: 'NOT_LIMITED' };
    for (const [index, statement] of run.statements.entries()) {
      await context.onStatement(index, count);
      try {
        const rows = await session.run(statement.sql);
        if (index < count - 1 || rows.colnames.length === 0) {
          await rows.close();
          continue;
        }
        outcome = await storeRows(rows, run, context, statement.limit);
      } catch (error) {
        throw prefixed(error, index, count);
      }
    }
    return outcome;
  };
  try {
    return await context.connection.withSession(work, {
      schema: run.schema,
      writable: run.isWritable,
      ...(context.signal ? { signal: context.signal } : {}),
      ...(context.timeoutMs ? { timeoutMs: context.timeoutMs } : {}),
    });
  } catch (error) {
    await context.store.discard(run.resultsKey).catch(() => undefined);
    throw error;
  }
}
