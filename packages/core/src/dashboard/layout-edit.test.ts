import { describe, expect, it } from 'vitest';
import { deleteComponent, deleteTopLevelTabs, resizeComponent, updateComponentMeta } from './layout-edit';
import { validateLayout } from './validate-layout';
import { chart, layoutOf, simpleLayout } from './test-fixtures/layouts';

describe('deleteComponent', () => {
  it('deletes a chart, and the row it leaves empty', () => {
    let layout = deleteComponent(simpleLayout(), 'CHART-a');
    expect(layout['CHART-a']).toBeUndefined();
    expect(layout['ROW-a']?.children).toEqual(['CHART-b']);
    layout = deleteComponent(layout, 'CHART-b');
    expect(layout['ROW-a']).toBeUndefined();
    expect(layout['GRID_ID']?.children).toEqual(['HEADER-a']);
    expect(validateLayout(layout, [])).toEqual([]);
  });

  it('deletes a row with everything in it', () => {
    const layout = deleteComponent(simpleLayout(), 'ROW-a');
    expect(Object.keys(layout).sort()).toEqual(['GRID_ID', 'HEADER-a', 'ROOT_ID']);
  });

  it('takes nested tabs along with their last tab', () => {
    const layout = layoutOf(
      ['ROOT_ID', 'ROOT', ['GRID_ID']],
      ['GRID_ID', 'GRID', ['TABS-a']],
      ['TABS-a', 'TABS', ['TAB-a']],
      ['TAB-a', 'TAB', ['ROW-a']],
      ['ROW-a', 'ROW', ['CHART-a']],
      chart('CHART-a', 1),
    );
    expect(Object.keys(deleteComponent(layout, 'TAB-a'))).toEqual(['ROOT_ID', 'GRID_ID']);
  });

  it('never deletes the root or the grid', () => {
    const layout = simpleLayout();
    expect(deleteComponent(layout, 'ROOT_ID')).toBe(layout);
    expect(deleteComponent(layout, 'GRID_ID')).toBe(layout);
  });
});

describe('deleteTopLevelTabs', () => {
  it('puts the content of every tab back on the grid, in order', () => {
    const layout = layoutOf(
      ['ROOT_ID', 'ROOT', ['TABS-a']],
      ['GRID_ID', 'GRID', []],
      ['TABS-a', 'TABS', ['TAB-a', 'TAB-b']],
      ['TAB-a', 'TAB', ['ROW-a']],
      ['TAB-b', 'TAB', ['ROW-b']],
      ['ROW-a', 'ROW', ['CHART-a']],
      ['ROW-b', 'ROW', ['CHART-b']],
      chart('CHART-a', 1),
      chart('CHART-b', 2),
    );
    const next = deleteTopLevelTabs(layout);
    expect(next['ROOT_ID']?.children).toEqual(['GRID_ID']);
    expect(next['GRID_ID']?.children).toEqual(['ROW-a', 'ROW-b']);
    expect(next['TABS-a']).toBeUndefined();
    expect(next['CHART-b']?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-b']);
    expect(validateLayout(next, [1, 2])).toEqual([]);
  });
});

describe('resizeComponent', () => {
  it('keeps a chart between its minimum width and the room in its row', () => {
    const layout = simpleLayout();
    expect(resizeComponent(layout, { id: 'CHART-a', width: 10 })['CHART-a']?.meta?.width).toBe(8);
    expect(resizeComponent(layout, { id: 'CHART-a', width: 0 })['CHART-a']?.meta?.width).toBe(1);
    expect(resizeComponent(layout, { id: 'CHART-a', width: 6 })['CHART-a']?.meta?.width).toBe(6);
  });

  it('keeps a chart at least GRID_MIN_ROW_UNITS high, in whole units', () => {
    const layout = simpleLayout();
    expect(resizeComponent(layout, { id: 'CHART-a', height: 2 })['CHART-a']?.meta?.height).toBe(5);
    expect(resizeComponent(layout, { id: 'CHART-a', height: 61.6 })['CHART-a']?.meta?.height).toBe(62);
  });

  it('does not make a column narrower than the widest row in it', () => {
    const layout = layoutOf(
      ['ROOT_ID', 'ROOT', ['GRID_ID']],
      ['GRID_ID', 'GRID', ['ROW-a']],
      ['ROW-a', 'ROW', ['COLUMN-a']],
      ['COLUMN-a', 'COLUMN', ['ROW-b'], { width: 6 }],
      ['ROW-b', 'ROW', ['CHART-a', 'CHART-b']],
      chart('CHART-a', 1, 2),
      chart('CHART-b', 2, 3),
    );
    expect(resizeComponent(layout, { id: 'COLUMN-a', width: 2 })['COLUMN-a']?.meta?.width).toBe(5);
  });

  it('answers the same layout when nothing changes or the type does not resize', () => {
    const layout = simpleLayout();
    expect(resizeComponent(layout, { id: 'CHART-a', width: 4, height: 50 })).toBe(layout);
    expect(resizeComponent(layout, { id: 'ROW-a', width: 6 })).toBe(layout);
  });
});

describe('updateComponentMeta', () => {
  it('merges settings and keeps the layout when they are already set', () => {
    const layout = simpleLayout();
    const next = updateComponentMeta(layout, 'HEADER-a', { text: 'Revenue' });
    expect(next['HEADER-a']?.meta).toMatchObject({ text: 'Revenue', headerSize: 'MEDIUM_HEADER' });
    expect(updateComponentMeta(layout, 'HEADER-a', { text: 'Sales' })).toBe(layout);
  });
});
