import {
  dashboardUrl,
  humanizeSince,
  isAdminRoleList,
  jsonObjectSchema,
  readJsonText,
  type Dashboard,
  type DashboardChart,
  type DashboardListItem,
} from '@meridian/core';
import type { Principal } from '../auth/access';
import { canSeeDataset, dataAccessOf, type DataAccess } from '../auth/data-access';
import type { ChartBundle } from '../store/charts-repo';
import type { DashboardBundle, DashboardChartRef, DashboardVisibility } from '../store/dashboards-repo';

/** The API shape of a stored dashboard; `charts` names only the charts the caller may see. */
export function dashboardToApi(bundle: DashboardBundle, access: DataAccess, now = new Date()): Dashboard {
  const { row } = bundle;
  return {
    ...listFields(bundle, now),
    css: row.css ?? '',
    position_json: row.position_json,
    json_metadata: row.json_metadata,
    charts: bundle.charts.filter((chart) => canSeeChartRef(access, chart)).map((chart) => chart.slice_name),
  };
}

/** The list shape of a stored dashboard. */
export function dashboardToListItem(bundle: DashboardBundle, now = new Date()): DashboardListItem {
  return { ...listFields(bundle, now), status: bundle.row.published ? 'published' : 'draft' };
}

function listFields(bundle: DashboardBundle, now: Date) {
  const { row } = bundle;
  return {
    id: row.id,
    uuid: row.uuid,
    dashboard_title: row.dashboard_title,
    slug: row.slug,
    url: dashboardUrl(row),
    published: Boolean(row.published),
    owners: bundle.owners,
    roles: bundle.roles,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: Boolean(row.is_managed_externally),
    external_url: row.external_url,
    thumbnail_url: null,
    changed_on: row.changed_on,
    changed_by_name: row.changed_by_name,
    changed_on_delta_humanized: humanizeSince(row.changed_on, now),
    created_on: row.created_on,
  };
}

/** Whether a caller sees the data of a chart on a dashboard. */
export function canSeeChartRef(access: DataAccess, chart: DashboardChartRef): boolean {
  if (access.all) return true;
  return (
    chart.datasource_id !== null &&
    chart.database_id !== null &&
    canSeeDataset(access, { id: chart.datasource_id, database_id: chart.database_id })
  );
}

/** Dashboard edit rule: an owner (by user id) or an admin. */
export function canEditDashboard(principal: Principal, bundle: DashboardBundle): boolean {
  if (principal.kind !== 'user') return false;
  return isAdminRoleList(principal.roleNames) || bundle.owners.some((owner) => owner.id === principal.userId);
}

/**
 * Whether a caller may open a dashboard (Superset's raise_for_access): admins and owners always; with roles set,
 * published dashboards to holders of one of them; otherwise drafts, dashboards without charts, and dashboards
 * with a chart on data the caller sees.
 */
export function canSeeDashboard(principal: Principal, bundle: DashboardBundle): boolean {
  if (canEditDashboard(principal, bundle)) return true;
  const roleNames = principal.kind === 'user' ? principal.roleNames : ['Public'];
  if (bundle.roles.length > 0)
    return Boolean(bundle.row.published) && bundle.roles.some((role) => roleNames.includes(role.name));
  const access = dataAccessOf(principal);
  return (
    !bundle.row.published ||
    bundle.charts.length === 0 ||
    bundle.charts.some((c) => canSeeChartRef(access, c))
  );
}

/** Which dashboards a caller sees in lists; undefined for admins, who see all. */
export function listVisibilityOf(principal: Principal): DashboardVisibility | undefined {
  if (principal.kind === 'user' && isAdminRoleList(principal.roleNames)) return undefined;
  const access = dataAccessOf(principal);
  return {
    userId: principal.kind === 'user' ? principal.userId : null,
    roleNames: principal.kind === 'user' ? principal.roleNames : ['Public'],
    data: access.all
      ? undefined
      : { databaseIds: [...access.databaseIds], datasetIds: [...access.datasetIds] },
  };
}

/** A chart of a dashboard in Superset's shape; its form data only when the caller sees its data. */
export function dashboardChartToApi(
  bundle: ChartBundle,
  canSeeData: boolean,
  now = new Date(),
): DashboardChart {
  const { row } = bundle;
  const datasource =
    row.datasource_id === null ? null : `${row.datasource_id}__${row.datasource_type ?? 'table'}`;
  const formData = {
    ...readJsonText(row.params, jsonObjectSchema, {}),
    slice_id: row.id,
    viz_type: row.viz_type,
    datasource,
  };
  return {
    id: row.id,
    slice_id: row.id,
    uuid: row.uuid,
    slice_name: row.slice_name,
    slice_url: `/explore/?slice_id=${row.id}`,
    viz_type: row.viz_type,
    ...(canSeeData ? { form_data: formData } : {}),
    datasource,
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type,
    datasource_name: row.datasource_table_name,
    datasource_url:
      row.datasource_id === null
        ? null
        : `/explore/?datasource_type=table&datasource_id=${row.datasource_id}`,
    description: row.description,
    description_markeddown: escapeHtml(row.description ?? ''),
    cache_timeout: row.cache_timeout,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    owners: bundle.owners,
    changed_on: row.changed_on,
    modified: humanizeSince(row.changed_on, now),
    thumbnail_url: null,
  };
}

function escapeHtml(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
  };
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}
