import type { DashboardLayout } from '../layout-schema';
import type { DashboardMetadata, FilterScope } from '../metadata';
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID } from '../constants';

/** Where each chart sits: chart id -> the ids of every component above one of its CHART components. */
export type ChartAncestors = ReadonlyMap<number, ReadonlySet<string>>;

/**
 * The ancestors of every chart, walked down from the root (saved `parents` lists can be stale after edits).
 * A chart placed twice has the ancestors of both places.
 */
export function chartAncestors(layout: DashboardLayout): ChartAncestors {
  const result = new Map<number, Set<string>>();
  const visit = (id: string, above: readonly string[], seen: Set<string>) => {
    const component = layout[id];
    if (!component || seen.has(id)) return;
    seen.add(id);
    const chartId = component.meta?.chartId;
    if (component.type === 'CHART' && typeof chartId === 'number') {
      const set = result.get(chartId) ?? new Set<string>();
      for (const ancestor of above) set.add(ancestor);
      result.set(chartId, set);
    }
    for (const child of component.children) visit(child, [...above, id], seen);
  };
  visit(DASHBOARD_ROOT_ID, [], new Set());
  return result;
}

/** Charts a scope covers: not excluded, and under one of its root-path components (Superset's chartsInScope). */
export function chartsInScope(scope: FilterScope | undefined, ancestors: ChartAncestors): number[] {
  if (!scope) return [...ancestors.keys()];
  const excluded = new Set(scope.excluded);
  const out: number[] = [];
  for (const [chartId, above] of ancestors) {
    if (excluded.has(chartId)) continue;
    if (scope.rootPath.some((id) => above.has(id))) out.push(chartId);
  }
  return out;
}

/** Tabs holding a chart in scope (Superset's tabsInScope). */
export function tabsInScope(charts: readonly number[], ancestors: ChartAncestors): string[] {
  const tabs = new Set<string>();
  for (const chartId of charts) {
    for (const id of ancestors.get(chartId) ?? []) if (id.startsWith('TAB-')) tabs.add(id);
  }
  return [...tabs];
}

/**
 * Charts that a chart's cross-filters reach: its `chart_configuration` scope ("global", the default, follows
 * `global_chart_configuration`), never the emitter itself.
 */
export function crossFilterChartsInScope(
  chartId: number,
  metadata: Pick<DashboardMetadata, 'chart_configuration' | 'global_chart_configuration'>,
  ancestors: ChartAncestors,
): number[] {
  const own = metadata.chart_configuration?.[String(chartId)]?.crossFilters?.scope;
  const scope = own && own !== 'global' ? own : metadata.global_chart_configuration?.scope;
  return chartsInScope(scope, ancestors).filter((id) => id !== chartId);
}

/**
 * The scope a tree of checked charts describes (Superset's getFilterScopeFromNodesTree): the root path is
 * the deepest component above every checked chart, and unchecked charts below it are excluded.
 */
export function scopeFromCheckedCharts(checked: readonly number[], ancestors: ChartAncestors): FilterScope {
  if (checked.length === 0) return { rootPath: [], excluded: [] };
  const chains = checked.map((id) => [...(ancestors.get(id) ?? [])]);
  const common = chains.reduce((shared, chain) => shared.filter((id) => chain.includes(id)));
  // Ancestor sets keep the walk's top-down order, so the last shared id is the deepest.
  const deepest = common[common.length - 1];
  // The grid is the whole dashboard: say so the way Superset saves it.
  const root = deepest === undefined || deepest === DASHBOARD_GRID_ID ? DASHBOARD_ROOT_ID : deepest;
  const chosen = new Set(checked);
  const excluded = [...ancestors]
    .filter(([id, above]) => !chosen.has(id) && above.has(root))
    .map(([id]) => id);
  return { rootPath: [root], excluded };
}
