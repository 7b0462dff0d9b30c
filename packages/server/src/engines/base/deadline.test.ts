import { describe, expect, it, vi } from 'vitest';
import { runWithDeadline } from './deadline';

/** A statement that ends when its cancel arrives (like a database would), or after `ms`. */
function statement(ms: number, answer = 'done') {
  let stop: (() => void) | undefined;
  const start = () =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => resolve(answer), ms);
      stop = () => {
        clearTimeout(timer);
        reject(new Error('canceling statement due to user request'));
      };
    });
  const cancel = vi.fn(async () => stop?.());
  return { start, cancel };
}

describe('runWithDeadline', () => {
  it('answers a statement that ends in time without cancelling it', async () => {
    const run = statement(5);
    await expect(runWithDeadline(run, { timeoutMs: 1000 })).resolves.toBe('done');
    expect(run.cancel).not.toHaveBeenCalled();
  });

  it('cancels at the timeout and names the limit in seconds', async () => {
    const run = statement(5000);
    await expect(runWithDeadline(run, { timeoutMs: 30 })).rejects.toThrow(
      'The query exceeded the 0.03 s timeout',
    );
    expect(run.cancel).toHaveBeenCalledTimes(1);
  });

  it('cancels when the signal aborts', async () => {
    const run = statement(5000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 10);
    await expect(runWithDeadline(run, { signal: controller.signal })).rejects.toThrow(
      'The query was cancelled',
    );
  });

  it('reports the cancel even when the engine answers anyway (MySQL SLEEP returns 1 when killed)', async () => {
    let finish: ((value: string) => void) | undefined;
    const start = () => new Promise<string>((resolve) => (finish = resolve));
    const cancel = async () => finish?.('1');
    await expect(runWithDeadline({ start, cancel }, { timeoutMs: 10 })).rejects.toThrow(
      'The query exceeded the 0.01 s timeout',
    );
  });

  it('abandons the connection of a statement that ignores its cancel', async () => {
    const abandon = vi.fn();
    const start = () => new Promise<string>(() => undefined);
    const run = runWithDeadline({ start, cancel: () => undefined, abandon, graceMs: 20 }, { timeoutMs: 10 });
    await expect(run).rejects.toThrow('The query exceeded the 0.01 s timeout');
    expect(abandon).toHaveBeenCalledTimes(1);
  });

  it('passes engine errors through unchanged', async () => {
    const start = () => Promise.reject(new Error('syntax error'));
    await expect(runWithDeadline({ start, cancel: () => undefined }, { timeoutMs: 1000 })).rejects.toThrow(
      'syntax error',
    );
  });
});
