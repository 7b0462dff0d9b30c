import type { LibsqlDatabase } from './libsql';

/** How often a stop is repeated while the statement it targets has not settled. */
const INTERRUPT_REPEAT_MS = 25;

/**
 * Interrupts what runs on a connection, again and again until `isSettled()`. sqlite3_interrupt is a no-op while no
 * statement is stepping, so a stop that lands while the statement is still being prepared, or waits for its worker
 * thread on a busy machine, would be lost and the query would run to its end.
 */
export function interruptUntilSettled(database: LibsqlDatabase, isSettled: () => boolean): void {
  const interrupt = (): boolean => {
    if (isSettled()) return false;
    try {
      database.interrupt();
      return true;
    } catch {
      return false; // closed under us: nothing left to stop
    }
  };
  if (!interrupt()) return;
  const timer = setInterval(() => {
    if (!interrupt()) clearInterval(timer);
  }, INTERRUPT_REPEAT_MS);
  timer.unref();
}
