import {
  DASHBOARD_GRID_ID,
  DASHBOARD_MESSAGES,
  DASHBOARD_ROOT_ID,
  NEW_COMPONENTS_SOURCE_ID,
  type ComponentType,
} from './constants';
import { newComponent, type RandomBytes } from './component-factory';
import { deleteComponent, withParents, type LayoutEdit, type LayoutRefusal } from './layout-edit';
import type { ComponentMeta, DashboardLayout, LayoutComponent } from './layout-schema';
import { widthFromDrop } from './layout-width';
import {
  childPlacement,
  componentPlacements,
  isValidChild,
  shouldWrapChildInRow,
  subtreeFits,
  subtreeIds,
  type Placement,
} from './nesting';

/** One end of a drag: a parent and a position among its children. */
export interface DropLocation {
  /** Id of the parent; NEW_COMPONENTS_SOURCE_ID for the side panel of new components. */
  id: string;
  /** Position among the parent's children (at the destination: the position after the drop). */
  index: number;
}

/** A finished drag, as Superset's drag-and-drop reports it. */
export interface LayoutDrop {
  /** Where the component comes from. */
  source: DropLocation;
  /** Where it goes; the root means "make these the top-level tabs". */
  destination: DropLocation;
  /** What is dragged: an existing component's id, or for a new one its type and meta (a chart's chartId). */
  dragging: { id: string; type: ComponentType; meta?: ComponentMeta | undefined };
}

/** Options of drops that may create components. */
export interface DropOptions {
  /** Random source of new component ids (tests pass a fixed one). */
  random?: RandomBytes | undefined;
}

function refuse(reason: LayoutRefusal): LayoutEdit {
  const messages: Record<LayoutRefusal, string> = {
    no_space: DASHBOARD_MESSAGES.noSpace,
    top_level_tabs_into_nested: DASHBOARD_MESSAGES.topLevelTabsIntoNested,
    invalid_drop: DASHBOARD_MESSAGES.invalidDrop,
    no_chart_definition: DASHBOARD_MESSAGES.noChartDefinition,
  };
  return { ok: false, reason, message: messages[reason] };
}

/** Adds a new component (with a first tab for new tabs) to a layout; answers the layout and the component's id. */
function withNewComponent(
  layout: DashboardLayout,
  dragging: LayoutDrop['dragging'],
  options: DropOptions,
): { layout: DashboardLayout; id: string } {
  const component = newComponent(dragging.type, { meta: dragging.meta, random: options.random });
  const next: DashboardLayout = { ...layout, [component.id]: component };
  if (component.type === 'TABS') {
    const tab = newComponent('TAB', { random: options.random });
    next[tab.id] = tab;
    next[component.id] = { ...component, children: [tab.id] };
  }
  return { layout: next, id: component.id };
}

/** A drop that passed every check, ready to apply. */
interface DropPlan {
  /** The layout, holding the new component when one is created. */
  layout: DashboardLayout;
  /** The component placed. */
  component: LayoutComponent;
  /** Whether it is wrapped in a new row first. */
  wrap: boolean;
  /** The width it takes there, when widths apply. */
  width: number | undefined;
}

/** Checks a drop against Superset's rules; answers what to do, or why it is refused. */
function planDrop(layout: DashboardLayout, drop: LayoutDrop, options: DropOptions): DropPlan | LayoutEdit {
  const { source, destination, dragging } = drop;
  const isNew = source.id === NEW_COMPONENTS_SOURCE_ID;
  if (isNew && dragging.type === 'CHART' && dragging.meta?.chartId === undefined)
    return refuse('no_chart_definition');
  const rootChildId = layout[DASHBOARD_ROOT_ID]?.children[0];
  const fromTopLevelTabs = source.id === rootChildId && layout[source.id]?.type === 'TABS';
  if (!isNew && fromTopLevelTabs && layout[destination.id]?.type === 'TABS' && destination.id !== rootChildId)
    return refuse('top_level_tabs_into_nested');
  const from = isNew ? -1 : (layout[source.id]?.children.indexOf(dragging.id) ?? -1);
  if (!isNew && from < 0) return refuse('invalid_drop');
  if (!isNew && source.id === destination.id && from === destination.index) return { ok: true, layout };

  const working = isNew ? withNewComponent(layout, dragging, options) : { layout, id: dragging.id };
  const component = working.layout[working.id];
  const target = working.layout[destination.id];
  const targetPlacement = componentPlacements(working.layout).get(destination.id);
  if (!component || !target || !targetPlacement || subtreeIds(working.layout, working.id).includes(target.id))
    return refuse('invalid_drop');
  const wrap = shouldWrapChildInRow(target.type, component.type);
  const fits = wrap
    ? fitsInNewRow(working.layout, { id: working.id, target, targetPlacement })
    : subtreeFits(working.layout, { id: working.id, parentType: target.type, parent: targetPlacement });
  if (!fits) return refuse('invalid_drop');
  const width = widthFromDrop(working.layout, {
    sourceId: source.id,
    destinationId: destination.id,
    component,
  });
  if (width !== undefined && width < 0) return refuse('no_space');
  return { layout: working.layout, component, wrap, width };
}

/**
 * Applies a drop with Superset's rules (handleComponentDrop): a drop on the root creates the top-level tabs; a
 * drop that leaves too little room is refused with "There is not enough space…" (a component may shrink to the
 * room left, down to its minimum width); a top-level tab may not move into nested tabs; charts, columns and
 * markdown dropped on the grid or a tab are wrapped in a new row; a row or tabs emptied by the move is deleted.
 * Drops the nesting rules do not allow are refused as invalid.
 */
