import { describe, expect, it } from 'vitest';
import { createVizRegistry } from './plugin';
import { piePlugin } from './charts/pie';
import { tablePlugin } from './charts/table';

describe('createVizRegistry', () => {
  it('finds plugins by viz_type', () => {
    const registry = createVizRegistry([piePlugin, tablePlugin]);
    expect(registry.get('pie')?.vizType).toBe('pie');
    expect(registry.get('line')).toBeUndefined();
  });
  it('refuses two plugins for one viz_type', () => {
    expect(() => createVizRegistry([piePlugin, piePlugin])).toThrow('Two plugins claim viz_type "pie"');
  });
});
