import { describe, expect, it } from 'vitest';
import { convertFilterBoxes, filterBoxMigrationState, readDefaultFilters } from './filter-box';

const box = {
  chartId: 10,
  datasetId: 3,
  formData: {
    viz_type: 'filter_box',
    date_filter: true,
    time_range: 'No filter',
    show_sqla_time_granularity: true,
    filter_configs: [
      { column: 'country', label: 'Country', multiple: true, clearable: true, asc: true },
      { column: 'state', multiple: false, clearable: false, metric: 'count', asc: false, defaultValue: 'CA' },
    ],
  },
};

describe('filter box conversion', () => {
  it('turns each field into a native filter with its scope and default, sorted by type', () => {
    const filters = convertFilterBoxes({
      metadata: {
        default_filters: JSON.stringify({ '10': { country: ['FR', 'DE'], __time_range: 'Last week' } }),
        filter_scopes: { '10': { country: { scope: ['ROOT_ID'], immune: [12, 10] } } },
      },
      boxes: [box],
      newId: (_kind, boxId, field) => `NATIVE_FILTER-${boxId}-${field}`,
    });
    expect(filters.map((f) => [f.filterType, f.name])).toEqual([
      ['filter_select', 'Country'],
      ['filter_select', 'state'],
      ['filter_time', 'Time Range'],
      ['filter_timegrain', 'Time Grain'],
    ]);
    const [country, state, time] = filters;
    expect(country?.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [12] });
    expect(country?.defaultDataMask).toEqual({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR', 'DE'] }] },
      filterState: { value: ['FR', 'DE'] },
    });
    expect(country?.controlValues).toMatchObject({ multiSelect: true, enableEmptyFilter: false });
    expect(state?.controlValues).toMatchObject({
      multiSelect: false,
      enableEmptyFilter: true,
      sortAscending: false,
    });
    expect(state?.defaultDataMask?.filterState).toEqual({ value: ['CA'] });
    expect(time?.defaultDataMask).toEqual({
      extraFormData: { time_range: 'Last week' },
      filterState: { value: 'Last week' },
    });
  });
  it('makes the selects of one box children of another box reaching them', () => {
    const other = {
      chartId: 20,
      datasetId: 3,
      formData: { viz_type: 'filter_box', date_filter: false, filter_configs: [{ column: 'region' }] },
    };
    const filters = convertFilterBoxes({
      metadata: {},
      boxes: [box, other],
      newId: (_k, id, field) => `NATIVE_FILTER-${id}-${field}`,
    });
    expect(filters.find((f) => f.name === 'region')?.cascadeParentIds).toEqual([
      'NATIVE_FILTER-10-__time_range',
      'NATIVE_FILTER-10-country',
      'NATIVE_FILTER-10-state',
    ]);
  });
  it('reads unreadable default_filters as none', () => {
    expect(readDefaultFilters('{oops')).toEqual({});
  });
  it('tells the migration state', () => {
    const base = {
      hasFilterBoxes: true,
      hasNativeFilters: false,
      snoozedAt: null,
      now: 1e12,
      reviewing: false,
    };
    expect(filterBoxMigrationState({ ...base, hasFilterBoxes: false })).toBe('noop');
    expect(filterBoxMigrationState({ ...base, hasNativeFilters: true })).toBe('converted');
    expect(filterBoxMigrationState({ ...base, reviewing: true })).toBe('reviewing');
    expect(filterBoxMigrationState({ ...base, snoozedAt: 1e12 - 3600_000 })).toBe('snoozed');
    expect(filterBoxMigrationState({ ...base, snoozedAt: 1e12 - 25 * 3600_000 })).toBe('undecided');
  });
});
