import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, jsonTextDepthExceeds } from './json-depth';

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

describe('jsonTextDepthExceeds', () => {
  it('counts brackets outside strings only, escaped quotes included', () => {
    expect(jsonTextDepthExceeds('{"a":[1]}', 2)).toBe(false);
    expect(jsonTextDepthExceeds('{"a":[1]}', 1)).toBe(true);
    expect(jsonTextDepthExceeds('{"a":"[[[[\\"{{{{"}', 1)).toBe(false);
  });

  it('answers for text nested 100,000 deep', () => {
    expect(jsonTextDepthExceeds('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000), 200)).toBe(true);
  });
});
