import { describe, expect, it } from 'vitest';
import { dropTargetFor, SIBLING_DROP_THRESHOLD } from './drop-target';
import type { DashboardLayout } from './layout-schema';
import { chart, layoutOf } from './test-fixtures/layouts';

/** A grid with a row of two charts, a header, and an empty-ish second row. */
function layout(): DashboardLayout {
  return layoutOf(
    ['ROOT_ID', 'ROOT', ['GRID_ID']],
    ['GRID_ID', 'GRID', ['ROW-a', 'HEADER-h', 'ROW-b']],
    ['ROW-a', 'ROW', ['CHART-1', 'CHART-2']],
    ['HEADER-h', 'HEADER', []],
    ['ROW-b', 'ROW', ['CHART-3']],
    chart('CHART-1', 1),
    chart('CHART-2', 2),
    chart('CHART-3', 3),
  );
}

const box = { width: 400, height: 300 };

describe('dropTargetFor (Superset getDropPosition)', () => {
  it('puts a chart beside a chart in a row, on the nearer half', () => {
    const left = dropTargetFor(layout(), {
      targetId: 'CHART-2',
      dragging: { type: 'CHART' },
      pointer: { ...box, x: 100, y: 150 },
    });
    expect(left).toEqual({ location: { id: 'ROW-a', index: 1 }, side: 'left', asChild: false });
    const right = dropTargetFor(layout(), {
      targetId: 'CHART-2',
      dragging: { type: 'CHART' },
      pointer: { ...box, x: 300, y: 150 },
    });
    expect(right).toEqual({ location: { id: 'ROW-a', index: 2 }, side: 'right', asChild: false });
  });

  it('counts the index without the dragged component when it moves within its parent', () => {
    const target = dropTargetFor(layout(), {
      targetId: 'CHART-2',
      dragging: { id: 'CHART-1', type: 'CHART' },
      pointer: { ...box, x: 300, y: 150 },
    });
    expect(target?.location).toEqual({ id: 'ROW-a', index: 1 });
  });

  it('drops a chart into a row (after its children) unless near the row edge, where it goes beside it', () => {
    const inside = dropTargetFor(layout(), {
      targetId: 'ROW-b',
      dragging: { type: 'CHART' },
      pointer: { ...box, x: 200, y: 150 },
    });
    expect(inside).toEqual({ location: { id: 'ROW-b', index: 1 }, side: 'right', asChild: true });
    const above = dropTargetFor(layout(), {
      targetId: 'ROW-b',
      dragging: { type: 'CHART' },
      pointer: { ...box, x: 200, y: SIBLING_DROP_THRESHOLD - 1 },
    });
    expect(above).toEqual({ location: { id: 'GRID_ID', index: 2 }, side: 'top', asChild: false });
  });

  it('puts a header or divider above or below a row, never inside it', () => {
    const below = dropTargetFor(layout(), {
      targetId: 'ROW-a',
      dragging: { type: 'DIVIDER' },
      pointer: { ...box, x: 200, y: 200 },
    });
    expect(below).toEqual({ location: { id: 'GRID_ID', index: 1 }, side: 'bottom', asChild: false });
  });

  it('refuses a header over a chart in a row, and a component over its own subtree', () => {
    expect(
      dropTargetFor(layout(), {
        targetId: 'CHART-1',
        dragging: { type: 'HEADER' },
        pointer: { ...box, x: 5, y: 5 },
      }),
    ).toBeNull();
    expect(
      dropTargetFor(layout(), {
        targetId: 'CHART-1',
        dragging: { id: 'ROW-a', type: 'ROW' },
        pointer: { ...box, x: 5, y: 5 },
      }),
    ).toBeNull();
  });

  it('appends to the grid when hovering the grid itself', () => {
    const target = dropTargetFor(layout(), {
      targetId: 'GRID_ID',
      dragging: { type: 'MARKDOWN' },
      pointer: { ...box, x: 200, y: 290 },
    });
    expect(target).toEqual({ location: { id: 'GRID_ID', index: 3 }, side: 'bottom', asChild: true });
  });
});
