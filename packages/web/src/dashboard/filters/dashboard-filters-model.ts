import {
  chartAncestors,
  chartsInScope,
  checkFilterConfiguration,
  crossFilterChartsInScope,
  dashboardMetadataSchema,
  isDivider,
  readJsonText,
  tabsInScope,
} from '@meridian/core';
import type {
  DashboardDataset,
  DashboardLayout,
  DashboardMetadata,
  DatasetColumns,
  NativeFilter,
} from '@meridian/core';

/** What the dashboard's filters are, read once per metadata and layout. */
export interface FilterSetup {
  /** The metadata, or an empty one when it cannot be read. */
  metadata: DashboardMetadata;
  /** Filters and dividers in bar order. */
  filters: NativeFilter[];
  /** Filter id -> what is wrong with it (unknown dataset or column, cycle…). */
  problems: ReadonlyMap<string, string>;
  /** Mask id (filter id or emitting chart id) -> charts it reaches. */
  scopes: ReadonlyMap<string, readonly number[]>;
  /** Filter id -> tabs holding charts in its scope. */
  tabs: ReadonlyMap<string, readonly string[]>;
  /** Every chart of the layout. */
  allChartIds: readonly number[];
  /** Whether charts emit cross-filters. */
  crossFiltersEnabled: boolean;
  /** Where the bar sits. */
  orientation: 'VERTICAL' | 'HORIZONTAL';
}

/** json_metadata text -> metadata; unreadable metadata is treated as empty (the page still draws). */
export function readMetadata(text: string | null): DashboardMetadata {
  return readJsonText(text, dashboardMetadataSchema, {});
}

/** The columns of the dashboard's datasets, for the configuration checks. */
export function datasetColumnsOf(datasets: readonly DashboardDataset[]): Map<number, DatasetColumns> {
  return new Map(
    datasets.map((dataset) => [
      dataset.id,
      {
        columns: dataset.columns.map((column) => column.column_name),
        temporalColumns: dataset.columns
          .filter((column) => column.is_dttm)
          .map((column) => column.column_name),
      },
    ]),
  );
}

/** Reads the filter setup of a dashboard: filters, their problems, and the charts every mask reaches. */
export function filterSetupOf(
  metadataText: string | null,
  layout: DashboardLayout,
  datasets: readonly DashboardDataset[],
): FilterSetup {
  const metadata = readMetadata(metadataText);
  const filters = (metadata.native_filter_configuration ?? []).filter(
    (filter) => typeof filter.id === 'string',
  );
  const ancestors = chartAncestors(layout);
  const problems = new Map<string, string>();
  for (const problem of checkFilterConfiguration(filters, datasetColumnsOf(datasets))) {
    if (problem.filterId && !problems.has(problem.filterId)) problems.set(problem.filterId, problem.message);
  }
  const scopes = new Map<string, readonly number[]>();
  const tabs = new Map<string, readonly string[]>();
  for (const filter of filters) {
    if (!filter.id || isDivider(filter)) continue;
    const charts = chartsInScope(filter.scope, ancestors);
    scopes.set(filter.id, charts);
    tabs.set(filter.id, tabsInScope(charts, ancestors));
  }
  const allChartIds = [...ancestors.keys()];
  for (const chartId of allChartIds) {
    scopes.set(String(chartId), crossFilterChartsInScope(chartId, metadata, ancestors));
  }
  return {
    metadata,
    filters,
    problems,
    scopes,
    tabs,
    allChartIds,
    crossFiltersEnabled: metadata.cross_filters_enabled !== false,
    orientation: metadata.filter_bar_orientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL',
  };
}
