import type { DashboardLayout } from './layout-schema';
import type { DashboardMetadata } from './metadata';

/** Old chart id -> new chart id, as a copy with duplicated charts produces. */
export type ChartIdMap = ReadonlyMap<number, number>;

/** The layout with every CHART's chartId replaced through the map (ids not in it are kept). */
export function remapLayoutChartIds(layout: DashboardLayout, map: ChartIdMap): DashboardLayout {
  const next: DashboardLayout = {};
  for (const [id, component] of Object.entries(layout)) {
    const chartId = component.meta?.chartId;
    const mapped = chartId === undefined ? undefined : map.get(chartId);
    next[id] =
      mapped === undefined ? component : { ...component, meta: { ...component.meta, chartId: mapped } };
  }
  return next;
}

function remapKeys<T>(record: Record<string, T> | undefined, map: ChartIdMap): Record<string, T> | undefined {
  if (!record) return record;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [String(map.get(Number(key)) ?? key), value]),
  );
}

function remapIds(ids: number[] | undefined, map: ChartIdMap): number[] | undefined {
  return ids?.map((id) => map.get(id) ?? id);
}

/**
 * Metadata with chart ids replaced through the map where they key or list charts: timed_refresh_immune_slices,
 * expanded_slices, filter_scopes, chart_configuration and the charts in scope of native filters.
 */
export function remapMetadataChartIds(metadata: DashboardMetadata, map: ChartIdMap): DashboardMetadata {
  const chartConfiguration = remapKeys(metadata.chart_configuration, map);
  return {
    ...metadata,
    ...(metadata.timed_refresh_immune_slices && {
      timed_refresh_immune_slices: remapIds(metadata.timed_refresh_immune_slices, map),
    }),
    ...(metadata.expanded_slices && { expanded_slices: remapKeys(metadata.expanded_slices, map) }),
    ...(metadata.filter_scopes && { filter_scopes: remapKeys(metadata.filter_scopes, map) }),
    ...(chartConfiguration && {
      chart_configuration: Object.fromEntries(
        Object.entries(chartConfiguration).map(([key, item]) => [
          key,
          item.id === undefined ? item : { ...item, id: map.get(item.id) ?? item.id },
        ]),
      ),
    }),
    ...(metadata.native_filter_configuration && {
      native_filter_configuration: metadata.native_filter_configuration.map((filter) =>
        filter.chartsInScope ? { ...filter, chartsInScope: remapIds(filter.chartsInScope, map) } : filter,
      ),
    }),
  };
}
