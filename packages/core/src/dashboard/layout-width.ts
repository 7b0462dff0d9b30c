import { GRID_COLUMN_COUNT, GRID_MIN_COLUMN_COUNT } from './constants';
import type { DashboardLayout, LayoutComponent } from './layout-schema';
import { findParentId } from './nesting';

/** How wide a component is, how much of it is taken, and how narrow it may get (all in grid columns). */
export interface DetailedWidth {
  /** Its width; a row's is its parent's (12 on the grid or a tab); undefined when it has none. */
  width: number | undefined;
  /** Columns taken inside it: a row's children's widths; a column's 0 (its children stack). */
  occupiedWidth: number | undefined;
  /** The narrowest it may be; undefined when it can not be resized. */
  minimumWidth: number | undefined;
}

/** Sum of the widths of a component's children (children without a width count 0). */
export function totalChildWidth(layout: DashboardLayout, component: LayoutComponent): number {
  return component.children.reduce((sum, id) => sum + (layout[id]?.meta?.width ?? 0), 0);
}

/** Superset's getDetailedComponentWidth. */
export function detailedWidth(layout: DashboardLayout, component: LayoutComponent): DetailedWidth {
  const width = component.meta?.width;
  switch (component.type) {
    case 'ROW': {
      const parentId = findParentId(layout, component.id);
      const parent = parentId === undefined ? undefined : layout[parentId];
      const parentWidth = parent && parent.type !== 'ROW' ? detailedWidth(layout, parent).width : undefined;
      const occupied = totalChildWidth(layout, component);
      return {
        width: parentWidth ?? GRID_COLUMN_COUNT,
        occupiedWidth: occupied,
        minimumWidth: occupied || GRID_MIN_COLUMN_COUNT,
      };
    }
    case 'COLUMN': {
      // A column can not be narrower than the widest row inside it.
      const rows = component.children.map((id) => layout[id]).filter((c) => c?.type === 'ROW');
      const widest = Math.max(
        GRID_MIN_COLUMN_COUNT,
        ...rows.map((row) => (row ? totalChildWidth(layout, row) : 0)),
      );
      return { width, occupiedWidth: 0, minimumWidth: widest };
    }
    case 'CHART':
    case 'MARKDOWN':
    case 'DYNAMIC':
      return { width, occupiedWidth: width, minimumWidth: GRID_MIN_COLUMN_COUNT };
    default:
      return { width, occupiedWidth: width, minimumWidth: undefined };
  }
}

/**
 * The width a component takes when dropped into a parent (Superset's getComponentWidthFromDrop): its own width
 * if the parent has room, the room left if that is at least its minimum width, -1 when it does not fit, and
 * undefined when widths do not apply (a parent without a width, or a component without one).
 */
export function widthFromDrop(
  layout: DashboardLayout,
  drop: { sourceId: string; destinationId: string; component: LayoutComponent },
): number | undefined {
  const { component } = drop;
  if (drop.sourceId === drop.destinationId) return component.meta?.width;
  const dragging = detailedWidth(layout, component);
  const destination = layout[drop.destinationId];
  if (!destination) return undefined;
  let capacity = roomIn(layout, destination);
  if (capacity === undefined) {
    const grandparentId = findParentId(layout, destination.id);
    const grandparent = grandparentId === undefined ? undefined : layout[grandparentId];
    capacity = grandparent ? roomIn(layout, grandparent) : undefined;
  }
  if (capacity === undefined || dragging.width === undefined) return undefined;
  if (capacity >= dragging.width) return dragging.width;
  if (dragging.minimumWidth !== undefined && capacity >= dragging.minimumWidth) return capacity;
  return -1;
}

function roomIn(layout: DashboardLayout, component: LayoutComponent): number | undefined {
  const { width, occupiedWidth } = detailedWidth(layout, component);
  return width === undefined || occupiedWidth === undefined ? undefined : width - occupiedWidth;
}

/** Whether a drop leaves no room for the component (Superset's dropOverflowsParent). */
export function dropOverflowsParent(
  layout: DashboardLayout,
  drop: { sourceId: string; destinationId: string; component: LayoutComponent },
): boolean {
  const width = widthFromDrop(layout, drop);
  return width !== undefined && width < 0;
}
