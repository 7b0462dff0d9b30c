import crypto from 'node:crypto';
import {
  DISPLAY_MAX_ROW,
  RUNNING_QUERY_STATES,
  SQLLAB_ASYNC_TIME_LIMIT_SECONDS,
  SQLLAB_MESSAGES,
  SQLLAB_PAGE_ROWS,
  SQLLAB_RESULTS_TTL_SECONDS,
  SQLLAB_TIMEOUT_SECONDS,
  effectiveQueryLimit,
  sqlLabTimeoutMessage,
  statementProgress,
  type SqlLabExecute,
  type SqlLabQuery,
  type SqlLabResult,
} from '@meridian/core';
import { canSeeDatabase } from '../auth/data-access';
import { EngineError } from '../engines/base/engine-error';
import type { EngineConnection, EngineSpec } from '../engines/base/engine-spec';
import { AppError, notFound } from '../errors';
import { CircuitBreaker } from '../jobs/circuit-breaker';
import type { JobQueue } from '../jobs/queue';
import type { DatabaseRow } from '../store/databases-repo';
import type { QueriesRepo, QueryRow } from '../store/queries-repo';
import type { SavedQueriesRepo } from '../store/saved-queries-repo';
import { hideServerPaths } from '../util/server-paths';
import type { CancelBus } from './cancel-bus';
import type { SqlLabCaller } from './caller';
import { queryExtra, resultAnswer, toSqlLabQuery } from './query-mapping';
import type { SqlLabResultStore } from './result-store';
import { readStoredRows } from './results-reader';
import { runScript, type ScriptOutcome } from './run-script';
import { planScript, type ScriptPlan } from './script-plan';
import type { SqlLabJob } from './sqllab-job';

/** What SQL Lab's execution needs: its repositories, the databases' engines, where results and jobs go, a clock. */
export interface SqlLabDeps {
  queries: QueriesRepo;
  savedQueries: Pick<SavedQueriesRepo, 'recordRun'>;
  databases: { get(id: number): Promise<DatabaseRow | undefined> };
  engines: { connect(row: DatabaseRow): Promise<EngineConnection>; specOf(row: DatabaseRow): EngineSpec };
  results: SqlLabResultStore;
  queue: JobQueue<SqlLabJob>;
  cancels: CancelBus;
  /** The caller of an async job, read again when the job runs (access may have changed). */
  callerOf(userId: number): Promise<SqlLabCaller>;
  /** Most rows a run returns (SQL_MAX_ROW). */
  maxRow: number;
  clock: () => Date;
  /** The operator's directories, hidden with the usual roots from the errors recorded for non-admins. */
  serverDirs?: readonly string[];
}

/** What the execute route answers: a finished run (200), a queued one (202), or a known running one (200). */
export type ExecuteAnswer =
  | { status: 200; body: SqlLabResult | { query: SqlLabQuery } }
  | { status: 202; body: { query: SqlLabQuery } };

/** Seconds a database lets a SQL Lab query run (its extra's `sqllab_timeout`), else the default. */
export function timeoutSecondsOf(row: Pick<DatabaseRow, 'extra'>, isAsync: boolean): number {
  try {
    const value = (JSON.parse(row.extra) as { sqllab_timeout?: unknown }).sqllab_timeout;
    if (typeof value === 'number' && value > 0) return value;
  } catch {
    // An unreadable extra takes the default.
  }
  return isAsync ? SQLLAB_ASYNC_TIME_LIMIT_SECONDS : SQLLAB_TIMEOUT_SECONDS;
}

const newClientId = (): string => crypto.randomBytes(8).toString('base64url').slice(0, 10);
const newResultsKey = (): string => crypto.randomUUID().replaceAll('-', '');

/** SQL Lab runs: checking, running (in the request or on the queue), stopping and reading results. */
export class SqlLabService {
  /**
   * A dead queue (Redis down) would hold a request through the client's reconnects; the breaker answers the
   * first run after 2 s and the next ones at once, until a trial 3 s later reaches the queue again.
   */
  private readonly queueBreaker = new CircuitBreaker({ timeoutMs: 2000, retryAfterMs: 3000 });

  constructor(private readonly deps: SqlLabDeps) {}

  /** The database a caller may run SQL Lab queries on; 404 unknown, 403 not theirs, 422 hidden from SQL Lab. */
  async usableDatabase(caller: SqlLabCaller, id: number): Promise<DatabaseRow> {
    const row = await this.deps.databases.get(id);
    if (!row) throw notFound('Database');
    if (!canSeeDatabase(caller.access, row.id))
      throw new AppError('MISSING_PERMISSION', SQLLAB_MESSAGES.noDatabaseAccess);
    if (!row.expose_in_sqllab) throw new AppError('UNPROCESSABLE', SQLLAB_MESSAGES.notExposed);
    return row;
  }

