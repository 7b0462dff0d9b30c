import {
  checkFilterConfiguration,
  DEFAULT_FILTER_SCOPE,
  isDivider,
  newNativeFilterId,
  PARENT_FILTER_TYPES,
} from '@meridian/core';
import type { DatasetColumns, NativeFilter, NativeFilterType } from '@meridian/core';
import { emptyDefaultMask, filterSettingsError, initialFlags } from './filter-settings';
import type { FilterFormFlags } from './filter-settings';

/** Seconds before a removed filter is gone for good (Superset's REMOVAL_DELAY_SECS). */
export const REMOVAL_DELAY_SECS = 5;

/** The configuration modal's working copy. */
export interface FilterConfigDraft {
  /** Filters and dividers in order, removed ones included until final. */
  items: NativeFilter[];
  /** Ids removed but still restorable. */
  pendingRemoval: readonly string[];
  /** Ids removed for good (not shown, dropped on save). */
  removed: readonly string[];
  /** The item being edited. */
  selectedId: string | null;
  /** Filter id -> the form's unsaved checkboxes ("Filter has default value", "Pre-filter available values"). */
  flags: Readonly<Record<string, FilterFormFlags>>;
}

/** What changes the draft. */
export type FilterConfigAction =
  | { type: 'add-filter'; id?: string }
  | { type: 'add-divider'; id?: string }
  | { type: 'select'; id: string }
  | { type: 'update'; id: string; patch: Partial<NativeFilter> }
  | { type: 'set-flags'; id: string; flags: Partial<FilterFormFlags> }
  | { type: 'remove'; id: string }
  | { type: 'restore'; id: string }
  | { type: 'finalize-removal'; id: string }
  | { type: 'move'; id: string; offset: -1 | 1 };

/** A draft of a saved configuration. */
export function draftOf(items: readonly NativeFilter[]): FilterConfigDraft {
  const copy = items.map((item) => ({ ...item }));
  const flags = Object.fromEntries(copy.map((item) => [item.id ?? '', initialFlags(item)]));
  return { items: copy, pendingRemoval: [], removed: [], selectedId: copy[0]?.id ?? null, flags };
}

/** A new select filter, as the modal starts one. */
export function newFilter(id: string = newNativeFilterId('filter')): NativeFilter {
  return {
    id,
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    name: '',
    description: '',
    targets: [{}],
    controlValues: {
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      multiSelect: true,
      inverseSelection: false,
      searchAllOptions: false,
    },
    defaultDataMask: emptyDefaultMask(),
    cascadeParentIds: [],
    scope: { ...DEFAULT_FILTER_SCOPE, excluded: [] },
  };
}

/** Keys whose change makes the default value meaningless (§1.2 modal rules). */
const RESETS_DEFAULT = ['filterType', 'targets'] as const;

