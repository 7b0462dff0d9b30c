import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { RedisResultCache } from '../query/redis-result-cache';
import { MemoryResultCache, type ResultCache } from '../query/result-cache';
import { MemoryAsyncEventLog, type AsyncEventLog } from './async-events';
import { BullMqQueue } from './bullmq-queue';
import { CHART_DATA_QUEUE, type ChartDataJob } from './chart-data-job';
import { InProcessQueue } from './in-process-queue';
import type { JobHandler, JobQueue } from './queue';
import { RedisAsyncEventLog } from './redis-async-events';
import { closeRedis, openRedis } from './redis-connection';

/** The result cache, event log and job queue of an install: in this process, or on Redis when configured. */
export interface AsyncBackends {
  /** Whether they live in Redis (shared by processes) or in this process. */
  kind: 'memory' | 'redis';
  results: ResultCache;
  events: AsyncEventLog;
  /** The chart data queue; in process, `handler` runs its jobs (on Redis, `meridian worker` does). */
  chartDataQueue(handler: JobHandler<ChartDataJob>): JobQueue<ChartDataJob>;
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
      close: async () => {
        await events.close();
        await results.close();
      },
    };
  }
  const redis = openRedis(config.redisUrl);
  redis.on('error', (err: unknown) => log.warn({ err }, 'Redis connection error'));
  const events = new RedisAsyncEventLog(redis, config.redisKeyPrefix, (err) =>
    log.warn({ err }, 'reading async events from Redis failed; retrying'),
  );
  return {
    kind: 'redis',
    results: new RedisResultCache(redis, config.redisKeyPrefix, (err) => log.warn({ err }, 'result cache unavailable; answering from the database')),
    events,
    chartDataQueue: () =>
      new BullMqQueue<ChartDataJob>({
        redisUrl: config.redisUrl,
        keyPrefix: config.redisKeyPrefix,
        name: CHART_DATA_QUEUE,
      }),
    close: async () => {
      await events.close();
      await closeRedis(redis);
    },
  };
}
