import { describe, expect, it } from 'vitest';
import { bigNumberFontSize } from './BigNumberHeader';

describe('bigNumberFontSize', () => {
  it('is the saved fraction of the height when the text fits the width', () => {
    expect(bigNumberFontSize('42', 800, 300, 0.4)).toBe(120);
  });

  it('shrinks a number that would be wider than the chart so it stays whole', () => {
    // A narrow dashboard card: 0.4 of 330 px would draw '72.1k' about 400 px wide in a 318 px card.
    const size = bigNumberFontSize('72.1k', 318, 330, 0.4);
    expect(size).toBeLessThan(132);
    expect(size * 0.62 * '72.1k'.length).toBeLessThanOrEqual(318 * 0.9 + 1e-9);
  });

  it('never goes below 12 px', () => {
    expect(bigNumberFontSize('1,234,567,890,123', 40, 300, 0.4)).toBe(12);
  });
});
