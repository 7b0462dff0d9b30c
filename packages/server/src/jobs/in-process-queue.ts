import { JOB_CONCURRENCY, type JobHandler, type JobQueue } from './queue';

/** Options of an in-process queue. */
export interface InProcessQueueOptions {
  /** Jobs run at the same time. */
  concurrency?: number;
  /** Told about a handler that threw (handlers report their own failures, so this is a bug). */
  onUnexpectedError?: (error: unknown) => void;
}

/** A FIFO queue that runs jobs in this process, a few at a time; nothing survives a restart. */
export class InProcessQueue<T> implements JobQueue<T> {
  private readonly pending: { jobId: string; data: T }[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly controller = new AbortController();
  private readonly concurrency: number;

  constructor(
    private readonly handler: JobHandler<T>,
    private readonly options: InProcessQueueOptions = {},
  ) {
    this.concurrency = options.concurrency ?? JOB_CONCURRENCY;
  }

  async add(jobId: string, data: T): Promise<void> {
    if (this.controller.signal.aborted) throw new Error('The job queue is closed');
    this.pending.push({ jobId, data });
    this.pump();
  }

  /** Jobs waiting for a free slot. */
  get waiting(): number {
    return this.pending.length;
  }

  /** Drops waiting jobs, cancels running ones and waits for them to wind down. */
  async close(): Promise<void> {
    this.pending.length = 0;
    this.controller.abort();
    await Promise.allSettled([...this.running]);
  }

  private pump(): void {
    while (this.running.size < this.concurrency && this.pending.length > 0) {
      const job = this.pending.shift() as { jobId: string; data: T };
      const run = this.handler(job.data, this.controller.signal)
        .catch((error: unknown) => this.options.onUnexpectedError?.(error))
        .finally(() => {
          this.running.delete(run);
          this.pump();
        });
      this.running.add(run);
    }
  }
}
