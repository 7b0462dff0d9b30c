import { describe, expect, it } from 'vitest';
import { createVizRegistry, type VizPlugin } from './plugin';

const plugin = (vizType: string): VizPlugin => ({
  vizType,
  metadata: { name: vizType, category: 'Test', tags: [], description: '', behaviors: [], deprecated: false },
});

describe('createVizRegistry', () => {
  it('finds plugins by viz_type', () => {
    const registry = createVizRegistry([plugin('pie'), plugin('table')]);
    expect(registry.get('pie')?.vizType).toBe('pie');
    expect(registry.get('line')).toBeUndefined();
  });
  it('refuses two plugins for one viz_type', () => {
    expect(() => createVizRegistry([plugin('pie'), plugin('pie')])).toThrow(
      'Two plugins claim viz_type "pie"',
    );
  });
});
