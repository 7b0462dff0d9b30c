import { describe, expect, it } from 'vitest';
import { columnStep, resizedUnits } from './resize-math';

describe('resize handle math', () => {
  it('turns pixels into grid columns and 8-pixel height units', () => {
    // A 1184 px grid: (1184 + 16) / 12 = 100 px per column.
    expect(columnStep(1184)).toBe(100);
    expect(
      resizedUnits({ width: 4, height: 50 }, { dx: 260, dy: -80, gridWidth: 1184, axis: 'both' }),
    ).toEqual({
      width: 7,
      height: 40,
    });
  });

  it('changes only the dragged axis', () => {
    expect(
      resizedUnits({ width: 4, height: 50 }, { dx: 100, dy: 100, gridWidth: 1184, axis: 'width' }),
    ).toEqual({
      width: 5,
      height: undefined,
    });
    expect(
      resizedUnits({ width: 4, height: 50 }, { dx: 100, dy: 16, gridWidth: 1184, axis: 'height' }),
    ).toEqual({
      width: undefined,
      height: 52,
    });
  });
});
