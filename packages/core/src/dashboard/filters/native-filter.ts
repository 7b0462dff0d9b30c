import type { NativeFilter } from '../metadata';
import { DASHBOARD_ROOT_ID } from '../constants';
import type { DataMask } from './data-mask';

/** Prefix of native filter ids. */
export const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
/** Prefix of divider ids. */
export const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';

/** The filter types of the filter bar. */
export const NATIVE_FILTER_TYPES = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timegrain',
  'filter_timecolumn',
] as const;
/** One filter type. */
export type NativeFilterType = (typeof NATIVE_FILTER_TYPES)[number];

/** Display names of the filter types, as the configuration modal lists them. */
export const NATIVE_FILTER_TYPE_NAMES: Readonly<Record<NativeFilterType, string>> = {
  filter_select: 'Value',
  filter_range: 'Numerical range',
  filter_time: 'Time range',
  filter_timegrain: 'Time grain',
  filter_timecolumn: 'Time column',
};

/** Whether a string is a known filter type. */
export function isNativeFilterType(value: unknown): value is NativeFilterType {
  return typeof value === 'string' && (NATIVE_FILTER_TYPES as readonly string[]).includes(value);
}

/** Default scope of a new filter: the whole dashboard. */
export const DEFAULT_FILTER_SCOPE = { rootPath: [DASHBOARD_ROOT_ID], excluded: [] as number[] };

/** A filter's control values with the defaults of its type applied. */
export interface FilterControls {
  /** A value is required. */
  enableEmptyFilter: boolean;
  /** Select: the first value is chosen by default. */
  defaultToFirstItem: boolean;
  /** Select: several values may be chosen. */
  multiSelect: boolean;
  /** Select: "is not" toggle. */
  inverseSelection: boolean;
  /** Select: typing searches the database past the first 1000 values. */
  searchAllOptions: boolean;
  /** Select: sort order of values; undefined keeps the query's order. */
  sortAscending: boolean | undefined;
  /** Range: undefined for two ends; 0 min only, 1 exact, 2 max only. */
  enableSingleValue: 0 | 1 | 2 | undefined;
}

/** Reads a filter's control values, with Superset's defaults for absent ones (§1.2). */
export function filterControls(filter: NativeFilter): FilterControls {
  const values = (filter.controlValues ?? {}) as Record<string, unknown>;
  const bool = (key: string, fallback: boolean) =>
    typeof values[key] === 'boolean' ? (values[key] as boolean) : fallback;
  const single = values['enableSingleValue'];
  return {
    enableEmptyFilter: bool('enableEmptyFilter', false),
    defaultToFirstItem: bool('defaultToFirstItem', false),
    multiSelect: bool('multiSelect', true),
    inverseSelection: bool('inverseSelection', false),
    searchAllOptions: bool('searchAllOptions', false),
    sortAscending:
      typeof values['sortAscending'] === 'boolean' ? (values['sortAscending'] as boolean) : undefined,
    enableSingleValue: single === 0 || single === 1 || single === 2 ? single : undefined,
  };
}

/** Whether a configuration entry is a divider rather than a filter. */
export function isDivider(filter: NativeFilter): boolean {
  return filter.type === 'DIVIDER' || (filter.id ?? '').startsWith(NATIVE_FILTER_DIVIDER_PREFIX);
}

/** The dataset and column a filter reads, when it has them. */
export function filterTarget(filter: NativeFilter): { datasetId?: number; column?: string } {
  const target = filter.targets?.[0];
  return {
    ...(target?.datasetId !== undefined ? { datasetId: target.datasetId } : {}),
    ...(target?.column?.name ? { column: target.column.name } : {}),
  };
}

/** A new id for a filter or divider: the prefix and 10 random characters (Superset uses nanoid). */
export function newNativeFilterId(kind: 'filter' | 'divider', random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  let suffix = '';
  for (let i = 0; i < 10; i += 1) suffix += alphabet[Math.floor(random() * alphabet.length)];
  return `${kind === 'filter' ? NATIVE_FILTER_PREFIX : NATIVE_FILTER_DIVIDER_PREFIX}${suffix}`;
}

/** A filter's default mask, or undefined when it has none. */
export function defaultMaskOf(filter: NativeFilter): DataMask | undefined {
  const mask = filter.defaultDataMask;
  return mask ? (mask as DataMask) : undefined;
}
