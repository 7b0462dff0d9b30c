import { columnLabel, type QueryObject } from '@meridian/core';
import type { QueryFormData } from '../form-data/schemas';
import { baseAxisColumn } from './x-axis';

/**
 * Superset's normalizeTimeColumn, which its buildQueryContext applies to every query: the x-axis column, when the
 * query selects it, becomes a BASE_AXIS column carrying the time grain, and the grain leaves `extras` (the server
 * applies it to temporal columns only).
 */
export function normalizeTimeColumn(
  formData: Pick<QueryFormData, 'x_axis'>,
  query: QueryObject,
): QueryObject {
  const xAxis = formData.x_axis;
  if (xAxis === undefined || xAxis === null) return query;
  const label = columnLabel(xAxis);
  const index = query.columns.findIndex((column) =>
    typeof column === 'string'
      ? typeof xAxis === 'string' && column === xAxis
      : typeof xAxis !== 'string' && column.sqlExpression === xAxis.sqlExpression,
  );
  if (index < 0 || label === '') return query;
  const { time_grain_sqla: grain, ...extras } = query.extras;
  const columns = [...query.columns];
  const column = columns[index];
  if (column !== undefined) columns[index] = baseAxisColumn(column, typeof grain === 'string' ? grain : null);
  const { is_timeseries: _timeseries, ...rest } = query;
  return { ...rest, is_timeseries: false, extras, columns };
}
