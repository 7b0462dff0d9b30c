import { DASHBOARD_VIEW_HEADER } from '@meridian/core';

/** Chart queries of one dashboard view in flight at once. */
export const MAX_CONCURRENT_CHART_QUERIES = 4;

/** A small FIFO limiter: at most `limit` tasks run at once; a task's release starts the next. */
export class QueryQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idleWaiters: (() => void)[] = [];
  /** Id of this dashboard view (one per page load), sent with its chart queries. */
  readonly viewId: string = randomId();

  /** The headers that tie a chart query to this view. */
  get viewHeaders(): Record<string, string> {
    return { [DASHBOARD_VIEW_HEADER]: this.viewId };
  }

  constructor(private readonly limit: number = MAX_CONCURRENT_CHART_QUERIES) {}

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /**
   * Resolves once no task runs or waits (checked after the current task, so queries the same commit starts
   * count): work that must never delay charts, such as filter values, waits for it.
   */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => {
      setTimeout(() => {
        if (this.running === 0 && this.waiting.length === 0) resolve();
        else this.idleWaiters.push(resolve);
      }, 0);
    });
  }

  /**
   * Runs a task when a slot is free; an aborted signal drops it from the queue (rejecting with AbortError). With
   * a slot free the task starts at once, in the caller's task (not a microtask later).
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
    if (this.running < this.limit) {
      this.running += 1;
      return this.settle(task);
    }
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        this.running += 1;
        resolve();
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new DOMException('Aborted', 'AbortError'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(start);
    }).then(() => this.settle(task));
  }

  /** Runs a task that holds a slot, and frees the slot when it settles. */
  private async settle<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release(): void {
    this.running -= 1;
    const next = this.waiting.shift();
    if (next) next();
    else if (this.running === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; a plain-http install has none). */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
