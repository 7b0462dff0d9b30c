import { describe, expect, it } from 'vitest';
import { InProcessQueue } from './in-process-queue';

/** A job that finishes when told to, or when its signal aborts. */
function gate() {
  const started: number[] = [];
  const release = new Map<number, () => void>();
  const handler = (n: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      started.push(n);
      release.set(n, resolve);
      signal.addEventListener('abort', () => resolve());
    });
  return { started, release: (n: number) => release.get(n)?.(), handler };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('InProcessQueue', () => {
  it('runs two jobs at a time, in the order they came', async () => {
    const { started, release, handler } = gate();
    const queue = new InProcessQueue(handler);
    for (const n of [1, 2, 3, 4]) await queue.add(`job-${n}`, n);
    expect(started).toEqual([1, 2]);
    expect(queue.waiting).toBe(2);
    release(2);
    await tick();
    expect(started).toEqual([1, 2, 3]);
    release(1);
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    await queue.close();
  });

  it('cancels running jobs and drops waiting ones when closed, then refuses new ones', async () => {
    const { started, handler } = gate();
    const queue = new InProcessQueue(handler, { concurrency: 1 });
    await queue.add('a', 1);
    await queue.add('b', 2);
    await queue.close();
    expect(started).toEqual([1]);
    await expect(queue.add('c', 3)).rejects.toThrow(/closed/);
  });

  it('reports a handler that throws and goes on with the next job', async () => {
    const errors: unknown[] = [];
    const ran: number[] = [];
    const queue = new InProcessQueue<number>(
      async (n) => {
        ran.push(n);
        if (n === 1) throw new Error('boom');
      },
      { concurrency: 1, onUnexpectedError: (error) => errors.push(error) },
    );
    await queue.add('a', 1);
    await queue.add('b', 2);
    await tick();
    await tick();
    expect(ran).toEqual([1, 2]);
    expect(errors).toHaveLength(1);
    await queue.close();
  });
});
