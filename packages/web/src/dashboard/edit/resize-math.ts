import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE } from '@meridian/core';

/** Pixels one grid column adds to a component, gutter included (Superset: columnWidth + gutter). */
export function columnStep(gridWidth: number): number {
  return (gridWidth + GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT;
}

/** Width and height in grid units after dragging a resize handle by (dx, dy) pixels. */
export function resizedUnits(
  start: { width: number | undefined; height: number | undefined },
  drag: { dx: number; dy: number; gridWidth: number; axis: 'width' | 'height' | 'both' },
): { width: number | undefined; height: number | undefined } {
  const step = columnStep(drag.gridWidth);
  const width =
    start.width !== undefined && drag.axis !== 'height' && step > 0
      ? start.width + Math.round(drag.dx / step)
      : undefined;
  const height =
    start.height !== undefined && drag.axis !== 'width'
      ? start.height + Math.round(drag.dy / GRID_BASE_UNIT)
      : undefined;
  return { width, height };
}
