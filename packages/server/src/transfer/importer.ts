import crypto from 'node:crypto';
import {
  EXAMPLES_DATABASE_UUID,
  PASSWORD_MASK,
  databaseAccessResource,
  datasourceAccessResource,
} from '@meridian/core';
import type { Kysely } from 'kysely';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { AppError, fieldErrors, type FieldErrors } from '../errors';
import type { MetadataDb } from '../store/schema';
import { splitPassword, withPassword } from '../databases/uri-password';
import {
  SCHEMA_OF,
  metadataYamlSchema,
  type ChartYaml,
  type DashboardYaml,
  type DatabaseYaml,
  type DatasetYaml,
  type ObjectKind,
} from './schemas';
import { readBundle } from './zip-reader';

/** What an import endpoint imports: one type with what it needs, or everything (`assets`). */
export type ImportType = 'database' | 'dataset' | 'chart' | 'dashboard' | 'assets';

/** Options of an import. */
export interface ImportOptions {
  type: ImportType;
  overwrite: boolean;
  /** Passwords by database file name (`databases/x.yaml`). */
  passwords: Record<string, string>;
  userId: number | null;
}

/** Superset's name of each kind in its 'already exists' message. */
const MODEL_NAME: Record<ObjectKind, string> = {
  databases: 'Database',
  datasets: 'Dataset',
  charts: 'Chart',
  dashboards: 'Dashboard',
};

/** The kinds each import type reads from a bundle (others are ignored). */
const KINDS_OF: Record<ImportType, readonly ObjectKind[]> = {
  database: ['databases', 'datasets'],
  dataset: ['databases', 'datasets'],
  chart: ['databases', 'datasets', 'charts'],
  dashboard: ['databases', 'datasets', 'charts', 'dashboards'],
  assets: ['databases', 'datasets', 'charts', 'dashboards'],
};

/** The kind whose existing objects need `overwrite` (all kinds for assets). */
const PRIMARY_OF: Record<ImportType, readonly ObjectKind[]> = {
  database: ['databases'],
  dataset: ['datasets'],
  chart: ['charts'],
  dashboard: ['dashboards'],
  assets: ['databases', 'datasets', 'charts', 'dashboards'],
};

/** Superset's message for a database file without its password. */
export const MISSING_PASSWORD_MESSAGE = 'Must provide a password for the database';

interface Parsed<T> {
  file: string;
  value: T;
}

/** Validated contents of a bundle. */
interface Bundle {
  databases: Parsed<DatabaseYaml>[];
  datasets: Parsed<DatasetYaml>[];
  charts: Parsed<ChartYaml>[];
  dashboards: Parsed<DashboardYaml>[];
}

/** Counts of what an import wrote. */
export interface ImportResult {
  databases: number;
  datasets: number;
  charts: number;
  dashboards: number;
}

