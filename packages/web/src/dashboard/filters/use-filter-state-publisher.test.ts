import { describe, expect, it } from 'vitest';
import { filterStateValue, searchWithFilterStateKey } from './use-filter-state-publisher';

describe('publishing the filter state', () => {
  it('names the stored state in the address in place of the rison masks and a permalink key', () => {
    expect(
      searchWithFilterStateKey(
        '?native_filters=(a:b)&permalink_key=p1&standalone=1&native_filters_key=old',
        'k2',
      ),
    ).toBe('?standalone=1&native_filters_key=k2');
  });
  it('stores every native filter’s applied mask, cleared ones included, and no cross-filter', () => {
    const value = filterStateValue({
      'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', extraFormData: {}, filterState: {} },
      'NATIVE_FILTER-b': {
        id: 'NATIVE_FILTER-b',
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
        filterState: { value: ['FR'] },
      },
      '42': { id: '42', extraFormData: { filters: [{ col: 'x', op: 'IN', val: [1] }] }, filterState: {} },
    });
    expect(Object.keys(JSON.parse(value) as object)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b']);
  });
});
