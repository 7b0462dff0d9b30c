import { runWithDeadline } from './deadline';
import type { ExecuteOptions } from './engine-spec';

/** How a resource pool makes and ends its resources. */
export interface ResourcePoolOptions<T> {
  create: () => Promise<T>;
  destroy: (resource: T) => void | Promise<void>;
  /** Most resources alive at once; further callers wait. */
  max: number;
}

/** A tiny pool of exclusive resources (DuckDB connections, SQLite handles). */
export interface ResourcePool<T> {
  acquire(): Promise<T>;
  /** Gives a healthy resource back. */
  release(resource: T): void;
  /** Ends a broken resource instead of reusing it. */
  discard(resource: T): void;
  /** Ends every idle resource; resources in use end when released. */
  close(): Promise<void>;
}

/** Creates a pool that opens resources lazily, up to `max`. */
export function createResourcePool<T>(options: ResourcePoolOptions<T>): ResourcePool<T> {
  const idle: T[] = [];
  const waiting: { resolve: (resource: T) => void; reject: (error: unknown) => void }[] = [];
  let alive = 0;
  let closed = false;

  const end = (resource: T): void => {
    alive -= 1;
    void Promise.resolve()
      .then(() => options.destroy(resource))
      .catch(() => undefined);
  };

  const acquire = async (): Promise<T> => {
    if (closed) throw new Error('The connection pool is closed');
    const ready = idle.pop();
    if (ready !== undefined) return ready;
    if (alive >= options.max) return new Promise<T>((resolve, reject) => waiting.push({ resolve, reject }));
    alive += 1;
    try {
      return await options.create();
    } catch (error) {
      alive -= 1;
      throw error;
    }
  };

  const release = (resource: T): void => {
    if (closed) return end(resource);
    const next = waiting.shift();
    if (next) next.resolve(resource);
    else idle.push(resource);
  };

  const discard = (resource: T): void => {
    end(resource);
    const next = waiting.shift();
    if (next) acquire().then(next.resolve, next.reject);
  };

  const close = async (): Promise<void> => {
    closed = true;
    for (const waiter of waiting.splice(0)) waiter.reject(new Error('The connection pool is closed'));
    const ending = idle.splice(0);
    alive -= ending.length;
    await Promise.all(ending.map(async (resource) => options.destroy(resource)));
  };

  return { acquire, release, discard, close };
}

/** A statement to run on one pooled resource. */
export interface PooledStatement<R, T> {
  start: (resource: R) => Promise<T>;
  /** Stops the statement running on the resource (DuckDB interrupt, sqlite3_interrupt). */
  cancel: (resource: R) => void | Promise<void>;
}

/**
 * Runs a statement on an exclusive resource under the timeout and signal of `options`; the resource goes back
 * to the pool, or is discarded when its statement ignored the cancel.
 */
export async function runPooled<R, T>(
  pool: ResourcePool<R>,
  statement: PooledStatement<R, T>,
  options: ExecuteOptions,
): Promise<T> {
  const resource = await pool.acquire();
  let broken = false;
  try {
    return await runWithDeadline(
      {
        start: () => statement.start(resource),
        cancel: () => statement.cancel(resource),
        abandon: () => (broken = true),
      },
      options,
    );
  } finally {
    if (broken) pool.discard(resource);
    else pool.release(resource);
  }
}
