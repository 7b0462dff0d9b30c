import { engineError } from './engine-error';
import type { ExecuteOptions } from './engine-spec';
import { withShutdown } from './shutdown';

/** How long a statement may keep running after its cancel was sent before the connection is given up. */
const CANCEL_GRACE_MS = 5_000;

/** One statement run under a timeout and an abort signal. */
export interface DeadlineRun<T> {
  /** Starts the statement; called once the backend id needed by `cancel` is known. */
  start: () => Promise<T>;
  /** Stops the running statement from outside (another connection, interrupt); must not throw. */
  cancel: () => Promise<void> | void;
  /** Called when the statement ignored the cancel for the grace period: the connection must be destroyed. */
  abandon?: () => void;
  /** How long to wait after the cancel before abandoning (default 5 s). */
  graceMs?: number;
}

type StopReason = 'timeout' | 'abort';

/** The AppError of a stopped statement. */
function stopError(reason: StopReason, timeoutMs: number | undefined) {
  return reason === 'timeout'
    ? engineError({ kind: 'timeout', timeoutMs: timeoutMs ?? 0 })
    : engineError({ kind: 'cancelled' });
}

/**
 * Runs a statement, cancelling it when the timeout passes or the signal aborts (the two-step pattern: the caller
 * noted the backend id before `start`, `cancel` stops it from elsewhere). A stopped statement throws
 * "The query was cancelled" / "The query exceeded the N s timeout" even if the engine answered anyway
 * (MySQL's SLEEP returns 1 when killed). Resolves only after the cancel went through, so the caller never
 * hands the connection to the next query while a cancel for it is still on its way.
 */
export async function runWithDeadline<T>(run: DeadlineRun<T>, options: ExecuteOptions = {}): Promise<T> {
  const { timeoutMs } = options;
  const signal = withShutdown(options.signal);
  if (signal.aborted) throw stopError('abort', timeoutMs);
  let reason: StopReason | undefined;
  let cancelling: Promise<void> | undefined;
  let onStopped: (() => void) | undefined;
  const stopped = new Promise<'stopped'>((resolve) => {
    onStopped = () => resolve('stopped');
  });
  const stop = (why: StopReason): void => {
    if (reason) return;
    reason = why;
    cancelling = Promise.resolve()
      .then(run.cancel)
      .catch(() => undefined);
    onStopped?.();
  };
  const timer =
    timeoutMs !== undefined && timeoutMs > 0 ? setTimeout(() => stop('timeout'), timeoutMs) : undefined;
  const onAbort = (): void => stop('abort');
  signal.addEventListener('abort', onAbort, { once: true });
  const running = Promise.resolve().then(() => run.start());
  try {
    const first = await Promise.race([running, stopped]);
    if (!reason) return first as T;
    await settleWithin(running, run.graceMs ?? CANCEL_GRACE_MS, run.abandon);
    throw stopError(reason, timeoutMs);
  } catch (error) {
    if (reason) throw stopError(reason, timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    await cancelling;
  }
}

/** Waits for a cancelled statement to settle; past the grace period, abandons its connection. */
async function settleWithin(running: Promise<unknown>, graceMs: number, abandon?: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  const outcome = await Promise.race([
    running.then(
      () => 'settled' as const,
      () => 'settled' as const,
    ),
    grace,
  ]);
  clearTimeout(timer);
  if (outcome === 'late') abandon?.();
}
