/**
 * The process is shutting down: every statement running on a data source is cancelled on its engine (as a user's
 * stop would), so a SIGTERM never waits for a minute-long query. One per process, aborted once.
 */
const shutdown = new AbortController();

/** Aborted when the process shuts down. */
export const engineShutdownSignal: AbortSignal = shutdown.signal;

/** Cancels every running and future statement of this process (called on SIGTERM). */
export function cancelAllEngineWork(): void {
  shutdown.abort();
}

/** A statement's own signal combined with the shutdown's. */
export function withShutdown(signal: AbortSignal | undefined): AbortSignal {
  return signal ? AbortSignal.any([signal, engineShutdownSignal]) : engineShutdownSignal;
}
