import type { Redis } from 'ioredis';
import { RESULTS_KEY_PATTERN, type SqlLabResultStore, type StoredResultMeta } from './result-store';

/** SQL Lab results in Redis (workers and API processes share them), every key with the result's TTL. */
export class RedisResultStore implements SqlLabResultStore {
  /**
   * @param redis a command connection, closed by its owner.
   * @param keyPrefix the install's prefix; keys become `<prefix>sqllab:<key>:meta` and `…:page:<n>`.
   */
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async writePage(key: string, index: number, json: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.redisKey(key, `page:${index}`), json, 'EX', Math.ceil(ttlSeconds));
  }

  async finish(key: string, meta: StoredResultMeta, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.redisKey(key, 'meta'), JSON.stringify(meta), 'EX', Math.ceil(ttlSeconds));
  }

  async meta(key: string): Promise<StoredResultMeta | undefined> {
    if (!RESULTS_KEY_PATTERN.test(key)) return undefined;
    const text = await this.redis.get(this.redisKey(key, 'meta'));
    return text === null ? undefined : (JSON.parse(text) as StoredResultMeta);
  }

  async readPage(key: string, index: number): Promise<string | undefined> {
    if (!RESULTS_KEY_PATTERN.test(key) || !Number.isSafeInteger(index) || index < 0) return undefined;
    return (await this.redis.get(this.redisKey(key, `page:${index}`))) ?? undefined;
  }

  async discard(key: string): Promise<void> {
    if (!RESULTS_KEY_PATTERN.test(key)) return;
    const pattern = this.redisKey(key, '*');
    const keys = await this.redis.keys(pattern);
    if (keys.length > 0) await this.redis.del(...keys);
  }

  async close(): Promise<void> {}

  private redisKey(key: string, part: string): string {
    return `${this.keyPrefix}sqllab:${key}:${part}`;
  }
}
