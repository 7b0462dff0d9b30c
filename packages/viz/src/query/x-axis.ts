import { columnLabel, type AdhocColumn, type QueryColumn } from '@meridian/core';
import type { QueryFormData } from '../form-data/schemas';

/** Superset's legacy time column alias. */
export const DTTM_ALIAS = '__timestamp';

/**
 * The x-axis column: `x_axis`, else the legacy `granularity_sqla` (old time-series charts are read as
 * if their time column were the x-axis, as Superset's form-data migration does).
 */
export function getXAxisColumn(
  formData: Pick<QueryFormData, 'x_axis' | 'granularity_sqla'>,
): QueryColumn | undefined {
  if (formData.x_axis) return formData.x_axis;
  return formData.granularity_sqla ? formData.granularity_sqla : undefined;
}

/** The label of the x-axis column in results (the column name, or the adhoc column's label). */
export function getXAxisLabel(
  formData: Pick<QueryFormData, 'x_axis' | 'granularity_sqla'>,
): string | undefined {
  const column = getXAxisColumn(formData);
  return column === undefined ? undefined : columnLabel(column);
}

/** The x-axis as a BASE_AXIS adhoc column carrying the time grain (Superset's normalizeTimeColumn). */
export function baseAxisColumn(column: QueryColumn, timeGrain: string | null | undefined): AdhocColumn {
  const grain = timeGrain ? { timeGrain } : {};
  if (typeof column === 'string') {
    return { ...grain, columnType: 'BASE_AXIS', sqlExpression: column, label: column, expressionType: 'SQL' };
  }
  return { ...grain, columnType: 'BASE_AXIS', ...column };
}
