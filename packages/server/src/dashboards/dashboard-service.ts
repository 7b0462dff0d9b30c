import {
  DASHBOARD_MESSAGES,
  dashboardUrl,
  lastModifiedTime,
  type Dashboard,
  type DashboardChart,
  type DashboardCopy,
  type DashboardCopyResponse,
  type DashboardCreate,
  type DashboardDataset,
  type DashboardListItem,
  type DashboardSaveResponse,
  type DashboardUpdate,
  type ListQuery,
} from '@meridian/core';
import { requireUserId, userIdOf, type Principal } from '../auth/access';
import { dataAccessOf } from '../auth/data-access';
import { canSeeChart } from '../charts/chart-api';
import type { DatasetService } from '../datasets/dataset-service';
import { AppError, notFound } from '../errors';
import type { DashboardBundle } from '../store/dashboards-repo';
import { FAVSTAR_CLASSES, type FavStarKey, type FavStarRepo } from '../store/favstar-repo';
import type { Option } from '../util/options';
import {
  canEditDashboard,
  canSeeChartRef,
  canSeeDashboard,
  dashboardChartToApi,
  dashboardToApi,
  dashboardToListItem,
  listVisibilityOf,
} from './dashboard-api';
import { copyDashboard, createDashboard, updateDashboard, type DashboardWriteDeps } from './dashboard-writes';

/** What the dashboard service reads and writes. */
export interface DashboardServiceDeps extends DashboardWriteDeps {
  favstar: FavStarRepo;
  datasets: Pick<DatasetService, 'toApi'>;
}

/** A legacy favourite call's action. */
export type DashboardFavstarAction = 'select' | 'unselect' | 'count';

/** Dashboards: who opens and edits them, their API shape, writes, copies, their charts and datasets, favourites. */
export class DashboardService {
  constructor(private readonly deps: DashboardServiceDeps) {}

  /** The dashboard a path names (id, slug or uuid) if the caller may open it; 404 otherwise. */
  async visible(principal: Principal, idOrSlug: string): Promise<DashboardBundle> {
    const bundle = await this.deps.dashboards.getByIdOrSlug(idOrSlug);
    if (!bundle || !canSeeDashboard(principal, bundle)) throw notFound('Dashboard');
    return bundle;
  }

  /** The dashboard if the caller may change it: 403 for anyone but its owners and admins. */
  async editable(principal: Principal, idOrSlug: string): Promise<DashboardBundle> {
    const bundle = await this.visible(principal, idOrSlug);
    if (!canEditDashboard(principal, bundle))
      throw new AppError('MISSING_PERMISSION', DASHBOARD_MESSAGES.forbidden);
    return bundle;
  }

  /** One page of the dashboards a caller sees (drafts only for their owners and admins). */
  async list(
    principal: Principal,
    query: ListQuery,
  ): Promise<{ count: number; ids: number[]; result: DashboardListItem[] }> {
    const { count, bundles } = await this.deps.dashboards.list(query, {
      visibility: listVisibilityOf(principal),
      userId: userIdOf(principal),
    });
    const now = new Date();
    const result = bundles.map((b) => dashboardToListItem(b, now));
    return { count, ids: result.map((d) => d.id), result };
  }

  /** A dashboard the caller may open, in the API shape. */
  async get(principal: Principal, idOrSlug: string): Promise<Dashboard> {
    return dashboardToApi(await this.visible(principal, idOrSlug), dataAccessOf(principal));
  }

  /** Creates a dashboard; the caller becomes an owner. */
  async create(principal: Principal, input: DashboardCreate): Promise<Dashboard> {
    return this.fresh(principal, await createDashboard(this.deps, principal, input));
  }

  /** Edits, publishes or hides a dashboard (owners and admins); 409 when it changed since `changed_on`. */
  async update(
    principal: Principal,
    idOrSlug: string,
    input: DashboardUpdate,
  ): Promise<DashboardSaveResponse> {
    const bundle = await this.editable(principal, idOrSlug);
    await updateDashboard(this.deps, principal, bundle, input);
    const result = await this.fresh(principal, bundle.row.id);
    return { id: bundle.row.id, result, last_modified_time: lastModifiedTime(result.changed_on) };
  }

  /** Deletes dashboards the caller may change (their charts stay), all or none; answers how many. */
  async delete(principal: Principal, idsOrSlugs: readonly string[]): Promise<number> {
    const ids: number[] = [];
    for (const idOrSlug of [...new Set(idsOrSlugs)])
      ids.push((await this.editable(principal, idOrSlug)).row.id);
    await this.deps.dashboards.delete(ids);
    return ids.length;
  }

