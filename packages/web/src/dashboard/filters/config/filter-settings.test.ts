import { rangeDataMask, selectDataMask, timeRangeDataMask } from '@meridian/core';
import type { NativeFilter } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, filterConfigReducer, savedConfiguration } from './filter-config-model';
import {
  DEFAULT_VALUE_INVALID,
  defaultValueState,
  filterSettingsError,
  initialFlags,
  PRE_FILTER_REQUIRED,
} from './filter-settings';

const datasets = new Map([[1, { columns: ['country', 'qty', 'ds'], temporalColumns: ['ds'] }]]);

const country: NativeFilter = {
  id: 'NATIVE_FILTER-c',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: 'Country',
  targets: [{ datasetId: 1, column: { name: 'country' } }],
  controlValues: { enableEmptyFilter: false, defaultToFirstItem: false, multiSelect: true },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
};
const off = { hasDefaultValue: false, preFilter: false };

describe('default value validation', () => {
  it('requires a default when the value is required and the first item is not chosen by default', () => {
    const required = { ...country, controlValues: { ...country.controlValues, enableEmptyFilter: true } };
    expect(defaultValueState(required, off)).toEqual({
      shown: true,
      required: true,
      hint: 'Default value must be set when "Filter value is required" is checked',
    });
    expect(filterSettingsError(required, off)).toBe('Please choose a valid value');
    const chosen = { ...required, defaultDataMask: selectDataMask({ column: 'country', values: ['FR'] }) };
    expect(filterSettingsError(chosen, off)).toBeUndefined();
  });
  it('asks no default of a filter that selects its first item by default', () => {
    const first = {
      ...country,
      controlValues: { ...country.controlValues, enableEmptyFilter: true, defaultToFirstItem: true },
    };
    expect(defaultValueState(first, off).shown).toBe(false);
    expect(filterSettingsError(first, off)).toBeUndefined();
  });
  it('requires a value once "Filter has default value" is checked, and none when it is not', () => {
    expect(filterSettingsError(country, off)).toBeUndefined();
    expect(filterSettingsError(country, { ...off, hasDefaultValue: true })).toBe(DEFAULT_VALUE_INVALID);
  });
  it('shows a range default’s own error, and counts "No filter" as no time range', () => {
    const range = {
      ...country,
      filterType: 'filter_range',
      targets: [{ datasetId: 1, column: { name: 'qty' } }],
      defaultDataMask: rangeDataMask('qty', [9, 1]),
    };
    expect(filterSettingsError(range, { ...off, hasDefaultValue: true })).toBe(
      'The minimum must not be greater than the maximum.',
    );
    const time = {
      ...country,
      filterType: 'filter_time',
      targets: [{}],
      controlValues: { enableEmptyFilter: true },
      defaultDataMask: timeRangeDataMask('No filter'),
    };
    expect(filterSettingsError(time, off)).toBe(DEFAULT_VALUE_INVALID);
    expect(
      filterSettingsError({ ...time, defaultDataMask: timeRangeDataMask('Last week') }, off),
    ).toBeUndefined();
  });
  it('reads "Filter has default value" from a saved default', () => {
    const chosen = { ...country, defaultDataMask: selectDataMask({ column: 'country', values: ['FR'] }) };
    expect(initialFlags(chosen)).toEqual({ hasDefaultValue: true, preFilter: false });
    expect(initialFlags(country)).toEqual(off);
  });
});

describe('pre-filter validation', () => {
  it('requires an adhoc filter or a time range other than "No filter" once the pre-filter is on', () => {
    const on = { ...off, preFilter: true };
    expect(filterSettingsError(country, on)).toBe(PRE_FILTER_REQUIRED);
    expect(filterSettingsError({ ...country, time_range: 'No filter' }, on)).toBe('Pre-filter is required');
    expect(
      filterSettingsError({ ...country, time_range: 'Last year', granularity_sqla: 'ds' }, on),
    ).toBeUndefined();
    const adhoc = [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "country <> 'FR'" }];
    expect(filterSettingsError({ ...country, adhoc_filters: adhoc }, on)).toBeUndefined();
    expect(initialFlags({ ...country, adhoc_filters: adhoc }).preFilter).toBe(true);
  });
  it('has no pre-filter on time filters', () => {
    const time = { ...country, filterType: 'filter_time', targets: [{}] };
    expect(filterSettingsError(time, { ...off, preFilter: true })).toBeUndefined();
  });
});

describe('the draft with defaults and pre-filters', () => {
  it('refuses to save until the required default is chosen, then saves it as Superset writes it', () => {
    let draft = draftOf([country]);
    draft = filterConfigReducer(draft, {
      type: 'update',
      id: 'NATIVE_FILTER-c',
      patch: { controlValues: { ...country.controlValues, enableEmptyFilter: true } },
    });
    expect(draftErrors(savedConfiguration(draft), datasets, draft.flags).get('NATIVE_FILTER-c')).toBe(
      DEFAULT_VALUE_INVALID,
    );
    draft = filterConfigReducer(draft, {
      type: 'update',
      id: 'NATIVE_FILTER-c',
      patch: { defaultDataMask: { ...selectDataMask({ column: 'country', values: ['FR'] }), ownState: {} } },
    });
    expect(draftErrors(savedConfiguration(draft), datasets, draft.flags).size).toBe(0);
    expect(savedConfiguration(draft)[0]?.defaultDataMask).toEqual({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
      filterState: { value: ['FR'], label: 'FR' },
      ownState: {},
    });
  });
  it('refuses a pre-filter left empty, and saves adhoc_filters, time_range and sortMetric at the top level', () => {
    let draft = filterConfigReducer(draftOf([country]), {
      type: 'set-flags',
      id: 'NATIVE_FILTER-c',
      flags: { preFilter: true },
    });
    expect(draftErrors(savedConfiguration(draft), datasets, draft.flags).get('NATIVE_FILTER-c')).toBe(
      PRE_FILTER_REQUIRED,
    );
    draft = filterConfigReducer(draft, {
      type: 'update',
      id: 'NATIVE_FILTER-c',
      patch: { time_range: 'Last year', granularity_sqla: 'ds', sortMetric: 'count' },
    });
    expect(draftErrors(savedConfiguration(draft), datasets, draft.flags).size).toBe(0);
    const saved = JSON.parse(JSON.stringify(savedConfiguration(draft))) as Record<string, unknown>[];
    expect(saved[0]).toMatchObject({ time_range: 'Last year', granularity_sqla: 'ds', sortMetric: 'count' });
  });
});
