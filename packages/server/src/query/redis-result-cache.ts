import type { Redis } from 'ioredis';
import type { CachedResult, ResultCache } from './result-cache';

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
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** A miss when Redis is unreachable: charts still load from the database, only slower. */
  async get(key: string): Promise<CachedResult | undefined> {
    try {
      const text = await this.redis.get(this.redisKey(key));
      return text === null ? undefined : decodeCachedResult(text);
    } catch (error) {
      this.onError(error);
      return undefined;
    }
  }

  /** Skips storing when Redis is unreachable. */
  async set(key: string, value: CachedResult, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) return;
    try {
      await this.redis.set(this.redisKey(key), encodeCachedResult(value), 'EX', Math.ceil(ttlSeconds));
    } catch (error) {
      this.onError(error);
    }
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
