import type { ComponentType } from './constants';
import type { DropLocation } from './layout-drop';
import type { DashboardLayout } from './layout-schema';
import { componentPlacements, findParentId, isValidChild, subtreeIds } from './nesting';

/** Pixels from a component's edge within which a drop goes beside it rather than into it (Superset: 20). */
export const SIBLING_DROP_THRESHOLD = 20;

/** Side of the hovered component the drop indicator is drawn on. */
export type DropSide = 'top' | 'right' | 'bottom' | 'left';

/** Where a drop over a component lands. */
export interface DropTarget {
  /** Parent and index to hand to dropComponent. */
  location: DropLocation;
  /** Side of the hovered component to draw the indicator on. */
  side: DropSide;
  /** Whether the dragged component goes into the hovered one (else beside it). */
  asChild: boolean;
}

/** The pointer over a hovered component, relative to its box. */
export interface DropPointer {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Rows lay their children out left to right; everything else top to bottom. */
function isHorizontal(type: ComponentType | undefined): boolean {
  return type === 'ROW';
}

/**
 * Superset's getDropPosition: which side of a hovered component a dragged one lands on. Valid only as a child:
 * into it, after its children; valid only as a sibling: the nearer half; both: beside it within
 * SIBLING_DROP_THRESHOLD of the edge, else into it. Null when it may go neither into nor beside it.
 */
export function dropTargetFor(
  layout: DashboardLayout,
  hover: {
    targetId: string;
    dragging: { id?: string | undefined; type: ComponentType };
    pointer: DropPointer;
  },
): DropTarget | null {
  const { targetId, dragging, pointer } = hover;
  const target = layout[targetId];
  const placements = componentPlacements(layout);
  const placement = placements.get(targetId);
  if (!target || !placement) return null;
  if (dragging.id !== undefined && subtreeIds(layout, dragging.id).includes(targetId)) return null;
  const parentId = findParentId(layout, targetId);
  const parent = parentId === undefined ? undefined : layout[parentId];
  const parentPlacement = parentId === undefined ? undefined : placements.get(parentId);
  const validChild = isValidChild(target.type, dragging.type, placement.depth);
  const validSibling =
    parent !== undefined &&
    parentPlacement !== undefined &&
    parent.type !== 'ROOT' &&
    isValidChild(parent.type, dragging.type, parentPlacement.depth);
  if (!validChild && !validSibling) return null;

  const siblingHorizontal = isHorizontal(parent?.type);
  const before = siblingHorizontal ? pointer.x < pointer.width / 2 : pointer.y < pointer.height / 2;
  const nearEdge = siblingHorizontal
    ? Math.min(pointer.x, pointer.width - pointer.x) <= SIBLING_DROP_THRESHOLD
    : Math.min(pointer.y, pointer.height - pointer.y) <= SIBLING_DROP_THRESHOLD;
  const asChild = validChild && (!validSibling || !nearEdge);
  if (asChild) {
    const side: DropSide = isHorizontal(target.type) ? 'right' : 'bottom';
    return {
      location: {
        id: targetId,
        index: indexAfterRemoval(target.children, dragging.id, target.children.length),
      },
      side,
      asChild,
    };
  }
  const siblings = parent?.children ?? [];
  const at = siblings.indexOf(targetId) + (before ? 0 : 1);
  const side: DropSide = siblingHorizontal ? (before ? 'left' : 'right') : before ? 'top' : 'bottom';
  return {
    location: { id: parentId ?? '', index: indexAfterRemoval(siblings, dragging.id, at) },
    side,
    asChild,
  };
}

/** dropComponent unlinks the dragged component before inserting: an index past it moves back by one. */
function indexAfterRemoval(
  children: readonly string[],
  draggedId: string | undefined,
  index: number,
): number {
  const from = draggedId === undefined ? -1 : children.indexOf(draggedId);
  return from >= 0 && from < index ? index - 1 : index;
}
