import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isJsonObjectText, jsonObjectSchema, parseJsonText, readJsonText } from './json-text';

describe('parseJsonText', () => {
  const schema = z.object({ refresh_frequency: z.number() });

  it('gives the schema’s value of JSON text', () => {
    expect(parseJsonText('{"refresh_frequency": 10}', schema)).toEqual({
      success: true,
      data: { refresh_frequency: 10 },
    });
  });

  it('says the text is not JSON', () => {
    const result = parseJsonText('{oops', schema);
    expect(result.success).toBe(false);
    expect(!result.success && result.error).toMatch(/^Not JSON: /);
  });

  it('names the field the schema refused', () => {
    const result = parseJsonText('{"refresh_frequency": "often"}', schema);
    expect(result.success).toBe(false);
    expect(!result.success && result.error).toContain('refresh_frequency');
  });
});

describe('readJsonText', () => {
  it('falls back on empty, unreadable and off-schema text', () => {
    for (const text of [null, undefined, '', '[1', '[1, 2]', '3'])
      expect(readJsonText(text, jsonObjectSchema, { fallback: true })).toEqual({ fallback: true });
  });

  it('reads a JSON object', () => {
    expect(readJsonText('{"a": [1]}', jsonObjectSchema, {})).toEqual({ a: [1] });
  });
});

describe('isJsonObjectText', () => {
  it('accepts objects only', () => {
    expect(isJsonObjectText('{}')).toBe(true);
    expect(isJsonObjectText('[]')).toBe(false);
    expect(isJsonObjectText('null')).toBe(false);
    expect(isJsonObjectText('"x"')).toBe(false);
    expect(isJsonObjectText('{')).toBe(false);
  });
});