  /** Runs a script, or queues it when the database runs SQL Lab asynchronously and the editor asks for it. */
  async execute(caller: SqlLabCaller, body: SqlLabExecute): Promise<ExecuteAnswer> {
    const database = await this.usableDatabase(caller, body.database_id);
    const clientId = body.client_id ?? newClientId();
    const existing = await this.deps.queries.byClientId(clientId);
    if (existing) return this.answerExisting(caller, existing, body);
    const now = this.deps.clock();
    const plan = planScript({
      body,
      rules: database,
      dialect: this.deps.engines.specOf(database).dialect,
      userId: caller.userId,
      now,
    });
    const isAsync = Boolean(body.runAsync && database.allow_run_async);
    const limit = effectiveQueryLimit(body.queryLimit, this.deps.maxRow);
    const id = await this.deps.queries.create({
      client_id: clientId,
      database_id: database.id,
      user_id: caller.userId,
      status: isAsync ? 'pending' : 'running',
      tab_name: body.tab ?? null,
      sql_editor_id: body.sql_editor_id ?? null,
      catalog: body.catalog ?? null,
      schema: body.schema ?? null,
      sql: body.sql,
      select_sql: plan.selectSql,
      executed_sql: null,
      limit,
      limiting_factor: null,
      select_as_cta: Number(plan.tmpTableName !== null),
      ctas_method: plan.ctasMethod,
      tmp_table_name: plan.tmpTableName,
      tmp_schema_name: plan.tmpTableName ? (body.schema ?? null) : null,
      progress: 0,
      rows: null,
      error_message: null,
      results_key: null,
      extra_json: JSON.stringify({ progress: null }),
      start_time: now.getTime(),
      end_time: null,
      changed_on: now.toISOString(),
    });
    const row = await this.rowOf(id);
    if (isAsync) return { status: 202, body: { query: toSqlLabQuery(await this.enqueue(row, caller)) } };
    return { status: 200, body: await this.runSync(row, database, plan, caller) };
  }

  /** Runs a queued script: the job's user must still be allowed to use the database. */
  async runJob(job: SqlLabJob, signal: AbortSignal): Promise<void> {
    const row = await this.deps.queries.byClientId(job.client_id);
    if (!row || row.status !== 'pending') return;
    let caller: SqlLabCaller | undefined;
    try {
      caller = await this.deps.callerOf(job.user_id);
      const database = await this.usableDatabase(caller, row.database_id);
      const body = {
        database_id: database.id,
        sql: row.sql,
        schema: row.schema,
        select_as_cta: row.select_as_cta === 1,
        tmp_table_name: row.tmp_table_name,
        ctas_method: (row.ctas_method ?? 'TABLE') as 'TABLE' | 'VIEW',
      };
      const plan = planScript({
        body,
        rules: database,
        dialect: this.deps.engines.specOf(database).dialect,
        userId: caller.userId,
        now: this.deps.clock(),
      });
      const isRunning = await this.deps.queries.updateWhileIn(row.id, ['pending'], {
        status: 'running',
        changed_on: this.deps.clock().toISOString(),
      });
      if (!isRunning) return;
      await this.runAndRecord(row, database, plan, { isAsync: true, signal });
    } catch (error) {
      await this.recordFailure(row, error, SQLLAB_ASYNC_TIME_LIMIT_SECONDS, caller?.isAdmin === true).catch(
        () => undefined,
      );
    }
  }

  /** One page of a stored result (`rows` from `offset`); 404 unknown or another user's, 410 expired. */
  async results(
    caller: SqlLabCaller,
    key: string,
    rows = SQLLAB_PAGE_ROWS,
    offset = 0,
  ): Promise<SqlLabResult> {
    const row = await this.deps.queries.byResultsKey(key);
    if (!row || (row.user_id !== caller.userId && !caller.isAdmin)) throw notFound('Result');
    const meta = await this.deps.results.meta(key);
    if (!meta) throw new AppError('RESULTS_BACKEND_ERROR', SQLLAB_MESSAGES.resultsGone);
    const data = await readStoredRows({ store: this.deps.results, key, meta, offset, count: rows });
    return resultAnswer({ row, columns: meta.columns, data, offset, displayMaxRow: DISPLAY_MAX_ROW });
  }

