import { DASHBOARD_GRID_ID, emptyLayout, layoutFromPositionJson, validateLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { appendChartToLayout, firstContainerId, layoutOfPositionJson } from './add-to-dashboard';

describe('appendChartToLayout', () => {
  it('adds the chart in a new row at the end of the grid, width 4 and height 50', () => {
    const first = appendChartToLayout(emptyLayout(), { chartId: 7, sliceName: 'Sales' });
    const second = appendChartToLayout(layoutFromPositionJson(first), { chartId: 8, sliceName: 'Costs' });
    expect(validateLayout(second, [7, 8])).toEqual([]);
    const layout = layoutFromPositionJson(second);
    const rows = layout[DASHBOARD_GRID_ID]?.children ?? [];
    expect(rows).toHaveLength(2);
    const row = layout[rows[1] ?? ''];
    expect(row?.type).toBe('ROW');
    const chart = layout[row?.children[0] ?? ''];
    expect(chart?.type).toBe('CHART');
    expect(chart?.meta).toMatchObject({ chartId: 8, sliceName: 'Costs', width: 4, height: 50 });
    expect(chart?.parents).toEqual(['ROOT_ID', DASHBOARD_GRID_ID, row?.id]);
  });

  it('adds the chart to the first tab when the dashboard has top-level tabs (and an empty GRID_ID, as Superset keeps)', () => {
    const layout = layoutOfPositionJson(JSON.stringify(TABBED_POSITION));
    const position = appendChartToLayout(layout, { chartId: 9, sliceName: 'Margins' });
    expect(validateLayout(position, [5, 9])).toEqual([]);
    const added = layoutFromPositionJson(position);
    expect(added['GRID_ID']?.children).toEqual([]);
    const firstTabRows = added['TAB-a']?.children ?? [];
    expect(firstTabRows).toHaveLength(2);
    const row = added[firstTabRows[1] ?? ''];
    const chart = added[row?.children[0] ?? ''];
    expect(chart?.meta).toMatchObject({ chartId: 9, sliceName: 'Margins' });
    expect(chart?.parents).toEqual(['ROOT_ID', 'TABS-top', 'TAB-a', row?.id]);
    expect(added['TAB-b']?.children).toEqual([]);
  });

  it('leaves a layout that already holds the chart as it is', () => {
    const once = layoutFromPositionJson(
      appendChartToLayout(emptyLayout(), { chartId: 7, sliceName: 'Sales' }),
    );
    const twice = layoutFromPositionJson(appendChartToLayout(once, { chartId: 7, sliceName: 'Sales' }));
    expect(twice).toEqual(once);
  });
});

/** ROOT → TABS → two TABs, the first holding one chart; GRID_ID is left empty beside them. */
const TABBED_POSITION = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
  'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID'] },
  'TAB-a': {
    id: 'TAB-a',
    type: 'TAB',
    children: ['ROW-a'],
    parents: ['ROOT_ID', 'TABS-top'],
    meta: { text: 'A' },
  },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-top'], meta: { text: 'B' } },
  'ROW-a': {
    id: 'ROW-a',
    type: 'ROW',
    children: ['CHART-a'],
    parents: ['ROOT_ID', 'TABS-top', 'TAB-a'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  },
  'CHART-a': {
    id: 'CHART-a',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'TABS-top', 'TAB-a', 'ROW-a'],
    meta: { chartId: 5, width: 4, height: 50 },
  },
};

describe('firstContainerId', () => {
  it('is the first tab of top-level tabs, else the grid', () => {
    expect(firstContainerId(layoutOfPositionJson(JSON.stringify(TABBED_POSITION)))).toBe('TAB-a');
    expect(firstContainerId(emptyLayout())).toBe(DASHBOARD_GRID_ID);
  });
});

describe('layoutOfPositionJson', () => {
  it('keeps a layout with top-level tabs', () => {
    expect(layoutOfPositionJson(JSON.stringify(TABBED_POSITION))['TAB-b']?.type).toBe('TAB');
  });

  it('starts from an empty layout when the dashboard has none or an unreadable one', () => {
    expect(layoutOfPositionJson(null)).toEqual(emptyLayout());
    expect(layoutOfPositionJson('not json')).toEqual(emptyLayout());
    expect(layoutOfPositionJson('{}')).toEqual(emptyLayout());
  });
});
