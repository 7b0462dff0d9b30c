import crypto from 'node:crypto';
import { permissionKey, queryContextSchema, type AsyncJobMetadata, type QueryContext } from '@meridian/core';
import { z } from 'zod';
import { isAdmin } from '../auth/access';
import type { Principals } from '../auth/principals';
import type { Config } from '../config';
import { serverDirsOf } from '../databases/file-databases';
import { AppError } from '../errors';
import { cacheTimeoutOf, type ChartDataService } from '../query/chart-data-service';
import type { ChartDataTargets } from '../query/chart-data-targets';
import type { ResultCache } from '../query/result-cache';
import { hideServerPaths } from '../util/server-paths';
import type { AsyncEventInput, AsyncEventLog } from './async-events';
import type { JobQueue } from './queue';

/** Name of the BullMQ queue of chart data jobs. */
export const CHART_DATA_QUEUE = 'chart-data';
/** How long an answer waits to be fetched when the cache timeout says not to cache. */
export const ASYNC_RESULT_MIN_TTL_SECONDS = 600;

/** A chart data job as it travels through the queue (validated again when a worker takes it). */
export const chartDataJobSchema = z.object({
  /** Id of the job, as in the 202 answer and the events. */
  job_id: z.string().min(1),
  /** The request's channel, echoed in the events. */
  channel_id: z.string().min(1),
  /** Who asked: the job runs with this user's access, checked again when it runs. */
  user_id: z.number().int().positive(),
  /** Key of the answer in `GET /api/v1/chart/data/<result_key>`. */
  result_key: z.string().regex(/^[0-9a-f]{32}$/),
  /** The query context to run. */
  query_context: queryContextSchema,
});
export type ChartDataJob = z.infer<typeof chartDataJobSchema>;

/** What async chart queries need: where jobs go, where events go, where answers wait. */
export interface AsyncQueries {
  queue: JobQueue<ChartDataJob>;
  events: AsyncEventLog;
  /** The result cache; answers are kept under `asyncResultCacheKey`. */
  results: ResultCache;
}

/** What running a job uses: the user's access, the chart data pipeline, the events and the answers' cache. */
export interface ChartDataJobDeps {
  principals: Pick<Principals, 'ofUser'>;
  chartDataTargets: Pick<ChartDataTargets, 'of'>;
  chartData: Pick<ChartDataService, 'runJson'>;
  asyncQueries: Pick<AsyncQueries, 'events' | 'results'>;
  /** The operator's directories, hidden (with the usual roots) from the error events of non-admins. */
  config: Pick<Config, 'dataDir' | 'fileDatabaseDirs'>;
}

/** Whether a request runs as a job: GLOBAL_ASYNC_QUERIES is on and it asks for full JSON results. */
export function runsAsync(config: Pick<Config, 'globalAsyncQueries'>, context: QueryContext): boolean {
  return config.globalAsyncQueries && context.result_format === 'json' && context.result_type === 'full';
}

/** The URL an answer is fetched from. */
export function resultUrl(resultKey: string): string {
  return `/api/v1/chart/data/${resultKey}`;
}

/** Cache key of an answer: scoped to its user, so another user's lookup of the same key misses. */
export function asyncResultCacheKey(userId: number, resultKey: string): string {
  return `async:${userId}:${resultKey}`;
}

/** Queues a query context for a user (whose access the route has just checked) and answers the job's metadata. */
export async function submitChartDataJob(
  async: Pick<AsyncQueries, 'queue'>,
  userId: number,
  context: QueryContext,
): Promise<AsyncJobMetadata> {
  const job: ChartDataJob = {
    job_id: crypto.randomUUID(),
    channel_id: crypto.randomUUID(),
    user_id: userId,
    result_key: crypto.randomBytes(16).toString('hex'),
    query_context: context,
  };
  await async.queue.add(job.job_id, job);
  return {
    channel_id: job.channel_id,
    job_id: job.job_id,
    user_id: userId,
    status: 'pending',
    errors: [],
    result_url: resultUrl(job.result_key),
  };
}

/** Runs a job: checks the user's access again, runs the query context, keeps the answer, publishes the event. */
export async function runChartDataJob(
  deps: ChartDataJobDeps,
  job: ChartDataJob,
  signal: AbortSignal,
): Promise<void> {
  const event = { job_id: job.job_id, channel_id: job.channel_id, user_id: job.user_id };
  const { events, results } = deps.asyncQueries;
  let done: AsyncEventInput;
  let byAdmin = false;
  try {
    const principal = await deps.principals.ofUser(job.user_id);
    byAdmin = isAdmin(principal);
    if (!principal.permissions.has(permissionKey('can_read', 'Chart'))) {
      throw new AppError('MISSING_PERMISSION', 'You are not allowed to read chart data (can_read Chart)');
    }
    const target = await deps.chartDataTargets.of(principal, job.query_context);
    const body = await deps.chartData.runJson(job.query_context, target, signal);
    const timeout = cacheTimeoutOf(job.query_context, target);
    await results.set(
      asyncResultCacheKey(job.user_id, job.result_key),
      { json: body, cachedAt: new Date().toISOString() },
      timeout > 0 ? timeout : ASYNC_RESULT_MIN_TTL_SECONDS,
    );
    done = { ...event, status: 'done', errors: [], result_url: resultUrl(job.result_key) };
  } catch (error) {
    // A driver's error names the files it opened: only an admin reads where they lie (as in direct answers).
    const text = errorMessage(error);
    const message = byAdmin ? text : hideServerPaths(text, serverDirsOf(deps.config));
    done = { ...event, status: 'error', errors: [{ message }], result_url: null };
  }
  await events.publish(done);
}

/** The sentence an error event carries. */
export function errorMessage(error: unknown): string {
  if (error instanceof AppError) {
    return typeof error.detail === 'string' ? error.detail : JSON.stringify(error.detail);
  }
  return error instanceof Error ? error.message : String(error);
}

/** Superset's message when an answer is not (or no longer) in the cache. */
export const CACHED_DATA_NOT_FOUND = 'Cached data not found';

/** The JSON answer of a finished job, for the user who asked only; 404 when it is not (or no longer) kept. */
export async function asyncAnswer(
  async: Pick<AsyncQueries, 'results'>,
  userId: number | null,
  resultKey: string,
): Promise<string> {
  const hit = userId === null ? undefined : await async.results.get(asyncResultCacheKey(userId, resultKey));
  if (!hit) throw new AppError('RESOURCE_NOT_FOUND', CACHED_DATA_NOT_FOUND);
  return hit.json;
}
