import type pino from 'pino';

/** How long a graceful shutdown may take before the process exits anyway (a supervisor's usual grace is 10 s). */
export const SHUTDOWN_GRACE_MS = 9_000;

/** Exit code of a shutdown that had to be forced, or of a crash, for a supervisor to restart the process. */
export const EXIT_FAILURE = 1;

/**
 * Logs what would otherwise end the process silently. A rejected promise nobody awaited is logged and the server
 * keeps serving; an uncaught exception leaves state unknown, so it is logged and the process exits with 1 (run
 * under a supervisor, which restarts it).
 */
export function installCrashHandlers(log: pino.Logger, exit: (code: number) => void = process.exit): void {
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception: exiting');
    exit(EXIT_FAILURE);
  });
}

/**
 * On SIGTERM or SIGINT runs `close` (stop accepting, cancel what runs, close pools) and exits 0; if that takes
 * longer than the grace period (a query that ignores its cancel, a dependency that hangs), exits 1 anyway.
 */
export function exitOnSignals(
  log: pino.Logger,
  close: () => Promise<void>,
  options: { graceMs?: number; exit?: (code: number) => void } = {},
): void {
  const exit = options.exit ?? process.exit;
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error({ graceMs }, 'shutdown took too long: exiting anyway');
      exit(EXIT_FAILURE);
    }, graceMs);
    timer.unref();
    close().then(
      () => exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        exit(EXIT_FAILURE);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