  /** Roles as options of the roles filter and field. */
  async roleOptions(): Promise<Option[]> {
    return this.deps.dashboards.roleOptions();
  }

  /** A dashboard's charts with their form data (left out for charts on data the caller does not see). */
  async charts(principal: Principal, idOrSlug: string): Promise<DashboardChart[]> {
    const dashboard = await this.visible(principal, idOrSlug);
    const dataAccess = dataAccessOf(principal);
    const charts = await this.deps.charts.bundles(dashboard.charts.map((c) => c.id));
    const now = new Date();
    return charts.map((chart) => dashboardChartToApi(chart, canSeeChart(dataAccess, chart), now));
  }

  /** The datasets of a dashboard's charts that the caller may see. */
  async datasets(principal: Principal, idOrSlug: string): Promise<DashboardDataset[]> {
    const dashboard = await this.visible(principal, idOrSlug);
    const dataAccess = dataAccessOf(principal);
    const ids = dashboard.charts
      .filter((chart) => canSeeChartRef(dataAccess, chart))
      .flatMap((chart) => (chart.datasource_id === null ? [] : [chart.datasource_id]));
    const datasets = await this.deps.datasetBundles.bundles([...new Set(ids)]);
    return datasets.map((bundle) => ({
      ...this.deps.datasets.toApi(bundle),
      uid: `${bundle.row.id}__table`,
      name: [bundle.row.schema, bundle.row.table_name].filter(Boolean).join('.'),
    }));
  }

  /** Copies a dashboard the caller may open, optionally with copies of its charts; the caller owns the copy. */
  async copy(principal: Principal, idOrSlug: string, input: DashboardCopy): Promise<DashboardCopyResponse> {
    const original = await this.visible(principal, idOrSlug);
    const id = await copyDashboard(this.deps, principal, original, input);
    const copy = await this.deps.dashboards.get(id);
    if (!copy) throw notFound('Dashboard');
    return {
      id,
      dashboard_title: copy.row.dashboard_title,
      url: dashboardUrl(copy.row),
      last_modified_time: lastModifiedTime(copy.row.changed_on),
    };
  }

  /** Stars a dashboard the caller may open. */
  async star(principal: Principal, idOrSlug: string): Promise<void> {
    const bundle = await this.visible(principal, idOrSlug);
    await this.deps.favstar.select(starKey(principal, bundle.row.id));
  }

  /** Unstars a dashboard; an id needs no access (a star left on one you lost access to can still go). */
  async unstar(principal: Principal, idOrSlug: string): Promise<void> {
    const id = /^[1-9]\d{0,14}$/.test(idOrSlug)
      ? Number(idOrSlug)
      : (await this.visible(principal, idOrSlug)).row.id;
    await this.deps.favstar.unselect(starKey(principal, id));
  }

  /** Whether the caller starred each of these dashboards. */
  async favoriteStatus(
    principal: Principal,
    ids: readonly number[],
  ): Promise<{ id: number; value: boolean }[]> {
    const visible: number[] = [];
    for (const id of ids) if (await this.isVisible(principal, id)) visible.push(id);
    const starred = await this.deps.favstar.starredIds(
      userIdOf(principal) ?? -1,
      FAVSTAR_CLASSES.dashboard,
      visible,
    );
    // Dashboards the caller may not open are left out, as Superset's base filter leaves them out.
    return visible.map((id) => ({ id, value: starred.has(id) }));
  }

  /** Superset's legacy favstar call: star, unstar or count the caller's star; answers the count. */
  async legacyFavstar(principal: Principal, id: number, action: DashboardFavstarAction): Promise<number> {
    const key = starKey(principal, id);
    switch (action) {
      case 'select':
        await this.visible(principal, String(id));
        await this.deps.favstar.select(key);
        return 1;
      case 'unselect':
        await this.deps.favstar.unselect(key);
        return 0;
      case 'count':
        await this.visible(principal, String(id));
        return this.deps.favstar.count(key);
    }
  }

  private async isVisible(principal: Principal, id: number): Promise<boolean> {
    try {
      await this.visible(principal, String(id));
      return true;
    } catch (error) {
      if (error instanceof AppError && error.errorType === 'RESOURCE_NOT_FOUND') return false;
      throw error;
    }
  }

  private async fresh(principal: Principal, id: number): Promise<Dashboard> {
    const bundle = await this.deps.dashboards.get(id);
    if (!bundle) throw notFound('Dashboard');
    return dashboardToApi(bundle, dataAccessOf(principal));
  }
}

/** A dashboard's star key for the signed-in caller. */
function starKey(principal: Principal, objId: number): FavStarKey {
  return { userId: requireUserId(principal), className: FAVSTAR_CLASSES.dashboard, objId };
}
