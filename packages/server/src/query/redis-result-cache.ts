import type { Redis } from 'ioredis';
import { CircuitBreaker } from '../jobs/circuit-breaker';
import type { CachedResult, ResultCache } from './result-cache';

/** Longest a chart request waits on the result cache before answering from the database (ms). */
export const RESULT_CACHE_TIMEOUT_MS = 1000;
/** How long the cache is skipped after Redis failed, before one request tries it again (ms). */
export const RESULT_CACHE_RETRY_MS = 3000;

/** Namespace of result keys under the install's Redis prefix. */
export const RESULT_KEY_SPACE = 'result:';

/** Serializes a cached result as `<cachedAt>|<json>`: one string, no re-encoding of the (large) JSON. */
export function encodeCachedResult(value: CachedResult): string {
  return `${value.cachedAt}|${value.json}`;
}

/** Reads what `encodeCachedResult` wrote; anything else is a miss. */
export function decodeCachedResult(text: string): CachedResult | undefined {
  const bar = text.indexOf('|');
  if (bar <= 0) return undefined;
  return { cachedAt: text.slice(0, bar), json: text.slice(bar + 1) };
}

/** The result cache in Redis, shared by every API process and worker; entries expire with their cache timeout. */
export class RedisResultCache implements ResultCache {
  /**
   * @param redis a command connection; closed by its owner, not by this cache.
   * @param keyPrefix the install's prefix (`meridian:`); keys become `<prefix>result:<key>`.
   */
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly breaker = new CircuitBreaker({
      timeoutMs: RESULT_CACHE_TIMEOUT_MS,
      retryAfterMs: RESULT_CACHE_RETRY_MS,
    }),
  ) {}

  /** A miss when Redis is unreachable or slow: charts still load from the database. */
  async get(key: string): Promise<CachedResult | undefined> {
    const text = await this.breaker.run(() => this.redis.get(this.redisKey(key)), null);
    return text === null ? undefined : decodeCachedResult(text);
  }

  /** Skips storing when Redis is unreachable or slow. */
  async set(key: string, value: CachedResult, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) return;
    await this.breaker.run(
      () => this.redis.set(this.redisKey(key), encodeCachedResult(value), 'EX', Math.ceil(ttlSeconds)),
      undefined,
    );
  }

  /** Seconds the key has left: -2 when absent, -1 without expiry (for tests and diagnostics). */
  async ttl(key: string): Promise<number> {
    return this.redis.ttl(this.redisKey(key));
  }

  async close(): Promise<void> {}

  private redisKey(key: string): string {
    return `${this.keyPrefix}${RESULT_KEY_SPACE}${key}`;
  }
}
