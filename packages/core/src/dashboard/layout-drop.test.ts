import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, NEW_COMPONENTS_SOURCE_ID } from './constants';
import { createTopLevelTabs, dropComponent, insertComponent, type LayoutDrop } from './layout-drop';
import type { LayoutEdit } from './layout-edit';
import type { DashboardLayout } from './layout-schema';
import { validateLayout } from './validate-layout';
import { chart, countingRandom, layoutOf, simpleLayout } from './test-fixtures/layouts';

const move = (id: string, from: [string, number], to: [string, number]): LayoutDrop => ({
  source: { id: from[0], index: from[1] },
  destination: { id: to[0], index: to[1] },
  dragging: { id, type: 'CHART' },
});

function applied(edit: LayoutEdit): DashboardLayout {
  if (!edit.ok) throw new Error(`refused: ${edit.message}`);
  expect(validateLayout(edit.layout, [1, 2, 3, 4, 5])).toEqual([]);
  return edit.layout;
}

/** Two rows: one full (4 + 4 + 4), one with a 6-wide chart. */
function twoRows(): DashboardLayout {
  return layoutOf(
    ['ROOT_ID', 'ROOT', ['GRID_ID']],
    ['GRID_ID', 'GRID', ['ROW-full', 'ROW-half']],
    ['ROW-full', 'ROW', ['CHART-1', 'CHART-2', 'CHART-3']],
    ['ROW-half', 'ROW', ['CHART-4']],
    chart('CHART-1', 1),
    chart('CHART-2', 2),
    chart('CHART-3', 3),
    chart('CHART-4', 4, 6),
  );
}

/** Top-level tabs A and B; A holds a row with a chart and nested tabs C and D. */
function tabbed(): DashboardLayout {
  return layoutOf(
    ['ROOT_ID', 'ROOT', ['TABS-top']],
    ['GRID_ID', 'GRID', []],
    ['TABS-top', 'TABS', ['TAB-a', 'TAB-b']],
    ['TAB-a', 'TAB', ['ROW-a', 'TABS-nested'], { text: 'A' }],
    ['TAB-b', 'TAB', [], { text: 'B' }],
    ['ROW-a', 'ROW', ['CHART-1']],
    chart('CHART-1', 1),
    ['TABS-nested', 'TABS', ['TAB-c', 'TAB-d']],
    ['TAB-c', 'TAB', [], { text: 'C' }],
    ['TAB-d', 'TAB', [], { text: 'D' }],
  );
}

describe('dropComponent', () => {
  it('refuses a drop into a row without room, with the spec’s message', () => {
    const edit = dropComponent(twoRows(), move('CHART-4', ['ROW-half', 0], ['ROW-full', 1]));
    expect(edit).toEqual({
      ok: false,
      reason: 'no_space',
      message:
        'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
    });
  });

  it('shrinks a component to the room left, down to its minimum width', () => {
    const layout = twoRows();
    const full = layout['ROW-full']!;
    layout['ROW-full'] = { ...full, children: ['CHART-1', 'CHART-2'] };
    layout['GRID_ID'] = { ...layout['GRID_ID']!, children: ['ROW-full', 'ROW-half', 'ROW-3'] };
    layout['ROW-3'] = { id: 'ROW-3', type: 'ROW', children: ['CHART-3'] };
    const next = applied(dropComponent(layout, move('CHART-4', ['ROW-half', 0], ['ROW-full', 2])));
    expect(next['ROW-full']?.children).toEqual(['CHART-1', 'CHART-2', 'CHART-4']);
    expect(next['CHART-4']?.meta?.width).toBe(4);
  });

  it('deletes the row a move empties and updates the parents', () => {
    const next = applied(dropComponent(twoRows(), move('CHART-4', ['ROW-half', 0], ['GRID_ID', 0])));
    expect(next['ROW-half']).toBeUndefined();
    const wrapper = next['GRID_ID']!.children[0]!;
    expect(next[wrapper]).toMatchObject({ type: 'ROW', children: ['CHART-4'] });
    expect(next['CHART-4']?.parents).toEqual(['ROOT_ID', 'GRID_ID', wrapper]);
  });

  it('reorders charts within a row, and answers the same layout for a drop in place', () => {
    const layout = twoRows();
    const next = applied(dropComponent(layout, move('CHART-1', ['ROW-full', 0], ['ROW-full', 2])));
    expect(next['ROW-full']?.children).toEqual(['CHART-2', 'CHART-3', 'CHART-1']);
    const same = dropComponent(layout, move('CHART-1', ['ROW-full', 0], ['ROW-full', 0]));
    expect(same.ok && same.layout).toBe(layout);
  });

  it('refuses to move a top-level tab into nested tabs', () => {
    const edit = dropComponent(tabbed(), {
      source: { id: 'TABS-top', index: 1 },
      destination: { id: 'TABS-nested', index: 0 },
      dragging: { id: 'TAB-b', type: 'TAB' },
    });
    expect(edit).toMatchObject({ ok: false, message: 'Can not move top level tab into nested tabs' });
  });

  it('lets a nested tab become a top-level tab, deleting the tabs it empties', () => {
    let layout = tabbed();
    layout = applied(
      dropComponent(layout, {
        source: { id: 'TABS-nested', index: 0 },
        destination: { id: 'TABS-top', index: 2 },
        dragging: { id: 'TAB-c', type: 'TAB' },
      }),
    );
    layout = applied(
      dropComponent(layout, {
        source: { id: 'TABS-nested', index: 0 },
        destination: { id: 'TABS-top', index: 3 },
        dragging: { id: 'TAB-d', type: 'TAB' },
      }),
    );
    expect(layout['TABS-top']?.children).toEqual(['TAB-a', 'TAB-b', 'TAB-c', 'TAB-d']);
    expect(layout['TABS-nested']).toBeUndefined();
    expect(layout['TAB-a']?.children).toEqual(['ROW-a']);
  });

  it('refuses drops the nesting rules forbid', () => {
    const rowIntoRow = dropComponent(twoRows(), {
      source: { id: 'GRID_ID', index: 1 },
      destination: { id: 'ROW-full', index: 0 },
      dragging: { id: 'ROW-half', type: 'ROW' },
    });
    expect(rowIntoRow).toMatchObject({ ok: false, reason: 'invalid_drop' });
    const intoItself = dropComponent(tabbed(), {
      source: { id: 'TAB-a', index: 1 },
      destination: { id: 'TAB-c', index: 0 },
      dragging: { id: 'TABS-nested', type: 'TABS' },
    });
    expect(intoItself).toMatchObject({ ok: false, reason: 'invalid_drop' });
  });
});

