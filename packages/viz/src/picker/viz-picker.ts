import Fuse from 'fuse.js';
import { CHART_LABEL_WEIGHTS, type VizMetadata } from '../plugin';

/** What the picker needs of a plugin. */
export interface PickerEntry {
  vizType: string;
  metadata: VizMetadata;
}

/** Quick tiles above the picker (spec §2): line, bar, area, table, big number total, pie. */
export const QUICK_VIZ_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'pie',
] as const;

/** Sidebar's recommended tags (spec §2). */
export const RECOMMENDED_TAGS = ['Popular', 'ECharts', 'Advanced-Analytics'] as const;

/** The category listed last (spec §2). */
export const OTHER_CATEGORY = 'Other';

/** Popular chart types, sorted first in the gallery in this order (Superset's DEFAULT_ORDER, abridged). */
export const POPULAR_VIZ_TYPES = [
  'line',
  'big_number',
  'big_number_total',
  'table',
  'pivot_table_v2',
  'echarts_timeseries_line',
  'echarts_area',
  'echarts_timeseries_bar',
  'echarts_timeseries_scatter',
  'pie',
  'mixed_timeseries',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'histogram_v2',
  'box_plot',
  'treemap_v2',
  'sunburst_v2',
  'sankey_v2',
  'word_cloud',
  'heatmap_v2',
  'world_map',
] as const;

/** Fuzzy search settings of spec §9: threshold 0.3; name weighs 4, tags 2, description 1. */
export const PICKER_SEARCH_OPTIONS = {
  threshold: 0.3,
  ignoreLocation: true,
  includeScore: true,
  keys: [
    { name: 'name', weight: 4 },
    { name: 'tags', weight: 2 },
    { name: 'description', weight: 1 },
  ],
} as const;

/** The badge weight of an entry: FEATURED +0.1, DEPRECATED -0.1, else 0. */
export function labelWeight(entry: PickerEntry): number {
  const label = entry.metadata.label;
  return label ? CHART_LABEL_WEIGHTS[label] : 0;
}

/** Gallery order: popular types in their order, then the rest by name. */
export function sortVizTypes<E extends PickerEntry>(entries: readonly E[]): E[] {
  const rank = (e: E) => {
    const index = (POPULAR_VIZ_TYPES as readonly string[]).indexOf(e.vizType);
    return index < 0 ? POPULAR_VIZ_TYPES.length : index;
  };
  return [...entries].sort((a, b) => rank(a) - rank(b) || a.metadata.name.localeCompare(b.metadata.name));
}

/**
 * Search results best first: Fuse's fuzzy score over name, tags and description, with the badge
 * weight subtracted (a FEATURED type ranks as if 0.1 closer, a DEPRECATED one 0.1 further). Empty
 * or blank text gives no results (the grid stays). Equal scores keep gallery order, whatever order the registry has.
 */
export function searchVizTypes<E extends PickerEntry>(entries: readonly E[], text: string): E[] {
  if (text.trim() === '') return [];
  const ordered = sortVizTypes(entries);
  const docs = ordered.map((entry, index) => ({
    index,
    name: entry.metadata.name,
    tags: [...entry.metadata.tags],
    description: entry.metadata.description,
  }));
  const fuse = new Fuse(docs, { ...PICKER_SEARCH_OPTIONS, keys: [...PICKER_SEARCH_OPTIONS.keys] });
  return fuse
    .search(text.trim())
    .map((result) => {
      const entry = ordered[result.item.index];
      return entry ? { entry, score: (result.score ?? 1) - labelWeight(entry) } : undefined;
    })
    .filter((hit): hit is { entry: E; score: number } => hit !== undefined)
    .sort((a, b) => a.score - b.score)
    .map((hit) => hit.entry);
}

/** Categories of the sidebar, by name, with Other last. */
export function vizCategories(entries: readonly PickerEntry[]): string[] {
  const categories = [...new Set(entries.map((e) => e.metadata.category || OTHER_CATEGORY))];
  return categories.sort((a, b) =>
    a === OTHER_CATEGORY ? 1 : b === OTHER_CATEGORY ? -1 : a.localeCompare(b),
  );
}

/** Tags of the sidebar, by name. */
export function vizTags(entries: readonly PickerEntry[]): string[] {
  return [...new Set(entries.flatMap((e) => e.metadata.tags))].sort((a, b) => a.localeCompare(b));
}

/** What the sidebar selects. */
export type PickerSelector =
  { kind: 'all' } | { kind: 'category'; value: string } | { kind: 'tag'; value: string };

/** Whether an entry belongs to a sidebar selection. */
export function matchesSelector(entry: PickerEntry, selector: PickerSelector): boolean {
  if (selector.kind === 'all') return true;
  if (selector.kind === 'category') return (entry.metadata.category || OTHER_CATEGORY) === selector.value;
  return entry.metadata.tags.includes(selector.value);
}

/** The gallery of a selection, in gallery order; deprecated types only under "All charts". */
export function filterVizTypes<E extends PickerEntry>(entries: readonly E[], selector: PickerSelector): E[] {
  return sortVizTypes(
    entries.filter(
      (e) => matchesSelector(e, selector) && (selector.kind === 'all' || !e.metadata.deprecated),
    ),
  );
}

/** Spec §4: choosing another category or tag keeps the selected chart only if it belongs to it. */
export function keepsSelection(selected: PickerEntry | undefined, selector: PickerSelector): boolean {
  return selected !== undefined && matchesSelector(selected, selector);
}

/** Text of the details panel when a type has no description (spec §2). */
export const NO_DESCRIPTION = 'No description available.';
