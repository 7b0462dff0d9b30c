import { describe, expect, it } from 'vitest';
import { decodeCachedResult, encodeCachedResult } from './redis-result-cache';

describe('Redis result encoding', () => {
  it('round-trips the time and the JSON, bars in the JSON included', () => {
    const value = { cachedAt: '2024-01-05T10:00:00.000Z', json: '{"data":[{"a":"x|y"}]}' };
    expect(encodeCachedResult(value)).toBe('2024-01-05T10:00:00.000Z|{"data":[{"a":"x|y"}]}');
    expect(decodeCachedResult(encodeCachedResult(value))).toEqual(value);
  });
  it('reads anything else as a miss', () => {
    expect(decodeCachedResult('{"data":[]}')).toBeUndefined();
    expect(decodeCachedResult('|{}')).toBeUndefined();
  });
});
