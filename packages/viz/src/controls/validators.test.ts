import { describe, expect, it } from 'vitest';
import {
  parseNumericText,
  validateFiniteNumber,
  validateInteger,
  validateNonEmpty,
  validateNumber,
} from './validators';

describe('control validators (spec §5)', () => {
  it('wants integers for row and series limits', () => {
    expect(validateInteger(10)).toBeNull();
    expect(validateInteger('50')).toBeNull();
    expect(validateInteger('')).toBeNull();
    expect(validateInteger(1.5)).toBe('is expected to be an integer');
    expect(validateInteger('ten')).toBe('is expected to be an integer');
  });
  it('wants numbers', () => {
    expect(validateNumber('1.5')).toBeNull();
    expect(validateNumber(null)).toBeNull();
    expect(validateNumber('abc')).toBe('is expected to be a number');
  });
  it('has a stricter variant that needs a finite number and fails blank text', () => {
    expect(validateFiniteNumber(' ')).toBe('is expected to be a number');
    expect(validateFiniteNumber(Number.POSITIVE_INFINITY)).toBe('is expected to be a number');
    expect(validateFiniteNumber('2')).toBeNull();
  });
  it('refuses null, empty text and empty lists', () => {
    expect(validateNonEmpty(null)).toBe('cannot be empty');
    expect(validateNonEmpty('')).toBe('cannot be empty');
    expect(validateNonEmpty([])).toBe('cannot be empty');
    expect(validateNonEmpty(['ds'])).toBeNull();
    expect(validateNonEmpty(0)).toBeNull();
  });
  it('parses numeric text controls as integer or float, passing the error along', () => {
    expect(parseNumericText('42', 'int')).toEqual({ value: 42, error: null });
    expect(parseNumericText('4.2', 'int')).toEqual({ value: '4.2', error: 'is expected to be an integer' });
    expect(parseNumericText('4.2', 'float')).toEqual({ value: 4.2, error: null });
    expect(parseNumericText('', 'float')).toEqual({ value: null, error: null });
  });
});
