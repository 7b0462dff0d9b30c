import type { ListFilter } from '@meridian/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { AppError } from '../errors';

/** Which datasets a caller sees: all, or those of some databases plus some datasets. */
export interface DatasetVisibility {
  databaseIds: readonly number[];
  datasetIds: readonly number[];
}

/** Relation filters of Superset's dataset list (`database`, `owners`, `sql` emptiness). */
export function isRelationFilter(filter: ListFilter): boolean {
  return ['rel_o_m', 'rel_m_m', 'dataset_is_null_or_empty'].includes(filter.opr);
}

/** The condition of a relation filter of the dataset list. */
export function relationCondition(filter: ListFilter): Expression<SqlBool> {
  if (filter.opr === 'rel_o_m' && filter.col === 'database')
    return sql<SqlBool>`${sql.ref('tables.database_id')} = ${Number(filter.value)}`;
  if (filter.opr === 'rel_m_m' && filter.col === 'owners') {
    return sql<SqlBool>`EXISTS (SELECT 1 FROM dataset_owners o WHERE o.table_id = ${sql.ref('tables.id')} AND o.user_id = ${Number(filter.value)})`;
  }
  if (filter.opr === 'dataset_is_null_or_empty' && filter.col === 'sql') {
    return filter.value === true || filter.value === 'true'
      ? sql<SqlBool>`(${sql.ref('tables.sql')} IS NULL OR ${sql.ref('tables.sql')} = '')`
      : sql<SqlBool>`(${sql.ref('tables.sql')} IS NOT NULL AND ${sql.ref('tables.sql')} <> '')`;
  }
  throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
    filters: [`Filter "${filter.opr}" does not apply to column "${filter.col}"`],
  });
}

/** The condition limiting the list to the datasets a caller sees (all when undefined). */
export function visibilityCondition(visibility: DatasetVisibility | undefined): Expression<SqlBool> {
  if (!visibility) return sql<SqlBool>`1 = 1`;
  const dbIds = visibility.databaseIds.length > 0 ? visibility.databaseIds : [-1];
  const dsIds = visibility.datasetIds.length > 0 ? visibility.datasetIds : [-1];
  return sql<SqlBool>`(${sql.ref('tables.database_id')} IN (${sql.join(dbIds)}) OR ${sql.ref('tables.id')} IN (${sql.join(dsIds)}))`;
}