/** Reads, validates and imports a bundle in one metadata transaction: all of it or nothing. */
export async function importBundle(
  ctx: AppContext,
  zip: Buffer,
  options: ImportOptions,
): Promise<ImportResult> {
  const files = await readBundle(zip);
  const bundle = parseBundle(files, KINDS_OF[options.type]);
  const errors: FieldErrors = {};
  const add = (file: string, message: string) => (errors[file] ??= []).push(message);

  const existing = await existingUuids(ctx.store.db, bundle);
  if (!options.overwrite) {
    for (const kind of PRIMARY_OF[options.type]) {
      for (const item of bundle[kind]) {
        if (existing[kind].has(item.value.uuid))
          add(item.file, `${MODEL_NAME[kind]} already exists and \`overwrite=true\` was not passed`);
      }
    }
  }
  const databaseUris = new Map<string, string>();
  for (const { file, value } of bundle.databases) {
    const { password } = splitPassword(value.sqlalchemy_uri);
    if (password !== PASSWORD_MASK) {
      databaseUris.set(value.uuid, value.sqlalchemy_uri);
      continue;
    }
    const given =
      options.passwords[file] ??
      (value.password && value.password !== PASSWORD_MASK ? value.password : undefined);
    if (given === undefined || given === '') add(file, MISSING_PASSWORD_MESSAGE);
    else databaseUris.set(value.uuid, withPassword(value.sqlalchemy_uri, given));
  }
  const examplesFallback = await ctx.store.db
    .selectFrom('dbs')
    .select(['id', 'uuid'])
    .where((eb) => eb.or([eb('uuid', '=', EXAMPLES_DATABASE_UUID), eb('database_name', '=', 'examples')]))
    .execute();
  const bundleUuids = {
    databases: new Set(bundle.databases.map((d) => d.value.uuid)),
    datasets: new Set(bundle.datasets.map((d) => d.value.uuid)),
    charts: new Set(bundle.charts.map((d) => d.value.uuid)),
  };
  const known = (kind: 'databases' | 'datasets' | 'charts', uuid: string) =>
    bundleUuids[kind].has(uuid) || existing[kind].has(uuid);
  for (const { file, value } of bundle.datasets) {
    const examples = value.database_uuid === EXAMPLES_DATABASE_UUID && examplesFallback.length > 0;
    if (!known('databases', value.database_uuid) && !examples)
      add(file, `database_uuid: no database with uuid ${value.database_uuid} in the bundle or in Meridian`);
  }
  for (const { file, value } of bundle.charts) {
    if (!known('datasets', value.dataset_uuid))
      add(file, `dataset_uuid: no dataset with uuid ${value.dataset_uuid} in the bundle or in Meridian`);
  }
  for (const { file, value } of bundle.dashboards) {
    for (const uuid of layoutChartUuids(value.position)) {
      if (!known('charts', uuid))
        add(file, `position: no chart with uuid ${uuid} in the bundle or in Meridian`);
    }
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  // Connections are checked (engine known, no protected file) before the transaction starts.
  const connections = new Map(
    bundle.databases.map(({ file, value }) => {
      try {
        return [
          value.uuid,
          ctx.databases.importedConnection(databaseUris.get(value.uuid) ?? value.sqlalchemy_uri),
        ];
      } catch (error) {
        throw fieldErrors({ [file]: [`sqlalchemy_uri: ${(error as Error).message}`] });
      }
    }),
  );

  return ctx.store.db
    .transaction()
    .execute(async (trx) => {
      const writer = new ImportWriter(trx, options, new Date().toISOString());
      const result: ImportResult = { databases: 0, datasets: 0, charts: 0, dashboards: 0 };
      const dbIds = new Map<string, { id: number; name: string }>();
      for (const { value } of bundle.databases) {
        const connection = connections.get(value.uuid);
        if (!connection) continue;
        const written = await writer.database(value, connection);
        dbIds.set(value.uuid, written.ref);
        if (written.wrote) result.databases += 1;
      }
      const datasetIds = new Map<string, number>();
      for (const { value } of bundle.datasets) {
        const database = dbIds.get(value.database_uuid) ?? (await writer.databaseRef(value.database_uuid));
        if (!database) throw new AppError('UNPROCESSABLE', `No database for dataset ${value.table_name}`);
        const written = await writer.dataset(value, database);
        datasetIds.set(value.uuid, written.id);
        if (written.wrote) result.datasets += 1;
      }
      const chartIds = new Map<string, number>();
      for (const { value } of bundle.charts) {
        const datasetId =
          datasetIds.get(value.dataset_uuid) ?? (await writer.idByUuid('tables', value.dataset_uuid));
        if (datasetId === undefined)
          throw new AppError('UNPROCESSABLE', `No dataset for chart ${value.slice_name}`);
        const written = await writer.chart(value, datasetId);
        chartIds.set(value.uuid, written.id);
        if (written.wrote) result.charts += 1;
      }
      for (const { value } of bundle.dashboards) {
        const written = await writer.dashboard(value, chartIds, datasetIds);
        if (written.wrote) result.dashboards += 1;
      }
      return result;
    })
    .catch((error: unknown) => {
      // The transaction rolled back; a store failure (a clash it did not foresee) is the import's fault, not a crash.
      if (error instanceof AppError) throw error;
      throw new AppError(
        'UNPROCESSABLE',
        `The import failed and nothing was saved: ${(error as Error).message}`,
      );
    });
}

/** Parses and validates every file of the kinds read; one 422 names every bad file and field. */
function parseBundle(files: Map<string, string>, kinds: readonly ObjectKind[]): Bundle {
  const errors: FieldErrors = {};
  const bundle: Bundle = { databases: [], datasets: [], charts: [], dashboards: [] };
  const metadata = files.get('metadata.yaml');
  if (metadata === undefined) throw fieldErrors({ 'metadata.yaml': ['Missing metadata.yaml'] });
  const check = <T>(file: string, text: string, schema: z.ZodType<T>): T | undefined => {
    let data: unknown;
    try {
      data = parseYaml(text, { maxAliasCount: 100 });
    } catch (error) {
      (errors[file] ??= []).push(`Not a valid YAML file: ${(error as Error).message.split('\n')[0] ?? ''}`);
      return undefined;
    }
    const parsed = schema.safeParse(data);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || '_schema';
      const message =
        issue.code === 'invalid_type' && issue.input === undefined
          ? 'Missing data for required field.'
          : issue.message;
      (errors[file] ??= []).push(`${field}: ${message}`);
    }
    return undefined;
  };
  check('metadata.yaml', metadata, metadataYamlSchema);
  for (const [file, text] of files) {
    const kind = file.split('/')[0];
    if (!isObjectKind(kind) || !kinds.includes(kind)) continue;
    if (kind === 'databases') push(bundle.databases, file, check(file, text, SCHEMA_OF.databases));
    else if (kind === 'datasets') push(bundle.datasets, file, check(file, text, SCHEMA_OF.datasets));
    else if (kind === 'charts') push(bundle.charts, file, check(file, text, SCHEMA_OF.charts));
    else push(bundle.dashboards, file, check(file, text, SCHEMA_OF.dashboards));
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return bundle;
}

function push<T>(list: Parsed<T>[], file: string, value: T | undefined): void {
  if (value !== undefined) list.push({ file, value });
}

function isObjectKind(kind: string | undefined): kind is ObjectKind {
  return kind === 'databases' || kind === 'datasets' || kind === 'charts' || kind === 'dashboards';
}

/** The chart uuids a dashboard layout references (meta.uuid of CHART components). */
export function layoutChartUuids(position: Record<string, unknown> | null | undefined): string[] {
  const uuids: string[] = [];
  for (const component of Object.values(position ?? {})) {
    if (!isMap(component) || component['type'] !== 'CHART' || !isMap(component['meta'])) continue;
    const uuid = component['meta']['uuid'];
    if (typeof uuid === 'string') uuids.push(uuid);
  }
  return uuids;
}

/** Whether a value is a plain object. */
export function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function existingUuids(
  db: Kysely<MetadataDb>,
  bundle: Bundle,
): Promise<Record<ObjectKind, Set<string>>> {
  const find = async (table: 'dbs' | 'tables' | 'slices' | 'dashboards', uuids: string[]) => {
    const unique = [...new Set(uuids)];
    if (unique.length === 0) return new Set<string>();
    const rows = await db.selectFrom(table).select('uuid').where('uuid', 'in', unique).execute();
    return new Set(rows.map((r) => r.uuid));
  };
  return {
    databases: await find('dbs', [
      ...bundle.databases.map((d) => d.value.uuid),
      ...bundle.datasets.map((d) => d.value.database_uuid),
    ]),
    datasets: await find('tables', [
      ...bundle.datasets.map((d) => d.value.uuid),
      ...bundle.charts.map((d) => d.value.dataset_uuid),
    ]),
    charts: await find('slices', [
      ...bundle.charts.map((d) => d.value.uuid),
      ...bundle.dashboards.flatMap((d) => layoutChartUuids(d.value.position)),
    ]),
    dashboards: await find(
      'dashboards',
      bundle.dashboards.map((d) => d.value.uuid),
    ),
  };
}

function jsonText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const flag = (value: boolean | null | undefined, fallback: boolean): number => Number(value ?? fallback);

/** Writes the objects of an import with the transaction: inserts new ones, overwrites or reuses existing ones. */
class ImportWriter {
  constructor(
    private readonly trx: Kysely<MetadataDb>,
    private readonly options: ImportOptions,
    private readonly now: string,
  ) {}

  async idByUuid(
    table: 'dbs' | 'tables' | 'slices' | 'dashboards',
    uuid: string,
  ): Promise<number | undefined> {
    return (await this.trx.selectFrom(table).select('id').where('uuid', '=', uuid).executeTakeFirst())?.id;
  }

  /** An existing database by uuid; Superset's examples uuid falls back to Meridian's `examples` database. */
  async databaseRef(uuid: string): Promise<{ id: number; name: string } | undefined> {
    let row = await this.trx
      .selectFrom('dbs')
      .select(['id', 'database_name'])
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    if (!row && uuid === EXAMPLES_DATABASE_UUID)
      row = await this.trx
        .selectFrom('dbs')
        .select(['id', 'database_name'])
        .where('database_name', '=', 'examples')
        .executeTakeFirst();
    return row ? { id: row.id, name: row.database_name } : undefined;
  }

  async database(
    value: DatabaseYaml,
    connection: { sqlalchemy_uri: string; password_encrypted: string | null },
  ): Promise<{ ref: { id: number; name: string }; wrote: boolean }> {
    const existingId = await this.idByUuid('dbs', value.uuid);
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
      changed_on: this.now,
      changed_by_fk: this.options.userId,
    };
    if (existingId !== undefined) {
      const old = await this.trx
        .selectFrom('dbs')
        .select('database_name')
        .where('id', '=', existingId)
        .executeTakeFirstOrThrow();
      if (!this.options.overwrite) return { ref: { id: existingId, name: old.database_name }, wrote: false };
      await this.trx.updateTable('dbs').set(fields).where('id', '=', existingId).execute();
      if (old.database_name !== value.database_name)
        await this.trx
          .updateTable('permissions')
          .set({ resource: databaseAccessResource(value.database_name, existingId) })
          .where('action', '=', 'database_access')
          .where('resource', '=', databaseAccessResource(old.database_name, existingId))
          .execute();
      return { ref: { id: existingId, name: value.database_name }, wrote: true };
    }
    const { id } = await this.trx
      .insertInto('dbs')
      .values({
        ...fields,
        uuid: value.uuid,
        configuration_method: 'sqlalchemy_form',
        created_on: this.now,
        created_by_fk: this.options.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.trx
      .insertInto('permissions')
      .values({ action: 'database_access', resource: databaseAccessResource(value.database_name, id) })
      .execute();
    return { ref: { id, name: value.database_name }, wrote: true };
  }

  async dataset(
    value: DatasetYaml,
    database: { id: number; name: string },
  ): Promise<{ id: number; wrote: boolean }> {
    const existingId = await this.idByUuid('tables', value.uuid);
    if (existingId !== undefined && !this.options.overwrite) return { id: existingId, wrote: false };
    const fields = {
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
      changed_on: this.now,
      changed_by_fk: this.options.userId,
    };
    let id: number;
    if (existingId !== undefined) {
      id = existingId;
      await this.trx.updateTable('tables').set(fields).where('id', '=', id).execute();
      await this.trx.deleteFrom('table_columns').where('table_id', '=', id).execute();
      await this.trx.deleteFrom('sql_metrics').where('table_id', '=', id).execute();
      await this.trx
        .deleteFrom('permissions')
        .where('action', '=', 'datasource_access')
        .where('resource', 'like', `%(id:${id})`)
        .execute();
    } else {
      ({ id } = await this.trx
        .insertInto('tables')
        .values({
          ...fields,
          uuid: value.uuid,
          is_sqllab_view: 0,
          created_on: this.now,
          created_by_fk: this.options.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      if (this.options.userId !== null)
        await this.trx
          .insertInto('dataset_owners')
          .values({ table_id: id, user_id: this.options.userId })
          .execute();
    }
    await this.trx
      .insertInto('permissions')
      .values({
        action: 'datasource_access',
        resource: datasourceAccessResource(database.name, value.table_name, id),
      })
      .execute();
    for (const column of lastByName(value.columns, (c) => c.column_name))
      await this.trx
        .insertInto('table_columns')
        .values({
          uuid: typeof column['uuid'] === 'string' ? column['uuid'] : crypto.randomUUID(),
          table_id: id,
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
        })
        .execute();
    for (const metric of lastByName(value.metrics, (m) => m.metric_name))
      await this.trx
        .insertInto('sql_metrics')
        .values({
          uuid: typeof metric['uuid'] === 'string' ? metric['uuid'] : crypto.randomUUID(),
          table_id: id,
          metric_name: metric.metric_name,
          verbose_name: metric.verbose_name ?? null,
          description: metric.description ?? null,
          expression: metric.expression,
          metric_type: metric.metric_type ?? null,
          d3format: metric.d3format ?? null,
          currency: jsonText(metric.currency),
          warning_text: metric.warning_text ?? null,
          extra: jsonText(metric.extra),
        })
        .execute();
    return { id, wrote: true };
  }

  async chart(value: ChartYaml, datasetId: number): Promise<{ id: number; wrote: boolean }> {
    const existingId = await this.idByUuid('slices', value.uuid);
    if (existingId !== undefined && !this.options.overwrite) return { id: existingId, wrote: false };
    const datasource = `${datasetId}__table`;
    const params = typeof value.params === 'string' ? safeJson(value.params) : value.params;
    const fields = {
      slice_name: value.slice_name,
      viz_type: value.viz_type,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: isMap(params) ? JSON.stringify({ ...params, datasource }) : jsonText(value.params),
      query_context: rewriteQueryContext(value.query_context, datasetId, datasource),
      description: value.description ?? null,
      cache_timeout: value.cache_timeout ?? null,
      certified_by: value.certified_by ?? null,
      certification_details: value.certification_details ?? null,
      is_managed_externally: flag(value.is_managed_externally, false),
      external_url: value.external_url ?? null,
      changed_on: this.now,
      changed_by_fk: this.options.userId,
    };
    if (existingId !== undefined) {
      await this.trx.updateTable('slices').set(fields).where('id', '=', existingId).execute();
      return { id: existingId, wrote: true };
    }
    const { id } = await this.trx
      .insertInto('slices')
      .values({ ...fields, uuid: value.uuid, created_on: this.now, created_by_fk: this.options.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (this.options.userId !== null)
      await this.trx
        .insertInto('slice_owners')
        .values({ slice_id: id, user_id: this.options.userId })
        .execute();
    return { id, wrote: true };
  }

  async dashboard(
    value: DashboardYaml,
    chartIds: Map<string, number>,
    datasetIds: Map<string, number>,
  ): Promise<{ wrote: boolean }> {
    const existingId = await this.idByUuid('dashboards', value.uuid);
    if (existingId !== undefined && !this.options.overwrite) return { wrote: false };
    const idOf = async (uuid: string) => chartIds.get(uuid) ?? (await this.idByUuid('slices', uuid));
    const position: Record<string, unknown> = {};
    const linked: number[] = [];
    for (const [key, component] of Object.entries(value.position ?? {})) {
      if (isMap(component) && component['type'] === 'CHART' && isMap(component['meta'])) {
        const uuid = component['meta']['uuid'];
        const chartId = typeof uuid === 'string' ? await idOf(uuid) : undefined;
        if (chartId !== undefined) linked.push(chartId);
        position[key] =
          chartId === undefined ? component : { ...component, meta: { ...component['meta'], chartId } };
      } else position[key] = component;
    }
    const metadata = await this.remapMetadata(value.metadata ?? {}, datasetIds);
    let slug = value.slug ? value.slug : null;
    if (slug !== null) {
      const holder = await this.trx
        .selectFrom('dashboards')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (holder && holder.id !== existingId) slug = null;
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
      changed_on: this.now,
      changed_by_fk: this.options.userId,
    };
    let id: number;
    if (existingId !== undefined) {
      id = existingId;
      await this.trx.updateTable('dashboards').set(fields).where('id', '=', id).execute();
      await this.trx.deleteFrom('dashboard_slices').where('dashboard_id', '=', id).execute();
    } else {
      ({ id } = await this.trx
        .insertInto('dashboards')
        .values({ ...fields, uuid: value.uuid, created_on: this.now, created_by_fk: this.options.userId })
        .returning('id')
        .executeTakeFirstOrThrow());
      if (this.options.userId !== null)
        await this.trx
          .insertInto('dashboard_owners')
          .values({ dashboard_id: id, user_id: this.options.userId })
          .execute();
    }
    const unique = [...new Set(linked)];
    if (unique.length > 0)
      await this.trx
        .insertInto('dashboard_slices')
        .values(unique.map((slice_id) => ({ dashboard_id: id, slice_id })))
        .execute();
    return { wrote: true };
  }

  /** Native filter targets name datasets by uuid in a bundle; Meridian stores ids. */
  private async remapMetadata(
    metadata: Record<string, unknown>,
    datasetIds: Map<string, number>,
  ): Promise<Record<string, unknown>> {
    const filters = metadata['native_filter_configuration'];
    if (!Array.isArray(filters)) return metadata;
    const remapped: unknown[] = [];
    for (const filter of filters) {
      if (!isMap(filter) || !Array.isArray(filter['targets'])) {
        remapped.push(filter);
        continue;
      }
      const targets: unknown[] = [];
      for (const target of filter['targets']) {
        if (isMap(target) && typeof target['datasetUuid'] === 'string') {
          const { datasetUuid, ...rest } = target;
          const datasetId = datasetIds.get(datasetUuid) ?? (await this.idByUuid('tables', datasetUuid));
          targets.push(datasetId === undefined ? target : { ...rest, datasetId });
        } else targets.push(target);
      }
      remapped.push({ ...filter, targets });
    }
    return { ...metadata, native_filter_configuration: remapped };
  }
}

/** One item per name, the last one winning (Superset's exports can repeat a column). */
function lastByName<T>(items: readonly T[], name: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [name(item), item])).values()];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Points a saved query context at the imported dataset. */
function rewriteQueryContext(
  queryContext: string | Record<string, unknown> | null | undefined,
  datasetId: number,
  datasource: string,
): string | null {
  if (queryContext === null || queryContext === undefined || queryContext === '') return null;
  const parsed = typeof queryContext === 'string' ? safeJson(queryContext) : queryContext;
  if (!isMap(parsed)) return jsonText(queryContext);
  const formData = isMap(parsed['form_data']) ? { ...parsed['form_data'], datasource } : parsed['form_data'];
  return JSON.stringify({
    ...parsed,
    datasource: {
      ...(isMap(parsed['datasource']) ? parsed['datasource'] : {}),
      id: datasetId,
      type: 'table',
    },
    ...(formData === undefined ? {} : { form_data: formData }),
  });
}
