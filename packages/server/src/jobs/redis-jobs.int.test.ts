import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, deleteRedisPrefix, redisAvailable, uniqueRedisPrefix } from '../testing/redis';
import type { AsyncEventInput } from './async-events';
import { BullMqQueue, consumeBullMq } from './bullmq-queue';
import { RedisAsyncEventLog } from './redis-async-events';
import { closeRedis, openRedis } from './redis-connection';

const hasRedis = await redisAvailable();

const input = (userId: number, jobId: string): AsyncEventInput => ({
  job_id: jobId,
  channel_id: 'c',
  user_id: userId,
  status: 'done',
  errors: [],
  result_url: `/api/v1/chart/data/${jobId}`,
});

/** Resolves once `check` holds, polling every 20 ms for up to 5 s. */
async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
}

describe.skipIf(!hasRedis)('jobs and events on a real Redis', () => {
  const prefix = uniqueRedisPrefix();
  let redisA: Redis;
  let redisB: Redis;
  /** Two logs on two connections stand for two processes. */
  let logA: RedisAsyncEventLog;
  let logB: RedisAsyncEventLog;

  beforeAll(() => {
    redisA = openRedis(TEST_REDIS_URL);
    redisB = openRedis(TEST_REDIS_URL);
    logA = new RedisAsyncEventLog(redisA, prefix);
    logB = new RedisAsyncEventLog(redisB, prefix);
  });
  afterAll(async () => {
    await logA?.close();
    await logB?.close();
    for (const redis of [redisA, redisB]) if (redis) await closeRedis(redis);
    await deleteRedisPrefix(prefix);
  });

  it('appends to the user’s stream and reads after a last id', async () => {
    const first = await logA.publish(input(1, 'a'));
    await logA.publish(input(1, 'b'));
    await logA.publish(input(2, 'theirs'));
    expect(first.id).toMatch(/^\d+-\d+$/);
    expect((await logB.read(1)).map((e) => e.job_id)).toEqual(['a', 'b']);
    expect((await logB.read(1, first.id)).map((e) => e.job_id)).toEqual(['b']);
    expect(await redisA.xlen(`${prefix}async-events:1`)).toBe(2);
    expect(await redisA.ttl(`${prefix}async-events:1`)).toBeGreaterThan(0);
  });

  it('pushes an event published by one process to a subscriber of another, with the backlog first', async () => {
    const [before] = await logB.read(5);
    expect(before).toBeUndefined();
    const early = await logA.publish(input(5, 'early'));
    const mine: string[] = [];
    const theirs: string[] = [];
    const stopMine = await logB.subscribe(5, '0-0', (e) => mine.push(e.job_id));
    const stopTheirs = await logB.subscribe(6, undefined, (e) => theirs.push(e.job_id));
    expect(mine).toEqual(['early']);
    await logA.publish(input(5, 'live'));
    await logA.publish(input(6, 'other user'));
    await eventually(() => mine.length === 2 && theirs.length === 1);
    expect(mine).toEqual(['early', 'live']);
    expect(theirs).toEqual(['other user']);
    stopMine();
    await logA.publish(input(5, 'after'));
    await logA.publish(input(6, 'second'));
    await eventually(() => theirs.length === 2);
    expect(mine).toEqual(['early', 'live']);
    stopTheirs();
    expect(early.user_id).toBe(5);
  });

  it('runs a BullMQ job added by one side on the consumer of the other', async () => {
    const location = { redisUrl: TEST_REDIS_URL, keyPrefix: prefix, name: 'test-queue' };
    const ran: string[] = [];
    const consumer = consumeBullMq<{ word: string }>({
      ...location,
      parse: (data) => data as { word: string },
      handler: async (data) => void ran.push(data.word),
      onError: () => {},
    });
    const queue = new BullMqQueue<{ word: string }>(location);
    try {
      await consumer.ready();
      await queue.add('job-1', { word: 'hello' });
      await eventually(() => ran.length === 1);
      expect(ran).toEqual(['hello']);
      expect((await redisA.keys(`${prefix}bull:test-queue:*`)).length).toBeGreaterThan(0);
    } finally {
      await queue.close();
      await consumer.close();
    }
  });
});
