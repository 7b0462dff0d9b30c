import crypto from 'node:crypto';
import {
  DASHBOARD_MESSAGES,
  dashboardTitleOrUntitled,
  normalizeSlug,
  remapLayoutChartIds,
  remapMetadataChartIds,
  type DashboardCopy,
  type DashboardCreate,
  type DashboardUpdate,
} from '@meridian/core';
import { editorOf, type Principal } from '../auth/access';
import { AppError, fieldErrors } from '../errors';
import type { ChartRow, ChartsRepo, NewChartRow } from '../store/charts-repo';
import type {
  DashboardBundle,
  DashboardChanges,
  DashboardsRepo,
  NewDashboardRow,
} from '../store/dashboards-repo';
import type { DatasetsRepo } from '../store/datasets-repo';
import type { RolesRepo } from '../store/roles-repo';
import { checkContent, layoutText, linkedChartIds, parseMetadata, visibleCharts } from './dashboard-content';
import { refuseBadNativeFilters } from './native-filter-check';

/** What dashboard writes read and write: dashboards, the charts they show, users and roles they link. */
export interface DashboardWriteDeps {
  dashboards: DashboardsRepo;
  charts: Pick<ChartsRepo, 'bundles' | 'unknownUserIds'>;
  roles: Pick<RolesRepo, 'missingIds'>;
  /** Datasets, to check the datasets and columns native filters name. */
  datasetBundles: Pick<DatasetsRepo, 'bundles'>;
}

/** Creates a dashboard after checking its layout, metadata, slug, owners and roles; the creator becomes an owner. */
export async function createDashboard(
  deps: DashboardWriteDeps,
  principal: Principal,
  input: DashboardCreate,
): Promise<number> {
  const editor = editorOf(principal);
  const owners = withEditor(input.owners, editor.userId);
  const slug = normalizeSlug(input.slug);
  await refuseBadLinks(deps, { owners, roles: input.roles, slug });
  const content = await checkContent(deps.charts, principal, input);
  await refuseBadNativeFilters(deps.datasetBundles, principal, content.metadata, null);
  const layout = content.layout ?? null;
  const now = new Date().toISOString();
  return deps.dashboards.create(
    {
      uuid: input.uuid ?? crypto.randomUUID(),
      dashboard_title: dashboardTitleOrUntitled(input.dashboard_title),
      slug,
      css: input.css,
      published: Number(input.published),
      certified_by: input.certified_by,
      certification_details: input.certification_details,
      position_json: layout && layoutText(layout, (id) => content.charts.get(id)?.row.uuid),
      json_metadata: content.metadata ? JSON.stringify(content.metadata) : null,
      is_managed_externally: Number(input.is_managed_externally),
      external_url: input.external_url,
      created_on: now,
      changed_on: now,
      created_by_fk: editor.userId,
      changed_by_fk: editor.userId,
    },
    { owners, roles: input.roles, chartIds: linkedChartIds(layout) },
  );
}

/**
 * Applies an edit. With `changed_on` or `last_modified_time` the save is refused with 409 when the dashboard
 * changed since the editor loaded it (checked again by the write itself, so two racing saves can not both pass).
 */
export async function updateDashboard(
  deps: DashboardWriteDeps,
  principal: Principal,
  bundle: DashboardBundle,
  input: DashboardUpdate,
): Promise<void> {
  const editor = editorOf(principal);
  const { owners, roles, slug, position_json, json_metadata, changed_on, last_modified_time, ...fields } =
    input;
  const expectedChangedOn = expectedVersion(bundle, { changed_on, last_modified_time });
  const newOwners = owners && (editor.isAdmin ? [...new Set(owners)] : withEditor(owners, editor.userId));
  const newSlug = slug === undefined ? undefined : normalizeSlug(slug);
  await refuseBadLinks(deps, { owners: newOwners, roles, slug: newSlug, dashboardId: bundle.row.id });
  const content = await checkContent(deps.charts, principal, { position_json, json_metadata });
  await refuseBadNativeFilters(deps.datasetBundles, principal, content.metadata, bundle.row.json_metadata);
  const changes: DashboardChanges = {
    ...(fields.dashboard_title !== undefined && {
      dashboard_title: dashboardTitleOrUntitled(fields.dashboard_title),
    }),
    ...(newSlug !== undefined && { slug: newSlug }),
    ...(fields.css !== undefined && { css: fields.css }),
    ...(fields.published !== undefined && { published: Number(fields.published) }),
    ...(fields.certified_by !== undefined && { certified_by: fields.certified_by }),
    ...(fields.certification_details !== undefined && {
      certification_details: fields.certification_details,
    }),
    ...(fields.is_managed_externally !== undefined && {
      is_managed_externally: Number(fields.is_managed_externally),
    }),
    ...(fields.external_url !== undefined && { external_url: fields.external_url }),
    ...(content.layout !== undefined && {
      position_json: content.layout && layoutText(content.layout, (id) => content.charts.get(id)?.row.uuid),
    }),
    ...(content.metadata !== undefined && {
      json_metadata: content.metadata && JSON.stringify(content.metadata),
    }),
    changed_on: nextChangedOn(bundle.row.changed_on),
    changed_by_fk: editor.userId,
  };
  const written = await deps.dashboards.update(bundle.row.id, changes, {
    links: {
      owners: newOwners,
      roles,
      chartIds: content.layout === undefined ? undefined : linkedChartIds(content.layout),
    },
    expectedChangedOn,
  });
  if (!written) throw new AppError('CONFLICT', DASHBOARD_MESSAGES.staleChange);
}

