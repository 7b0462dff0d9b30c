import { describe, expect, it } from 'vitest';
import { FormulaError, parseFormula } from './annotation-formula';

describe('parseFormula', () => {
  it('computes arithmetic in x with the usual precedence', () => {
    expect(parseFormula('2x+5')(3)).toBe(11);
    expect(parseFormula('y = x * 2')(21)).toBe(42);
    expect(parseFormula('1 + 2 * 3 - 4 / 2')(0)).toBe(5);
    expect(parseFormula('(1 + 2) * 3')(0)).toBe(9);
    expect(parseFormula('2^3^2')(0)).toBe(512);
    expect(parseFormula('-2^2')(0)).toBe(-4);
    expect(parseFormula('3(x - 1)')(4)).toBe(9);
    expect(parseFormula('10 % 4')(0)).toBe(2);
    expect(parseFormula('-x + 1')(5)).toBe(-4);
    expect(parseFormula('1.5e3 + .5')(0)).toBe(1500.5);
  });

  it('knows pi, e and one-argument functions', () => {
    expect(parseFormula('sqrt(x) + abs(-2)')(16)).toBe(6);
    expect(parseFormula('2 pi')(0)).toBeCloseTo(6.283185, 5);
    expect(parseFormula('log(e)')(0)).toBe(1);
    expect(parseFormula('floor(x / 1000)')(2500)).toBe(2);
  });

  it('refuses what is not a formula, saying where', () => {
    const failures: [string, string][] = [
      ['', 'The formula is empty'],
      ['2 +', 'The formula ends too early'],
      ['(x + 1', 'Missing ")" for "(" at position 1'],
      ['x $ 2', 'Unexpected "$" at position 3'],
      ['alert(1)', 'Unknown name "alert" at position 1'],
      ['sqrt x', '"sqrt" needs parentheses at position 1'],
      ['x )', 'Unexpected ")" at position 3'],
      ['constructor', 'Unknown name "constructor"'],
    ];
    for (const [formula, message] of failures) {
      expect(() => parseFormula(formula), formula).toThrow(FormulaError);
      expect(() => parseFormula(formula), formula).toThrow(message);
    }
  });
});
