import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@meridian/core';

/** Counts failed logins per username in a sliding window, so password guessing is slowed to a crawl. */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = LOGIN_FAILURE_LIMIT,
    private readonly windowMs = LOGIN_FAILURE_WINDOW_MS,
  ) {}

  /** Whether this username has used up its failures in the window. */
  isBlocked(username: string, now = Date.now()): boolean {
    return this.recent(username, now).length >= this.limit;
  }

  /** Records a failed attempt. */
  recordFailure(username: string, now = Date.now()): void {
    const recent = this.recent(username, now);
    recent.push(now);
    this.failures.set(username.toLowerCase(), recent);
  }

  /** Forgets the failures of a username after a successful login. */
  reset(username: string): void {
    this.failures.delete(username.toLowerCase());
  }

  private recent(username: string, now: number): number[] {
    const list = this.failures.get(username.toLowerCase()) ?? [];
    const kept = list.filter((t) => now - t < this.windowMs);
    if (kept.length === 0) this.failures.delete(username.toLowerCase());
    return kept;
  }
}