  /** Stops a caller's running query on the engine, wherever it runs; finished queries are left as they are. */
  async stop(caller: SqlLabCaller, clientId: string): Promise<void> {
    const row = await this.deps.queries.byClientId(clientId);
    if (!row) throw new AppError('RESOURCE_NOT_FOUND', SQLLAB_MESSAGES.queryNotFound(clientId));
    if (row.user_id !== caller.userId && !caller.isAdmin)
      throw new AppError('MISSING_PERMISSION', SQLLAB_MESSAGES.cannotAccessQuery);
    if (!RUNNING_QUERY_STATES.includes(row.status as (typeof RUNNING_QUERY_STATES)[number])) return;
    const now = this.deps.clock();
    await this.deps.queries.updateWhileIn(row.id, RUNNING_QUERY_STATES, {
      status: 'stopped',
      end_time: now.getTime(),
      changed_on: now.toISOString(),
    });
    try {
      await this.deps.cancels.cancel(clientId);
    } catch {
      throw new AppError('UNPROCESSABLE', SQLLAB_MESSAGES.cannotCancel);
    }
  }

  /** A run a caller may see: their own (every run for an admin); 404 otherwise. */
  async visibleRun(caller: SqlLabCaller, clientId: string): Promise<QueryRow> {
    const row = await this.deps.queries.byClientId(clientId);
    if (!row || (row.user_id !== caller.userId && !caller.isAdmin))
      throw new AppError('RESOURCE_NOT_FOUND', SQLLAB_MESSAGES.queryNotFound(clientId));
    return row;
  }

  private async answerExisting(
    caller: SqlLabCaller,
    row: QueryRow,
    body: SqlLabExecute,
  ): Promise<ExecuteAnswer> {
    const isSameRun = row.user_id === caller.userId && row.sql_editor_id === (body.sql_editor_id ?? null);
    if (isSameRun && [...RUNNING_QUERY_STATES, 'timed_out'].includes(row.status))
      return { status: 200, body: { query: toSqlLabQuery(row) } };
    throw new AppError('CONFLICT', `A query with client_id ${row.client_id} already exists`);
  }

  private async enqueue(row: QueryRow, caller: SqlLabCaller): Promise<QueryRow> {
    const job = { client_id: row.client_id, user_id: caller.userId };
    const queued = await this.queueBreaker.run(async () => {
      await this.deps.queue.add(row.client_id, job);
      return true;
    }, false);
    if (!queued) {
      await this.deps.queries.update(row.id, {
        status: 'failed',
        error_message: SQLLAB_MESSAGES.asyncWorkers,
        end_time: this.deps.clock().getTime(),
        changed_on: this.deps.clock().toISOString(),
      });
      throw new AppError('ASYNC_WORKERS_ERROR', SQLLAB_MESSAGES.asyncWorkers);
    }
    return row;
  }

  private async runSync(
    row: QueryRow,
    database: DatabaseRow,
    plan: ScriptPlan,
    caller: SqlLabCaller,
  ): Promise<SqlLabResult | { query: SqlLabQuery }> {
    try {
      const outcome = await this.runAndRecord(row, database, plan, { isAsync: false });
      const done = await this.rowOf(row.id);
      if (done.status !== 'success') return { query: toSqlLabQuery(done) };
      return resultAnswer({
        row: done,
        columns: outcome.columns,
        data: outcome.firstPage,
        offset: 0,
        displayMaxRow: DISPLAY_MAX_ROW,
      });
    } catch (error) {
      const failed = await this.recordFailure(row, error, timeoutSecondsOf(database, false), caller.isAdmin);
      if (failed?.status === 'stopped') return { query: toSqlLabQuery(failed) };
      throw sqlLabError(error, timeoutSecondsOf(database, false));
    }
  }

  /** Runs a script under the database's timeout and the stop of its client id; records its success. */
  private async runAndRecord(
    row: QueryRow,
    database: DatabaseRow,
    plan: ScriptPlan,
    options: { isAsync: boolean; signal?: AbortSignal },
  ): Promise<ScriptOutcome> {
    const controller = new AbortController();
    const unregister = this.deps.cancels.register(row.client_id, controller);
    const onOuterAbort = (): void => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    const resultsKey = newResultsKey();
    const ttlSeconds =
      database.cache_timeout && database.cache_timeout > 0
        ? database.cache_timeout
        : SQLLAB_RESULTS_TTL_SECONDS;
    try {
      const outcome = await runScript(
        {
          statements: plan.statements,
          limit: row.limit ?? this.deps.maxRow,
          schema: row.schema,
          isWritable: plan.isWritable,
          resultsKey,
          ttlSeconds,
        },
        {
          connection: await this.deps.engines.connect(database),
          store: this.deps.results,
          signal: controller.signal,
          timeoutMs: timeoutSecondsOf(database, options.isAsync) * 1000,
          onStatement: (index, count) => this.onStatement(row, index, count, controller),
        },
      );
      await this.recordSuccess(row, plan, outcome, { resultsKey, ttlSeconds });
      return outcome;
    } finally {
      options.signal?.removeEventListener('abort', onOuterAbort);
      unregister();
    }
  }

