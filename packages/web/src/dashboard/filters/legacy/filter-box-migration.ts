import { convertFilterBoxes, FILTER_BOX_VIZ_TYPE, filterBoxMigrationState } from '@meridian/core';
import type {
  ChartAncestors,
  DashboardChart,
  DashboardLayout,
  DashboardMetadata,
  FilterBox,
  NativeFilter,
} from '@meridian/core';

/** localStorage key of snoozed migrations: dashboard id -> epoch ms (Superset's key). */
export const SNOOZE_STORAGE_KEY = 'filter_box_transition_snoozed_at';

/** The legacy filter boxes among a dashboard's charts. */
export function filterBoxesOf(charts: Iterable<DashboardChart>): FilterBox[] {
  const boxes: FilterBox[] = [];
  for (const chart of charts) {
    if (chart.viz_type !== FILTER_BOX_VIZ_TYPE || chart.datasource_id === null || !chart.form_data) continue;
    boxes.push({ chartId: chart.id, datasetId: chart.datasource_id, formData: chart.form_data });
  }
  return boxes;
}

/** A stable id per box field, so the preview's filter state survives reloads until the conversion is saved. */
function previewId(_kind: string, boxId: number, field: string): string {
  return `NATIVE_FILTER-fb${boxId}-${field.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The native filters the boxes become. */
export function convertedFilters(
  metadata: DashboardMetadata,
  boxes: readonly FilterBox[],
  ancestors: ChartAncestors,
): NativeFilter[] {
  return convertFilterBoxes({ metadata, boxes, newId: previewId, ancestors });
}

/** When the migration of a dashboard was snoozed, or null. */
export function snoozedAt(dashboardId: number): number | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(SNOOZE_STORAGE_KEY) ?? '{}');
    const value =
      stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[String(dashboardId)] : null;
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** Snoozes the migration of a dashboard for 24 hours. */
export function snooze(dashboardId: number, now: number): void {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SNOOZE_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  window.localStorage.setItem(SNOOZE_STORAGE_KEY, JSON.stringify({ ...stored, [dashboardId]: now }));
}

/** The layout with each box's CHART node turned into a MARKDOWN notice (Superset's conversion does the same). */
export function layoutWithoutBoxes(layout: DashboardLayout, boxIds: ReadonlySet<number>): DashboardLayout {
  const next: DashboardLayout = {};
  for (const [id, component] of Object.entries(layout)) {
    const chartId = component.meta?.chartId;
    if (component.type === 'CHART' && chartId !== undefined && boxIds.has(chartId)) {
      const markdownId = id.replace(/^CHART-/, 'MARKDOWN-');
      next[markdownId] = {
        ...component,
        id: markdownId,
        type: 'MARKDOWN',
        meta: {
          width: component.meta?.width ?? 4,
          height: component.meta?.height ?? 50,
          code: `The filter box "${component.meta?.sliceName ?? chartId}" was converted to native filters: they are in the filter bar.`,
        },
      };
    } else next[id] = { ...component, children: [...component.children] };
  }
  for (const component of Object.values(next)) {
    component.children = component.children.map((child) =>
      layout[child]?.type === 'CHART' && boxIds.has(layout[child]?.meta?.chartId ?? -1)
        ? child.replace(/^CHART-/, 'MARKDOWN-')
        : child,
    );
  }
  return next;
}

export { filterBoxMigrationState };
