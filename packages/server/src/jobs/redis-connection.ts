import { Redis } from 'ioredis';

/** Opens a Redis connection lazily (on its first command). A blocking one (XREAD, BullMQ) retries forever. */
export function openRedis(url: string, options: { blocking?: boolean } = {}): Redis {
  return new Redis(url, {
    lazyConnect: true,
    // A command waits through a short outage, then fails rather than hanging a request for good.
    maxRetriesPerRequest: options.blocking ? null : 3,
    connectionName: options.blocking ? 'meridian-blocking' : 'meridian',
  });
}

/** Closes a connection: QUIT when it is up, otherwise drop it. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