  /** Progress between statements; a run stopped meanwhile (from another process) is aborted here too. */
  private async onStatement(
    row: QueryRow,
    index: number,
    count: number,
    controller: AbortController,
  ): Promise<void> {
    if (index > 0 && (await this.deps.queries.statusOf(row.id)) === 'stopped') controller.abort();
    if (count < 2) return;
    await this.deps.queries.update(row.id, {
      progress: Math.round((index / count) * 100),
      extra_json: JSON.stringify({ ...queryExtra(row), progress: statementProgress(index, count) }),
      changed_on: this.deps.clock().toISOString(),
    });
  }

  private async recordSuccess(
    row: QueryRow,
    plan: ScriptPlan,
    outcome: ScriptOutcome,
    stored: { resultsKey: string; ttlSeconds: number },
  ): Promise<void> {
    await this.deps.results.finish(
      stored.resultsKey,
      { rows: outcome.rows, pageRows: SQLLAB_PAGE_ROWS, columns: outcome.columns },
      stored.ttlSeconds,
    );
    const now = this.deps.clock();
    const isRecorded = await this.deps.queries.updateWhileIn(row.id, ['running'], {
      status: 'success',
      rows: outcome.rows,
      progress: 100,
      end_time: now.getTime(),
      results_key: stored.resultsKey,
      limiting_factor: outcome.limitingFactor,
      executed_sql: plan.statements.at(-1)?.sql ?? null,
      extra_json: JSON.stringify({ progress: null, columns: outcome.columns }),
      changed_on: now.toISOString(),
    });
    if (!isRecorded) {
      await this.deps.results.discard(stored.resultsKey);
      return;
    }
    await this.deps.savedQueries.recordRun(row.database_id, row.sql, outcome.rows, now.toISOString());
  }

  /**
   * Records why a run ended without a result; a stopped run stays stopped. Answers the run as recorded.
   * The history shows the text to its runner, so a non-admin's run keeps no server path (an admin's keeps it).
   */
  private async recordFailure(
    row: QueryRow,
    error: unknown,
    timeoutSeconds: number,
    byAdmin: boolean,
  ): Promise<QueryRow | undefined> {
    const now = this.deps.clock();
    const isTimeout = error instanceof EngineError && error.failure.kind === 'timeout';
    const text = isTimeout ? sqlLabTimeoutMessage(timeoutSeconds) : errorText(error);
    const message = byAdmin ? text : hideServerPaths(text, this.deps.serverDirs);
    const errorType =
      error instanceof EngineError
        ? error.supersetErrorType
        : error instanceof AppError
          ? error.errorType
          : 'GENERIC_BACKEND_ERROR';
    await this.deps.queries.updateWhileIn(row.id, ['pending', 'running'], {
      status: isTimeout ? 'timed_out' : 'failed',
      error_message: message,
      end_time: now.getTime(),
      extra_json: JSON.stringify({ progress: null, errors: [{ message, error_type: errorType }] }),
      changed_on: now.toISOString(),
    });
    return this.deps.queries.byId(row.id);
  }

  private async rowOf(id: number): Promise<QueryRow> {
    const row = await this.deps.queries.byId(id);
    if (!row) throw notFound('Query');
    return row;
  }
}

/** The text of an error for the query's error_message. */
function errorText(error: unknown): string {
  if (error instanceof AppError)
    return typeof error.detail === 'string' ? error.detail : JSON.stringify(error.detail);
  return error instanceof Error ? error.message : String(error);
}

/** The API error of a failed synchronous run: 408 on timeout (Superset's message), the engine's 422 otherwise. */
function sqlLabError(error: unknown, timeoutSeconds: number): unknown {
  if (error instanceof EngineError && error.failure.kind === 'timeout') {
    return new AppError('BACKEND_TIMEOUT_ERROR', sqlLabTimeoutMessage(timeoutSeconds));
  }
  if (error instanceof AppError) return error;
  return new AppError('GENERIC_BACKEND_ERROR', errorText(error));
}
