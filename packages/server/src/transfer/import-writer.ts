import crypto from 'node:crypto';
import { EXAMPLES_DATABASE_UUID, databaseAccessResource, datasourceAccessResource } from '@meridian/core';
import { AppError } from '../errors';
import { EXAMPLES_DATABASE_NAME } from '../examples/files';
import { relinkChartParams, relinkChartQueryContext } from './annotation-layers';
import type { Repos } from '../store/repos';
import { chartParams, remapMetadata, remapPosition, rewriteQueryContext } from './import-remap';
import { migrateImportedChart } from './import-legacy';
import type { AnnotationLayerYaml, ChartYaml, DashboardYaml, DatabaseYaml, DatasetYaml } from './schemas';
import { flag, jsonText, lastByName } from './values';

/** A database as datasets refer to it: its id and name (the name is part of access permission names). */
export interface DatabaseRef {
  id: number;
  name: string;
}

/** A database connection as stored: the URI without password, the password encrypted. */
export interface StoredConnection {
  sqlalchemy_uri: string;
  password_encrypted: string | null;
}

/** How the writer writes: overwrite existing objects or keep them, as whom, and when. */
export interface WriterOptions {
  overwrite: boolean;
  userId: number | null;
  now: string;
}

/** The repositories an import writes through, bound to its transaction. */
export type ImportRepos = Pick<Repos, 'databases' | 'datasets' | 'charts' | 'dashboards' | 'annotations'>;

/** Writes the objects of an import through repositories: inserts new ones, overwrites or reuses existing ones. */
export class ImportWriter {
  constructor(
    private readonly repos: ImportRepos,
    private readonly options: WriterOptions,
  ) {}

  /** An existing database by uuid; Superset's examples uuid falls back to Meridian's `examples` database. */
  async databaseRef(uuid: string): Promise<DatabaseRef | undefined> {
    let row = await this.repos.databases.byUuid(uuid);
    if (!row && uuid === EXAMPLES_DATABASE_UUID)
      row = await this.repos.databases.byName(EXAMPLES_DATABASE_NAME);
    return row ? { id: row.id, name: row.database_name } : undefined;
  }

  /** The id of a stored dataset by uuid. */
  async datasetId(uuid: string): Promise<number | undefined> {
    return this.repos.datasets.idByUuid(uuid);
  }

  /** Writes a database; answers its reference and whether it was written (not kept as it was). */
  async database(
    value: DatabaseYaml,
    connection: StoredConnection,
  ): Promise<{ ref: DatabaseRef; wrote: boolean }> {
    const existingId = await this.repos.databases.idByUuid(value.uuid);
    const { now, userId } = this.options;
    const fields = {
      database_name: value.database_name,
      ...connection,
      expose_in_sqllab: flag(value.expose_in_sqllab, true),
      allow_run_async: flag(value.allow_run_async, false),
      allow_ctas: flag(value.allow_ctas, false),
      allow_cvas: flag(value.allow_cvas, false),
      allow_dml: flag(value.allow_dml, false),
      allow_file_upload: flag(value.allow_file_upload ?? value.allow_csv_upload, false),
      impersonate_user: flag(value.impersonate_user, false),
      extra: jsonText(value.extra) ?? '{}',
      cache_timeout: value.cache_timeout ?? null,
      changed_on: now,
      changed_by_fk: userId,
    };
    if (existingId !== undefined) {
      const old = await this.repos.databases.get(existingId);
      const oldName = old?.database_name ?? value.database_name;
      if (!this.options.overwrite) return { ref: { id: existingId, name: oldName }, wrote: false };
      const renamed = oldName !== value.database_name;
      await this.repos.databases.update(
        existingId,
        fields,
        renamed
          ? {
              from: databaseAccessResource(oldName, existingId),
              to: databaseAccessResource(value.database_name, existingId),
            }
          : undefined,
      );
      return { ref: { id: existingId, name: value.database_name }, wrote: true };
    }
    const row = {
      ...fields,
      uuid: value.uuid,
      configuration_method: 'sqlalchemy_form',
      created_on: now,
      created_by_fk: userId,
    };
    const id = await this.repos.databases.create(row, (newId) =>
      databaseAccessResource(value.database_name, newId),
    );
    return { ref: { id, name: value.database_name }, wrote: true };
  }

