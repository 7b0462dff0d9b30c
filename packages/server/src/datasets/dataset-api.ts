import { isAdminRoleList, type Dataset, type DatasetColumn, type DatasetMetric } from '@meridian/core';
import type { Principal } from '../auth/access';
import type { EngineSpec } from '../engines/base/engine-spec';
import type { ColumnRow, ColumnWrite, DatasetBundle, MetricRow, MetricWrite } from '../store/datasets-repo';
import { datasetSelectStar } from './dataset-source';

/** The API shape of a stored dataset. */
export function datasetToApi(bundle: DatasetBundle, spec: EngineSpec): Dataset {
  const { row } = bundle;
  return {
    id: row.id,
    uuid: row.uuid,
    datasource_type: 'table',
    database: { id: row.database_id, database_name: row.database_name, backend: spec.engine },
    schema: row.schema,
    table_name: row.table_name,
    sql: row.sql,
    kind: row.sql ? 'virtual' : 'physical',
    main_dttm_col: row.main_dttm_col,
    description: row.description,
    cache_timeout: row.cache_timeout,
    offset: row.offset,
    default_endpoint: row.default_endpoint,
    filter_select_enabled: Boolean(row.filter_select_enabled),
    fetch_values_predicate: row.fetch_values_predicate,
    extra: row.extra,
    template_params: row.template_params,
    normalize_columns: Boolean(row.normalize_columns),
    always_filter_main_dttm: Boolean(row.always_filter_main_dttm),
    is_managed_externally: Boolean(row.is_managed_externally),
    external_url: row.external_url,
    is_sqllab_view: Boolean(row.is_sqllab_view),
    owners: bundle.owners,
    columns: bundle.columns.map((c) => columnToApi(c, spec)),
    metrics: bundle.metrics.map(metricToApi),
    select_star: datasetSelectStar(spec.dialect, row),
    url: `/explore/?datasource_type=table&datasource_id=${row.id}`,
    created_on: row.created_on,
    changed_on: row.changed_on,
    changed_by_name: row.changed_by_name,
  };
}

function columnToApi(column: ColumnRow, spec: EngineSpec): Dataset['columns'][number] {
  return {
    id: column.id,
    uuid: column.uuid,
    column_name: column.column_name,
    verbose_name: column.verbose_name,
    description: column.description,
    expression: column.expression,
    type: column.type,
    type_generic: column.type ? (spec.typeMapper(column.type) ?? null) : null,
    is_dttm: Boolean(column.is_dttm),
    groupby: Boolean(column.groupby),
    filterable: Boolean(column.filterable),
    is_active: Boolean(column.is_active),
    python_date_format: column.python_date_format,
    advanced_data_type: column.advanced_data_type,
    extra: column.extra,
  };
}

function metricToApi(metric: MetricRow): Dataset['metrics'][number] {
  return {
    id: metric.id,
    uuid: metric.uuid,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name,
    description: metric.description,
    expression: metric.expression,
    metric_type: metric.metric_type,
    d3format: metric.d3format,
    currency: metric.currency,
    warning_text: metric.warning_text,
    extra: metric.extra,
  };
}

/** A column of the API as a row to write (booleans as 0/1). */
export function columnToWrite(column: DatasetColumn, uuid: string): ColumnWrite {
  return {
    id: column.id,
    uuid: column.uuid ?? uuid,
    column_name: column.column_name,
    verbose_name: column.verbose_name,
    description: column.description,
    expression: column.expression || null,
    type: column.type,
    is_dttm: Number(column.is_dttm),
    groupby: Number(column.groupby),
    filterable: Number(column.filterable),
    is_active: Number(column.is_active),
    python_date_format: column.python_date_format,
    advanced_data_type: column.advanced_data_type,
    extra: column.extra,
  };
}

/** A metric of the API as a row to write. */
export function metricToWrite(metric: DatasetMetric, uuid: string): MetricWrite {
  return {
    id: metric.id,
    uuid: metric.uuid ?? uuid,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name,
    description: metric.description,
    expression: metric.expression,
    metric_type: metric.metric_type,
    d3format: metric.d3format,
    currency: metric.currency,
    warning_text: metric.warning_text,
    extra: metric.extra,
  };
}

/** Dataset edit rule of the spec: an owner (by user id) or an admin. */
export function canEditDataset(principal: Principal, bundle: DatasetBundle): boolean {
  if (principal.kind !== 'user') return false;
  return isAdminRoleList(principal.roleNames) || bundle.owners.some((owner) => owner.id === principal.userId);
}