/** The configuration modal's reducer. */
export function filterConfigReducer(draft: FilterConfigDraft, action: FilterConfigAction): FilterConfigDraft {
  switch (action.type) {
    case 'add-filter': {
      const filter = newFilter(action.id);
      return {
        ...draft,
        items: [...draft.items, filter],
        selectedId: filter.id ?? null,
        flags: { ...draft.flags, [filter.id ?? '']: initialFlags(filter) },
      };
    }
    case 'add-divider': {
      const id = action.id ?? newNativeFilterId('divider');
      const divider: NativeFilter = {
        id,
        type: 'DIVIDER',
        title: '',
        description: '',
        scope: { ...DEFAULT_FILTER_SCOPE, excluded: [] },
      } as NativeFilter;
      return { ...draft, items: [...draft.items, divider], selectedId: id };
    }
    case 'select':
      return { ...draft, selectedId: action.id };
    case 'update':
      return {
        ...draft,
        items: draft.items.map((item) => {
          if (item.id !== action.id) return item;
          const next = { ...item, ...action.patch };
          const resets = RESETS_DEFAULT.some(
            (key) => key in action.patch && JSON.stringify(item[key]) !== JSON.stringify(next[key]),
          );
          return resets ? { ...next, defaultDataMask: emptyDefaultMask() } : next;
        }),
      };
    case 'set-flags': {
      const current = draft.flags[action.id] ?? { hasDefaultValue: false, preFilter: false };
      return { ...draft, flags: { ...draft.flags, [action.id]: { ...current, ...action.flags } } };
    }
    case 'remove':
      return draft.pendingRemoval.includes(action.id)
        ? draft
        : { ...draft, pendingRemoval: [...draft.pendingRemoval, action.id] };
    case 'restore':
      return { ...draft, pendingRemoval: draft.pendingRemoval.filter((id) => id !== action.id) };
    case 'finalize-removal': {
      if (!draft.pendingRemoval.includes(action.id)) return draft;
      const visible = draft.items.filter(
        (item) => item.id !== action.id && !draft.removed.includes(item.id ?? ''),
      );
      return {
        ...draft,
        pendingRemoval: draft.pendingRemoval.filter((id) => id !== action.id),
        removed: [...draft.removed, action.id],
        selectedId: draft.selectedId === action.id ? (visible[0]?.id ?? null) : draft.selectedId,
      };
    }
    case 'move': {
      const items = [...draft.items];
      const from = items.findIndex((item) => item.id === action.id);
      const to = from + action.offset;
      if (from < 0 || to < 0 || to >= items.length) return draft;
      const [moved] = items.splice(from, 1);
      if (moved) items.splice(to, 0, moved);
      return { ...draft, items };
    }
    default:
      return assertNever(action);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected action ${JSON.stringify(value)}`);
}

/** The configuration to save: removed items (pending or final) left out, parents pruned of removed ids. */
export function savedConfiguration(draft: FilterConfigDraft): NativeFilter[] {
  const gone = new Set([...draft.removed, ...draft.pendingRemoval]);
  return draft.items
    .filter((item) => !gone.has(item.id ?? ''))
    .map((item) => {
      if (isDivider(item)) return item;
      const { chartsInScope: _charts, tabsInScope: _tabs, ...rest } = item;
      const description = typeof rest.description === 'string' ? rest.description.trim() : '';
      return {
        ...rest,
        description,
        cascadeParentIds: (item.cascadeParentIds ?? []).filter((id) => !gone.has(id)),
      };
    });
}

/** Filters that may be the parent of `filter`: other select, range and time filters. */
export function possibleParents(filter: NativeFilter, items: readonly NativeFilter[]): NativeFilter[] {
  return items.filter(
    (item) =>
      item.id !== filter.id &&
      !isDivider(item) &&
      (PARENT_FILTER_TYPES as readonly string[]).includes(item.filterType ?? ''),
  );
}

/** Whether a filter type reads a dataset, and a column of it. */
export function needsTarget(filterType: NativeFilterType | string | undefined): {
  dataset: boolean;
  column: boolean;
} {
  return {
    dataset: filterType !== 'filter_time',
    column: filterType === 'filter_select' || filterType === 'filter_range',
  };
}

/** Filter id -> the first reason it cannot be saved; the modal shows these and refuses to save. */
export function draftErrors(
  configuration: readonly NativeFilter[],
  datasets: ReadonlyMap<number, DatasetColumns>,
  flags: Readonly<Record<string, FilterFormFlags>> = {},
): Map<string, string> {
  const errors = new Map<string, string>();
  const add = (id: string | undefined, message: string) => {
    if (id && !errors.has(id)) errors.set(id, message);
  };
  for (const filter of configuration) {
    if (isDivider(filter)) {
      const title = (filter as { title?: unknown }).title;
      if (typeof title !== 'string' || title.trim() === '') add(filter.id, 'Title is required');
      continue;
    }
    if (!filter.name || filter.name.trim() === '') add(filter.id, 'Name is required');
    const target = filter.targets?.[0];
    const needs = needsTarget(filter.filterType);
    if (needs.dataset && target?.datasetId === undefined) add(filter.id, 'Dataset is required');
    if (needs.column && !target?.column?.name) add(filter.id, 'Column is required');
    const settings = filterSettingsError(filter, flags[filter.id ?? ''] ?? initialFlags(filter));
    if (settings) add(filter.id, settings);
  }
  for (const problem of checkFilterConfiguration(configuration, datasets))
    add(problem.filterId, problem.message);
  return errors;
}
