import { describe, expect, it } from 'vitest';
import { listFiltersOf, withFilterValue, YES_NO_OPTIONS } from './list-filters';
import type { ListFilterField } from './list-filters';

const noOptions = () => ({ options: [], isFetching: false, refetch: () => undefined });

const fields: ListFilterField[] = [
  { key: 'search', input: 'search', col: 'slice_name', opr: 'chart_all_text', label: 'Search' },
  { key: 'owner', input: 'related', col: 'owners', opr: 'rel_m_m', label: 'Owner', useOptions: noOptions },
  {
    key: 'favorite',
    input: 'choice',
    col: 'id',
    opr: 'chart_is_favorite',
    label: 'Favorite',
    options: YES_NO_OPTIONS,
  },
  {
    key: 'certified',
    input: 'choice',
    col: 'id',
    opr: 'chart_is_certified',
    label: 'Certified',
    options: YES_NO_OPTIONS,
  },
];

describe('listFiltersOf', () => {
  it('turns the set values into rison filters in field order, leaving unset ones out', () => {
    expect(listFiltersOf(fields, { certified: false, owner: 3, search: ' sales ' })).toEqual([
      { col: 'slice_name', opr: 'chart_all_text', value: 'sales' },
      { col: 'owners', opr: 'rel_m_m', value: 3 },
      { col: 'id', opr: 'chart_is_certified', value: false },
    ]);
  });

  it('sends no filter for a blank search', () => {
    expect(listFiltersOf(fields, { search: '   ' })).toEqual([]);
  });

  it('keeps two filters on the same column apart by their keys', () => {
    expect(listFiltersOf(fields, { favorite: true, certified: true }).map((f) => f.opr)).toEqual([
      'chart_is_favorite',
      'chart_is_certified',
    ]);
  });
});

describe('withFilterValue', () => {
  it('sets a value and clears it again when undefined or blank', () => {
    const set = withFilterValue({}, 'owner', 2);
    expect(set).toEqual({ owner: 2 });
    expect(withFilterValue(set, 'owner', undefined)).toEqual({});
    expect(withFilterValue({ search: 'a' }, 'search', '  ')).toEqual({});
  });

  it('keeps false, which filters for "No"', () => {
    expect(withFilterValue({}, 'favorite', false)).toEqual({ favorite: false });
  });
});
