import {
  emptyDataMask,
  filterControls,
  hasMaskValue,
  isCrossFilterKey,
  sameExtraFormData,
} from '@meridian/core';
import type { DataMask, DataMaskMap, NativeFilter } from '@meridian/core';

/** The filter bar's state: what charts use (applied) and what the bar shows before Apply (selected). */
export interface FilterBarState {
  /** Masks the charts are filtered by, native filters and cross-filters. */
  applied: DataMaskMap;
  /** Native filter masks as chosen in the bar; written to `applied` on Apply. */
  selected: DataMaskMap;
}

/** What changes the filter bar's state. */
export type FilterBarAction =
  | { type: 'hydrate'; masks: DataMaskMap }
  | { type: 'select'; id: string; mask: DataMask }
  | { type: 'apply' }
  | { type: 'clear-all'; filterIds: readonly string[] }
  | { type: 'cross-filter'; chartId: number; mask: DataMask | null }
  | { type: 'apply-one'; id: string; mask: DataMask };

function nativeOnly(masks: DataMaskMap): DataMaskMap {
  return Object.fromEntries(Object.entries(masks).filter(([key]) => !isCrossFilterKey(key)));
}

/** The filter bar's reducer (Superset's dataMask reducer with the bar's local selection). */
export function filterBarReducer(state: FilterBarState, action: FilterBarAction): FilterBarState {
  switch (action.type) {
    case 'hydrate':
      return { applied: action.masks, selected: nativeOnly(action.masks) };
    case 'select':
      return { ...state, selected: { ...state.selected, [action.id]: { ...action.mask, id: action.id } } };
    case 'apply-one': {
      const mask = { ...action.mask, id: action.id };
      return {
        applied: { ...state.applied, [action.id]: mask },
        selected: { ...state.selected, [action.id]: mask },
      };
    }
    case 'apply':
      return { ...state, applied: { ...state.applied, ...state.selected } };
    case 'clear-all': {
      // Every native filter, in scope or not, loses its value; cross-filters stay (§2 Clear All).
      const cleared: DataMaskMap = {};
      for (const id of action.filterIds) {
        cleared[id] = { ...emptyDataMask(id), filterState: { value: undefined } };
      }
      return { ...state, selected: { ...state.selected, ...cleared } };
    }
    case 'cross-filter': {
      const key = String(action.chartId);
      const mask = action.mask ?? {
        extraFormData: { filters: [] },
        filterState: { value: null, selectedValues: null },
      };
      return { ...state, applied: { ...state.applied, [key]: { ...emptyDataMask(key), ...mask, id: key } } };
    }
    default:
      return assertNever(action);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected filter bar action ${JSON.stringify(value)}`);
}

/** Whether Apply may be pressed (§2): something changed, nothing is in error, every required filter has a value. */
export function canApply(state: FilterBarState, filters: readonly NativeFilter[]): boolean {
  let changed = false;
  for (const [id, mask] of Object.entries(state.selected)) {
    if (mask.filterState?.validateStatus === 'error') return false;
    if (!sameExtraFormData(mask.extraFormData, state.applied[id]?.extraFormData)) changed = true;
  }
  for (const filter of filters) {
    if (!filter.id || !filterControls(filter).enableEmptyFilter) continue;
    if (!hasMaskValue(state.selected[filter.id])) return false;
  }
  return changed;
}

/** How many filters hold an applied value: native filters and cross-filters. */
export function appliedFilterCount(applied: DataMaskMap): number {
  return Object.values(applied).filter((mask) => hasMaskValue(mask)).length;
}
