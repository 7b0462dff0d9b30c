import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import {
  RESULT_CACHE_RETRY_MS,
  RESULT_CACHE_TIMEOUT_MS,
  RedisResultCache,
} from '../query/redis-result-cache';
import { MemoryResultCache, type ResultCache } from '../query/result-cache';
import { MemoryAsyncEventLog, type AsyncEventLog } from './async-events';
import { BullMqQueue } from './bullmq-queue';
import { CircuitBreaker } from './circuit-breaker';
import { CHART_DATA_QUEUE, type ChartDataJob } from './chart-data-job';
import { InProcessQueue } from './in-process-queue';
import type { JobHandler, JobQueue } from './queue';
import { RedisAsyncEventLog } from './redis-async-events';
import { closeRedis, openRedis } from './redis-connection';
import { LocalCancelBus, RedisCancelBus, type CancelBus } from '../sqllab/cancel-bus';
import { FileResultStore } from '../sqllab/file-result-store';
import { RedisResultStore } from '../sqllab/redis-result-store';
import type { SqlLabResultStore } from '../sqllab/result-store';
import { SQLLAB_QUEUE, type SqlLabJob } from '../sqllab/sqllab-job';

/** The result cache, event log and job queue of an install: in this process, or on Redis when configured. */
export interface AsyncBackends {
  /** Whether they live in Redis (shared by processes) or in this process. */
  kind: 'memory' | 'redis';
  results: ResultCache;
  events: AsyncEventLog;
  /** The chart data queue; in process, `handler` runs its jobs (on Redis, `meridian worker` does). */
  chartDataQueue(handler: JobHandler<ChartDataJob>): JobQueue<ChartDataJob>;
  /** Where SQL Lab results wait to be fetched: files in the data dir, or Redis. */
  sqlLabResults: SqlLabResultStore;
  /** The SQL Lab queue; in process, `handler` runs its jobs (on Redis, `meridian worker` does). */
  sqlLabQueue(handler: JobHandler<SqlLabJob>): JobQueue<SqlLabJob>;
  /** Stops SQL Lab runs in whichever process runs them. */
  sqlLabCancels: CancelBus;
  close(): Promise<void>;
}

/** Picks the backends from the config: Redis when MERIDIAN_REDIS_URL is set, else in process. */
export function createAsyncBackends(config: Config, log: FastifyBaseLogger): AsyncBackends {
  if (config.redisUrl === '') {
    const results = new MemoryResultCache();
    const events = new MemoryAsyncEventLog();
    return {
      kind: 'memory',
      results,
      events,
      chartDataQueue: (handler) =>
        new InProcessQueue(handler, {
          onUnexpectedError: (err) => log.error({ err }, 'chart data job failed'),
        }),
      sqlLabResults: new FileResultStore(path.join(config.dataDir, 'sqllab-results')),
      sqlLabQueue: (handler) =>
        new InProcessQueue(handler, { onUnexpectedError: (err) => log.error({ err }, 'SQL Lab job failed') }),
      sqlLabCancels: new LocalCancelBus(),
      close: async () => {
        await events.close();
        await results.close();
      },
    };
  }
  const redis = openRedis(config.redisUrl);
  redis.on('error', (err: unknown) => log.warn({ err }, 'Redis connection error'));
  const subscriber = openRedis(config.redisUrl);
  // Without a listener ioredis prints every failed reconnect of a dead Redis; one warning per attempt is enough.
  subscriber.on('error', (err: unknown) => log.debug({ err }, 'Redis subscriber connection error'));
  // The breakers in front of the queues already tell of an outage; each failed reconnect is only worth a debug line.
  const queueError = (err: unknown) => log.debug({ err }, 'Redis job queue connection error');
  const cancels = new RedisCancelBus(redis, subscriber, config.redisKeyPrefix);
  const events = new RedisAsyncEventLog(redis, config.redisKeyPrefix, (err) =>
    log.warn({ err }, 'reading async events from Redis failed; retrying'),
  );
  return {
    kind: 'redis',
    results: new RedisResultCache(
      redis,
      config.redisKeyPrefix,
      new CircuitBreaker({
        timeoutMs: RESULT_CACHE_TIMEOUT_MS,
        retryAfterMs: RESULT_CACHE_RETRY_MS,
        // Once per outage, not once per request.
        onOpen: (err) => log.warn({ err }, 'result cache unavailable; answering from the database'),
        onClose: () => log.info('result cache reachable again'),
      }),
    ),
    events,
    chartDataQueue: () =>
      new BullMqQueue<ChartDataJob>(
        {
          redisUrl: config.redisUrl,
          keyPrefix: config.redisKeyPrefix,
          name: CHART_DATA_QUEUE,
        },
        queueError,
      ),
    sqlLabResults: new RedisResultStore(redis, config.redisKeyPrefix),
    sqlLabQueue: () =>
      new BullMqQueue<SqlLabJob>(
        {
          redisUrl: config.redisUrl,
          keyPrefix: config.redisKeyPrefix,
          name: SQLLAB_QUEUE,
        },
        queueError,
      ),
    sqlLabCancels: cancels,
    close: async () => {
      await cancels.close();
      await events.close();
      await closeRedis(redis);
    },
  };
}
