import { describe, expect, it } from 'vitest';
import { MemoryResultCache, cacheKey } from './result-cache';

describe('MemoryResultCache', () => {
  it('answers what it stored until it expires', async () => {
    const cache = new MemoryResultCache();
    await cache.set('a', { json: '{"x":1}', cachedAt: 't' }, 60);
    expect(await cache.get('a')).toEqual({ json: '{"x":1}', cachedAt: 't', expiresAt: expect.any(Number) });
    await cache.set('b', { json: '{}', cachedAt: 't' }, 0);
    expect(await cache.get('b')).toBeUndefined();
  });
  it('evicts the least recently used entries past its size', async () => {
    const cache = new MemoryResultCache(40);
    await cache.set('a', { json: '0123456789', cachedAt: 't' }, 60);
    await cache.set('b', { json: '0123456789', cachedAt: 't' }, 60);
    await cache.get('a');
    await cache.set('c', { json: '0123456789', cachedAt: 't' }, 60);
    await cache.set('d', { json: '0123456789', cachedAt: 't' }, 60);
    await cache.set('e', { json: '0123456789', cachedAt: 't' }, 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
  });
});

describe('cacheKey', () => {
  it('differs when a parameter differs', () => {
    const base = { datasetId: 1, sql: 'SELECT ?', parameters: [1], postProcessing: [], resultType: 'full' };
    expect(cacheKey(base)).toBe(cacheKey({ ...base }));
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, parameters: [2] }));
  });
});
