import type { Dataset } from '@meridian/core';

/** MIME type of a metric or column dragged from the datasource pane: JSON `{type, value}`. */
export const DATASOURCE_DRAG_TYPE = 'application/x-meridian-datasource-item';

/** A metric or column as the datasource pane lists it. */
export interface DatasourceItem {
  /** Metric or column. */
  kind: 'metric' | 'column';
  /** metric_name or column_name (what form data saves). */
  name: string;
  /** Verbose name, else the name. */
  label: string;
  /** Short type badge: ƒ for metrics, time / # / abc / t/f for columns. */
  badge: string;
  /** Description for the tooltip. */
  description: string | null;
}

const COLUMN_BADGES: Record<string, string> = {
  TEMPORAL: 'time',
  NUMERIC: '#',
  STRING: 'abc',
  BOOLEAN: 't/f',
};

function matches(item: DatasourceItem, needle: string): boolean {
  return (
    needle === '' || item.name.toLowerCase().includes(needle) || item.label.toLowerCase().includes(needle)
  );
}

/** The dataset's metrics and columns matching a search (name or verbose name, case-insensitive). */
export function datasourceItems(
  dataset: Dataset,
  search: string,
): { metrics: DatasourceItem[]; columns: DatasourceItem[] } {
  const needle = search.trim().toLowerCase();
  const metrics: DatasourceItem[] = dataset.metrics.map((metric) => ({
    kind: 'metric',
    name: metric.metric_name,
    label: metric.verbose_name || metric.metric_name,
    badge: 'ƒ',
    description: metric.description ?? metric.expression,
  }));
  const columns: DatasourceItem[] = dataset.columns.map((column) => ({
    kind: 'column',
    name: column.column_name,
    label: column.verbose_name || column.column_name,
    badge: column.is_dttm ? 'time' : (COLUMN_BADGES[column.type_generic ?? ''] ?? '?'),
    description: column.description ?? column.type,
  }));
  return {
    metrics: metrics.filter((m) => matches(m, needle)),
    columns: columns.filter((c) => matches(c, needle)),
  };
}
