import { describe, expect, it } from 'vitest';
import { hasMaskValue, hydrateDataMasks, selectDataMask } from '@meridian/core';
import { filterBarReducer } from './filter-state';
import { filterStateValue } from './use-filter-state-publisher';
import {
  FILTER_STATE_KEY_IGNORED,
  FILTER_STATE_MALFORMED,
  incomingMasks,
  masksOfFilterSet,
  rehydratedMasks,
  searchWithMasks,
} from './use-dashboard-filters';

const country = { id: 'NATIVE_FILTER-country', filterType: 'filter_select' };
const france = { id: 'NATIVE_FILTER-country', ...selectDataMask({ column: 'country', values: ['FR'] }) };

describe('the masks a dashboard starts from', () => {
  it('reads a well-formed rison native_filters parameter', () => {
    const rison = '(NATIVE_FILTER-country:(extraFormData:(filters:!((col:country,op:IN,val:!(FR))))))';
    const read = incomingMasks({ nativeFilters: rison, permalinkMasks: null });
    expect(read.problems).toEqual([]);
    expect(read.masks['NATIVE_FILTER-country']?.extraFormData).toEqual(france.extraFormData);
  });

  it.each([
    ['text that is not rison', '(NATIVE_FILTER-x:(extraFormData:', /not valid rison/],
    ['a list instead of an object', '!(a,b)', /not an object of filter id to value/],
    [
      'a mask whose filters are not a list',
      "(NATIVE_FILTER-x:(extraFormData:(filters:'oops')))",
      /NATIVE_FILTER-x is malformed at extraFormData.filters/,
    ],
  ])('ignores %s, naming why, and never throws', (_case, rison, why) => {
    const read = incomingMasks({ nativeFilters: rison, permalinkMasks: null });
    expect(read.masks).toEqual({});
    expect(read.problems.join(' ')).toMatch(why);
  });

  it('keeps the readable masks of a permalink and names the malformed ones', () => {
    const read = incomingMasks({
      nativeFilters: null,
      permalinkMasks: { 'NATIVE_FILTER-country': france, 'NATIVE_FILTER-bad': { extraFormData: 7 } },
    });
    expect(Object.keys(read.masks)).toEqual(['NATIVE_FILTER-country']);
    expect(read.problems).toEqual([
      'The value of filter NATIVE_FILTER-bad is malformed at extraFormData and was ignored.',
    ]);
    expect(read.fromPermalink).toBe(true);
    expect(incomingMasks({ nativeFilters: null, permalinkMasks: 'garbage' }).problems).toHaveLength(1);
  });

  it('names a native_filters_key it cannot read, and lets the rison parameter replace it', () => {
    expect(
      incomingMasks({ nativeFilters: null, nativeFiltersKey: 'abc', permalinkMasks: null }).problems,
    ).toEqual([FILTER_STATE_KEY_IGNORED]);
    expect(
      incomingMasks({ nativeFilters: '()', nativeFiltersKey: 'abc', permalinkMasks: null }).problems,
    ).toEqual([]);
  });

  it('starts from the stored state native_filters_key names, its native masks only; malformed text is named', () => {
    const stored = JSON.stringify({ 'NATIVE_FILTER-country': france, '7': { extraFormData: {} } });
    const read = incomingMasks({
      nativeFilters: null,
      nativeFiltersKey: 'abc',
      storedFilterState: stored,
      permalinkMasks: null,
    });
    expect(read.problems).toEqual([]);
    expect(Object.keys(read.masks)).toEqual(['NATIVE_FILTER-country']);
    expect(read.fromPermalink).toBe(false);
    expect(
      incomingMasks({
        nativeFilters: null,
        nativeFiltersKey: 'abc',
        storedFilterState: '{oops',
        permalinkMasks: null,
      }).problems,
    ).toEqual([FILTER_STATE_MALFORMED]);
  });

  it('drops native_filters_key and permalink_key from the address once filters are applied', () => {
    const search = searchWithMasks('?native_filters_key=abc&permalink_key=p&standalone=1', {
      'NATIVE_FILTER-country': france,
    });
    const params = new URLSearchParams(search);
    expect(params.has('native_filters_key')).toBe(false);
    expect(params.has('permalink_key')).toBe(false);
    expect(params.get('standalone')).toBe('1');
    expect(params.get('native_filters')).toContain('NATIVE_FILTER-country');
  });
});

