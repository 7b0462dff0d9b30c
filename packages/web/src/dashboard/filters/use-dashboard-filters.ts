import {
  dataMasksFromRison,
  encodeRison,
  extraFormDataForChart,
  hasMaskValue,
  hydrateDataMasks,
  isCrossFilterKey,
  isDivider,
  NATIVE_FILTERS_KEY_PARAM,
  NATIVE_FILTERS_PARAM,
  nativeMasksOnly,
  parseDataMaskMap,
} from '@meridian/core';
import type { DataMask, DataMaskMap, ExtraFormData, JsonValue } from '@meridian/core';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { canApply, filterBarReducer } from './filter-state';
import type { FilterBarState } from './filter-state';
import type { FilterSetup } from './dashboard-filters-model';

/** Where the starting masks come from: the address's rison, or a permalink's stored state. */
export interface IncomingMasks {
  /** `native_filters` of the address, when present. */
  nativeFilters: string | null;
  /** `native_filters_key` of the address, when present. */
  nativeFiltersKey?: string | null;
  /** The stored value `native_filters_key` names (JSON text of masks), when it could be read. */
  storedFilterState?: string | null;
  /** `dataMask` of the permalink being opened, when any. */
  permalinkMasks: unknown;
}

/** The filter side of a dashboard page. */
export interface DashboardFilters {
  setup: FilterSetup;
  state: FilterBarState;
  /** Apply may be pressed. */
  canApply: boolean;
  /** Why some of the address's or permalink's filter values were ignored. */
  ignored: readonly string[];
  select: (id: string, mask: DataMask) => void;
  /** Sets and applies at once (time grain in a horizontal bar, first-item defaults). */
  applyOne: (id: string, mask: DataMask) => void;
  apply: () => void;
  clearAll: () => void;
  /** Applies a filter set's masks at once: filters it lacks go back to their defaults, cross-filters stay. */
  applySet: (dataMask: Readonly<Record<string, unknown>>) => void;
  /** A chart's cross-filter, or null to clear it. */
  crossFilter: (chartId: number, mask: DataMask | null) => void;
  /** The extra form data of one chart under the applied masks. */
  extraFormDataFor: (chartId: number) => ExtraFormData;
  /** Chart id -> title, for cross-filter names. */
  chartTitles: ReadonlyMap<number, string>;
}

/** What the dashboard page tells its filters. */
export interface DashboardFiltersOptions {
  setup: FilterSetup;
  incoming: IncomingMasks;
  /** Called after each change of the applied masks (not on the first render). */
  onAppliedChange: (applied: DataMaskMap) => void;
  chartTitles: ReadonlyMap<number, string>;
}

/**
 * The masks kept in the address: every native filter's. One without a value is written as an explicit empty
 * value (Superset's `extraFormData: {}`, `filterState: {value: null}`): left out, a cleared filter would get its
 * default back on reload.
 */
export function masksForAddress(applied: DataMaskMap): DataMaskMap {
  const out: DataMaskMap = {};
  for (const [id, mask] of Object.entries(nativeMasksOnly(applied))) {
    const extraFormData = mask.extraFormData ?? {};
    out[id] =
      !hasMaskValue(mask) && Object.keys(extraFormData).length === 0
        ? { id, extraFormData: {}, filterState: { value: null } }
        : { id, extraFormData, filterState: mask.filterState ?? {} };
  }
  return out;
}

