import type { DataMaskMap } from './data-mask';
import { mergeExtraFormData, type ExtraFormData } from './extra-form-data';

/** Which charts each data mask reaches: mask id (native filter id or emitting chart id) -> chart ids. */
export type MaskScopes = ReadonlyMap<string, readonly number[]>;

/** Whether a mask key is a chart id, i.e. a cross-filter. */
export function isCrossFilterKey(key: string): boolean {
  return /^\d+$/.test(key);
}

/**
 * Mask ids in the order Superset merges them: integer-like keys (cross-filters) ascending first, then the
 * others in insertion order (the order of a JavaScript object's keys).
 */
export function maskMergeOrder(masks: DataMaskMap): string[] {
  const keys = Object.keys(masks);
  const numeric = keys.filter(isCrossFilterKey).sort((a, b) => Number(a) - Number(b));
  return [...numeric, ...keys.filter((key) => !isCrossFilterKey(key))];
}

/** Options of extraFormDataForChart. */
export interface ChartFiltersInput {
  /** The chart whose query is being built. */
  chartId: number;
  /** The applied masks. */
  masks: DataMaskMap;
  /** The charts each mask reaches; a mask without an entry reaches every chart in `allChartIds`. */
  scopes: MaskScopes;
  /** Every chart of the dashboard. */
  allChartIds: readonly number[];
}

/**
 * The extra form data of one chart: every applied mask whose scope holds the chart, merged in Superset's
 * order (append keys concatenated, last override wins). A chart never receives its own cross-filter.
 */
export function extraFormDataForChart(input: ChartFiltersInput): ExtraFormData {
  let merged: ExtraFormData = {};
  for (const key of maskMergeOrder(input.masks)) {
    if (key === String(input.chartId)) continue;
    const scope = input.scopes.get(key) ?? input.allChartIds;
    if (!scope.includes(input.chartId)) continue;
    merged = mergeExtraFormData(merged, input.masks[key]?.extraFormData ?? {});
  }
  return merged;
}

/** Ids of the masks that reach a chart (in scope, with something to add). */
export function masksReachingChart(input: ChartFiltersInput): string[] {
  return maskMergeOrder(input.masks).filter((key) => {
    if (key === String(input.chartId)) return false;
    return (input.scopes.get(key) ?? input.allChartIds).includes(input.chartId);
  });
}
