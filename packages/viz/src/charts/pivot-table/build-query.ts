import { columnLabel, type AdhocColumn, type QueryColumn, type QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { PivotTableFormData } from './form-data';

/** Column then row dimensions (deduplicated), temporal ones with the time grain, ordered by the first metric (pure). */
export function buildPivotTableQuery(formData: PivotTableFormData): QueryContext {
  const grain = formData.extra_form_data.time_grain_sqla ?? formData.time_grain_sqla;
  const seen = new Set<string>();
  const columns = [...formData.groupbyColumns, ...formData.groupbyRows]
    .filter((col) => {
      const label = columnLabel(col);
      if (seen.has(label)) return false;
      seen.add(label);
      return true;
    })
    .map((col): QueryColumn => {
      if (
        typeof col === 'string' &&
        grain &&
        (formData.temporal_columns_lookup?.[col] || formData.granularity_sqla === col)
      ) {
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
  return buildQueryContext(formData, (base) => {
    const first = base.series_limit_metric ?? base.metrics?.[0];
    return [{ ...base, columns, orderby: first ? [[first, !base.order_desc]] : [] }];
  });
}
