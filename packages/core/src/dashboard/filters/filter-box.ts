import { NO_TIME_RANGE } from '../../time-range/constants';
import type { DashboardMetadata, NativeFilter } from '../metadata';
import { DASHBOARD_ROOT_ID } from '../constants';
import type { ChartAncestors } from './scope';

/** viz_type of a legacy filter box. */
export const FILTER_BOX_VIZ_TYPE = 'filter_box';

/** States of the filter-box migration (spec §4). */
export const FILTER_BOX_MIGRATION_STATES = ['noop', 'snoozed', 'converted', 'reviewing'] as const;
/** One migration state. */
export type FilterBoxMigrationState = (typeof FILTER_BOX_MIGRATION_STATES)[number];

/** Hours a snoozed migration stays snoozed. */
export const FILTER_BOX_SNOOZE_HOURS = 24;

/** A filter box of the dashboard: its chart id, dataset and form data. */
export interface FilterBox {
  chartId: number;
  datasetId: number;
  formData: Readonly<Record<string, unknown>>;
}

/** One column of a box (`filter_configs` item). */
interface BoxFieldConfig {
  column: string;
  label?: string;
  multiple?: boolean;
  clearable?: boolean;
  searchAllOptions?: boolean;
  asc?: boolean;
  metric?: string;
  defaultValue?: string | null;
}

function fieldConfigs(formData: Readonly<Record<string, unknown>>): BoxFieldConfig[] {
  const raw = formData['filter_configs'];
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is BoxFieldConfig =>
      typeof item === 'object' && item !== null && typeof (item as { column?: unknown }).column === 'string',
  );
}

/** `default_filters` (a JSON string) read as box id -> field -> value; unreadable text counts as none. */
export function readDefaultFilters(text: string | undefined): Record<string, Record<string, unknown>> {
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Record<string, unknown>>) : {};
  } catch {
    return {};
  }
}

/** The scope of one field of a box: `filter_scopes` with the older immune lists folded in. */
function fieldScope(
  metadata: DashboardMetadata,
  boxId: number,
  field: string,
  boxIds: ReadonlySet<number>,
): { rootPath: string[]; excluded: number[] } {
  const scopes = (metadata.filter_scopes ?? {}) as Record<
    string,
    Record<string, { scope?: unknown; immune?: unknown }>
  >;
  const entry = scopes[String(boxId)]?.[field];
  const rootPath = Array.isArray(entry?.scope)
    ? entry.scope.filter((s): s is string => typeof s === 'string')
    : [DASHBOARD_ROOT_ID];
  const immune = new Set(
    Array.isArray(entry?.immune) ? entry.immune.filter((s): s is number => typeof s === 'number') : [],
  );
  const record = metadata as Record<string, unknown>;
  const legacyImmune = record['filter_immune_slices'];
  if (Array.isArray(legacyImmune)) for (const id of legacyImmune) if (typeof id === 'number') immune.add(id);
  const fields = record['filter_immune_slice_fields'];
  if (fields && typeof fields === 'object') {
    for (const [chartId, list] of Object.entries(fields as Record<string, unknown>)) {
      if (Array.isArray(list) && list.includes(field)) immune.add(Number(chartId));
    }
  }
  return {
    rootPath: rootPath.length ? rootPath : [DASHBOARD_ROOT_ID],
    excluded: [...immune].filter((id) => !boxIds.has(id)),
  };
}

/** Options of convertFilterBoxes. */
export interface FilterBoxConversion {
  metadata: DashboardMetadata;
  boxes: readonly FilterBox[];
  /** Makes the id suffixes (Superset: 9 random characters). */
  newId: (kind: string, boxId: number, field: string) => string;
  /** Where charts sit, for the parent rule. */
  ancestors?: ChartAncestors;
}