describe('insertComponent', () => {
  it('wraps a new chart dropped on the grid in a new row, with default width and height', () => {
    const next = applied(
      insertComponent(
        simpleLayout(),
        { type: 'CHART', meta: { chartId: 3, sliceName: 'Orders' }, parentId: 'GRID_ID', index: 2 },
        { random: countingRandom() },
      ),
    );
    const rowId = next['GRID_ID']!.children[2]!;
    const chartId = next[rowId]!.children[0]!;
    expect(rowId).toMatch(/^ROW-/);
    expect(next[chartId]).toMatchObject({
      type: 'CHART',
      meta: { chartId: 3, width: 4, height: 50, sliceName: 'Orders' },
    });
  });

  it('refuses a new chart without a chart definition', () => {
    const edit = insertComponent(simpleLayout(), { type: 'CHART', parentId: 'ROW-a', index: 0 });
    expect(edit).toEqual({
      ok: false,
      reason: 'no_chart_definition',
      message: DASHBOARD_MESSAGES.noChartDefinition,
    });
  });

  it('adds new tabs with a first tab, and markdown into a row with room', () => {
    let layout = applied(insertComponent(simpleLayout(), { type: 'TABS', parentId: 'GRID_ID', index: 0 }));
    const tabsId = layout['GRID_ID']!.children[0]!;
    expect(layout[tabsId]?.children).toHaveLength(1);
    layout = applied(
      insertComponent(layout, { type: 'MARKDOWN', meta: { code: '# Hi' }, parentId: 'ROW-a', index: 2 }),
    );
    expect(layout['ROW-a']?.children).toHaveLength(3);
  });
});

describe('createTopLevelTabs', () => {
  it('moves the grid’s content into the first tab of new top-level tabs', () => {
    const next = applied(
      dropComponent(simpleLayout(), {
        source: { id: NEW_COMPONENTS_SOURCE_ID, index: 0 },
        destination: { id: 'ROOT_ID', index: 0 },
        dragging: { id: 'NEW_TABS', type: 'TABS' },
      }),
    );
    const tabsId = next['ROOT_ID']!.children[0]!;
    const tabId = next[tabsId]!.children[0]!;
    expect(next[tabId]?.children).toEqual(['HEADER-a', 'ROW-a']);
    expect(next['GRID_ID']?.children).toEqual([]);
    expect(next['CHART-a']?.parents).toEqual(['ROOT_ID', tabsId, tabId, 'ROW-a']);
  });

  it('refuses when the dashboard already has top-level tabs', () => {
    const edit = createTopLevelTabs(tabbed(), {
      source: { id: NEW_COMPONENTS_SOURCE_ID, index: 0 },
      destination: { id: 'ROOT_ID', index: 0 },
      dragging: { id: 'NEW_TABS', type: 'TABS' },
    });
    expect(edit.ok).toBe(false);
  });
});
