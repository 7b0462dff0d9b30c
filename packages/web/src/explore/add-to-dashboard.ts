import {
  DASHBOARD_GRID_ID,
  DASHBOARD_ROOT_ID,
  chartIdsOfLayout,
  emptyLayout,
  layoutFromPositionJson,
  layoutToPositionJson,
  newComponent,
  positionJsonSchema,
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
  if (!positionJson) return emptyLayout();
  let raw: unknown;
  try {
    raw = JSON.parse(positionJson);
  } catch {
    return emptyLayout();
  }
  const parsed = positionJsonSchema.safeParse(raw);
  if (!parsed.success) return emptyLayout();
  const layout = layoutFromPositionJson(parsed.data);
  return layout[DASHBOARD_ROOT_ID] && layout[DASHBOARD_GRID_ID] ? layout : emptyLayout();
}

/**
 * The layout with the chart appended in a new ROW at the end of the GRID (Superset's save-to-dashboard), width 4
 * and height 50. A chart already on the dashboard leaves the layout as it is. Throws when the result is not a
 * valid layout.
 */
export function appendChartToLayout(layout: DashboardLayout, chart: ChartToAdd): PositionJson {
  const known = chartIdsOfLayout(layout);
  if (known.includes(chart.chartId)) return layoutToPositionJson(layout);
  const grid = layout[DASHBOARD_GRID_ID];
  if (!grid) throw new Error('The dashboard layout has no grid');
  const row = newComponent('ROW', { parents: [DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID] });
  const chartComponent = newComponent('CHART', {
    parents: [DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID, row.id],
    meta: { chartId: chart.chartId, sliceName: chart.sliceName },
  });
  const added = withParents(
    setChildren(
      { ...layout, [row.id]: { ...row, children: [chartComponent.id] }, [chartComponent.id]: chartComponent },
      DASHBOARD_GRID_ID,
      [...grid.children, row.id],
    ),
  );
  const position = layoutToPositionJson(added);
  const problems = validateLayout(position, [...known, chart.chartId]);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join('; '));
  return position;
}