  /** Writes a dataset with all its columns and metrics on a database. */
  async dataset(value: DatasetYaml, database: DatabaseRef): Promise<{ id: number; wrote: boolean }> {
    const existingId = await this.repos.datasets.idByUuid(value.uuid);
    if (existingId !== undefined && !this.options.overwrite) return { id: existingId, wrote: false };
    const { now, userId } = this.options;
    const changes = {
      database_id: database.id,
      schema: value.schema ?? null,
      table_name: value.table_name,
      sql: value.sql ? value.sql : null,
      main_dttm_col: value.main_dttm_col ?? null,
      description: value.description ?? null,
      default_endpoint: value.default_endpoint ?? null,
      offset: value.offset ?? 0,
      cache_timeout: value.cache_timeout ?? null,
      template_params: jsonText(value.template_params),
      filter_select_enabled: flag(value.filter_select_enabled, true),
      fetch_values_predicate: value.fetch_values_predicate ?? null,
      extra: jsonText(value.extra),
      normalize_columns: flag(value.normalize_columns, false),
      always_filter_main_dttm: flag(value.always_filter_main_dttm, false),
      is_managed_externally: flag(value.is_managed_externally, false),
      external_url: value.external_url ?? null,
      changed_on: now,
      changed_by_fk: userId,
    };
    const id = await this.repos.datasets.writeImported({
      existingId,
      changes,
      row: { ...changes, uuid: value.uuid, is_sqllab_view: 0, created_on: now, created_by_fk: userId },
      ownerId: userId,
      accessResource: (newId) => datasourceAccessResource(database.name, value.table_name, newId),
      columns: lastByName(value.columns, (c) => c.column_name).map((column) => ({
        uuid: typeof column['uuid'] === 'string' ? column['uuid'] : crypto.randomUUID(),
        column_name: column.column_name,
        verbose_name: column.verbose_name ?? null,
        description: column.description ?? null,
        expression: column.expression ? column.expression : null,
        type: column.type ?? null,
        is_dttm: flag(column.is_dttm, false),
        groupby: flag(column.groupby, true),
        filterable: flag(column.filterable, true),
        is_active: flag(column.is_active, true),
        python_date_format: column.python_date_format ?? null,
        advanced_data_type: column.advanced_data_type ?? null,
        extra: jsonText(column.extra),
      })),
      metrics: lastByName(value.metrics, (m) => m.metric_name).map((metric) => ({
        uuid: typeof metric['uuid'] === 'string' ? metric['uuid'] : crypto.randomUUID(),
        metric_name: metric.metric_name,
        verbose_name: metric.verbose_name ?? null,
        description: metric.description ?? null,
        expression: metric.expression,
        metric_type: metric.metric_type ?? null,
        d3format: metric.d3format ?? null,
        currency: jsonText(metric.currency),
        warning_text: metric.warning_text ?? null,
        extra: jsonText(metric.extra),
      })),
    });
    return { id, wrote: true };
  }

  /** The id of a stored annotation layer by uuid. */
  async layerId(uuid: string): Promise<number | undefined> {
    return this.repos.annotations.layerIdByUuid(uuid);
  }

  /**
   * Writes an annotation layer matched by uuid: a new one is created, an existing one kept or (with overwrite) given
   * the bundle's name, description and annotations. A name held by another layer is refused (names are unique).
   */
  async annotationLayer(value: AnnotationLayerYaml): Promise<{ id: number; wrote: boolean }> {
    const { annotations } = this.repos;
    const existingId = await annotations.layerIdByUuid(value.uuid);
    if (existingId !== undefined && !this.options.overwrite) return { id: existingId, wrote: false };
    if ((await annotations.layerIdByName(value.name, existingId)) !== undefined)
      throw new AppError(
        'UNPROCESSABLE',
        `Another annotation layer is named ${value.name}: rename it before importing this one`,
      );
    const { now, userId } = this.options;
    const fields = { name: value.name, descr: value.descr ?? null, changed_on: now, changed_by_fk: userId };
    let id = existingId;
    if (id === undefined)
      id = await annotations.createLayer({
        ...fields,
        uuid: value.uuid,
        created_on: now,
        created_by_fk: userId,
      });
    else await annotations.updateLayer(id, fields);
    await annotations.replaceAnnotations(
      id,
      lastByName(value.annotations, (a) => a.short_descr).map((a) => ({
        short_descr: a.short_descr,
        long_descr: a.long_descr ?? null,
        start_dttm: a.start_dttm,
        end_dttm: a.end_dttm,
        json_metadata: jsonText(a.json_metadata),
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })),
    );
    return { id, wrote: true };
  }

