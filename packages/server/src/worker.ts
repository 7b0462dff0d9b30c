import type pino from 'pino';
import { buildServices, type Services } from './services';
import type { Config } from './config';
import { consumeBullMq } from './jobs/bullmq-queue';
import { CHART_DATA_QUEUE, chartDataJobSchema, runChartDataJob } from './jobs/chart-data-job';
import { cancelAllEngineWork } from './engines/base/shutdown';
import { openStore } from './store/db';
import { SQLLAB_QUEUE, sqlLabJobSchema } from './sqllab/sqllab-job';
import { reportJobSchema } from './reports/report-executor';
import { REPORTS_QUEUE } from './reports/report-runtime';

/** A running `meridian worker`: its services (tests drive its report scheduler) and its shutdown. */
export interface RunningWorker {
  services: Services;
  /** Stops taking jobs, waits for the running ones, closes the services and the store. */
  close(): Promise<void>;
}

/**
 * The body of `meridian worker`: consumes the chart data, SQL Lab and report queues from BullMQ against the shared
 * metadata store, and ticks the report scheduler when its interval is not 0. Resolves once every consumer is ready.
 */
export async function startWorker(config: Config, log: pino.Logger): Promise<RunningWorker> {
  // The API processes migrate the store; a worker only reads it.
  const store = openStore(config);
  const services = await buildServices(config, store, log);
  const location = { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix };
  const consumers = [
    consumeBullMq({
      ...location,
      name: CHART_DATA_QUEUE,
      parse: (data) => chartDataJobSchema.parse(data),
      handler: (job, signal) => runChartDataJob(services.ctx, job, signal),
      onError: (err, jobId) => log.error({ err, jobId }, 'chart data job failed'),
    }),
    consumeBullMq({
      ...location,
      name: SQLLAB_QUEUE,
      parse: (data) => sqlLabJobSchema.parse(data),
      handler: (job, signal) => services.ctx.sqlLab.runs.runJob(job, signal),
      onError: (err, jobId) => log.error({ err, jobId }, 'SQL Lab job failed'),
    }),
    consumeBullMq({
      ...location,
      name: REPORTS_QUEUE,
      parse: (data) => reportJobSchema.parse(data),
      handler: async (job) => {
        await services.ctx.reportRuntime.executor.execute(job);
      },
      onError: (err, jobId) => log.error({ err, jobId }, 'report job failed'),
    }),
  ];
  if (config.reportsSchedulerIntervalSeconds > 0)
    services.ctx.reportRuntime.scheduler.start(config.reportsSchedulerIntervalSeconds * 1000);
  for (const consumer of consumers) await consumer.ready();
  return {
    services,
    close: async () => {
      cancelAllEngineWork();
      for (const consumer of [...consumers].reverse()) await consumer.close();
      await services.close();
      await store.close();
    },
  };
}
