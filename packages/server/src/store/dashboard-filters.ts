import type { ListFilter } from '@meridian/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { AppError } from '../errors';
import { FAVSTAR_CLASSES } from './favstar-repo';

/** Which dashboards a non-admin caller sees in lists (Superset's DashboardAccessFilter). */
export interface DashboardVisibility {
  /** The caller: owners see their drafts. */
  userId: number | null;
  /** The caller's roles, for dashboards restricted to roles. */
  roleNames: readonly string[];
  /** Databases and datasets the caller sees; undefined when it sees all data. */
  data?: { databaseIds: readonly number[]; datasetIds: readonly number[] } | undefined;
}

/** Filters of Superset's dashboard list that are not plain column comparisons. */
export const DASHBOARD_RELATION_OPERATORS = [
  'rel_m_m',
  'rel_o_m',
  'title_or_slug',
  'dashboard_title_or_slug',
  'dashboard_is_favorite',
  'dashboard_is_certified',
  'created_by_me',
];

/** The condition of a dashboard list filter that is not a plain column comparison. */
export function dashboardRelationCondition(filter: ListFilter, userId: number | null): Expression<SqlBool> {
  const isTrue = filter.value === true || filter.value === 'true' || filter.value === 1;
  const id = sql.ref('dashboards.id');
  const me = userId ?? -1;
  if (filter.opr === 'rel_m_m' && filter.col === 'owners')
    return sql<SqlBool>`EXISTS (SELECT 1 FROM dashboard_owners o WHERE o.dashboard_id = ${id} AND o.user_id = ${Number(filter.value)})`;
  if (filter.opr === 'rel_o_m' && (filter.col === 'created_by' || filter.col === 'changed_by'))
    return sql<SqlBool>`${sql.ref(`dashboards.${filter.col}_fk`)} = ${Number(filter.value)}`;
  if (
    (filter.opr === 'title_or_slug' || filter.opr === 'dashboard_title_or_slug') &&
    filter.col === 'dashboard_title'
  ) {
    const pattern = `%${String(filter.value)
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql<SqlBool>`(LOWER(${sql.ref('dashboards.dashboard_title')}) LIKE ${pattern} ESCAPE '\\' OR LOWER(${sql.ref('dashboards.slug')}) LIKE ${pattern} ESCAPE '\\')`;
  }
  if (filter.opr === 'dashboard_is_favorite' && filter.col === 'id') {
    const starred = sql<SqlBool>`EXISTS (SELECT 1 FROM favstar f WHERE f.class_name = ${FAVSTAR_CLASSES.dashboard} AND f.obj_id = ${id} AND f.user_id = ${me})`;
    return isTrue ? starred : sql<SqlBool>`NOT ${starred}`;
  }
  if (filter.opr === 'dashboard_is_certified' && filter.col === 'id') {
    const certified = sql<SqlBool>`(${sql.ref('dashboards.certified_by')} IS NOT NULL AND ${sql.ref('dashboards.certified_by')} <> '')`;
    return isTrue ? certified : sql<SqlBool>`NOT ${certified}`;
  }
  if (filter.opr === 'created_by_me' && filter.col === 'created_by')
    return sql<SqlBool>`(${sql.ref('dashboards.created_by_fk')} = ${me} OR ${sql.ref('dashboards.changed_by_fk')} = ${me})`;
  throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
    filters: [`Filter "${filter.opr}" does not apply to column "${filter.col}"`],
  });
}

/**
 * Superset's DashboardAccessFilter: owners see their dashboards; others see published ones that either name
 * one of their roles, or name no role and show a chart on data they see (any, when they see all data).
 */
export function dashboardVisibilityCondition(
  visibility: DashboardVisibility | undefined,
): Expression<SqlBool> {
  if (!visibility) return sql<SqlBool>`1 = 1`;
  const id = sql.ref('dashboards.id');
  const roleNames = visibility.roleNames.length > 0 ? [...visibility.roleNames] : [''];
  const owned = sql<SqlBool>`EXISTS (SELECT 1 FROM dashboard_owners o WHERE o.dashboard_id = ${id} AND o.user_id = ${visibility.userId ?? -1})`;
  const noRoles = sql<SqlBool>`NOT EXISTS (SELECT 1 FROM dashboard_roles dr WHERE dr.dashboard_id = ${id})`;
  const myRole = sql<SqlBool>`EXISTS (SELECT 1 FROM dashboard_roles dr JOIN roles r ON r.id = dr.role_id WHERE dr.dashboard_id = ${id} AND r.name IN (${sql.join(roleNames)}))`;
  return sql<SqlBool>`(${owned} OR (${sql.ref('dashboards.published')} = 1 AND ((${noRoles} AND ${dataCondition(visibility.data)}) OR ${myRole})))`;
}

function dataCondition(data: DashboardVisibility['data']): Expression<SqlBool> {
  if (!data) return sql<SqlBool>`1 = 1`;
  const dbIds = data.databaseIds.length > 0 ? [...data.databaseIds] : [-1];
  const dsIds = data.datasetIds.length > 0 ? [...data.datasetIds] : [-1];
  return sql<SqlBool>`EXISTS (SELECT 1 FROM dashboard_slices ds JOIN slices s ON s.id = ds.slice_id JOIN tables t ON t.id = s.datasource_id AND s.datasource_type = 'table' WHERE ds.dashboard_id = ${sql.ref('dashboards.id')} AND (t.database_id IN (${sql.join(dbIds)}) OR t.id IN (${sql.join(dsIds)})))`;
}
