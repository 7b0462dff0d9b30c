import JSZip from 'jszip';
import type { Kysely } from 'kysely';
import { stringify } from 'yaml';
import { maskedUri } from '../databases/uri-password';
import type { MetadataDb } from '../store/schema';
import { EXPORT_VERSION } from './schemas';
import { isMap } from './importer';

/** What an export starts from; everything the objects need is added. */
export interface ExportRequest {
  kind: 'database' | 'dataset' | 'chart' | 'dashboard' | 'assets';
  ids: readonly number[];
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

function parsedJson(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const bool = (n: number) => n !== 0;

/** Builds the export ZIP of some objects and all they depend on; returns its bytes and file name. */
export async function exportBundle(
  db: Kysely<MetadataDb>,
  request: ExportRequest,
  now: Date = new Date(),
): Promise<{ zip: Buffer; filename: string }> {
  const root = `${request.kind === 'assets' ? 'assets' : request.kind}_export_${exportStamp(now)}`;
  const all = request.kind === 'assets';
  const ids = [...request.ids];
  const dashboardRows = await (request.kind === 'dashboard' || all
    ? db
        .selectFrom('dashboards')
        .selectAll()
        .$if(!all, (q) => q.where('id', 'in', ids.length > 0 ? ids : [-1]))
        .orderBy('id')
        .execute()
    : Promise.resolve([]));
  const linked =
    dashboardRows.length > 0
      ? await db
          .selectFrom('dashboard_slices')
          .select(['dashboard_id', 'slice_id'])
          .where(
            'dashboard_id',
            'in',
            dashboardRows.map((d) => d.id),
          )
          .execute()
      : [];
  const chartIds = new Set<number>(linked.map((l) => l.slice_id));
  for (const dashboard of dashboardRows) {
    for (const component of Object.values(asMap(parsedJson(dashboard.position_json)))) {
      if (isMap(component) && isMap(component['meta']) && typeof component['meta']['chartId'] === 'number')
        chartIds.add(component['meta']['chartId']);
    }
  }
  if (request.kind === 'chart') ids.forEach((id) => chartIds.add(id));
  const chartRows =
    all || chartIds.size > 0
      ? await db
          .selectFrom('slices')
          .selectAll()
          .$if(!all, (q) => q.where('id', 'in', [...chartIds]))
          .orderBy('id')
          .execute()
      : [];
  const datasetIds = new Set<number>(
    chartRows.flatMap((c) => (c.datasource_id === null ? [] : [c.datasource_id])),
  );
  if (request.kind === 'dataset') ids.forEach((id) => datasetIds.add(id));
  const datasetRows =
    all || datasetIds.size > 0
      ? await db
          .selectFrom('tables')
          .selectAll()
          .$if(!all, (q) => q.where('id', 'in', [...datasetIds]))
          .orderBy('id')
          .execute()
      : [];
  const databaseIds = new Set<number>(datasetRows.map((d) => d.database_id));
  if (request.kind === 'database') ids.forEach((id) => databaseIds.add(id));
  const databaseRows =
    all || databaseIds.size > 0
      ? await db
          .selectFrom('dbs')
          .selectAll()
          .$if(!all, (q) => q.where('id', 'in', [...databaseIds]))
          .orderBy('id')
          .execute()
      : [];
  const tableIds = datasetRows.map((d) => d.id);
  const columns =
    tableIds.length > 0
      ? await db
          .selectFrom('table_columns')
          .selectAll()
          .where('table_id', 'in', tableIds)
          .orderBy('id')
          .execute()
      : [];
  const metrics =
    tableIds.length > 0
      ? await db
          .selectFrom('sql_metrics')
          .selectAll()
          .where('table_id', 'in', tableIds)
          .orderBy('id')
          .execute()
      : [];

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
    put(`databases/${secureFilename(d.database_name)}.yaml`, {
      database_name: d.database_name,
      sqlalchemy_uri: maskedUri(d.sqlalchemy_uri, d.password_encrypted !== null),
      cache_timeout: d.cache_timeout,
      expose_in_sqllab: bool(d.expose_in_sqllab),
      allow_run_async: bool(d.allow_run_async),
      allow_ctas: bool(d.allow_ctas),
      allow_cvas: bool(d.allow_cvas),
      allow_dml: bool(d.allow_dml),
      allow_file_upload: bool(d.allow_file_upload),
      impersonate_user: bool(d.impersonate_user),
      extra: parsedJson(d.extra) ?? {},
      uuid: d.uuid,
      version: EXPORT_VERSION,
    });
  }
  const datasetUuid = new Map<number, string>();
  for (const t of datasetRows) {
    datasetUuid.set(t.id, t.uuid);
    const database = databaseById.get(t.database_id);
    put(
      `datasets/${secureFilename(database?.database_name ?? 'unknown')}/${secureFilename(t.table_name)}.yaml`,
      {
        table_name: t.table_name,
        main_dttm_col: t.main_dttm_col,
        description: t.description,
        default_endpoint: t.default_endpoint,
        offset: t.offset,
        cache_timeout: t.cache_timeout,
        schema: t.schema,
        sql: t.sql,
        params: null,
        template_params: parsedJson(t.template_params),
        filter_select_enabled: bool(t.filter_select_enabled),
        fetch_values_predicate: t.fetch_values_predicate,
        extra: parsedJson(t.extra),
        normalize_columns: bool(t.normalize_columns),
        always_filter_main_dttm: bool(t.always_filter_main_dttm),
        uuid: t.uuid,
        metrics: metrics
          .filter((m) => m.table_id === t.id)
          .map((m) => ({
            metric_name: m.metric_name,
            verbose_name: m.verbose_name,
            metric_type: m.metric_type,
            expression: m.expression,
            description: m.description,
            d3format: m.d3format,
            currency: parsedJson(m.currency),
            extra: parsedJson(m.extra),
            warning_text: m.warning_text,
          })),
        columns: columns
          .filter((c) => c.table_id === t.id)
          .map((c) => ({
            column_name: c.column_name,
            verbose_name: c.verbose_name,
            is_dttm: bool(c.is_dttm),
            is_active: bool(c.is_active),
            type: c.type,
            advanced_data_type: c.advanced_data_type,
            groupby: bool(c.groupby),
            filterable: bool(c.filterable),
            expression: c.expression,
            description: c.description,
            python_date_format: c.python_date_format,
            extra: parsedJson(c.extra),
          })),
        version: EXPORT_VERSION,
        database_uuid: database?.uuid ?? null,
      },
    );
  }
  const chartUuid = new Map<number, string>();
  for (const c of chartRows) {
    chartUuid.set(c.id, c.uuid);
    const dataset = c.datasource_id === null ? undefined : datasetUuid.get(c.datasource_id);
    if (dataset === undefined) continue;
    put(`charts/${secureFilename(c.slice_name)}_${c.id}.yaml`, {
      slice_name: c.slice_name,
      description: c.description,
      certified_by: c.certified_by,
      certification_details: c.certification_details,
      viz_type: c.viz_type,
      params: asMap(parsedJson(c.params)),
      query_context: c.query_context,
      cache_timeout: c.cache_timeout,
      uuid: c.uuid,
      version: EXPORT_VERSION,
      dataset_uuid: dataset,
    });
  }
  for (const d of dashboardRows) {
    const position = Object.fromEntries(
      Object.entries(asMap(parsedJson(d.position_json))).map(([key, component]) => {
        if (!isMap(component) || !isMap(component['meta'])) return [key, component];
        const chartId = component['meta']['chartId'];
        const uuid = typeof chartId === 'number' ? chartUuid.get(chartId) : undefined;
        return [key, uuid === undefined ? component : { ...component, meta: { ...component['meta'], uuid } }];
      }),
    );
    put(`dashboards/${secureFilename(d.dashboard_title)}_${d.id}.yaml`, {
      dashboard_title: d.dashboard_title,
      description: null,
      css: d.css,
      slug: d.slug,
      certified_by: d.certified_by,
      certification_details: d.certification_details,
      published: bool(d.published),
      uuid: d.uuid,
      position,
      metadata: exportMetadata(asMap(parsedJson(d.json_metadata)), datasetUuid),
      version: EXPORT_VERSION,
    });
  }
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { zip: bytes, filename: `${root}.zip` };
}

function asMap(value: unknown): Record<string, unknown> {
  return isMap(value) ? value : {};
}

/** Native filter targets name datasets by uuid in a bundle. */
function exportMetadata(
  metadata: Record<string, unknown>,
  datasetUuid: Map<number, string>,
): Record<string, unknown> {
  const filters = metadata['native_filter_configuration'];
  if (!Array.isArray(filters)) return metadata;
  return {
    ...metadata,
    native_filter_configuration: filters.map((filter: unknown) => {
      if (!isMap(filter) || !Array.isArray(filter['targets'])) return filter;
      return {
        ...filter,
        targets: filter['targets'].map((target: unknown) => {
          if (!isMap(target) || typeof target['datasetId'] !== 'number') return target;
          const { datasetId, ...rest } = target;
          const uuid = datasetUuid.get(datasetId);
          return uuid === undefined ? target : { ...rest, datasetUuid: uuid };
        }),
      };
    }),
  };
}
