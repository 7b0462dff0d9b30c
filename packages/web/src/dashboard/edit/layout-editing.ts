import type {
  ComponentMeta,
  ComponentType,
  DashboardChart,
  DashboardLayout,
  DropTarget,
} from '@meridian/core';
import { createContext, useContext } from 'react';

/** What is being dragged: an existing component (with its id), or a new one from the side pane. */
export interface DragItem {
  /** Id of an existing component; absent for a new one. */
  id?: string | undefined;
  type: ComponentType;
  /** Meta of a new component (a chart's chartId and name). */
  meta?: ComponentMeta | undefined;
  /** The chart a new chart component shows, so it can draw before the dashboard is saved. */
  chart?: DashboardChart | undefined;
}

/** Where the pointer would drop the dragged item now. */
export interface DropHover {
  /** The component under the pointer (its frame draws the indicator). */
  targetId: string;
  target: DropTarget;
}

/** The layout editor, as the components of the layout see it. */
export interface LayoutEditing {
  /** The layout being edited (a resize preview included). */
  layout: DashboardLayout;
  /** Records an edited layout (a new undo step); an unchanged layout is ignored. */
  commit(layout: DashboardLayout): void;
  /** Shows a layout without recording it (while a resize handle is held); null ends the preview. */
  preview(layout: DashboardLayout | null): void;
  /** Removes a component and everything in it. */
  remove(id: string): void;
  /** The item being dragged, if any, as last drawn. */
  dragging: DragItem | null;
  /** The item being dragged now (set on drag start, before the redraw). */
  currentDrag(): DragItem | null;
  startDrag(item: DragItem): void;
  endDrag(): void;
  /** The current drop position, drawn by the hovered frame. */
  hover: DropHover | null;
  setHover(hover: DropHover | null): void;
  /** Drops the dragged item where the hover says. */
  drop(hover: DropHover): void;
  /** Width of the grid in pixels, for resizing in grid columns. */
  gridWidth: number;
}

/** The editor of the page, or null when the dashboard is only viewed. */
export const LayoutEditingContext = createContext<LayoutEditing | null>(null);

/** The layout editor around a component, or null outside edit mode. */
export function useLayoutEditing(): LayoutEditing | null {
  return useContext(LayoutEditingContext);
}
