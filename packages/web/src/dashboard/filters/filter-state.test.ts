import { describe, expect, it } from 'vitest';
import { selectDataMask } from '@meridian/core';
import { appliedFilterCount, canApply, filterBarReducer, type FilterBarState } from './filter-state';

const empty = { id: 'NATIVE_FILTER-a', extraFormData: {}, filterState: {}, ownState: {} };
const start: FilterBarState = filterBarReducer(
  { applied: {}, selected: {} },
  { type: 'hydrate', masks: { 'NATIVE_FILTER-a': empty, '12': { id: '12', extraFormData: {} } } },
);
const filters = [{ id: 'NATIVE_FILTER-a', filterType: 'filter_select' }];

describe('filter bar state', () => {
  it('keeps a selection local until Apply', () => {
    const selected = filterBarReducer(start, {
      type: 'select',
      id: 'NATIVE_FILTER-a',
      mask: selectDataMask({ column: 'country', values: ['FR'] }),
    });
    expect(selected.applied['NATIVE_FILTER-a']?.extraFormData).toEqual({});
    expect(canApply(selected, filters)).toBe(true);
    const applied = filterBarReducer(selected, { type: 'apply' });
    expect(applied.applied['NATIVE_FILTER-a']?.extraFormData).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
    });
    expect(canApply(applied, filters)).toBe(false);
    expect(appliedFilterCount(applied.applied)).toBe(1);
  });
  it('refuses Apply while a value is in error or a required filter is empty', () => {
    const bad = filterBarReducer(start, {
      type: 'select',
      id: 'NATIVE_FILTER-a',
      mask: { extraFormData: {}, filterState: { validateStatus: 'error', validateMessage: 'x' } },
    });
    expect(canApply(bad, filters)).toBe(false);
    const required = [{ ...filters[0], controlValues: { enableEmptyFilter: true } }];
    const chosen = filterBarReducer(start, {
      type: 'select',
      id: 'NATIVE_FILTER-a',
      mask: selectDataMask({ column: 'c', values: [], required: true }),
    });
    expect(canApply(chosen, required)).toBe(false);
  });
  it('clears every native filter but leaves cross-filters', () => {
    let state = filterBarReducer(start, {
      type: 'cross-filter',
      chartId: 12,
      mask: { extraFormData: { filters: [{ col: 'x', op: 'IN', val: [1] }] }, filterState: { value: [[1]] } },
    });
    state = filterBarReducer(state, {
      type: 'apply-one',
      id: 'NATIVE_FILTER-a',
      mask: selectDataMask({ column: 'c', values: ['v'] }),
    });
    state = filterBarReducer(state, { type: 'apply' });
    state = filterBarReducer(filterBarReducer(state, { type: 'clear-all', filterIds: ['NATIVE_FILTER-a'] }), {
      type: 'apply',
    });
    expect(state.applied['NATIVE_FILTER-a']?.extraFormData).toEqual({});
    expect(state.applied['12']?.extraFormData?.filters).toHaveLength(1);
    const removed = filterBarReducer(state, { type: 'cross-filter', chartId: 12, mask: null });
    expect(removed.applied['12']?.extraFormData).toEqual({ filters: [] });
    expect(appliedFilterCount(removed.applied)).toBe(0);
  });
});
