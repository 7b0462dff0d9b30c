import { isAdminRoleList, type Chart } from '@meridian/core';
import type { Principal } from '../auth/access';
import { canSeeDataset, type DataAccess } from '../auth/data-access';
import type { ChartBundle } from '../store/charts-repo';

/** The API shape of a stored chart. */
export function chartToApi(bundle: ChartBundle): Chart {
  const { row } = bundle;
  const hasDataset = row.datasource_table_name !== null && row.datasource_id !== null;
  return {
    id: row.id,
    uuid: row.uuid,
    slice_name: row.slice_name,
    description: row.description,
    viz_type: row.viz_type,
    params: row.params,
    query_context: row.query_context,
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type,
    datasource_name_text: hasDataset
      ? [row.datasource_schema, row.datasource_table_name].filter(Boolean).join('.')
      : null,
    datasource_url: hasDataset
      ? `/explore/?datasource_type=table&datasource_id=${String(row.datasource_id)}`
      : null,
    url: `/explore/?slice_id=${row.id}`,
    owners: bundle.owners,
    cache_timeout: row.cache_timeout,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: Boolean(row.is_managed_externally),
    external_url: row.external_url,
    dashboards: bundle.dashboards,
    changed_on: row.changed_on,
    changed_by_name: row.changed_by_name,
    created_on: row.created_on,
    thumbnail_url: null,
  };
}

/** Whether a caller sees a chart: it sees the chart's dataset (Superset's ChartFilter). */
export function canSeeChart(access: DataAccess, bundle: ChartBundle): boolean {
  if (access.all) return true;
  const { datasource_id: id, datasource_database_id: databaseId } = bundle.row;
  return id !== null && databaseId !== null && canSeeDataset(access, { id, database_id: databaseId });
}

/** Chart edit rule: an owner (by user id) or an admin. */
export function canEditChart(principal: Principal, bundle: ChartBundle): boolean {
  if (principal.kind !== 'user') return false;
  return isAdminRoleList(principal.roleNames) || bundle.owners.some((owner) => owner.id === principal.userId);
}
