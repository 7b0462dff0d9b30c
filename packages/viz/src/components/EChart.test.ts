import { describe, expect, it } from 'vitest';
import { needsResize } from './EChart';

describe('needsResize', () => {
  it('skips the resize to the size the chart was initialised at', () => {
    expect(needsResize({ width: 400, height: 300 }, { width: 400, height: 300 })).toBe(false);
  });

  it('resizes when the width or the height changed', () => {
    expect(needsResize({ width: 400, height: 300 }, { width: 401, height: 300 })).toBe(true);
    expect(needsResize({ width: 400, height: 300 }, { width: 400, height: 200 })).toBe(true);
  });

  it('has nothing to resize before the instance exists', () => {
    expect(needsResize(null, { width: 400, height: 300 })).toBe(false);
  });
});
