import { filterControls, hasMaskValue, isDivider, NO_TIME_RANGE } from '@meridian/core';
import type { DataMask, NativeFilter } from '@meridian/core';

/** Checkboxes of the configuration form that Superset does not save: they are read back from the filter. */
export interface FilterFormFlags {
  /** "Filter has default value". */
  hasDefaultValue: boolean;
  /** "Pre-filter available values". */
  preFilter: boolean;
}

/** Shown when a default value is required and none (or an invalid one) is chosen. */
export const DEFAULT_VALUE_INVALID = 'Please choose a valid value';
/** Shown when the pre-filter is on but neither a filter nor a time range is set. */
export const PRE_FILTER_REQUIRED = 'Pre-filter is required';
/** Why the default value cannot be set or must be: the hint under "Filter has default value". */
export const DEFAULT_VALUE_HINTS = {
  firstItem: 'Default value set automatically when "Select first filter value by default" is checked',
  required: 'Default value must be set when "Filter value is required" is checked',
  chosen: 'Default value must be set when "Filter has default value" is checked',
} as const;

/** The pre-filter keys of a filter config (Superset's names, saved at the filter's top level). */
export interface PreFilter {
  adhoc_filters?: unknown[];
  time_range?: string;
  granularity_sqla?: string;
}

/** Pre-filters exist for the filters that query their own values: select and range (§1). */
export function hasPreFilter(filter: NativeFilter): boolean {
  return filter.filterType === 'filter_select' || filter.filterType === 'filter_range';
}

/** The pre-filter a filter carries. */
export function preFilterOf(filter: NativeFilter): PreFilter {
  const record = filter as Record<string, unknown>;
  return {
    ...(Array.isArray(record['adhoc_filters']) ? { adhoc_filters: record['adhoc_filters'] } : {}),
    ...(typeof record['time_range'] === 'string' ? { time_range: record['time_range'] } : {}),
    ...(typeof record['granularity_sqla'] === 'string'
      ? { granularity_sqla: record['granularity_sqla'] }
      : {}),
  };
}

/** Whether a pre-filter restricts anything: an adhoc filter, or a time range other than "No filter". */
export function preFilterIsSet(pre: PreFilter): boolean {
  return (
    (pre.adhoc_filters?.length ?? 0) > 0 || (pre.time_range !== undefined && pre.time_range !== NO_TIME_RANGE)
  );
}

/** The checkboxes as a saved filter implies them (Superset derives them the same way on opening the modal). */
export function initialFlags(filter: NativeFilter): FilterFormFlags {
  return {
    hasDefaultValue: hasMaskValue(filter.defaultDataMask as DataMask | undefined),
    preFilter: hasPreFilter(filter) && preFilterIsSet(preFilterOf(filter)),
  };
}

/** Whether the default value editor shows, and whether it must hold a value. */
export function defaultValueState(
  filter: NativeFilter,
  flags: FilterFormFlags,
): { shown: boolean; required: boolean; hint: string | null } {
  const controls = filterControls(filter);
  if (filter.filterType === 'filter_select' && controls.defaultToFirstItem)
    return { shown: false, required: false, hint: DEFAULT_VALUE_HINTS.firstItem };
  if (controls.enableEmptyFilter) return { shown: true, required: true, hint: DEFAULT_VALUE_HINTS.required };
  if (flags.hasDefaultValue) return { shown: true, required: true, hint: DEFAULT_VALUE_HINTS.chosen };
  return { shown: false, required: false, hint: null };
}

/** The first reason a filter's default value or pre-filter keeps the configuration from being saved. */
export function filterSettingsError(filter: NativeFilter, flags: FilterFormFlags): string | undefined {
  if (isDivider(filter)) return undefined;
  const state = defaultValueState(filter, flags);
  const mask = filter.defaultDataMask as DataMask | undefined;
  if (state.shown && mask?.filterState?.validateStatus === 'error') {
    const message = mask.filterState.validateMessage;
    return typeof message === 'string' && message !== '' ? message : DEFAULT_VALUE_INVALID;
  }
  if (state.required && !hasMaskValue(mask)) return DEFAULT_VALUE_INVALID;
  if (flags.preFilter && hasPreFilter(filter) && !preFilterIsSet(preFilterOf(filter)))
    return PRE_FILTER_REQUIRED;
  return undefined;
}

/** A patch that takes the pre-filter off a filter (undefined keys are not written to json_metadata). */
export const NO_PRE_FILTER: Readonly<Record<keyof PreFilter, undefined>> = {
  adhoc_filters: undefined,
  time_range: undefined,
  granularity_sqla: undefined,
};

/** The empty default mask, as Superset writes it when a default is reset. */
export function emptyDefaultMask(): NonNullable<NativeFilter['defaultDataMask']> {
  return { extraFormData: {}, filterState: {}, ownState: {} };
}
