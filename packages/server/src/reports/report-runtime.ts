import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { BullMqQueue } from '../jobs/bullmq-queue';
import { InProcessQueue } from '../jobs/in-process-queue';
import type { JobQueue } from '../jobs/queue';
import type { ReportsRepo } from '../store/reports-repo';
import {
  ReportExecutor,
  type ReportContentSource,
  type ReportExecutorDeps,
  type ReportJob,
} from './report-executor';
import { ReportMailer } from './report-mailer';
import { ReportDelivery } from './report-notification';
import { ReportScheduler } from './report-scheduler';

/** Name of the BullMQ queue of report runs. */
export const REPORTS_QUEUE = 'reports';

/** The scheduler, the executor and the queue between them, as one process holds them. */
export interface ReportRuntime {
  scheduler: ReportScheduler;
  executor: ReportExecutor;
  /** Resolves when the runs this process queued in process have ended (tests wait on it). */
  idle(): Promise<void>;
  /** Replaces the clock of the scheduler and the executor: tests step through minutes without waiting for them. */
  useClock(clock: () => Date): void;
  close(): Promise<void>;
}

/** Where the app answers, for links and for Chromium: MERIDIAN_WEBDRIVER_BASEURL, else the bound host and port. */
export function reportsBaseUrl(config: Pick<Config, 'webdriverBaseUrl' | 'host' | 'port'>): string {
  if (config.webdriverBaseUrl !== '') return config.webdriverBaseUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host}:${config.port}`;
}

/** Builds the report runtime: runs go on BullMQ when Redis is configured (workers take them), else in process. */
export function buildReportRuntime(deps: {
  config: Config;
  reports: ReportsRepo;
  content: ReportContentSource;
  runAlertQuery: ReportExecutorDeps['runAlertQuery'];
  log: FastifyBaseLogger;
  clock?: () => Date;
}): ReportRuntime {
  const { config, log } = deps;
  let now = deps.clock ?? (() => new Date());
  const clock = () => now();
  const mailer = new ReportMailer(config, (err, attempt) =>
    log.warn({ err, attempt }, 'sending a report email failed; retrying'),
  );
  const executor = new ReportExecutor({
    reports: deps.reports,
    content: deps.content,
    runAlertQuery: deps.runAlertQuery,
    notifier: new ReportDelivery({
      sendEmail: (email) => mailer.send(email),
      settings: () => ({ baseUrl: reportsBaseUrl(config), subjectPrefix: config.emailReportsSubjectPrefix }),
      postJson: postJson,
    }),
    clock,
    log,
  });
  const queue: JobQueue<ReportJob> =
    config.redisUrl === ''
      ? trackedInProcessQueue(executor, log)
      : new BullMqQueue<ReportJob>({
          redisUrl: config.redisUrl,
          keyPrefix: config.redisKeyPrefix,
          name: REPORTS_QUEUE,
        });
  const scheduler = new ReportScheduler({ reports: deps.reports, queue, clock, log });
  return {
    scheduler,
    executor,
    useClock: (next) => {
      now = next;
    },
    idle: async () => {
      if (queue instanceof TrackedQueue) await queue.idle();
    },
    close: async () => {
      scheduler.stop();
      await queue.close();
      mailer.close();
    },
  };
}

/** POSTs JSON to a webhook; 4xx/5xx are errors naming the status. */
async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    redirect: 'error',
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
}

/** An in-process queue that knows when every run it was given has ended. */
class TrackedQueue implements JobQueue<ReportJob> {
  private readonly waiting = new Map<string, () => void>();
  private readonly unfinished = new Set<Promise<void>>();
  private readonly inner: InProcessQueue<ReportJob>;

  constructor(executor: ReportExecutor, log: FastifyBaseLogger) {
    this.inner = new InProcessQueue<ReportJob>(
      async (job) => {
        try {
          await executor.execute(job);
        } finally {
          this.waiting.get(keyOf(job))?.();
        }
      },
      { onUnexpectedError: (err) => log.error({ err }, 'report job failed') },
    );
  }

  async add(jobId: string, data: ReportJob): Promise<void> {
    const done = new Promise<void>((resolve) => this.waiting.set(keyOf(data), resolve));
    this.unfinished.add(done);
    void done.then(() => {
      this.unfinished.delete(done);
      this.waiting.delete(keyOf(data));
    });
    await this.inner.add(jobId, data);
  }

  /** Resolves when every run added so far has ended. */
  async idle(): Promise<void> {
    while (this.unfinished.size > 0) await Promise.all([...this.unfinished]);
  }

  async close(): Promise<void> {
    await this.inner.close();
  }
}

const keyOf = (job: ReportJob) => `${job.scheduleId}@${job.scheduledIso}`;

function trackedInProcessQueue(executor: ReportExecutor, log: FastifyBaseLogger): TrackedQueue {
  return new TrackedQueue(executor, log);
}
