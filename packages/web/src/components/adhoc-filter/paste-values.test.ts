import { describe, expect, it } from 'vitest';
import { appendPastedValues, isMultiValuePaste, splitPastedValues } from './paste-values';

describe('splitPastedValues', () => {
  it('splits on commas, newlines, tabs and semicolons', () => {
    expect(splitPastedValues('a,b\nc\td;e')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('handles Windows line ends, trims values and drops blanks', () => {
    expect(splitPastedValues(' East ,\r\nWest;;\n\n North ')).toEqual(['East', 'West', 'North']);
  });

  it('keeps each value once', () => {
    expect(splitPastedValues('a,a;b')).toEqual(['a', 'b']);
  });

  it('keeps spaces inside values', () => {
    expect(splitPastedValues('New York, Los Angeles')).toEqual(['New York', 'Los Angeles']);
  });

  it('tells a single value from a list', () => {
    expect(isMultiValuePaste('one value')).toBe(false);
    expect(isMultiValuePaste('one,two')).toBe(true);
  });
});

describe('appendPastedValues', () => {
  it('appends new values after the current ones and skips duplicates', () => {
    expect(appendPastedValues(['a', 1], ['b', 'a', 1, 'c'])).toEqual(['a', 1, 'b', 'c']);
  });
});
