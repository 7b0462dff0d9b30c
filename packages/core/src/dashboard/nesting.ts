import { DASHBOARD_ROOT_DEPTH, DASHBOARD_ROOT_ID, type ComponentType } from './constants';
import type { DashboardLayout } from './layout-schema';

/**
 * Which children each parent type accepts, and the deepest the parent may be for each (Superset's
 * isValidChild.ts). Types missing from a parent's entry are never its children.
 */
const PARENT_MAX_DEPTH: Record<ComponentType, Partial<Record<ComponentType, number>>> = {
  ROOT: { TABS: 0, GRID: 0 },
  GRID: { CHART: 1, DYNAMIC: 1, MARKDOWN: 1, COLUMN: 1, DIVIDER: 1, HEADER: 1, ROW: 1, TABS: 1 },
  ROW: { CHART: 4, DYNAMIC: 4, MARKDOWN: 4, COLUMN: 4 },
  TABS: { TAB: 3 },
  TAB: { CHART: 5, DYNAMIC: 5, MARKDOWN: 5, DIVIDER: 5, HEADER: 5, COLUMN: 3, ROW: 3, TABS: 3 },
  COLUMN: { CHART: 5, HEADER: 5, MARKDOWN: 5, ROW: 3, DIVIDER: 3, TABS: 3 },
  CHART: {},
  DYNAMIC: {},
  DIVIDER: {},
  HEADER: {},
  MARKDOWN: {},
};

/** Whether a component of one type may sit in a parent of another type at a depth. */
export function isValidChild(
  parentType: ComponentType,
  childType: ComponentType,
  parentDepth: number,
): boolean {
  const maxDepth = PARENT_MAX_DEPTH[parentType][childType];
  return maxDepth !== undefined && parentDepth <= maxDepth;
}

/** Whether a component dropped on a GRID or TAB is wrapped in a new ROW (Superset's shouldWrapChildInRow). */
export function shouldWrapChildInRow(parentType: ComponentType, childType: ComponentType): boolean {
  return (
    (parentType === 'GRID' || parentType === 'TAB') && ['CHART', 'COLUMN', 'MARKDOWN'].includes(childType)
  );
}

/** Where a component sits in the tree: its depth, and whether it is the top-level TABS or one of its tabs. */
export interface Placement {
  /** Depth as the editor renders it (the root is 0). */
  depth: number;
  /** The root's TABS child, or a TAB of it. */
  isTopLevel: boolean;
}

/**
 * Placement of a child: TABS and TAB do not add depth, except that a top-level TAB is drawn as the grid of its
 * page and so adds one, as the GRID does.
 */
export function childPlacement(
  parentType: ComponentType,
  parent: Placement,
  childType: ComponentType,
): Placement {
  const addsDepth = parentType === 'TABS' ? false : parentType === 'TAB' ? parent.isTopLevel : true;
  const isTopLevel =
    (parentType === 'ROOT' && childType === 'TABS') ||
    (parentType === 'TABS' && parent.isTopLevel && childType === 'TAB');
  return { depth: parent.depth + (addsDepth ? 1 : 0), isTopLevel };
}

/** Placement of every component reachable from the root (a component reached twice keeps its first). */
export function componentPlacements(layout: DashboardLayout): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  const visit = (id: string, placement: Placement) => {
    const component = layout[id];
    if (!component || placements.has(id)) return;
    placements.set(id, placement);
    for (const childId of component.children) {
      const child = layout[childId];
      if (child) visit(childId, childPlacement(component.type, placement, child.type));
    }
  };
  visit(DASHBOARD_ROOT_ID, { depth: DASHBOARD_ROOT_DEPTH, isTopLevel: false });
  return placements;
}

/**
 * Whether a subtree may be placed under a parent: its top is a valid child there, and every component below
 * stays a valid child at the depth it would then have. Used before a move, so a drop never breaks nesting.
 */
export function subtreeFits(
  layout: DashboardLayout,
  place: { id: string; parentType: ComponentType; parent: Placement },
): boolean {
  const top = layout[place.id];
  if (!top || !isValidChild(place.parentType, top.type, place.parent.depth)) return false;
  const seen = new Set<string>();
  const fits = (id: string, placement: Placement): boolean => {
    const component = layout[id];
    if (!component || seen.has(id)) return true;
    seen.add(id);
    return component.children.every((childId) => {
      const child = layout[childId];
      if (!child) return true;
      if (!isValidChild(component.type, child.type, placement.depth)) return false;
      return fits(childId, childPlacement(component.type, placement, child.type));
    });
  };
  return fits(place.id, childPlacement(place.parentType, place.parent, top.type));
}

/** Id of the component whose children hold an id, or undefined (Superset's findParentId). */
export function findParentId(layout: DashboardLayout, childId: string): string | undefined {
  for (const component of Object.values(layout)) {
    if (component.children.includes(childId)) return component.id;
  }
  return undefined;
}

/** Ids of a component and everything below it, parents before children; cycles are cut. */
export function subtreeIds(layout: DashboardLayout, id: string): string[] {
  const seen = new Set<string>();
  const walk = (current: string) => {
    const component = layout[current];
    if (seen.has(current) || !component) return;
    seen.add(current);
    for (const child of component.children) walk(child);
  };
  walk(id);
  return [...seen];
}
