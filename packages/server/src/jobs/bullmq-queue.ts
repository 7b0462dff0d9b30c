import { Queue, Worker } from 'bullmq';
import { JOB_CONCURRENCY, type JobHandler, type JobQueue } from './queue';

/** Where a BullMQ queue lives. */
export interface BullMqLocation {
  /** redis://… */
  redisUrl: string;
  /** The install's key prefix (`meridian:`); BullMQ keys become `<prefix>bull:<queue>:…`. */
  keyPrefix: string;
  /** Name of the queue. */
  name: string;
}

/** Finished jobs kept for inspection (the answer itself goes to the result cache and the event log). */
const KEEP_JOBS = { age: 3600, count: 1000 };

/** BullMQ's own prefix for a Meridian key prefix (BullMQ adds the `:` after it). */
export function bullPrefix(keyPrefix: string): string {
  return `${keyPrefix}bull`;
}

/** The producing side of a BullMQ queue: API processes add jobs, `meridian worker` processes run them. */
export class BullMqQueue<T> implements JobQueue<T> {
  private queue: Queue | undefined;

  /** @param onError told about connection errors (without it BullMQ prints each failed reconnect to stderr). */
  constructor(
    private readonly location: BullMqLocation,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async add(jobId: string, data: T): Promise<void> {
    if (!this.queue) {
      this.queue = new Queue(this.location.name, {
        connection: { url: this.location.redisUrl },
        prefix: bullPrefix(this.location.keyPrefix),
      });
      this.queue.on('error', this.onError);
    }
    // One attempt: a failed query is reported as an error event, and re-running it would not help.
    await this.queue.add(this.location.name, data, {
      jobId,
      attempts: 1,
      removeOnComplete: KEEP_JOBS,
      removeOnFail: KEEP_JOBS,
    });
  }

  async close(): Promise<void> {
    await this.queue?.close();
  }
}

/** Options of consuming a BullMQ queue. */
export interface BullMqConsumerOptions<T> extends BullMqLocation {
  /** Checks what came out of Redis; a job that fails it is dropped. */
  parse(data: unknown): T;
  handler: JobHandler<T>;
  concurrency?: number;
  /** Told about dropped jobs and connection errors. */
  onError(error: unknown, jobId?: string): void;
}

/** A consumer of a BullMQ queue. */
export interface BullMqConsumer {
  /** Resolves once the consumer is connected and taking jobs. */
  ready(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

/** Starts consuming a queue: the body of `meridian worker`. */
export function consumeBullMq<T>(options: BullMqConsumerOptions<T>): BullMqConsumer {
  const worker = new Worker(
    options.name,
    async (job, _token, signal) => {
      const data = options.parse(job.data);
      await options.handler(data, signal ?? new AbortController().signal);
    },
    {
      connection: { url: options.redisUrl },
      prefix: bullPrefix(options.keyPrefix),
      concurrency: options.concurrency ?? JOB_CONCURRENCY,
    },
  );
  worker.on('failed', (job, error) => options.onError(error, job?.id));
  worker.on('error', (error) => options.onError(error));
  return { ready: () => worker.waitUntilReady().then(() => undefined), close: () => worker.close() };
}
