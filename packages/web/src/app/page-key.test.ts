import { describe, expect, it } from 'vitest';
import { pageKeyOf } from './page-key';

describe('pageKeyOf', () => {
  it('treats an explore permalink and explore itself as one page', () => {
    expect(pageKeyOf('/superset/explore/p/AbC123/')).toBe(pageKeyOf('/explore/'));
  });

  it('keeps every other address its own page', () => {
    expect(pageKeyOf('/dashboard/list/')).toBe('/dashboard/list/');
    expect(pageKeyOf('/superset/dashboard/3/')).not.toBe(pageKeyOf('/explore/'));
  });
});
