import { EXAMPLES_DATABASE_UUID } from '@meridian/core';
import type { DatabaseService } from '../databases/database-service';
import type { LexicalDialect } from '../engines/base/sql-tokenizer';
import { defaultEngineRegistry, EXAMPLES_ENGINE } from '../engines/registry';
import { AppError, fieldErrors } from '../errors';
import { EXAMPLES_DATABASE_NAME } from '../examples/files';
import type { Repos } from '../store/repos';
import { namedLayerUuids } from './annotation-layers';
import { KINDS_OF, parseBundle, type Bundle } from './import-bundle';
import { checkBundle, referencedUuids, type ImportRequest, type StoredState } from './import-checks';
import { refuseForeignOverwrites, refuseUnsafeDatasetSql, type MayOverwrite } from './import-guards';
import { ImportWriter, type DatabaseRef, type StoredConnection } from './import-writer';
import { readBundle } from './zip-reader';

export type { ImportType } from './import-bundle';
export { MISSING_PASSWORD_MESSAGE } from './import-checks';

/** Options of an import. */
export interface ImportOptions extends ImportRequest {
  /** Who imports: owner of the new objects. */
  userId: number | null;
  /** Whether the caller may replace an existing object (checked for each one `overwrite` would replace). */
  mayOverwrite: MayOverwrite;
}

/** What an import reads and writes: the repositories (one transaction) and the stored form of connections. */
export interface ImporterDeps {
  repos: Pick<Repos, 'transaction' | 'databases' | 'datasets' | 'charts' | 'dashboards' | 'annotations'>;
  connections: Pick<DatabaseService, 'importedConnection'>;
}

/** Counts of what an import wrote. */
export interface ImportResult {
  databases: number;
  datasets: number;
  charts: number;
  dashboards: number;
  annotationLayers: number;
}

/** Reads, validates and imports a bundle in one metadata transaction: all of it or nothing. */
export async function importBundle(
  deps: ImporterDeps,
  zip: Buffer,
  options: ImportOptions,
): Promise<ImportResult> {
  const bundle = parseBundle(await readBundle(zip), KINDS_OF[options.type]);
  const stored = await storedState(deps.repos, bundle);
  const databaseUris = checkBundle(bundle, options, stored);
  if (options.overwrite)
    await refuseForeignOverwrites(bundle, stored.existing, options.mayOverwrite, stored.existingLayers);
  refuseUnsafeDatasetSql(bundle, await datasetDialects(deps.repos, bundle));
  // Connections are checked (engine known, no protected file) before the transaction starts.
  const connections = new Map(
    bundle.databases.map(({ file, value }) => {
      try {
        const uri = databaseUris.get(value.uuid) ?? value.sqlalchemy_uri;
        return [value.uuid, deps.connections.importedConnection(uri)];
      } catch (error) {
        throw fieldErrors({ [file]: [`sqlalchemy_uri: ${(error as Error).message}`] });
      }
    }),
  );
  const now = new Date().toISOString();
  return deps.repos
    .transaction((repos) =>
      writeBundle(
        new ImportWriter(repos, { overwrite: options.overwrite, userId: options.userId, now }),
        bundle,
        connections,
      ),
    )
    .catch((error: unknown) => {
      // The transaction rolled back; a store failure (a clash it did not foresee) is the import's fault, not a crash.
      if (error instanceof AppError) throw error;
      throw new AppError(
        'UNPROCESSABLE',
        `The import failed and nothing was saved: ${(error as Error).message}`,
      );
    });
}

/** The lexical rules of each dataset's database: the bundle's URI, else the stored one, else the examples engine. */
async function datasetDialects(
  repos: ImporterDeps['repos'],
  bundle: Bundle,
): Promise<(databaseUuid: string) => LexicalDialect> {
  const uris = new Map(bundle.databases.map(({ value }) => [value.uuid, value.sqlalchemy_uri]));
  for (const { value } of bundle.datasets) {
    if (uris.has(value.database_uuid)) continue;
    const row = await repos.databases.byUuid(value.database_uuid);
    if (row) uris.set(value.database_uuid, row.sqlalchemy_uri);
  }
  return (uuid) => {
    const uri = uris.get(uuid);
    if (uri === undefined) return EXAMPLES_ENGINE.dialect;
    try {
      return defaultEngineRegistry.forUri(uri).dialect;
    } catch {
      // An unknown engine is refused with the connection checks; any rules will do until then.
      return EXAMPLES_ENGINE.dialect;
    }
  };
}

