import {
  CHART_MESSAGES,
  chartListItemSchema,
  type Chart,
  type ChartCreate,
  type ChartListItem,
  type ChartUpdate,
  type ListQuery,
} from '@meridian/core';
import { editorOf, requireUserId, userIdOf, type Principal } from '../auth/access';
import { dataAccessOf } from '../auth/data-access';
import type { DatasetService } from '../datasets/dataset-service';
import { AppError, fieldErrors, notFound } from '../errors';
import type { ChartBundle, ChartsRepo } from '../store/charts-repo';
import { FAVSTAR_CLASSES, type FavStarKey, type FavStarRepo } from '../store/favstar-repo';
import { canEditChart, canSeeChart, chartToApi } from './chart-api';
import { createChart, updateChart } from './chart-writes';

/** What the chart service reads and writes. */
export interface ChartServiceDeps {
  charts: ChartsRepo;
  favstar: FavStarRepo;
  /** Whether the caller sees a chart's dataset. */
  datasets: Pick<DatasetService, 'visible'>;
}

/** A legacy favourite call's action. */
export type FavstarAction = 'select' | 'unselect' | 'count';

/** Charts: who sees and edits them, their API shape, writes and favourites. */
export class ChartService {
  constructor(private readonly deps: ChartServiceDeps) {}

  /** The chart with an id if the caller may see its dataset; 404 otherwise. */
  async visible(principal: Principal, id: number): Promise<ChartBundle> {
    const bundle = await this.deps.charts.get(id);
    if (!bundle || !canSeeChart(dataAccessOf(principal), bundle)) throw notFound('Chart');
    return bundle;
  }

  /** The chart if the caller may change it: 403 for anyone but its owners and admins. */
  async editable(principal: Principal, id: number): Promise<ChartBundle> {
    const bundle = await this.visible(principal, id);
    if (!canEditChart(principal, bundle)) throw new AppError('MISSING_PERMISSION', CHART_MESSAGES.forbidden);
    return bundle;
  }

  /** One page of the charts a caller sees. */
  async list(
    principal: Principal,
    query: ListQuery,
  ): Promise<{ count: number; ids: number[]; result: ChartListItem[] }> {
    const dataAccess = dataAccessOf(principal);
    const visibility = dataAccess.all
      ? undefined
      : { databaseIds: [...dataAccess.databaseIds], datasetIds: [...dataAccess.datasetIds] };
    const { count, bundles } = await this.deps.charts.list(query, {
      visibility,
      userId: userIdOf(principal),
    });
    const result = bundles.map((b) => chartListItemSchema.parse(chartToApi(b)));
    return { count, ids: result.map((c) => c.id), result };
  }

  /** A chart the caller sees, in the API shape. */
  async get(principal: Principal, id: number): Promise<Chart> {
    return chartToApi(await this.visible(principal, id));
  }

  /** Creates a chart on a dataset the caller sees; the caller becomes an owner. */
  async create(principal: Principal, input: ChartCreate): Promise<Chart> {
    await this.checkDataset(principal, input.datasource_id);
    return this.fresh(await createChart(this.deps.charts, input, editorOf(principal)));
  }

  /** Edits a chart (owners and admins). */
  async update(principal: Principal, id: number, input: ChartUpdate): Promise<Chart> {
    const bundle = await this.editable(principal, id);
    if (input.datasource_id !== undefined) await this.checkDataset(principal, input.datasource_id);
    await updateChart(this.deps.charts, bundle, input, editorOf(principal));
    return this.fresh(bundle.row.id);
  }

  /** Deletes charts the caller may change, all of them or none; answers how many. */
  async delete(principal: Principal, ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    for (const id of unique) await this.editable(principal, id);
    await this.deps.charts.delete(unique);
    return unique.length;
  }

  /** Distinct visualization types containing a text. */
  async distinctVizTypes(filter: string): Promise<string[]> {
    return this.deps.charts.distinctVizTypes(filter);
  }

  /** Stars a chart the caller sees. */
  async star(principal: Principal, id: number): Promise<void> {
    const bundle = await this.visible(principal, id);
    await this.deps.favstar.select(starKey(principal, bundle.row.id));
  }

  /** Unstars a chart (no access needed: a star on a chart you lost access to can still go). */
  async unstar(principal: Principal, id: number): Promise<void> {
    await this.deps.favstar.unselect(starKey(principal, id));
  }

  /** Whether the caller starred each of these charts. */
  async favoriteStatus(
    principal: Principal,
    ids: readonly number[],
  ): Promise<{ id: number; value: boolean }[]> {
    const dataAccess = dataAccessOf(principal);
    const visible = (await this.deps.charts.bundles(ids))
      .filter((bundle) => canSeeChart(dataAccess, bundle))
      .map((bundle) => bundle.row.id);
    const starred = await this.deps.favstar.starredIds(
      userIdOf(principal) ?? -1,
      FAVSTAR_CLASSES.chart,
      visible,
    );
    // Charts the caller may not read are left out, as Superset's base filter leaves them out.
    return visible.map((id) => ({ id, value: starred.has(id) }));
  }

  /** Superset's legacy favstar call: star, unstar or count the caller's star; answers the count. */
  async legacyFavstar(principal: Principal, id: number, action: FavstarAction): Promise<number> {
    const key = starKey(principal, id);
    switch (action) {
      case 'select':
        await this.visible(principal, id);
        await this.deps.favstar.select(key);
        return 1;
      case 'unselect':
        await this.deps.favstar.unselect(key);
        return 0;
      case 'count':
        await this.visible(principal, id);
        return this.deps.favstar.count(key);
    }
  }

  /** Checks a chart's dataset exists and the caller sees it: 422 as Superset answers a missing datasource. */
  private async checkDataset(principal: Principal, datasetId: number): Promise<void> {
    try {
      await this.deps.datasets.visible(principal, datasetId);
    } catch (error) {
      if (error instanceof AppError && error.errorType === 'RESOURCE_NOT_FOUND')
        throw fieldErrors({ datasource_id: [CHART_MESSAGES.datasourceMissing] });
      throw error;
    }
  }

  private async fresh(id: number): Promise<Chart> {
    const bundle = await this.deps.charts.get(id);
    if (!bundle) throw notFound('Chart');
    return chartToApi(bundle);
  }
}

/** A chart's star key for the signed-in caller. */
function starKey(principal: Principal, objId: number): FavStarKey {
  return { userId: requireUserId(principal), className: FAVSTAR_CLASSES.chart, objId };
}
