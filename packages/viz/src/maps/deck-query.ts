import { columnLabel, metricLabel, type QueryContext, type QueryFilter } from '@meridian/core';
import type { FormColumn, FormMetric } from '../form-data/schemas';
import { buildQueryContext } from '../query/build-query-context';
import type { DeckFormData } from './deck-form-data';

/** Superset's deck.gl row limit for new charts. */
export const DECK_ROW_LIMIT = 5000;

/** What a deck.gl chart reads from its rows. */
export interface DeckQueryParts {
  /** Columns holding positions, paths or shapes (also filtered IS NOT NULL with filter_nulls). */
  positionColumns: readonly string[];
  /** Other columns read per row: category, tooltip fields. */
  columns?: readonly (FormColumn | null | undefined)[];
  /** The metric to aggregate by (rows are then grouped by every column), or none for raw rows. */
  metric?: FormMetric | null;
}

function uniqueColumns(columns: readonly (FormColumn | null | undefined)[]): FormColumn[] {
  const seen = new Set<string>();
  const out: FormColumn[] = [];
  for (const column of columns) {
    if (column === null || column === undefined) continue;
    const label = columnLabel(column);
    if (seen.has(label)) continue;
    seen.add(label);
    out.push(column);
  }
  return out;
}

/**
 * A deck.gl chart's query (Superset's BaseDeckGLViz.query_obj): its position columns and extra columns,
 * grouped and ordered by the metric when there is one, else raw rows; nulls filtered out when asked.
 */
export function buildDeckQuery(formData: DeckFormData, parts: DeckQueryParts): QueryContext {
  const columns = uniqueColumns([...parts.positionColumns, ...(parts.columns ?? [])]);
  const metric = parts.metric ?? null;
  const nullFilters: QueryFilter[] = formData.filter_nulls
    ? parts.positionColumns.map((col) => ({ col, op: 'IS NOT NULL' }))
    : [];
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      metrics: metric ? [metric] : null,
      orderby: metric ? [[metric, false]] : [],
      filters: [...base.filters, ...nullFilters],
      row_limit: base.row_limit ?? DECK_ROW_LIMIT,
      series_limit: 0,
    },
  ]);
}

/** The result key of a metric (its label), or null. */
export function metricKey(metric: FormMetric | null | undefined): string | null {
  return metric ? metricLabel(metric) : null;
}