/** The address's search string with `native_filters` set to the applied masks (or removed when none). */
export function searchWithMasks(search: string, applied: DataMaskMap): string {
  const params = new URLSearchParams(search);
  const masks = masksForAddress(applied);
  if (Object.keys(masks).length === 0) params.delete(NATIVE_FILTERS_PARAM);
  else params.set(NATIVE_FILTERS_PARAM, encodeRison(JSON.parse(JSON.stringify(masks)) as JsonValue));
  params.delete('permalink_key');
  params.delete(NATIVE_FILTERS_KEY_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Why a `native_filters_key` of the address was ignored: unknown, expired, or on a dashboard one cannot open. */
export const FILTER_STATE_KEY_IGNORED =
  'The saved filter state named in the address (native_filters_key) could not be read; the dashboard opened with its default filter values.';
/** Why a stored filter state was ignored: its value is not JSON. */
export const FILTER_STATE_MALFORMED =
  'The saved filter state named in the address (native_filters_key) is malformed; it was ignored.';

/**
 * The masks a dashboard starts from, with why any were ignored (Superset's precedence: the rison `native_filters`
 * replaces a permalink's or a stored state's masks). Malformed input never throws: it is left out and named.
 */
export function incomingMasks(incoming: IncomingMasks): {
  masks: DataMaskMap;
  problems: string[];
  fromPermalink: boolean;
} {
  if (incoming.nativeFilters !== null)
    return { ...dataMasksFromRison(incoming.nativeFilters), fromPermalink: false };
  if (incoming.permalinkMasks) return { ...parseDataMaskMap(incoming.permalinkMasks), fromPermalink: true };
  if (incoming.nativeFiltersKey) {
    if (typeof incoming.storedFilterState !== 'string')
      return { masks: {}, problems: [FILTER_STATE_KEY_IGNORED], fromPermalink: false };
    let stored: unknown;
    try {
      stored = JSON.parse(incoming.storedFilterState);
    } catch {
      return { masks: {}, problems: [FILTER_STATE_MALFORMED], fromPermalink: false };
    }
    // A stored state keeps native filters only (Superset publishes those), as the rison parameter does.
    const parsed = parseDataMaskMap(stored);
    return { masks: nativeMasksOnly(parsed.masks), problems: parsed.problems, fromPermalink: false };
  }
  return { masks: {}, problems: [], fromPermalink: false };
}

/**
 * The masks after the filter configuration changed: each configured filter keeps its applied value (new ones
 * start from their defaults, removed ones are dropped), and the cross-filters stay as they are.
 */
export function rehydratedMasks(
  setup: Pick<FilterSetup, 'filters' | 'metadata'>,
  applied: DataMaskMap,
): DataMaskMap {
  return hydrateDataMasks({
    filters: setup.filters,
    metadata: setup.metadata,
    incoming: applied,
    keepCrossFilters: true,
  });
}

/**
 * The masks after a filter set is applied: its masks for the filters it names, defaults for the others, the
 * cross-filters as they are. Masks of the set that are malformed or name no filter are left out.
 */
export function masksOfFilterSet(
  setup: Pick<FilterSetup, 'filters' | 'metadata'>,
  applied: DataMaskMap,
  dataMask: Readonly<Record<string, unknown>>,
): DataMaskMap {
  const crossFilters = Object.fromEntries(Object.entries(applied).filter(([key]) => isCrossFilterKey(key)));
  const { masks } = parseDataMaskMap(dataMask);
  return rehydratedMasks(setup, { ...crossFilters, ...nativeMasksOnly(masks) });
}

/** Native filter and cross-filter state of a dashboard page, hydrated from the address or a permalink. */
export function useDashboardFilters(options: DashboardFiltersOptions): DashboardFilters {
  const { setup, incoming, onAppliedChange, chartTitles } = options;
  const start = useMemo(() => incomingMasks(incoming), [incoming]);
  const [state, dispatch] = useReducer(filterBarReducer, undefined, () => {
    const masks = hydrateDataMasks({
      filters: setup.filters,
      metadata: setup.metadata,
      incoming: start.masks,
      keepCrossFilters: start.fromPermalink,
    });
    return { applied: masks, selected: nativeMasksOnly(masks) };
  });
  // A saved configuration (new filters, new defaults) starts the masks again from the applied ones. Compared by
  // content: a new setup object with the same filters (a layout save, datasets read again) changes nothing.
  const filtersKey = useMemo(() => JSON.stringify(setup.filters), [setup.filters]);
  const hydratedFor = useRef(filtersKey);
  useEffect(() => {
    if (hydratedFor.current === filtersKey) return;
    hydratedFor.current = filtersKey;
    dispatch({ type: 'hydrate', masks: rehydratedMasks(setup, state.applied) });
  }, [filtersKey, setup, state.applied]);
  const onChange = useRef(onAppliedChange);
  onChange.current = onAppliedChange;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange.current(state.applied);
  }, [state.applied]);

  const cache = useRef(new Map<number, { key: string; extra: ExtraFormData }>());
  const extraFormDataFor = useCallback(
    (chartId: number) => {
      const extra = extraFormDataForChart({
        chartId,
        masks: state.applied,
        scopes: setup.scopes,
        allChartIds: setup.allChartIds,
      });
      // The same object while nothing changed for this chart, so its query does not run again.
      const key = JSON.stringify(extra);
      const cached = cache.current.get(chartId);
      if (cached?.key === key) return cached.extra;
      cache.current.set(chartId, { key, extra });
      return extra;
    },
    [state.applied, setup.scopes, setup.allChartIds],
  );
  const filterIds = useMemo(
    () => setup.filters.filter((f) => !isDivider(f)).map((f) => f.id as string),
    [setup.filters],
  );
  const select = useCallback((id: string, mask: DataMask) => dispatch({ type: 'select', id, mask }), []);
  const applyOne = useCallback((id: string, mask: DataMask) => dispatch({ type: 'apply-one', id, mask }), []);
  const apply = useCallback(() => dispatch({ type: 'apply' }), []);
  const clearAll = useCallback(() => dispatch({ type: 'clear-all', filterIds }), [filterIds]);
  const applySet = useCallback(
    (dataMask: Readonly<Record<string, unknown>>) =>
      dispatch({ type: 'hydrate', masks: masksOfFilterSet(setup, state.applied, dataMask) }),
    [setup, state.applied],
  );
  const crossFilter = useCallback(
    (chartId: number, mask: DataMask | null) => {
      if (setup.crossFiltersEnabled) dispatch({ type: 'cross-filter', chartId, mask });
    },
    [setup.crossFiltersEnabled],
  );
  // One object while nothing changed: every chart card reads it from context.
  return useMemo(
    () => ({
      setup,
      state,
      canApply: canApply(state, setup.filters),
      ignored: start.problems,
      select,
      applyOne,
      apply,
      clearAll,
      applySet,
      crossFilter,
      extraFormDataFor,
      chartTitles,
    }),
    [
      setup,
      state,
      start.problems,
      select,
      applyOne,
      apply,
      clearAll,
      applySet,
      crossFilter,
      extraFormDataFor,
      chartTitles,
    ],
  );
}
