import { columnLabel, type QueryColumn, type QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { GanttFormData } from './form-data';

/** '["col", true]' -> [col, ascending]; anything else is dropped. */
function parseOrderBy(text: string): [QueryColumn, boolean] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'boolean') {
      const target: unknown = value[0];
      if (typeof target === 'string' && target) return [target, value[1]];
    }
  } catch {
    // Free text that is not JSON orders nothing, as Superset's JSON.parse would fail the chart instead.
  }
  return null;
}

/**
 * Start, end, lane dimension, series, tooltip columns and ordering columns (each once), the tooltip metrics, the
 * ordering, and the series as series columns (pure; Superset's buildQuery).
 */
export function buildGanttQuery(formData: GanttFormData): QueryContext {
  const orderby = formData.order_by_cols
    .map(parseOrderBy)
    .filter((o): o is [QueryColumn, boolean] => o !== null);
  const series = formData.series ? [formData.series] : [];
  const seen = new Set<string>();
  const required = [formData.start_time, formData.end_time, formData.y_axis].filter(
    (column): column is QueryColumn => Boolean(column),
  );
  const columns = [
    ...required,
    ...series,
    ...formData.tooltip_columns,
    ...orderby.map(([column]) => column),
  ].filter((column) => {
    const label = columnLabel(column);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
  return buildQueryContext(formData, (base) => [
    { ...base, columns, metrics: formData.tooltip_metrics, orderby, series_columns: series },
  ]);
}
