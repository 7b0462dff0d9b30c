import { describe, expect, it } from 'vitest';
import { createResourcePool } from './pool';

describe('the resource pool', () => {
  it('creates lazily up to max, then makes callers wait for a release', async () => {
    let created = 0;
    const destroyed: number[] = [];
    const pool = createResourcePool({
      create: async () => ++created,
      destroy: (n) => void destroyed.push(n),
      max: 2,
    });
    const a = await pool.acquire();
    const b = await pool.acquire();
    let third: number | undefined;
    const waiting = pool.acquire().then((n) => (third = n));
    await Promise.resolve();
    expect(third).toBeUndefined();
    pool.release(a);
    await waiting;
    expect([a, b, third, created]).toEqual([1, 2, 1, 2]);
    pool.discard(b);
    expect(await pool.acquire()).toBe(3);
    await pool.close();
    await expect(pool.acquire()).rejects.toThrow('The connection pool is closed');
    expect(destroyed).toEqual([2]);
  });
});