  /**
   * Writes a chart on a dataset (of its current viz type), its params and query context pointed at that dataset
   * and its NATIVE annotation layers at the local layers (`layerIds` by uuid).
   */
  async chart(
    written: ChartYaml,
    datasetId: number,
    layerIds: ReadonlyMap<string, number> = new Map(),
  ): Promise<{ id: number; wrote: boolean }> {
    // An old viz type is written as the type it migrates to, as Superset's importer does.
    const value = migrateImportedChart(written);
    const existingId = await this.repos.charts.idByUuid(value.uuid);
    if (existingId !== undefined && !this.options.overwrite) return { id: existingId, wrote: false };
    const { now, userId } = this.options;
    const datasource = `${datasetId}__table`;
    const fields = {
      slice_name: value.slice_name,
      viz_type: value.viz_type,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: chartParams(relinkChartParams(value.params, layerIds), datasource),
      query_context: rewriteQueryContext(
        relinkChartQueryContext(value.query_context, layerIds),
        datasetId,
        datasource,
      ),
      description: value.description ?? null,
      cache_timeout: value.cache_timeout ?? null,
      certified_by: value.certified_by ?? null,
      certification_details: value.certification_details ?? null,
      is_managed_externally: flag(value.is_managed_externally, false),
      external_url: value.external_url ?? null,
      changed_on: now,
      changed_by_fk: userId,
    };
    if (existingId !== undefined) {
      await this.repos.charts.update(existingId, fields);
      return { id: existingId, wrote: true };
    }
    const row = { ...fields, uuid: value.uuid, created_on: now, created_by_fk: userId };
    return { id: await this.repos.charts.create(row, userId === null ? [] : [userId]), wrote: true };
  }

  /** Writes a dashboard whose layout and native filters point at the local charts and datasets. */
  async dashboard(
    value: DashboardYaml,
    chartIds: ReadonlyMap<string, number>,
    datasetIds: ReadonlyMap<string, number>,
  ): Promise<{ wrote: boolean }> {
    const existingId = await this.repos.dashboards.idByUuid(value.uuid);
    if (existingId !== undefined && !this.options.overwrite) return { wrote: false };
    const { now, userId } = this.options;
    const { position, linked } = await remapPosition(
      value.position ?? {},
      async (uuid) => chartIds.get(uuid) ?? (await this.repos.charts.idByUuid(uuid)),
    );
    const metadata = await remapMetadata(
      value.metadata ?? {},
      async (uuid) => datasetIds.get(uuid) ?? (await this.repos.datasets.idByUuid(uuid)),
    );
    let slug = value.slug ? value.slug : null;
    if (slug !== null) {
      const holder = await this.repos.dashboards.slugHolder(slug);
      if (holder !== undefined && holder !== existingId) slug = null;
    }
    const fields = {
      dashboard_title: value.dashboard_title,
      slug,
      css: value.css ?? null,
      published: flag(value.published, false),
      certified_by: value.certified_by ?? null,
      certification_details: value.certification_details ?? null,
      position_json: value.position ? JSON.stringify(position) : null,
      json_metadata: JSON.stringify(metadata),
      is_managed_externally: flag(value.is_managed_externally, false),
      external_url: value.external_url ?? null,
      changed_on: now,
      changed_by_fk: userId,
    };
    const links = { chartIds: [...new Set(linked)] };
    if (existingId !== undefined) await this.repos.dashboards.update(existingId, fields, { links });
    else {
      const row = { ...fields, uuid: value.uuid, created_on: now, created_by_fk: userId };
      await this.repos.dashboards.create(row, { ...links, owners: userId === null ? [] : [userId] });
    }
    return { wrote: true };
  }
}
