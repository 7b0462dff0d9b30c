import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-depth';

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(jsonDepthExceeds(1, 0)).toBe(false);
    expect(jsonDepthExceeds({ a: [1] }, 2)).toBe(false);
    expect(jsonDepthExceeds({ a: [1] }, 1)).toBe(true);
  });

  it('answers for a value nested 100,000 deep without overflowing', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(jsonDepthExceeds(deep, 200)).toBe(true);
  });
});