export function dropComponent(
  layout: DashboardLayout,
  drop: LayoutDrop,
  options: DropOptions = {},
): LayoutEdit {
  if (drop.destination.id === DASHBOARD_ROOT_ID) return createTopLevelTabs(layout, drop, options);
  const plan = planDrop(layout, drop, options);
  if ('ok' in plan) return plan;
  const { component, width } = plan;
  let next = plan.layout;
  if (width !== undefined && component.meta?.width !== undefined && width < component.meta.width)
    next = { ...next, [component.id]: { ...component, meta: { ...component.meta, width } } };
  let placedId = component.id;
  if (plan.wrap) {
    const row = newComponent('ROW', { random: options.random });
    next = { ...next, [row.id]: { ...row, children: [component.id] } };
    placedId = row.id;
  }
  const isNew = drop.source.id === NEW_COMPONENTS_SOURCE_ID;
  const fromParent = isNew ? undefined : drop.source.id;
  next = moveChild(next, { fromParent, id: component.id, placedId, destination: drop.destination });
  const emptied = fromParent === undefined ? undefined : next[fromParent];
  if (emptied && (emptied.type === 'ROW' || emptied.type === 'TABS') && emptied.children.length === 0)
    next = deleteComponent(next, emptied.id);
  return { ok: true, layout: withParents(next) };
}

/** Whether a component fits in the row a drop on a grid or tab wraps it in. */
function fitsInNewRow(
  layout: DashboardLayout,
  place: { id: string; target: LayoutComponent; targetPlacement: Placement },
): boolean {
  const { target, targetPlacement } = place;
  if (!isValidChild(target.type, 'ROW', targetPlacement.depth)) return false;
  const rowPlacement = childPlacement(target.type, targetPlacement, 'ROW');
  return subtreeFits(layout, { id: place.id, parentType: 'ROW', parent: rowPlacement });
}

/** Unlinks a component from its parent and links `placedId` (it, or the row wrapping it) at the destination. */
function moveChild(
  layout: DashboardLayout,
  move: { fromParent: string | undefined; id: string; placedId: string; destination: DropLocation },
): DashboardLayout {
  const next: DashboardLayout = { ...layout };
  const parent = move.fromParent === undefined ? undefined : next[move.fromParent];
  if (parent) next[parent.id] = { ...parent, children: parent.children.filter((c) => c !== move.id) };
  const target = next[move.destination.id] as LayoutComponent;
  const children = [...target.children];
  children.splice(Math.max(0, Math.min(move.destination.index, children.length)), 0, move.placedId);
  next[target.id] = { ...target, children };
  return next;
}

/**
 * Makes a dropped TABS the top-level tabs (Superset's CREATE_TOP_LEVEL_TABS): everything on the grid moves into
 * its first tab, and the root holds the tabs instead of the grid. Refused when the dashboard already has them.
 */
export function createTopLevelTabs(
  layout: DashboardLayout,
  drop: LayoutDrop,
  options: DropOptions = {},
): LayoutEdit {
  const root = layout[DASHBOARD_ROOT_ID];
  const grid = layout[DASHBOARD_GRID_ID];
  if (!root || !grid || root.children[0] !== DASHBOARD_GRID_ID || drop.dragging.type !== 'TABS')
    return refuse('invalid_drop');
  const isNew = drop.source.id === NEW_COMPONENTS_SOURCE_ID;
  let next = isNew ? withNewComponent(layout, drop.dragging, options) : { layout, id: drop.dragging.id };
  const tabs = next.layout[next.id];
  const firstTabId = tabs?.children[0];
  const firstTab = firstTabId === undefined ? undefined : next.layout[firstTabId];
  if (!tabs || tabs.type !== 'TABS' || !firstTab) return refuse('invalid_drop');
  if (!isNew) {
    const sourceParent = next.layout[drop.source.id];
    if (!sourceParent?.children.includes(tabs.id)) return refuse('invalid_drop');
    const unlinked = { ...sourceParent, children: sourceParent.children.filter((c) => c !== tabs.id) };
    next = { layout: { ...next.layout, [sourceParent.id]: unlinked }, id: next.id };
  }
  const moved = (next.layout[DASHBOARD_GRID_ID] as LayoutComponent).children;
  const result: DashboardLayout = {
    ...next.layout,
    [firstTab.id]: { ...firstTab, children: [...firstTab.children, ...moved] },
    [DASHBOARD_GRID_ID]: { ...grid, children: [] },
    [DASHBOARD_ROOT_ID]: { ...root, children: [tabs.id] },
  };
  return { ok: true, layout: withParents(result) };
}

/** Inserts a new component of a type under a parent at a position (a drop from the side panel). */
export function insertComponent(
  layout: DashboardLayout,
  insert: { type: ComponentType; meta?: ComponentMeta | undefined; parentId: string; index: number },
  options: DropOptions = {},
): LayoutEdit {
  return dropComponent(
    layout,
    {
      source: { id: NEW_COMPONENTS_SOURCE_ID, index: 0 },
      destination: { id: insert.parentId, index: insert.index },
      dragging: { id: NEW_COMPONENTS_SOURCE_ID, type: insert.type, meta: insert.meta },
    },
    options,
  );
}
