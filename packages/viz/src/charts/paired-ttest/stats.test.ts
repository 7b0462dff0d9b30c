import { describe, expect, it } from 'vitest';
import { incompleteBeta, liftPercent, logGamma, pairedTTestPValue, studentTCdf } from './stats';

describe('paired t-test statistics (hand-computed)', () => {
  it('ln Γ matches factorials and Γ(1/2) = √π', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it('the incomplete beta has I_x(1, 1) = x and I_x(a, 1) = x^a', () => {
    expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(incompleteBeta(0.6, 3, 1)).toBeCloseTo(0.216, 12);
  });

  it('the t CDF matches the closed forms of 1 and 2 degrees of freedom', () => {
    // df = 1 is Cauchy: F(t) = 1/2 + atan(t)/π.
    expect(studentTCdf(1, 1)).toBeCloseTo(0.75, 12);
    // df = 2: F(t) = 1/2 + t / (2·√(2 + t²)).
    expect(studentTCdf(-1.5, 2)).toBeCloseTo(0.5 - 1.5 / (2 * Math.sqrt(4.25)), 12);
    expect(studentTCdf(0, 7)).toBeCloseTo(0.5, 12);
  });

  it('tests group 3, 5, 7 against control 1, 2, 3: t = −√27, p = 2·F(−√27; 2) = 0.0350987…, lift 150%', () => {
    // d = control − group = −2, −3, −4: Σd = −9, Σd² = 29, n = 3, t = −9·√(2/6) = −5.196152.
    const expected = 2 * (0.5 - Math.sqrt(27) / (2 * Math.sqrt(29)));
    expect(pairedTTestPValue([3, 5, 7], [1, 2, 3])).toBeCloseTo(expected, 12);
    expect(expected).toBeCloseTo(0.0350987, 7);
    expect(liftPercent([3, 5, 7], [1, 2, 3])).toBe(150);
  });

  it('skips periods missing on either side and is undefined with fewer than two pairs', () => {
    expect(pairedTTestPValue([3, null, 5, 7], [1, 9, 2, 3])).toBeCloseTo(
      pairedTTestPValue([3, 5, 7], [1, 2, 3]),
      12,
    );
    expect(pairedTTestPValue([1], [2])).toBeNaN();
    expect(pairedTTestPValue([1, 2], [2, 3])).toBeNaN();
  });
});
