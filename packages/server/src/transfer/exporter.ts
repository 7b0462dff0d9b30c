import path from 'node:path';
import JSZip from 'jszip';
import { canSeeDataset, type DataAccess } from '../auth/data-access';
import { stringify } from 'yaml';
import type { ChartExportRow } from '../store/charts-repo';
import type { DashboardExportRow } from '../store/dashboards-repo';
import type { DatabaseExportRow } from '../store/databases-repo';
import type { ColumnRow, DatasetExportRow, MetricRow } from '../store/datasets-repo';
import type { AnnotationLayerExportRow, AnnotationRow } from '../store/annotations-repo';
import type { Repos } from '../store/repos';
import { annotationLayerYaml, LAYERS_FOLDER, nativeLayerIds, withLayerUuids } from './annotation-layers';
import { chartYaml, dashboardYaml, databaseYaml, datasetYaml } from './export-yaml';
import { EXPORT_VERSION } from './schemas';
import { asMap, isMap, parsedJson } from './values';

/** What an export starts from; everything the objects need is added. */
export interface ExportRequest {
  kind: 'database' | 'dataset' | 'chart' | 'dashboard' | 'assets';
  ids: readonly number[];
  /**
   * What the caller may read, when not everything: a dashboard's charts on other data, and their datasets and
   * databases, are left out (the ids asked for are checked before).
   */
  dataAccess?: DataAccess;
  /** Whether file databases show only their file's name, not where it lies on the server (non-admins). */
  hideServerPaths?: boolean;
}

/** Superset's metadata.yaml type of each export. */
const TYPE_NAME: Record<ExportRequest['kind'], string> = {
  database: 'Database',
  dataset: 'SqlaTable',
  chart: 'Slice',
  dashboard: 'Dashboard',
  assets: 'assets',
};

/** A file name as werkzeug's secure_filename makes it. */
export function secureFilename(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return ascii
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
}

/** `YYYYMMDDTHHMMSS` of a date (UTC). */
export function exportStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/** What an export reads: the repositories, in one transaction so the bundle is consistent. */
export type ExporterRepos = Pick<
  Repos,
  'transaction' | 'dashboards' | 'charts' | 'datasets' | 'databases' | 'annotations'
>;

/** An annotation layer the exported charts draw, with its annotations. */
interface ExportLayer {
  layer: AnnotationLayerExportRow & { uuid: string };
  annotations: AnnotationRow[];
}

/** The rows of an export: the objects asked for and everything they depend on. */
interface ExportRows {
  dashboardRows: DashboardExportRow[];
  chartRows: ChartExportRow[];
  datasetRows: DatasetExportRow[];
  databaseRows: DatabaseExportRow[];
  columns: ColumnRow[];
  metrics: MetricRow[];
  layers: ExportLayer[];
}

/** Reads the rows of an export: dashboards, then their charts, the charts' datasets, the datasets' databases. */
async function readExportRows(repos: ExporterRepos, request: ExportRequest): Promise<ExportRows> {
  const all = request.kind === 'assets';
  const ids = [...request.ids];
  const scope = (wanted: Iterable<number>) => (all ? undefined : [...wanted]);
  const dashboardRows =
    request.kind === 'dashboard' || all ? await repos.dashboards.exportRows(scope(ids)) : [];
  const linked = await repos.dashboards.chartLinks(dashboardRows.map((d) => d.id));
  const chartIds = new Set<number>(linked.map((l) => l.slice_id));
  for (const dashboard of dashboardRows) {
    for (const component of Object.values(asMap(parsedJson(dashboard.position_json)))) {
      if (isMap(component) && isMap(component['meta']) && typeof component['meta']['chartId'] === 'number')
        chartIds.add(component['meta']['chartId']);
    }
  }
  if (request.kind === 'chart') ids.forEach((id) => chartIds.add(id));
  const allChartRows = all || chartIds.size > 0 ? await repos.charts.exportRows(scope(chartIds)) : [];
  const datasetIds = new Set<number>(
    allChartRows.flatMap((c) => (c.datasource_id === null ? [] : [c.datasource_id])),
  );
  if (request.kind === 'dataset') ids.forEach((id) => datasetIds.add(id));
  const readable = (row: DatasetExportRow) => !request.dataAccess || canSeeDataset(request.dataAccess, row);
  const datasetRows = (
    all || datasetIds.size > 0 ? await repos.datasets.exportRows(scope(datasetIds)) : []
  ).filter(readable);
  const readableDatasetIds = new Set(datasetRows.map((d) => d.id));
  const chartRows = allChartRows.filter(
    (c) => c.datasource_id !== null && readableDatasetIds.has(c.datasource_id),
  );
  const databaseIds = new Set<number>(datasetRows.map((d) => d.database_id));
  if (request.kind === 'database') ids.forEach((id) => databaseIds.add(id));
  const databaseRows =
    all || databaseIds.size > 0 ? await repos.databases.exportRows(scope(databaseIds)) : [];
  const tableIds = datasetRows.map((d) => d.id);
  const columns = await repos.datasets.columnsOf(tableIds);
  const metrics = await repos.datasets.metricsOf(tableIds);
  const layers = await readLayers(repos, chartRows);
  return { dashboardRows, chartRows, datasetRows, databaseRows, columns, metrics, layers };
}

