import {
  permissionKey,
  type ChartAnnotationLayer,
  type QueryContext,
  type QueryObject,
} from '@meridian/core';
import type { Principal } from '../auth/access';
import { canSeeDataset, dataAccessOf } from '../auth/data-access';
import type { DatasetWithDatabase } from '../auth/hot-metadata';
import type { AnnotationService } from '../annotations/annotation-service';
import type { DatabaseService } from '../databases/database-service';
import type { DatasetService } from '../datasets/dataset-service';
import { AppError, notFound } from '../errors';
import type { DatabasesRepo } from '../store/databases-repo';
import type { DatasetsRepo } from '../store/datasets-repo';
import type { TtlCache } from '../util/ttl-cache';
import type { ChartDataTarget } from './chart-data-service';

/** What resolving a query context's dataset reads: the hot cache, the stores, the engines. */
export interface ChartDataTargetsDeps {
  /** Dataset id -> the dataset and its database, reused for a moment across requests. */
  cache: TtlCache<number, DatasetWithDatabase | null>;
  datasetsRepo: Pick<DatasetsRepo, 'get'>;
  databasesRepo: Pick<DatabasesRepo, 'get'>;
  datasets: Pick<DatasetService, 'toApi'>;
  databases: Pick<DatabaseService, 'specOf' | 'connect'>;
  /** The annotations NATIVE layers draw. */
  annotations: Pick<AnnotationService, 'nativeAnnotationData'>;
  /** The rows of a saved chart a layer takes its data from (TIME_SERIES, table-sourced events and intervals). */
  chartAnnotationData?: (
    principal: Principal,
    layer: ChartAnnotationLayer,
    host: QueryObject,
  ) => Promise<{ columns: string[]; records: Record<string, unknown>[] }>;
}

/** Resolves the dataset a query context runs on, checking the caller may read it. */
export class ChartDataTargets {
  constructor(private readonly deps: ChartDataTargetsDeps) {}

  /** The target of a query context; 404 for a dataset the caller does not see, 403 for a file without can_csv. */
  async of(principal: Principal, context: QueryContext): Promise<ChartDataTarget> {
    if (context.datasource.type !== 'table' && context.datasource.type !== 'dataset') {
      throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
        datasource: [
          `Datasource type "${context.datasource.type}" is not supported; use a dataset ("table")`,
        ],
      });
    }
    if (
      context.result_format !== 'json' &&
      !principal.permissions.has(permissionKey('can_csv', 'Superset'))
    ) {
      throw new AppError('MISSING_PERMISSION', 'You are not allowed to download data (can_csv)');
    }
    const id = context.datasource.id;
    const found = await this.deps.cache.get(id, () => this.load(id));
    const row = found?.bundle.row;
    if (
      !found ||
      !row ||
      !canSeeDataset(dataAccessOf(principal), { id: row.id, database_id: row.database_id })
    ) {
      throw notFound('Dataset');
    }
    const { bundle, database } = found;
    return {
      dataset: this.deps.datasets.toApi(bundle),
      spec: this.deps.databases.specOf(database),
      connect: () => this.deps.databases.connect(database),
      databaseCacheTimeout: database.cache_timeout,
      annotationData: async (layers, host) => {
        if (
          layers.some((layer) => layer.sourceType === 'NATIVE') &&
          !principal.permissions.has(permissionKey('can_read', 'Annotation'))
        ) {
          throw new AppError(
            'MISSING_PERMISSION',
            'You are not allowed to read annotation layers (can_read on Annotation); remove the layer from the chart or ask an admin',
          );
        }
        return this.annotationData(principal, layers, host);
      },
    };
  }

  /** NATIVE layers from the store, chart-sourced layers from their saved charts; formulas need no data. */
  private async annotationData(
    principal: Principal,
    layers: readonly ChartAnnotationLayer[],
    host: QueryObject,
  ): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = await this.deps.annotations.nativeAnnotationData(layers);
    const fromChart = this.deps.chartAnnotationData;
    for (const layer of layers) {
      if (!fromChart || !layer.show || (layer.sourceType !== 'line' && layer.sourceType !== 'table'))
        continue;
      data[layer.name] = await fromChart(principal, layer, host);
    }
    return data;
  }

  private async load(id: number): Promise<DatasetWithDatabase | null> {
    const bundle = await this.deps.datasetsRepo.get(id);
    const database = bundle ? await this.deps.databasesRepo.get(bundle.row.database_id) : undefined;
    return bundle && database ? { bundle, database } : null;
  }
}
