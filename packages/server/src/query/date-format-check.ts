import { pythonDateFormatMismatchMessage } from '@meridian/core';
import type { CompiledSql, Dialect, EngineConnection, ExecuteOptions } from '../engines/base/engine-spec';
import { AppError } from '../errors';
import { TtlCache } from '../util/ttl-cache';

/** A column a query read through its python_date_format: what to check the format against. */
export interface DateFormatCheck {
  /** The dataset column's name. */
  column: string;
  /** Its python_date_format, as saved. */
  format: string;
  /** SQL of the stored value (the quoted name or the calculated column's expression). */
  raw: string;
  /** SQL of the value read as a timestamp. */
  converted: string;
}

/**
 * One value the format does not read: not NULL as stored, NULL once converted. SQLite and MySQL answer NULL for
 * such a value, which would silently drop its rows from time filters and totals; PostgreSQL and DuckDB fail the
 * statement instead.
 */
export function dateFormatProbe(dialect: Dialect, from: string, check: DateFormatCheck): CompiledSql {
  return {
    sql:
      `SELECT ${check.raw} FROM ${from} WHERE ${check.raw} IS NOT NULL AND ${check.converted} IS NULL ` +
      dialect.limitOffset(1, undefined),
    parameters: [],
  };
}

/** Whether an error is the database refusing the statement (not a timeout, a cancel or a lost connection). */
function isStatementError(error: unknown): boolean {
  return error instanceof AppError && error.status === 422;
}

/** How long a probe that read every value is trusted: it scans the whole table when nothing is wrong. */
export const READABLE_FORMAT_TTL_MS = 10 * 60_000;

/** Probes (by database and SQL) that found every value readable; a failed probe is never remembered. */
export function readableFormatsCache(): TtlCache<string, true> {
  return new TtlCache<string, true>(READABLE_FORMAT_TTL_MS, 1_000);
}

/** Options of checkDateFormats. */
export interface DateFormatCheckOptions {
  connection: Pick<EngineConnection, 'execute'>;
  dialect: Dialect;
  /** The dataset's FROM clause. */
  from: string;
  checks: readonly DateFormatCheck[];
  execute?: ExecuteOptions;
  /**
   * Probes already passed, and where they ran (a database id): a query that succeeded skips them for a while.
   * Left out after a failed query, whose error must be explained now.
   */
  readable?: { cache: TtlCache<string, true>; scope: string };
}

/**
 * Fails with one message on every engine when a column's python_date_format does not read one of its values:
 * a 422 naming the column, the format and, where the engine answers it, a value it does not read.
 */
export async function checkDateFormats(options: DateFormatCheckOptions): Promise<void> {
  const { connection, dialect, from, checks } = options;
  for (const check of checks) {
    const probe = dateFormatProbe(dialect, from, check);
    const run = async (): Promise<true> => {
      await probeOnce(connection, probe, check, options.execute);
      return true;
    };
    const { readable } = options;
    if (readable) await readable.cache.get(`${readable.scope}\n${probe.sql}`, run);
    else await run();
  }
}

async function probeOnce(
  connection: Pick<EngineConnection, 'execute'>,
  probe: CompiledSql,
  check: DateFormatCheck,
  execute: ExecuteOptions | undefined,
): Promise<void> {
  let sample: unknown[] | undefined;
  try {
    sample = (await connection.execute(probe, execute)).columns[0];
  } catch (error) {
    if (!isStatementError(error)) throw error;
    throw new AppError('UNPROCESSABLE', pythonDateFormatMismatchMessage(check.column, check.format));
  }
  if (sample && sample.length > 0)
    throw new AppError(
      'UNPROCESSABLE',
      pythonDateFormatMismatchMessage(check.column, check.format, String(sample[0])),
    );
}