/** What the store already holds of the objects a bundle names. */
async function storedState(
  repos: ImporterDeps['repos'],
  bundle: Bundle,
): Promise<StoredState & { existingLayers: Set<string> }> {
  const uuids = referencedUuids(bundle);
  const existingLayers = new Set<string>();
  for (const { value } of bundle.annotationLayers)
    if ((await repos.annotations.layerIdByUuid(value.uuid)) !== undefined) existingLayers.add(value.uuid);
  return {
    existingLayers,
    existing: {
      databases: await repos.databases.existingUuids(uuids.databases),
      datasets: await repos.datasets.existingUuids(uuids.datasets),
      charts: await repos.charts.existingUuids(uuids.charts),
      dashboards: await repos.dashboards.existingUuids(uuids.dashboards),
    },
    hasExamplesDatabase: await repos.databases.hasUuidOrName(EXAMPLES_DATABASE_UUID, EXAMPLES_DATABASE_NAME),
  };
}

/** Writes every object of a checked bundle, dependencies first, mapping uuids to the ids they get. */
async function writeBundle(
  writer: ImportWriter,
  bundle: Bundle,
  connections: ReadonlyMap<string, StoredConnection>,
): Promise<ImportResult> {
  const result: ImportResult = { databases: 0, datasets: 0, charts: 0, dashboards: 0, annotationLayers: 0 };
  const dbRefs = new Map<string, DatabaseRef>();
  for (const { value } of bundle.databases) {
    const connection = connections.get(value.uuid);
    if (!connection) continue;
    const written = await writer.database(value, connection);
    dbRefs.set(value.uuid, written.ref);
    if (written.wrote) result.databases += 1;
  }
  const datasetIds = new Map<string, number>();
  for (const { value } of bundle.datasets) {
    const database = dbRefs.get(value.database_uuid) ?? (await writer.databaseRef(value.database_uuid));
    if (!database) throw new AppError('UNPROCESSABLE', `No database for dataset ${value.table_name}`);
    const written = await writer.dataset(value, database);
    datasetIds.set(value.uuid, written.id);
    if (written.wrote) result.datasets += 1;
  }
  const layerIds = await writeLayers(writer, bundle, result);
  const chartIds = new Map<string, number>();
  for (const { value } of bundle.charts) {
    const datasetId = datasetIds.get(value.dataset_uuid) ?? (await writer.datasetId(value.dataset_uuid));
    if (datasetId === undefined)
      throw new AppError('UNPROCESSABLE', `No dataset for chart ${value.slice_name}`);
    const written = await writer.chart(value, datasetId, layerIds);
    chartIds.set(value.uuid, written.id);
    if (written.wrote) result.charts += 1;
  }
  for (const { value } of bundle.dashboards) {
    if ((await writer.dashboard(value, chartIds, datasetIds)).wrote) result.dashboards += 1;
  }
  return result;
}

/**
 * Writes the bundle's annotation layers; answers the local id of every layer a chart names by uuid (those of the
 * bundle, and stored ones the bundle leaves out). A chart naming an unknown uuid keeps its `value` as written.
 */
async function writeLayers(
  writer: ImportWriter,
  bundle: Bundle,
  result: ImportResult,
): Promise<Map<string, number>> {
  const layerIds = new Map<string, number>();
  for (const { value } of bundle.annotationLayers) {
    const written = await writer.annotationLayer(value);
    layerIds.set(value.uuid, written.id);
    if (written.wrote) result.annotationLayers += 1;
  }
  for (const uuid of new Set(bundle.charts.flatMap(({ value }) => namedLayerUuids(value.params)))) {
    if (layerIds.has(uuid)) continue;
    const id = await writer.layerId(uuid);
    if (id !== undefined) layerIds.set(uuid, id);
  }
  return layerIds;
}