/**
 * Copies a dashboard; the caller owns the copy, a draft without slug. With duplicate_slices the charts are copied
 * too and the copy's layout and metadata point at the new charts (as Superset's copy_dashboard does).
 */
export async function copyDashboard(
  deps: DashboardWriteDeps,
  principal: Principal,
  original: DashboardBundle,
  input: DashboardCopy,
): Promise<number> {
  const editor = editorOf(principal);
  const metadataText = input.json_metadata ?? original.row.json_metadata;
  const metadata = metadataText?.trim() ? parseMetadata(metadataText) : {};
  const content = await checkContent(deps.charts, principal, {
    position_json: metadata.positions ? undefined : original.row.position_json,
    json_metadata: JSON.stringify(metadata),
  });
  const now = new Date().toISOString();
  const owners = editor.userId === null ? [] : [editor.userId];
  const sources = input.duplicate_slices
    ? [
        ...(
          await visibleCharts(
            deps.charts,
            principal,
            original.charts.map((c) => c.id),
          )
        ).values(),
      ]
    : [];
  const clones = sources.map(({ row }) => ({
    sourceId: row.id,
    owners,
    row: cloneChart(row, editor.userId, now),
  }));
  const cloneUuids = new Map(clones.map((clone) => [clone.sourceId, clone.row.uuid]));
  const title =
    input.dashboard_title === undefined ? `${original.row.dashboard_title} [copy]` : input.dashboard_title;
  return deps.dashboards.createWithClones(clones, (idMap) => {
    const layout = content.layout ? remapLayoutChartIds(content.layout, idMap) : null;
    const uuidByNewId = new Map([...idMap].map(([oldId, newId]) => [newId, cloneUuids.get(oldId)]));
    const uuidOf = (id: number) => uuidByNewId.get(id) ?? content.charts.get(id)?.row.uuid;
    const row: NewDashboardRow = {
      uuid: crypto.randomUUID(),
      dashboard_title: dashboardTitleOrUntitled(title),
      slug: null,
      css: input.css === undefined ? original.row.css : input.css,
      published: 0,
      position_json: layout && layoutText(layout, uuidOf),
      json_metadata: JSON.stringify(remapMetadataChartIds(content.metadata ?? {}, idMap)),
      is_managed_externally: 0,
      created_on: now,
      changed_on: now,
      created_by_fk: editor.userId,
      changed_by_fk: editor.userId,
    };
    return { row, links: { owners, roles: [], chartIds: linkedChartIds(layout) } };
  });
}

/** A new chart with the settings of another (Superset's Slice.clone), created now by the caller. */
function cloneChart(row: ChartRow, userId: number | null, now: string): NewChartRow {
  return {
    uuid: crypto.randomUUID(),
    slice_name: row.slice_name,
    viz_type: row.viz_type,
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type,
    params: row.params,
    query_context: row.query_context,
    description: row.description,
    cache_timeout: row.cache_timeout,
    certified_by: null,
    certification_details: null,
    is_managed_externally: 0,
    external_url: null,
    created_on: now,
    changed_on: now,
    created_by_fk: userId,
    changed_by_fk: userId,
  };
}

/** The stored changed_on a save expects, or undefined when it does not check; 409 when it is already stale. */
function expectedVersion(
  bundle: DashboardBundle,
  sent: { changed_on?: string | undefined; last_modified_time?: number | undefined },
): string | undefined {
  const stored = bundle.row.changed_on;
  if (sent.changed_on !== undefined) {
    const given = Date.parse(sent.changed_on);
    if (Number.isNaN(given)) throw fieldErrors({ changed_on: ['Not a valid datetime.'] });
    if (given !== Date.parse(stored)) throw new AppError('CONFLICT', DASHBOARD_MESSAGES.staleChange);
    return stored;
  }
  if (sent.last_modified_time !== undefined) {
    // Compared in whole milliseconds: the float of seconds may not round-trip exactly.
    if (Math.round(sent.last_modified_time * 1000) !== Date.parse(stored))
      throw new AppError('CONFLICT', DASHBOARD_MESSAGES.staleChange);
    return stored;
  }
  return undefined;
}

/** Now, or a millisecond after the stored time when the clock has not moved past it, so versions always differ. */
function nextChangedOn(stored: string): string {
  const now = Date.now();
  const previous = Date.parse(stored);
  return new Date(Number.isNaN(previous) || now > previous ? now : previous + 1).toISOString();
}

function withEditor(owners: readonly number[], userId: number | null): number[] {
  return [...new Set([...owners, ...(userId === null ? [] : [userId])])];
}

/** 422 for owners who are not users, roles that do not exist, and a slug another dashboard holds. */
async function refuseBadLinks(
  deps: DashboardWriteDeps,
  links: {
    owners?: readonly number[] | undefined;
    roles?: readonly number[] | undefined;
    slug?: string | null | undefined;
    dashboardId?: number;
  },
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (links.owners && (await deps.charts.unknownUserIds(links.owners)).length > 0)
    errors['owners'] = [DASHBOARD_MESSAGES.ownersInvalid];
  if (links.roles && (await deps.roles.missingIds(links.roles)).length > 0)
    errors['roles'] = [DASHBOARD_MESSAGES.rolesInvalid];
  if (links.slug) {
    const holder = await deps.dashboards.slugHolder(links.slug);
    if (holder !== undefined && holder !== links.dashboardId)
      errors['slug'] = [DASHBOARD_MESSAGES.slugNotUnique];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}
