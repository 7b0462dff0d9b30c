import { layoutFromPositionJson, positionJsonSchema, readJsonText } from '@meridian/core';
import type { Dashboard, DashboardChart, DashboardLayout, LayoutComponent } from '@meridian/core';

/** The saved layout of a dashboard; a grid with its charts in rows of three when none was saved. */
export function savedLayoutOf(dashboard: Dashboard, charts: readonly DashboardChart[]): DashboardLayout {
  const saved = readJsonText(dashboard.position_json, positionJsonSchema, null);
  if (saved && Object.keys(saved).length > 1) return layoutFromPositionJson(saved);
  const layout: DashboardLayout = {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
  };
  charts.forEach((chart, index) => {
    const rowId = `ROW-auto-${Math.floor(index / 3)}`;
    if (!layout[rowId]) {
      layout[rowId] = { id: rowId, type: 'ROW', children: [], parents: ['ROOT_ID', 'GRID_ID'] };
      layout['GRID_ID']?.children.push(rowId);
    }
    const id = `CHART-auto-${chart.id}`;
    layout[id] = {
      id,
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', rowId],
      meta: { chartId: chart.id, width: 4, height: 50 },
    };
    layout[rowId]?.children.push(id);
  });
  return layout;
}

/** The name a chart shows on a dashboard: the layout's override, else the chart's own name (Superset's rule). */
export function chartTitleOf(meta: LayoutComponent['meta'], chart: DashboardChart | undefined): string {
  return meta?.sliceNameOverride ?? chart?.slice_name ?? meta?.sliceName ?? '';
}

/** Chart id -> the name it shows on the dashboard (cross-filter names, the filter list). */
export function chartTitlesOf(
  layout: DashboardLayout,
  charts: ReadonlyMap<number, DashboardChart>,
): Map<number, string> {
  const titles = new Map([...charts.values()].map((chart) => [chart.id, chart.slice_name]));
  for (const component of Object.values(layout)) {
    const chartId = component.type === 'CHART' ? component.meta?.chartId : undefined;
    if (chartId !== undefined) titles.set(chartId, chartTitleOf(component.meta, charts.get(chartId)));
  }
  return titles;
}
