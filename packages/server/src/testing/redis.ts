import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/** Redis of the test machines. */
export const TEST_REDIS_URL = process.env['MERIDIAN_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/**
 * Whether the test Redis answers. Suites skip without it on a laptop; on CI (`CI=true`) a missing Redis
 * is a failure, never a skip.
 */
export async function redisAvailable(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch (error) {
    if (process.env['CI'] === 'true') {
      throw new Error(`Redis is required on CI but ${TEST_REDIS_URL} does not answer: ${String(error)}`);
    }
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A key prefix no other test run uses. */
export function uniqueRedisPrefix(): string {
  return `meridian-test-${crypto.randomBytes(5).toString('hex')}:`;
}

/** Deletes every key under a prefix. */
export async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