/** The NATIVE annotation layers the charts draw (issue 20), each with every annotation it holds. */
async function readLayers(repos: ExporterRepos, chartRows: ChartExportRow[]): Promise<ExportLayer[]> {
  const ids = new Set(chartRows.flatMap((c) => nativeLayerIds(c.params)));
  const layers: ExportLayer[] = [];
  for (const layer of await repos.annotations.layersByIds([...ids])) {
    const { uuid } = layer;
    if (uuid === null) continue;
    layers.push({ layer: { ...layer, uuid }, annotations: await repos.annotations.allOfLayer(layer.id) });
  }
  return layers;
}

/** A SQLite / DuckDB URI with its file's directories taken out: `sqlite:///orders.db`; other URIs unchanged. */
export function withoutServerPath(uri: string): string {
  const match = /^((?:sqlite|duckdb)(?:\+\w+)?:\/\/\/)([^?]+)(\?.*)?$/i.exec(uri);
  if (!match || match[2] === ':memory:') return uri;
  return `${match[1] ?? ''}${path.basename(match[2] ?? '')}${match[3] ?? ''}`;
}

/** Builds the export ZIP of some objects and all they depend on; returns its bytes and file name. */
export async function exportBundle(
  repos: ExporterRepos,
  request: ExportRequest,
  now: Date = new Date(),
): Promise<{ zip: Buffer; filename: string }> {
  const root = `${request.kind === 'assets' ? 'assets' : request.kind}_export_${exportStamp(now)}`;
  const { dashboardRows, chartRows, datasetRows, databaseRows, columns, metrics, layers } =
    await repos.transaction((tx) => readExportRows(tx, request));

  const zip = new JSZip();
  const put = (file: string, value: unknown) =>
    zip.file(`${root}/${file}`, stringify(value, { lineWidth: 0 }));
  put('metadata.yaml', {
    version: EXPORT_VERSION,
    type: TYPE_NAME[request.kind],
    timestamp: now.toISOString(),
  });

  const databaseById = new Map(databaseRows.map((d) => [d.id, d]));
  for (const d of databaseRows) {
    const yaml = databaseYaml(d);
    if (request.hideServerPaths) yaml['sqlalchemy_uri'] = withoutServerPath(String(yaml['sqlalchemy_uri']));
    put(`databases/${secureFilename(d.database_name)}.yaml`, yaml);
  }
  const datasetUuid = new Map(datasetRows.map((t) => [t.id, t.uuid]));
  for (const t of datasetRows) {
    const database = databaseById.get(t.database_id);
    const folder = secureFilename(database?.database_name ?? 'unknown');
    const children = {
      columns: columns.filter((c) => c.table_id === t.id),
      metrics: metrics.filter((m) => m.table_id === t.id),
    };
    put(
      `datasets/${folder}/${secureFilename(t.table_name)}.yaml`,
      datasetYaml(t, database?.uuid ?? null, children),
    );
  }
  for (const { layer, annotations } of layers)
    put(
      `${LAYERS_FOLDER}/${secureFilename(layer.name)}_${layer.id}.yaml`,
      annotationLayerYaml(layer, annotations),
    );
  const layerUuid = new Map(layers.map(({ layer }) => [layer.id, layer.uuid]));
  const chartUuid = new Map(chartRows.map((c) => [c.id, c.uuid]));
  for (const c of chartRows) {
    const dataset = c.datasource_id === null ? undefined : datasetUuid.get(c.datasource_id);
    if (dataset === undefined) continue;
    const yaml = chartYaml(c, dataset);
    put(`charts/${secureFilename(c.slice_name)}_${c.id}.yaml`, {
      ...yaml,
      params: withLayerUuids(asMap(yaml['params']), layerUuid),
    });
  }
  for (const d of dashboardRows)
    put(
      `dashboards/${secureFilename(d.dashboard_title)}_${d.id}.yaml`,
      dashboardYaml(d, { chartUuid, datasetUuid }),
    );
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { zip: bytes, filename: `${root}.zip` };
}
