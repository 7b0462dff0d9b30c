import { describe, expect, it } from 'vitest';
import { escapeSeparator, pyFloatRepr, timestampLabel, unescapeSeparator } from './labels';

describe('labels', () => {
  it('prints floats as Python repr does', () => {
    expect([0, 1, 2.5, 0.1, 1e-5, 1e16, 1.5e-7, -3, Number.NaN].map(pyFloatRepr)).toEqual([
      '0.0',
      '1.0',
      '2.5',
      '0.1',
      '1e-05',
      '1e+16',
      '1.5e-07',
      '-3.0',
      'nan',
    ]);
  });

  it('prints timestamps as pandas does', () => {
    expect(timestampLabel(Date.UTC(2019, 0, 1))).toBe('2019-01-01 00:00:00');
    expect(timestampLabel(Date.UTC(2019, 0, 1, 0, 0, 0, 5))).toBe('2019-01-01 00:00:00.005000');
  });

  it('escapes and unescapes the flat column separator', () => {
    expect(escapeSeparator('a, b')).toBe('a\\, b');
    expect(unescapeSeparator('a\\, b')).toBe('a, b');
  });
});
