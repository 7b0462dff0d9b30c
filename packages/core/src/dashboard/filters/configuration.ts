import type { NativeFilter } from '../metadata';
import type { DataMaskMap } from './data-mask';
import { mergeExtraFormData, type ExtraFormData } from './extra-form-data';
import { filterTarget, isDivider, isNativeFilterType } from './native-filter';

/** Filter types that may be parents of a cascade (§5.1). */
export const PARENT_FILTER_TYPES = ['filter_select', 'filter_range', 'filter_time'] as const;

/** A chain of parent ids that comes back to where it started, or null when there is none. */
export function findCascadeCycle(filters: readonly NativeFilter[]): string[] | null {
  const parents = new Map<string, readonly string[]>();
  for (const filter of filters) if (filter.id) parents.set(filter.id, filter.cascadeParentIds ?? []);
  const done = new Set<string>();
  const walk = (id: string, path: string[]): string[] | null => {
    const at = path.indexOf(id);
    if (at >= 0) return [...path.slice(at), id];
    if (done.has(id)) return null;
    for (const parent of parents.get(id) ?? []) {
      const cycle = walk(parent, [...path, id]);
      if (cycle) return cycle;
    }
    done.add(id);
    return null;
  };
  for (const id of parents.keys()) {
    const cycle = walk(id, []);
    if (cycle) return cycle;
  }
  return null;
}

/** What the dashboard knows of a dataset, to check filters against. */
export interface DatasetColumns {
  /** Column names. */
  columns: readonly string[];
  /** Columns that hold times. */
  temporalColumns: readonly string[];
}

/** One problem of a filter configuration. */
export interface FilterProblem {
  /** The filter concerned, when one is. */
  filterId?: string;
  /** What is wrong, in words a person can act on. */
  message: string;
}

/**
 * Checks a native filter configuration against the dashboard's datasets: unknown types, datasets and columns,
 * parents that do not exist or cannot be parents, and cycles. The filter bar shows these on the filters
 * concerned; the configuration modal refuses to save them.
 */
export function checkFilterConfiguration(
  filters: readonly NativeFilter[],
  datasets: ReadonlyMap<number, DatasetColumns>,
): FilterProblem[] {
  const problems: FilterProblem[] = [];
  const byId = new Map(filters.filter((f) => f.id).map((f) => [f.id as string, f]));
  for (const filter of filters) {
    if (isDivider(filter)) continue;
    const filterId = filter.id;
    const name = filter.name || filterId || 'A filter';
    if (!filterId) problems.push({ message: `${name} has no id.` });
    if (!isNativeFilterType(filter.filterType)) {
      problems.push({
        filterId,
        message: `${name} has an unknown filter type "${String(filter.filterType)}".`,
      });
      continue;
    }
    if (filter.filterType !== 'filter_time') {
      const { datasetId, column } = filterTarget(filter);
      const dataset = datasetId === undefined ? undefined : datasets.get(datasetId);
      if (datasetId === undefined) problems.push({ filterId, message: `${name} has no dataset.` });
      else if (!dataset)
        problems.push({
          filterId,
          message: `The dataset of ${name} (id ${datasetId}) does not exist or is not on this dashboard.`,
        });
      else if (column !== undefined && !dataset.columns.includes(column)) {
        problems.push({
          filterId,
          message: `${name} filters column "${column}", which its dataset does not have.`,
        });
      }
      if (
        (filter.filterType === 'filter_select' || filter.filterType === 'filter_range') &&
        column === undefined
      ) {
        problems.push({ filterId, message: `${name} has no column.` });
      }
    }
    for (const parentId of filter.cascadeParentIds ?? []) {
      const parent = byId.get(parentId);
      if (!parent)
        problems.push({
          filterId,
          message: `${name} depends on a filter that does not exist (${parentId}).`,
        });
      else if (!(PARENT_FILTER_TYPES as readonly string[]).includes(parent.filterType ?? '')) {
        problems.push({
          filterId,
          message: `${name} depends on ${parent.name ?? parentId}, which cannot be a parent filter.`,
        });
      }
    }
  }
  const cycle = findCascadeCycle(filters);
  if (cycle) {
    const names = cycle.map((id) => byId.get(id)?.name ?? id);
    problems.push({
      filterId: cycle[0],
      message: `Parent filters go round in a circle: ${names.join(' → ')}.`,
    });
  }
  return problems;
}

/**
 * The extra form data a child filter's values query gets from its parents' selected masks (§5.1), parents
 * of parents included, in the order they are listed.
 */
export function parentExtraFormData(
  filter: NativeFilter,
  filters: readonly NativeFilter[],
  selected: DataMaskMap,
): ExtraFormData {
  const byId = new Map(filters.filter((f) => f.id).map((f) => [f.id as string, f]));
  const seen = new Set<string>();
  let merged: ExtraFormData = {};
  const visit = (ids: readonly string[]) => {
    for (const id of ids) {
      if (seen.has(id)) continue;
      seen.add(id);
      visit(byId.get(id)?.cascadeParentIds ?? []);
      merged = mergeExtraFormData(merged, selected[id]?.extraFormData ?? {});
    }
  };
  visit(filter.cascadeParentIds ?? []);
  return merged;
}
