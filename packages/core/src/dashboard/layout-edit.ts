import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  GRID_COLUMN_COUNT,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  HEIGHT_TYPES,
  RESIZABLE_TYPES,
} from './constants';
import type { ComponentMeta, DashboardLayout, LayoutComponent } from './layout-schema';
import { detailedWidth, totalChildWidth } from './layout-width';
import { findParentId, subtreeIds } from './nesting';

/** Why an edit was refused. */
export type LayoutRefusal =
  'no_space' | 'top_level_tabs_into_nested' | 'invalid_drop' | 'no_chart_definition';

/**
 * Outcome of a layout edit. An edit that changes nothing answers the very same layout object, so the editor can
 * tell and keep its redo stack.
 */
export type LayoutEdit =
  { ok: true; layout: DashboardLayout } | { ok: false; reason: LayoutRefusal; message: string };

/** Recomputes the `parents` of every component under the root; components whose parents did not change are kept. */
export function withParents(layout: DashboardLayout): DashboardLayout {
  const next: DashboardLayout = { ...layout };
  const seen = new Set<string>();
  const visit = (id: string, parents: string[]) => {
    const component = next[id];
    if (!component || seen.has(id)) return;
    seen.add(id);
    if (id !== DASHBOARD_ROOT_ID && !sameList(component.parents, parents))
      next[id] = { ...component, parents };
    for (const childId of component.children) visit(childId, [...parents, id]);
  };
  visit(DASHBOARD_ROOT_ID, []);
  return next;
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((value, i) => value === b[i]);
}

/** The layout with a component's children replaced. */
export function setChildren(layout: DashboardLayout, id: string, children: string[]): DashboardLayout {
  const component = layout[id];
  return component ? { ...layout, [id]: { ...component, children } } : layout;
}

/** Removes a component and everything below it, and unlinks it from its parent. */
function removeSubtree(layout: DashboardLayout, id: string): DashboardLayout {
  const next: DashboardLayout = { ...layout };
  for (const removed of subtreeIds(layout, id)) delete next[removed];
  const parentId = findParentId(layout, id);
  const parent = parentId === undefined ? undefined : next[parentId];
  if (parentId !== undefined && parent)
    next[parentId] = { ...parent, children: parent.children.filter((c) => c !== id) };
  return next;
}

/**
 * Deletes a component with everything below it (Superset's DELETE_COMPONENT). A row left empty goes too; the
 * last tab of a set of tabs takes the tabs with it; removing the top-level tabs keeps their content on the grid.
 * The root, the grid and the header can not be deleted.
 */
export function deleteComponent(layout: DashboardLayout, id: string): DashboardLayout {
  const component = layout[id];
  if (!component || [DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID, DASHBOARD_HEADER_ID].includes(id)) return layout;
  const parentId = findParentId(layout, id);
  const parent = parentId === undefined ? undefined : layout[parentId];
  if (component.type === 'TABS' && parentId === DASHBOARD_ROOT_ID) return deleteTopLevelTabs(layout);
  if (component.type === 'TAB' && parent?.type === 'TABS' && parent.children.length === 1) {
    if (findParentId(layout, parent.id) === DASHBOARD_ROOT_ID)
      return deleteTopLevelTabs(removeSubtree(layout, id));
    return deleteComponent(layout, parent.id);
  }
  let next = removeSubtree(layout, id);
  const emptied = parentId === undefined ? undefined : next[parentId];
  if (emptied?.type === 'ROW' && emptied.children.length === 0) next = removeSubtree(next, emptied.id);
  return withParents(next);
}

/**
 * Removes the top-level tabs (Superset's DELETE_TOP_LEVEL_TABS): the content of every tab moves, in order, onto
 * the grid, which becomes the root's child again.
 */
export function deleteTopLevelTabs(layout: DashboardLayout): DashboardLayout {
  const root = layout[DASHBOARD_ROOT_ID];
  const tabsId = root?.children[0];
  const tabs = tabsId === undefined ? undefined : layout[tabsId];
  if (!root || !tabs || tabs.type !== 'TABS') return layout;
  const next: DashboardLayout = { ...layout };
  const content: string[] = [];
  for (const tabId of tabs.children) {
    content.push(...(layout[tabId]?.children ?? []));
    delete next[tabId];
  }
  delete next[tabs.id];
  const grid = layout[DASHBOARD_GRID_ID] ?? { id: DASHBOARD_GRID_ID, type: 'GRID', children: [] };
  next[DASHBOARD_GRID_ID] = { ...grid, children: [...grid.children, ...content] };
  next[DASHBOARD_ROOT_ID] = { ...root, children: [DASHBOARD_GRID_ID] };
  return withParents(next);
}

/** The widest a component may be where it sits: the room left in its row, its column's width, or the grid. */
export function maximumWidth(layout: DashboardLayout, component: LayoutComponent): number {
  const parentId = findParentId(layout, component.id);
  const parent = parentId === undefined ? undefined : layout[parentId];
  if (parent?.type === 'ROW') {
    const rowWidth = detailedWidth(layout, parent).width ?? GRID_COLUMN_COUNT;
    return rowWidth - (totalChildWidth(layout, parent) - (component.meta?.width ?? 0));
  }
  if (parent?.type === 'COLUMN') return parent.meta?.width ?? GRID_COLUMN_COUNT;
  return GRID_COLUMN_COUNT;
}

/**
 * Resizes a chart, markdown block, column or dynamic component in grid units (Superset's RESIZE_COMPONENT, with
 * the limits its resize handles apply): the width stays between the component's minimum and the room it has,
 * the height at least GRID_MIN_ROW_UNITS. Other types are left alone.
 */
export function resizeComponent(
  layout: DashboardLayout,
  resize: { id: string; width?: number | undefined; height?: number | undefined },
): DashboardLayout {
  const component = layout[resize.id];
  if (!component || !RESIZABLE_TYPES.includes(component.type)) return layout;
  const meta: ComponentMeta = { ...component.meta };
  if (resize.width !== undefined) {
    const minimum = detailedWidth(layout, component).minimumWidth ?? GRID_MIN_COLUMN_COUNT;
    const maximum = Math.max(minimum, maximumWidth(layout, component));
    meta.width = Math.min(maximum, Math.max(minimum, Math.round(resize.width)));
  }
  if (resize.height !== undefined && HEIGHT_TYPES.includes(component.type))
    meta.height = Math.max(GRID_MIN_ROW_UNITS, Math.round(resize.height));
  if (meta.width === component.meta?.width && meta.height === component.meta?.height) return layout;
  return { ...layout, [component.id]: { ...component, meta } };
}

/** Merges settings into a component's meta (a header's text, a chart's title override, a row's background). */
export function updateComponentMeta(
  layout: DashboardLayout,
  id: string,
  patch: ComponentMeta,
): DashboardLayout {
  const component = layout[id];
  if (!component) return layout;
  const current: ComponentMeta = component.meta ?? {};
  if (Object.entries(patch).every(([key, value]) => current[key] === value)) return layout;
  return { ...layout, [id]: { ...component, meta: { ...current, ...patch } } };
}
