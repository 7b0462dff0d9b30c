import {
  DASHBOARD_GRID_ID,
  DASHBOARD_ROOT_ID,
  chartIdsOfLayout,
  emptyLayout,
  layoutFromPositionJson,
  layoutToPositionJson,
  newComponent,
  positionJsonSchema,
  readJsonText,
  setChildren,
  validateLayout,
  withParents,
} from '@meridian/core';
import type { DashboardLayout, PositionJson } from '@meridian/core';

/** The chart to place on a dashboard. */
export interface ChartToAdd {
  /** Id of the saved chart. */
  chartId: number;
  /** Its name, shown by the dashboard. */
  sliceName: string;
}

/** The layout stored in a dashboard's position_json, or an empty one when it has none (or an unreadable one). */
export function layoutOfPositionJson(positionJson: string | null): DashboardLayout {
  const saved = readJsonText(positionJson, positionJsonSchema, null);
  if (!saved) return emptyLayout();
  const layout = layoutFromPositionJson(saved);
  // A dashboard with top-level tabs may have no GRID; its layout is kept all the same.
  return layout[DASHBOARD_ROOT_ID] && firstContainerId(layout) ? layout : emptyLayout();
}

/**
 * Where a chart added from explore goes (Superset's findFirstParentContainerId): the first TAB when the root holds
 * top-level TABS, else the root's GRID; undefined when the layout has neither.
 */
export function firstContainerId(layout: DashboardLayout): string | undefined {
  const topId = layout[DASHBOARD_ROOT_ID]?.children[0];
  const top = topId === undefined ? undefined : layout[topId];
  if (top?.type === 'TABS') {
    const tabId = top.children[0];
    return tabId !== undefined && layout[tabId]?.type === 'TAB' ? tabId : undefined;
  }
  if (top?.type === 'GRID') return top.id;
  return layout[DASHBOARD_GRID_ID] ? DASHBOARD_GRID_ID : undefined;
}

/**
 * The layout with the chart appended in a new ROW at the end of the GRID, or of the first tab when the dashboard
 * has top-level tabs (Superset's save-to-dashboard), width 4 and height 50. A chart already on the dashboard
 * leaves the layout as it is. Throws when the result is not a valid layout.
 */
export function appendChartToLayout(layout: DashboardLayout, chart: ChartToAdd): PositionJson {
  const known = chartIdsOfLayout(layout);
  if (known.includes(chart.chartId)) return layoutToPositionJson(layout);
  const containerId = firstContainerId(layout);
  const container = containerId === undefined ? undefined : layout[containerId];
  if (!containerId || !container) throw new Error('The dashboard layout has no grid');
  const row = newComponent('ROW');
  const chartComponent = newComponent('CHART', {
    meta: { chartId: chart.chartId, sliceName: chart.sliceName },
  });
  // withParents fills the parents of the new row and chart from where they now sit.
  const added = withParents(
    setChildren(
      { ...layout, [row.id]: { ...row, children: [chartComponent.id] }, [chartComponent.id]: chartComponent },
      containerId,
      [...container.children, row.id],
    ),
  );
  const position = layoutToPositionJson(added);
  const problems = validateLayout(position, [...known, chart.chartId]);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join('; '));
  return position;
}
