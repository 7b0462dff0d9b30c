import { maskedUri } from '../databases/uri-password';
import type { ChartExportRow } from '../store/charts-repo';
import type { DashboardExportRow } from '../store/dashboards-repo';
import type { DatabaseExportRow } from '../store/databases-repo';
import type { ColumnRow, DatasetExportRow, MetricRow } from '../store/datasets-repo';
import { EXPORT_VERSION } from './schemas';
import { asMap, isMap, parsedJson } from './values';

// The YAML of each object in a Superset v1 bundle: keys and shapes as Superset's export schemas write them.

const bool = (n: number) => n !== 0;

/** databases/<name>.yaml of a database (password masked). */
export function databaseYaml(d: DatabaseExportRow): Record<string, unknown> {
  return {
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
  };
}

/** datasets/<database>/<table>.yaml of a dataset with its columns and metrics. */
export function datasetYaml(
  t: DatasetExportRow,
  databaseUuid: string | null,
  children: { columns: ColumnRow[]; metrics: MetricRow[] },
): Record<string, unknown> {
  return {
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
    metrics: children.metrics.map((m) => ({
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
    columns: children.columns.map((c) => ({
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
    database_uuid: databaseUuid,
  };
}

/** charts/<name>_<id>.yaml of a chart on a dataset (by uuid). */
export function chartYaml(c: ChartExportRow, datasetUuid: string): Record<string, unknown> {
  return {
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
    dataset_uuid: datasetUuid,
  };
}

/** dashboards/<title>_<id>.yaml of a dashboard: its layout names charts, its native filters datasets, by uuid. */
export function dashboardYaml(
  d: DashboardExportRow,
  uuids: { chartUuid: ReadonlyMap<number, string>; datasetUuid: ReadonlyMap<number, string> },
): Record<string, unknown> {
  const position = Object.fromEntries(
    Object.entries(asMap(parsedJson(d.position_json))).map(([key, component]) => {
      if (!isMap(component) || !isMap(component['meta'])) return [key, component];
      const chartId = component['meta']['chartId'];
      const uuid = typeof chartId === 'number' ? uuids.chartUuid.get(chartId) : undefined;
      return [key, uuid === undefined ? component : { ...component, meta: { ...component['meta'], uuid } }];
    }),
  );
  return {
    dashboard_title: d.dashboard_title,
    description: null,
    css: d.css,
    slug: d.slug,
    certified_by: d.certified_by,
    certification_details: d.certification_details,
    published: bool(d.published),
    uuid: d.uuid,
    position,
    metadata: exportMetadata(asMap(parsedJson(d.json_metadata)), uuids.datasetUuid),
    version: EXPORT_VERSION,
  };
}

/** Native filter targets name datasets by uuid in a bundle. */
function exportMetadata(
  metadata: Record<string, unknown>,
  datasetUuid: ReadonlyMap<number, string>,
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
