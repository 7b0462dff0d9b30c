import {
  metricLabel,
  type AdhocColumn,
  type QueryColumn,
  type QueryContext,
  type QueryObject,
} from '@meridian/core';
import type { FormMetric } from '../../form-data/schemas';
import type { BuildQueryOptions } from '../../plugin';
import { buildQueryContext } from '../../query/build-query-context';
import { getQueryMode, type TableFormData } from './form-data';

function uniqueMetrics(metrics: readonly FormMetric[]): FormMetric[] {
  const seen = new Set<string>();
  return metrics.filter((m) => {
    const label = metricLabel(m);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** Aggregate mode: the sort-by metric or the first metric orders; percent metrics add a contribution step. */
function aggregateQuery(base: QueryObject, fd: TableFormData): QueryObject {
  let metrics = base.metrics ?? [];
  const sortBy = fd.timeseries_limit_metric ?? fd.series_limit_metric;
  let orderby: QueryObject['orderby'] = base.orderby;
  if (sortBy) orderby = [[sortBy, !(fd.order_desc ?? false)]];
  else if (metrics[0]) orderby = [[metrics[0], false]];
  let postProcessing: QueryObject['post_processing'] = [];
  const percent = uniqueMetrics(fd.percent_metrics ?? []);
  if (percent.length > 0) {
    const labels = percent.map(metricLabel);
    metrics = uniqueMetrics([...metrics, ...percent]);
    postProcessing = [
      { operation: 'contribution', options: { columns: labels, rename_columns: labels.map((l) => `%${l}`) } },
    ];
  }
  const grain = fd.time_grain_sqla;
  const columns = base.columns.map((col): QueryColumn => {
    if (typeof col === 'string' && grain && fd.temporal_columns_lookup?.[col]) {
      const axis: AdhocColumn = {
        timeGrain: grain,
        columnType: 'BASE_AXIS',
        sqlExpression: col,
        label: col,
        expressionType: 'SQL',
      };
      return axis;
    }
    return col;
  });
  return { ...base, columns, metrics, orderby, post_processing: postProcessing };
}

/**
 * The table's queries: the rows; with server pagination, a row-count query; with totals, a
 * totals query (no columns) — in that order (pure).
 */
export function buildTableQuery(formData: TableFormData, options: BuildQueryOptions = {}): QueryContext {
  const mode = getQueryMode(formData);
  return buildQueryContext(formData, (base, fd) => {
    let query: QueryObject =
      mode === 'aggregate' ? aggregateQuery(base, fd) : { ...base, post_processing: [] };
    if (fd.server_pagination) {
      const pageSize = options.ownState?.pageSize ?? fd.server_page_length;
      query = { ...query, row_limit: pageSize, row_offset: (options.ownState?.currentPage ?? 0) * pageSize };
    }
    const queries: QueryObject[] = [query];
    if (fd.server_pagination)
      queries.push({ ...query, is_rowcount: true, row_limit: 0, row_offset: 0, post_processing: [] });
    if (mode === 'aggregate' && fd.show_totals && (query.metrics ?? []).length > 0) {
      queries.push({
        ...query,
        columns: [],
        row_limit: 0,
        row_offset: 0,
        post_processing: [],
        order_desc: true,
        orderby: [],
      });
    }
    return queries;
  });
}
