import {
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_GUTTER_SIZE,
  GRID_MIN_COLUMN_COUNT,
} from './constants';
import type { DashboardLayout, LayoutComponent } from './layout-schema';
import { findParentId } from './nesting';

/** A component's box in pixels, relative to the grid or tab that holds it. */
export interface GridBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Height in pixels of a HEADER component of each size (text, padding and its line). */
export const HEADER_HEIGHTS: Readonly<Record<string, number>> = {
  SMALL_HEADER: 40,
  MEDIUM_HEADER: 48,
  LARGE_HEADER: 56,
};
/** Font size in pixels of a HEADER component of each size. */
export const HEADER_FONT_SIZES: Readonly<Record<string, number>> = {
  SMALL_HEADER: 16,
  MEDIUM_HEADER: 22,
  LARGE_HEADER: 28,
};
/** Height in pixels of a DIVIDER component (the line and 16 px above and below it). */
export const DIVIDER_HEIGHT = 33;

/** Height in pixels of a HEADER of the given size (an unknown size is a medium one). */
export function headerHeight(headerSize: string | undefined): number {
  return HEADER_HEIGHTS[headerSize ?? 'MEDIUM_HEADER'] ?? (HEADER_HEIGHTS.MEDIUM_HEADER as number);
}

/** Pixels of `units` grid columns and the gutters between them, on a grid `gridWidth` pixels wide. */
export function columnsToPixels(units: number, gridWidth: number): number {
  return (units * (gridWidth + GRID_GUTTER_SIZE)) / GRID_COLUMN_COUNT - GRID_GUTTER_SIZE;
}

/**
 * How many grid columns a chart, markdown block or column takes, as Superset's ChartHolder and Markdown work it
 * out: a component directly in a COLUMN is as wide as the column (its own width is ignored); one in a row nested
 * in a column is at most as wide as that column; otherwise its own width. Undefined for types without a width.
 */
export function effectiveWidthUnits(layout: DashboardLayout, id: string): number | undefined {
  const component = layout[id];
  if (!component) return undefined;
  const own = clampUnits(component.meta?.width);
  if (component.type === 'COLUMN') return own;
  if (component.type !== 'CHART' && component.type !== 'MARKDOWN' && component.type !== 'DYNAMIC')
    return undefined;
  const parentId = findParentId(layout, id);
  const parent = parentId === undefined ? undefined : layout[parentId];
  if (parent?.type === 'COLUMN') return clampUnits(parent.meta?.width);
  const column = outermostColumn(layout, parentId);
  return column ? Math.min(own, clampUnits(column.meta?.width)) : own;
}

function clampUnits(width: number | undefined): number {
  return Math.min(GRID_COLUMN_COUNT, Math.max(GRID_MIN_COLUMN_COUNT, width || GRID_MIN_COLUMN_COUNT));
}

/** The outermost COLUMN among a component's ancestors (Superset looks it up first in the parents list). */
function outermostColumn(layout: DashboardLayout, fromId: string | undefined): LayoutComponent | undefined {
  let found: LayoutComponent | undefined;
  let id = fromId;
  const seen = new Set<string>();
  while (id !== undefined && !seen.has(id)) {
    seen.add(id);
    const component = layout[id];
    if (component?.type === 'COLUMN') found = component;
    id = findParentId(layout, id);
  }
  return found;
}

/** Height in pixels of a chart or markdown block (`meta.height` grid base units). */
export function componentHeightPixels(component: LayoutComponent): number {
  return (component.meta?.height ?? GRID_DEFAULT_CHART_HEIGHT) * GRID_BASE_UNIT;
}

/** Options of layoutBoxes. */
export interface LayoutBoxesOptions {
  /** The GRID or TAB whose content is laid out. */
  containerId: string;
  /** Width in pixels of the dashboard grid. */
  gridWidth: number;
}

/**
 * The pixel box of every component inside a GRID or TAB, laid out as Superset does: its children stack with a
 * gutter between them, a row puts its children side by side with a gutter and is as tall as the tallest, a column
 * stacks its children, widths come from effectiveWidthUnits and heights from GRID_BASE_UNIT. Nested TABS are not
 * entered (their bar and active tab are the renderer's); they and what follows them are left out.
 */
export function layoutBoxes(layout: DashboardLayout, options: LayoutBoxesOptions): Map<string, GridBox> {
  const boxes = new Map<string, GridBox>();
  const container = layout[options.containerId];
  if (!container) return boxes;
  const place = (id: string, x: number, y: number, available: number): number | undefined => {
    const component = layout[id];
    if (!component) return 0;
    // Components with a width take it; the others span what their parent offers.
    const units = effectiveWidthUnits(layout, id);
    const width = units === undefined ? available : columnsToPixels(units, options.gridWidth);
    switch (component.type) {
      case 'ROW': {
        let left = x;
        let tallest = 0;
        for (const childId of component.children) {
          const childWidth = columnsToPixels(effectiveWidthUnits(layout, childId) ?? 1, options.gridWidth);
          const height = place(childId, left, y, childWidth);
          if (height === undefined) return undefined;
          tallest = Math.max(tallest, height);
          left += childWidth + GRID_GUTTER_SIZE;
        }
        boxes.set(id, { x, y, width, height: tallest });
        return tallest;
      }
      case 'COLUMN':
      case 'GRID':
      case 'TAB': {
        const height = stack(component.children, x, y, width, place);
        if (height === undefined) return undefined;
        boxes.set(id, { x, y, width, height });
        return height;
      }
      case 'CHART':
      case 'MARKDOWN':
      case 'DYNAMIC': {
        const height = componentHeightPixels(component);
        boxes.set(id, { x, y, width, height });
        return height;
      }
      case 'HEADER': {
        const height = headerHeight(component.meta?.headerSize);
        boxes.set(id, { x, y, width, height });
        return height;
      }
      case 'DIVIDER':
        boxes.set(id, { x, y, width, height: DIVIDER_HEIGHT });
        return DIVIDER_HEIGHT;
      default:
        return undefined;
    }
  };
  stack([options.containerId], 0, 0, options.gridWidth, place);
  return boxes;
}

type Place = (id: string, x: number, y: number, width: number) => number | undefined;

/** Places components one under the other with a gutter between; undefined once one can not be placed. */
function stack(
  ids: readonly string[],
  x: number,
  y: number,
  width: number,
  place: Place,
): number | undefined {
  let top = y;
  for (const [index, id] of ids.entries()) {
    const height = place(id, x, top, width);
    if (height === undefined) return undefined;
    top += height + (index < ids.length - 1 ? GRID_GUTTER_SIZE : 0);
  }
  return top - y;
}
