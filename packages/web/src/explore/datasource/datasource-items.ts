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

/** A metric or column dropped from the datasource pane. */
export interface DroppedItem {
  /** Metric or column. */
  type: DatasourceItem['kind'];
  /** metric_name or column_name. */
  value: string;
}

/**
 * The drag type naming an item's kind. Browsers hide dragged data until the drop, but not its types, so drop
 * targets read this one while dragging over to tell a column from a metric.
 */
export function kindDragType(kind: DatasourceItem['kind']): string {
  return `${DATASOURCE_DRAG_TYPE}-${kind}`;
}

/** Puts a pane item on a drag: its JSON under DATASOURCE_DRAG_TYPE, and its kind as a type of its own. */
export function writeDraggedItem(
  transfer: Pick<DataTransfer, 'setData' | 'effectAllowed'>,
  item: Pick<DatasourceItem, 'kind' | 'name'>,
): void {
  transfer.setData(DATASOURCE_DRAG_TYPE, JSON.stringify({ type: item.kind, value: item.name }));
  transfer.setData(kindDragType(item.kind), item.name);
  transfer.effectAllowed = 'copy';
}

/** The kind of the pane item being dragged, from the drag's types; null for anything else. */
export function draggedKind(types: readonly string[]): DatasourceItem['kind'] | null {
  if (types.includes(kindDragType('metric'))) return 'metric';
  if (types.includes(kindDragType('column'))) return 'column';
  return null;
}

/** The pane item of a drop, or null when the drop carries none. */
export function readDroppedItem(transfer: Pick<DataTransfer, 'getData'>): DroppedItem | null {
  const raw = transfer.getData(DATASOURCE_DRAG_TYPE);
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || !('type' in data) || !('value' in data)) return null;
    const { type, value } = data;
    if ((type !== 'metric' && type !== 'column') || typeof value !== 'string') return null;
    return { type, value };
  } catch {
    return null;
  }
}
