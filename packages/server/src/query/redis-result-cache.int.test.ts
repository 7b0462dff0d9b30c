import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, openRedis } from '../jobs/redis-connection';
import { TEST_REDIS_URL, deleteRedisPrefix, redisAvailable, uniqueRedisPrefix } from '../testing/redis';
import { RedisResultCache } from './redis-result-cache';

const hasRedis = await redisAvailable();

describe.skipIf(!hasRedis)('RedisResultCache on a real Redis', () => {
  const prefix = uniqueRedisPrefix();
  let redis: Redis;
  let cache: RedisResultCache;

  beforeAll(() => {
    redis = openRedis(TEST_REDIS_URL);
    cache = new RedisResultCache(redis, prefix);
  });
  afterAll(async () => {
    await cache?.close();
    if (redis) await closeRedis(redis);
    await deleteRedisPrefix(prefix);
  });

  it('gives back what it was given, under <prefix>result:<key>', async () => {
    const value = { json: '{"data":[{"region":"EMEA"}]}', cachedAt: '2024-01-05T10:00:00.000Z' };
    await cache.set('k1', value, 60);
    expect(await cache.get('k1')).toEqual(value);
    expect(await redis.exists(`${prefix}result:k1`)).toBe(1);
  });

  it('expires an entry after its cache timeout', async () => {
    await cache.set('k2', { json: '{}', cachedAt: 'now' }, 120);
    const ttl = await cache.ttl('k2');
    expect(ttl).toBeGreaterThan(110);
    expect(ttl).toBeLessThanOrEqual(120);
    await cache.set('k3', { json: '{}', cachedAt: 'now' }, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await cache.get('k3')).toBeUndefined();
  });

  it('misses an absent key and stores nothing for a zero timeout', async () => {
    expect(await cache.get('absent')).toBeUndefined();
    await cache.set('k4', { json: '{}', cachedAt: 'now' }, 0);
    expect(await cache.ttl('k4')).toBe(-2);
  });
});