function selectFilter(
  box: FilterBox,
  config: BoxFieldConfig,
  defaults: Record<string, unknown>,
  id: string,
): NativeFilter {
  const multiple = config.multiple === true;
  const value = defaults[config.column] ?? config.defaultValue ?? null;
  const values = Array.isArray(value)
    ? value
    : typeof value === 'string' && value !== ''
      ? multiple
        ? value.split(';')
        : [value]
      : [];
  const timeRange = box.formData['time_range'];
  return {
    id,
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    name: config.label || config.column,
    description: '',
    targets: [{ datasetId: box.datasetId, column: { name: config.column } }],
    controlValues: {
      defaultToFirstItem: false,
      enableEmptyFilter: config.clearable === false,
      inverseSelection: false,
      multiSelect: multiple,
      searchAllOptions: config.searchAllOptions === true,
      ...(config.metric ? { sortAscending: config.asc !== false } : {}),
    },
    ...(config.metric ? { sortMetric: config.metric } : {}),
    ...(Array.isArray(box.formData['adhoc_filters']) ? { adhoc_filters: box.formData['adhoc_filters'] } : {}),
    ...(typeof timeRange === 'string' && timeRange !== NO_TIME_RANGE
      ? { time_range: timeRange, granularity_sqla: box.formData['granularity_sqla'] }
      : {}),
    defaultDataMask:
      values.length > 0
        ? {
            extraFormData: { filters: [{ col: config.column, op: 'IN', val: values }] },
            filterState: { value: values },
          }
        : { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
  } as NativeFilter;
}

function timeFilter(
  kind: 'filter_time' | 'filter_timegrain' | 'filter_timecolumn',
  box: FilterBox,
  value: unknown,
  id: string,
): NativeFilter {
  const names = {
    filter_time: 'Time Range',
    filter_timegrain: 'Time Grain',
    filter_timecolumn: 'Time Column',
  };
  const key = {
    filter_time: 'time_range',
    filter_timegrain: 'time_grain_sqla',
    filter_timecolumn: 'granularity_sqla',
  }[kind];
  const hasValue =
    typeof value === 'string' && value !== '' && !(kind === 'filter_time' && value === NO_TIME_RANGE);
  return {
    id,
    type: 'NATIVE_FILTER',
    filterType: kind,
    name: names[kind],
    description: '',
    targets: [kind === 'filter_time' ? {} : { datasetId: box.datasetId }],
    controlValues: { enableEmptyFilter: false },
    defaultDataMask: hasValue
      ? { extraFormData: { [key]: value }, filterState: { value: kind === 'filter_time' ? value : [value] } }
      : { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
  };
}

const TYPE_ORDER = ['filter_select', 'filter_time', 'filter_timecolumn', 'filter_timegrain'];

/**
 * Superset's convert_filter_scopes_to_native_filters: each field of each box becomes a native filter scoped as the
 * field was (immune charts excluded), with the dashboard's `default_filters` (else the box's own) as its default.
 * A select field gets as parents the select and time filters of other boxes that reach it. Sorted by type.
 */
export function convertFilterBoxes(options: FilterBoxConversion): NativeFilter[] {
  const { metadata, boxes } = options;
  const defaults = readDefaultFilters(metadata.default_filters);
  const boxIds = new Set(boxes.map((box) => box.chartId));
  const out: { box: FilterBox; filter: NativeFilter; field: string }[] = [];
  for (const box of boxes) {
    const own = defaults[String(box.chartId)] ?? {};
    const fd = box.formData;
    const add = (field: string, filter: NativeFilter) =>
      out.push({
        box,
        field,
        filter: { ...filter, scope: fieldScope(metadata, box.chartId, field, boxIds) },
      });
    if (fd['show_sqla_time_column'] === true)
      add(
        '__time_col',
        timeFilter(
          'filter_timecolumn',
          box,
          own['__time_col'] ?? fd['granularity_sqla'],
          options.newId('timecolumn', box.chartId, '__time_col'),
        ),
      );
    if (fd['show_sqla_time_granularity'] === true)
      add(
        '__time_grain',
        timeFilter(
          'filter_timegrain',
          box,
          own['__time_grain'] ?? fd['time_grain_sqla'],
          options.newId('timegrain', box.chartId, '__time_grain'),
        ),
      );
    if (fd['date_filter'] !== false)
      add(
        '__time_range',
        timeFilter(
          'filter_time',
          box,
          own['__time_range'] ?? fd['time_range'],
          options.newId('time', box.chartId, '__time_range'),
        ),
      );
    for (const config of fieldConfigs(fd))
      add(config.column, selectFilter(box, config, own, options.newId('select', box.chartId, config.column)));
  }
  // Parents: another box's select and time filters whose scope holds this box (and this box is not immune to it).
  for (const child of out) {
    if (child.filter.filterType !== 'filter_select') continue;
    const parents = out.filter(
      (parent) =>
        parent.box !== child.box &&
        (parent.filter.filterType === 'filter_select' || parent.filter.filterType === 'filter_time') &&
        !(parent.filter.scope?.excluded ?? []).includes(child.box.chartId) &&
        (parent.filter.scope?.rootPath ?? []).every((node) =>
          options.ancestors
            ? (options.ancestors.get(child.box.chartId)?.has(node) ?? false)
            : node === DASHBOARD_ROOT_ID,
        ),
    );
    child.filter = { ...child.filter, cascadeParentIds: parents.map((parent) => parent.filter.id as string) };
  }
  return out
    .map((item) => item.filter)
    .sort((a, b) => TYPE_ORDER.indexOf(a.filterType ?? '') - TYPE_ORDER.indexOf(b.filterType ?? ''));
}

/** The migration state of a dashboard (§4): noop without boxes, converted once it has native filters. */
export function filterBoxMigrationState(options: {
  hasFilterBoxes: boolean;
  hasNativeFilters: boolean;
  snoozedAt: number | null;
  now: number;
  reviewing: boolean;
}): FilterBoxMigrationState | 'undecided' {
  if (!options.hasFilterBoxes) return 'noop';
  if (options.hasNativeFilters) return 'converted';
  if (options.reviewing) return 'reviewing';
  if (options.snoozedAt !== null && options.now - options.snoozedAt < FILTER_BOX_SNOOZE_HOURS * 3600 * 1000)
    return 'snoozed';
  return 'undecided';
}
