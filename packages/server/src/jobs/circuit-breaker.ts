/** How a breaker waits and whom it tells. */
export interface CircuitBreakerOptions {
  /** Longest an operation may take before it counts as failed (ms). */
  timeoutMs: number;
  /** How long the breaker stays open before one call may try again (ms). */
  retryAfterMs: number;
  /** Called once when the breaker opens (not on every skipped call). */
  onOpen?: (error: unknown) => void;
  /** Called once when a trial call succeeds and the breaker closes again. */
  onClose?: () => void;
  now?: () => number;
}

/** Thrown when an operation outlives the breaker's timeout. */
export class CircuitTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

/**
 * Guards calls to an optional dependency (the Redis result cache): after a failure or a timeout it opens and
 * callers get their fallback at once, so a dead dependency costs a request at most one timeout, not one per call.
 * After `retryAfterMs` the next call is let through as a trial; its success closes the breaker.
 */
export class CircuitBreaker {
  private openUntil: number | undefined;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether calls are currently skipped. */
  get isOpen(): boolean {
    return this.openUntil !== undefined && this.now() < this.openUntil;
  }

  /** Runs `operation` unless the breaker is open; answers `fallback` when skipped, failed or too slow. */
  async run<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
    if (this.isOpen) return fallback;
    const wasOpen = this.openUntil !== undefined;
    try {
      const value = await this.withTimeout(operation());
      if (wasOpen) {
        this.openUntil = undefined;
        this.options.onClose?.();
      }
      return value;
    } catch (error) {
      this.openUntil = this.now() + this.options.retryAfterMs;
      if (!wasOpen) this.options.onOpen?.(error);
      return fallback;
    }
  }

  private withTimeout<T>(pending: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new CircuitTimeoutError(this.options.timeoutMs)),
        this.options.timeoutMs,
      );
    });
    // The late answer of a timed-out call is dropped; its rejection must not go unhandled.
    pending.catch(() => undefined);
    return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
  }
}