describe('masks after the filter configuration changes', () => {
  const metadata = { chart_configuration: { '7': { id: 7, crossFilters: { scope: 'global' as const } } } };
  const crossFilter = {
    id: '7',
    extraFormData: { filters: [{ col: 'region', op: 'IN' as const, val: ['EMEA'] }] },
    filterState: { value: ['EMEA'] },
  };

  it('keeps the cross-filters and applied values, starts new filters from their defaults, drops removed ones', () => {
    const added = {
      id: 'NATIVE_FILTER-year',
      filterType: 'filter_select',
      defaultDataMask: { extraFormData: { time_range: 'Last year' }, filterState: { value: 'Last year' } },
    };
    const masks = rehydratedMasks(
      { filters: [country, added], metadata },
      { 'NATIVE_FILTER-country': france, 'NATIVE_FILTER-gone': france, '7': crossFilter },
    );
    expect(masks['7']?.extraFormData).toEqual(crossFilter.extraFormData);
    expect(masks['NATIVE_FILTER-country']?.extraFormData).toEqual(france.extraFormData);
    expect(masks['NATIVE_FILTER-year']?.extraFormData).toEqual({ time_range: 'Last year' });
    expect(masks['NATIVE_FILTER-gone']).toBeUndefined();
  });

  it('applies a filter set in one go: its values, defaults for the filters it lacks, cross-filters kept', () => {
    const year = {
      id: 'NATIVE_FILTER-year',
      filterType: 'filter_time',
      defaultDataMask: { extraFormData: { time_range: 'Last year' }, filterState: { value: 'Last year' } },
    };
    const applied = {
      'NATIVE_FILTER-country': { id: 'NATIVE_FILTER-country', extraFormData: {} },
      'NATIVE_FILTER-year': { id: 'NATIVE_FILTER-year', extraFormData: { time_range: 'Last week' } },
      '7': crossFilter,
    };
    const masks = masksOfFilterSet({ filters: [country, year], metadata }, applied, {
      'NATIVE_FILTER-country': france,
      'NATIVE_FILTER-unknown': france,
      'NATIVE_FILTER-bad': { extraFormData: 'oops' },
    });
    expect(masks['NATIVE_FILTER-country']?.extraFormData).toEqual(france.extraFormData);
    expect(masks['NATIVE_FILTER-year']?.extraFormData).toEqual({ time_range: 'Last year' });
    expect(masks['7']?.extraFormData).toEqual(crossFilter.extraFormData);
    expect(Object.keys(masks).sort()).toEqual(['7', 'NATIVE_FILTER-country', 'NATIVE_FILTER-year']);
  });
});

describe('a cleared filter that has a default, after a reload (issue 16)', () => {
  const withDefault = {
    id: 'NATIVE_FILTER-country',
    filterType: 'filter_select',
    defaultDataMask: france,
  };
  const setup = { filters: [withDefault], metadata: {} };
  /** The applied masks after Clear all and Apply, starting from the filter's default. */
  function clearedAndApplied() {
    const start = hydrateDataMasks({ ...setup, incoming: {} });
    let state = filterBarReducer(
      { applied: start, selected: start },
      { type: 'clear-all', filterIds: [withDefault.id] },
    );
    state = filterBarReducer(state, { type: 'apply' });
    return state.applied;
  }
  /** What the reloaded page starts from. */
  function reloaded(incoming: Parameters<typeof incomingMasks>[0]) {
    const read = incomingMasks(incoming);
    expect(read.problems).toEqual([]);
    return hydrateDataMasks({ ...setup, incoming: read.masks })[withDefault.id];
  }

  it('writes the cleared filter into the rison address as an explicit empty value', () => {
    const search = searchWithMasks('?standalone=1', clearedAndApplied());
    expect(new URLSearchParams(search).get('native_filters')).toBe(
      '(NATIVE_FILTER-country:(extraFormData:(),filterState:(value:!n),id:NATIVE_FILTER-country))',
    );
  });

  it('stays cleared when the rison address is read again', () => {
    const rison = new URLSearchParams(searchWithMasks('', clearedAndApplied())).get('native_filters');
    const mask = reloaded({ nativeFilters: rison, permalinkMasks: null });
    expect(mask?.extraFormData).toEqual({});
    expect(hasMaskValue(mask)).toBe(false);
  });

  it('stays cleared when the stored filter state is read again', () => {
    const stored = filterStateValue(clearedAndApplied());
    expect(JSON.parse(stored)).toMatchObject({
      'NATIVE_FILTER-country': { extraFormData: {}, filterState: { value: null } },
    });
    const mask = reloaded({
      nativeFilters: null,
      nativeFiltersKey: 'abc',
      storedFilterState: stored,
      permalinkMasks: null,
    });
    expect(mask?.extraFormData).toEqual({});
    expect(hasMaskValue(mask)).toBe(false);
  });

  it('keeps the default when the address names no filter at all', () => {
    expect(reloaded({ nativeFilters: null, permalinkMasks: null })?.extraFormData).toEqual(
      france.extraFormData,
    );
  });
});
