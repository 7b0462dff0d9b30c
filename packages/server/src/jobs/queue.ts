/** Runs one job; a handler reports failures itself (as events), so a throw is a bug, logged and dropped. */
export type JobHandler<T> = (data: T, signal: AbortSignal) => Promise<void>;

/** A queue of jobs of one kind: in this process by default, BullMQ on Redis when configured. */
export interface JobQueue<T> {
  /** Queues a job under an id unique to it. */
  add(jobId: string, data: T): Promise<void>;
  /** Stops taking jobs and releases what the queue holds. */
  close(): Promise<void>;
}

/** Jobs one consumer runs at the same time (per API process in process, per worker on BullMQ). */
export const JOB_CONCURRENCY = 2;
