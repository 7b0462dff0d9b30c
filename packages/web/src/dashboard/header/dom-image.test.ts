import { describe, expect, it } from 'vitest';
import { snapshotStyleValue } from './dom-image';

describe('element snapshots', () => {
  it('clips scrolling boxes so image downloads carry no scrollbars (issue 17)', () => {
    expect(snapshotStyleValue('overflow', 'auto')).toBe('hidden');
    expect(snapshotStyleValue('overflow', 'hidden scroll')).toBe('hidden hidden');
    expect(snapshotStyleValue('overflow-y', 'scroll')).toBe('hidden');
    expect(snapshotStyleValue('overflow-x', 'visible')).toBe('visible');
    expect(snapshotStyleValue('display', 'auto')).toBe('auto');
  });
});
