import { DASHBOARD_GRID_ID, emptyLayout, layoutFromPositionJson, validateLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { appendChartToLayout, layoutOfPositionJson } from './add-to-dashboard';

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

  it('leaves a layout that already holds the chart as it is', () => {
    const once = layoutFromPositionJson(
      appendChartToLayout(emptyLayout(), { chartId: 7, sliceName: 'Sales' }),
    );
    const twice = layoutFromPositionJson(appendChartToLayout(once, { chartId: 7, sliceName: 'Sales' }));
    expect(twice).toEqual(once);
  });
});

describe('layoutOfPositionJson', () => {
  it('starts from an empty layout when the dashboard has none or an unreadable one', () => {
    expect(layoutOfPositionJson(null)).toEqual(emptyLayout());
    expect(layoutOfPositionJson('not json')).toEqual(emptyLayout());
    expect(layoutOfPositionJson('{}')).toEqual(emptyLayout());
  });
});
