import crypto from 'node:crypto';
import {
  parsePythonDateFormat,
  pythonDateFormatMessage,
  DATASET_MESSAGES,
  datasetListItemSchema,
  datasourceAccessResource,
  type Dataset,
  type DatasetListItem,
  type DatasetCreate,
  type DatasetUpdate,
  type ListQuery,
} from '@meridian/core';
import type { Principal } from '../auth/access';
import { canSeeDataset, dataAccessOf } from '../auth/data-access';
import type { EngineConnection, EngineSpec, IntrospectedColumn } from '../engines/base/engine-spec';
import type { DatabaseService } from '../databases/database-service';
import { AppError, fieldErrors, notFound } from '../errors';
import { assertSafeExpression, normalizeSelectStatement } from '../query/sql-guard';
import type { DatabaseRow, DatabasesRepo } from '../store/databases-repo';
import type { ColumnWrite, DatasetBundle, DatasetsRepo, MetricWrite } from '../store/datasets-repo';
import { canEditDataset, columnToWrite, datasetToApi, metricToWrite } from './dataset-api';
import { datasetFromClause, type DatasetSourceFields } from './dataset-source';

/** Longest a validation query may run. */
const VALIDATION_TIMEOUT_MS = 30_000;

/**
 * Datasets: who sees and edits them, their API shape, creating from tables or SQL, editing with validated
 * expressions, re-syncing columns, deleting.
 */
export class DatasetService {
  constructor(
    private readonly repo: DatasetsRepo,
    private readonly databasesRepo: DatabasesRepo,
    private readonly databases: Pick<DatabaseService, 'engines' | 'connect' | 'specOf'>,
  ) {}

  /** The engine spec of a dataset's database. */
  specOf(bundle: DatasetBundle): EngineSpec {
    return this.databases.engines.forUri(bundle.row.database_uri);
  }

  /** The API shape of a dataset bundle. */
  toApi(bundle: DatasetBundle): Dataset {
    return datasetToApi(bundle, this.specOf(bundle));
  }

  /** The dataset with an id if the caller may see it; 404 otherwise. */
  async visible(principal: Principal, id: number): Promise<DatasetBundle> {
    const bundle = await this.repo.get(id);
    const row = bundle?.row;
    if (
      !bundle ||
      !row ||
      !canSeeDataset(dataAccessOf(principal), { id: row.id, database_id: row.database_id })
    )
      throw notFound('Dataset');
    return bundle;
  }

  /** The dataset if the caller may edit it: 403 for non-owners, 422 when managed externally. */
  async editable(principal: Principal, id: number): Promise<DatasetBundle> {
    const bundle = await this.visible(principal, id);
    if (!canEditDataset(principal, bundle))
      throw new AppError('MISSING_PERMISSION', DATASET_MESSAGES.mustBeOwner);
    if (bundle.row.is_managed_externally)
      throw new AppError('UNPROCESSABLE', DATASET_MESSAGES.managedExternally);
    return bundle;
  }

  /** The API shape of the dataset with an id (just written); 404 when it is gone. */
  async getApi(id: number): Promise<Dataset> {
    const bundle = await this.repo.get(id);
    if (!bundle) throw notFound('Dataset');
    return this.toApi(bundle);
  }

  /** One page of the datasets a caller sees, in the list's API shape. */
  async list(
    principal: Principal,
    query: ListQuery,
  ): Promise<{ count: number; ids: number[]; result: DatasetListItem[] }> {
    const dataAccess = dataAccessOf(principal);
    const visibility = dataAccess.all
      ? undefined
      : { databaseIds: [...dataAccess.databaseIds], datasetIds: [...dataAccess.datasetIds] };
    const { count, bundles } = await this.repo.list(query, visibility);
    const result = bundles.map((b) => datasetListItemSchema.parse(this.toApi(b)));
    return { count, ids: result.map((d) => d.id), result };
  }

  /** Deletes datasets the caller may edit, all of them or none; answers how many. */
  async deleteAsCaller(principal: Principal, ids: readonly number[], force: boolean): Promise<number> {
    const bundles: DatasetBundle[] = [];
    for (const id of ids) bundles.push(await this.editable(principal, id));
    await this.delete(bundles, force);
    return bundles.length;
  }

  /** Distinct schemas of datasets containing a text. */
  async distinctSchemas(filter: string): Promise<string[]> {
    return this.repo.distinctSchemas(filter);
  }

  /** Creates a physical dataset (columns introspected) or a virtual one (columns from its SQL). */
  async create(input: DatasetCreate, userId: number | null): Promise<number> {
    const database = await this.databaseOf(input.database);
    if ((await this.repo.findByName(database.id, input.schema, input.table_name)) !== undefined) {
      throw fieldErrors({
        table_name: [`Dataset ${input.schema ? `${input.schema}.` : ''}${input.table_name} already exists`],
      });
    }
    const spec = this.databases.specOf(database);
    const sql = input.sql ? normalizeSelectStatement(input.sql, spec.dialect) : null;
    const connection = await this.databases.connect(database);
    const source = { schema: input.schema, table_name: input.table_name, sql };
    const columns = (await this.introspect(connection, spec, source)).map((c) => newColumn(c));
    const mainDttm = columns.find((c) => c.is_dttm)?.column_name ?? null;
    const now = new Date().toISOString();
    return this.repo.create(
      {
        uuid: input.uuid ?? crypto.randomUUID(),
        database_id: database.id,
        schema: input.schema,
        table_name: input.table_name,
        sql,
        main_dttm_col: mainDttm,
        is_sqllab_view: 0,
        offset: 0,
        filter_select_enabled: 1,
        normalize_columns: 0,
        always_filter_main_dttm: 0,
        is_managed_externally: Number(input.is_managed_externally),
        external_url: input.external_url,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      },
      {
        columns,
        metrics: [countMetric()],
        owners: [...input.owners, ...(userId === null ? [] : [userId])],
        accessResource: (id) => datasourceAccessResource(database.database_name, input.table_name, id),
      },
    );
  }

  /** Applies an edit; every metric and calculated column is run with LIMIT 0 first. All or nothing. */
  async update(bundle: DatasetBundle, input: DatasetUpdate, userId: number | null): Promise<void> {
    const { columns, metrics, owners, database, sql, ...fields } = input;
    const databaseId = database ?? bundle.row.database_id;
    const databaseRow = await this.databaseOf(databaseId);
    const source: DatasetSourceFields = {
      schema: input.schema === undefined ? bundle.row.schema : input.schema,
      table_name: input.table_name ?? bundle.row.table_name,
      sql:
        sql === undefined
          ? bundle.row.sql
          : sql
            ? normalizeSelectStatement(sql, this.databases.specOf(databaseRow).dialect)
            : null,
    };
    const columnWrites = columns?.map((c) => columnToWrite(c, crypto.randomUUID()));
    const metricWrites = metrics?.map((m) => metricToWrite(m, crypto.randomUUID()));
    refuseDuplicates(
      columnWrites?.map((c) => c.column_name),
      'columns',
    );
    refuseDuplicates(
      metricWrites?.map((m) => m.metric_name),
      'metrics',
    );
    refuseUnreadableDateFormats(columnWrites);
    await this.validateExpressions(databaseRow, source, columnWrites ?? [], metricWrites ?? []);
    const flags = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v]),
    );
    const renamed =
      source.table_name !== bundle.row.table_name || databaseRow.database_name !== bundle.row.database_name;
    await this.repo.update(
      bundle.row.id,
      {
        ...flags,
        database_id: databaseId,
        sql: source.sql,
        changed_on: new Date().toISOString(),
        changed_by_fk: userId,
      },
      {
        columns: columnWrites,
        metrics: metricWrites,
        owners,
        accessRename: renamed
          ? {
              from: datasourceAccessResource(bundle.row.database_name, bundle.row.table_name, bundle.row.id),
              to: datasourceAccessResource(databaseRow.database_name, source.table_name, bundle.row.id),
            }
          : undefined,
      },
    );
  }

  /** Re-reads the source's columns: new ones are added, vanished ones removed, types refreshed; user edits stay. */
  async refresh(bundle: DatasetBundle): Promise<void> {
    const database = await this.databaseOf(bundle.row.database_id);
    const found = await this.introspect(
      await this.databases.connect(database),
      this.databases.specOf(database),
      bundle.row,
    );
    const byName = new Map(bundle.columns.map((c) => [c.column_name, c]));
    const physical: ColumnWrite[] = found.map((column) => {
      const existing = byName.get(column.name);
      if (!existing || existing.expression) return newColumn(column);
      const { table_id: _t, ...kept } = existing;
      return { ...kept, type: column.type, is_dttm: existing.is_dttm || Number(column.is_dttm) };
    });
    const calculated: ColumnWrite[] = bundle.columns
      .filter((c) => c.expression)
      .map(({ table_id: _t, ...c }) => c);
    await this.repo.update(
      bundle.row.id,
      { changed_on: new Date().toISOString() },
      { columns: [...physical, ...calculated] },
    );
  }

  /** Deletes datasets; those used by charts are refused with 422 naming the charts, unless forced. */
  async delete(bundles: DatasetBundle[], force: boolean): Promise<void> {
    if (!force) {
      for (const bundle of bundles) {
        const charts = await this.repo.chartNames(bundle.row.id);
        if (charts.length > 0) {
          throw new AppError(
            'UNPROCESSABLE',
            `Dataset ${bundle.row.table_name} is used by ${charts.length} chart(s): ${charts.join(', ')}. Delete or re-point them first, or delete with force.`,
          );
        }
      }
    }
    await this.repo.delete(
      bundles.map((b) => ({
        id: b.row.id,
        accessResource: datasourceAccessResource(b.row.database_name, b.row.table_name, b.row.id),
      })),
    );
  }

  private async databaseOf(id: number): Promise<DatabaseRow> {
    const database = await this.databasesRepo.get(id);
    if (!database) throw fieldErrors({ database: [`Database ${id} does not exist`] });
    return database;
  }

  private async introspect(
    connection: EngineConnection,
    spec: EngineSpec,
    source: DatasetSourceFields,
  ): Promise<IntrospectedColumn[]> {
    if (!source.sql) {
      const columns = await connection
        .columns(source.schema ?? '', source.table_name)
        .catch((error: unknown) => {
          throw new AppError(
            'UNPROCESSABLE',
            `Table ${source.schema ? `${source.schema}.` : ''}${source.table_name} could not be read: ${(error as Error).message}`,
          );
        });
      if (columns.length === 0)
        throw new AppError(
          'UNPROCESSABLE',
          `Table ${source.schema ? `${source.schema}.` : ''}${source.table_name} does not exist or has no columns`,
        );
      return columns;
    }
    const result = await connection.execute(
      {
        sql: `SELECT * FROM ${datasetFromClause(spec.dialect, source)} ${spec.dialect.limitOffset(1, undefined)}`,
        parameters: [],
      },
      { timeoutMs: VALIDATION_TIMEOUT_MS },
    );
    return result.colnames.map((name, i) => {
      const generic = result.coltypesGeneric[i] ?? null;
      return {
        name,
        type: result.coltypes[i] ?? 'UNKNOWN',
        type_generic: generic,
        nullable: true,
        is_dttm: generic === 'TEMPORAL',
      };
    });
  }

  private async validateExpressions(
    database: DatabaseRow,
    source: DatasetSourceFields,
    columns: ColumnWrite[],
    metrics: MetricWrite[],
  ): Promise<void> {
    const spec = this.databases.specOf(database);
    const connection = await this.databases.connect(database);
    const from = datasetFromClause(spec.dialect, source);
    const checks = [
      ...columns
        .filter((c) => c.expression)
        .map((c) => ({ what: `calculated column "${c.column_name}"`, expression: c.expression as string })),
      ...metrics.map((m) => ({ what: `metric "${m.metric_name}"`, expression: m.expression })),
    ];
    for (const check of checks) {
      assertSafeExpression(check.expression, spec.dialect, `The expression of ${check.what}`);
      try {
        await connection.execute(
          {
            sql: `SELECT ${check.expression} AS ${spec.dialect.quoteIdentifier('expr')} FROM ${from} ${spec.dialect.limitOffset(0, undefined)}`,
            parameters: [],
          },
          { timeoutMs: VALIDATION_TIMEOUT_MS },
        );
      } catch (error) {
        const message =
          error instanceof AppError && typeof error.detail === 'string'
            ? error.detail
            : (error as Error).message;
        throw new AppError('UNPROCESSABLE', `The expression of ${check.what} is not valid: ${message}`);
      }
    }
  }
}

function newColumn(column: IntrospectedColumn): ColumnWrite {
  return {
    uuid: crypto.randomUUID(),
    column_name: column.name,
    type: column.type,
    is_dttm: Number(column.is_dttm),
    groupby: 1,
    filterable: 1,
    is_active: 1,
  };
}

/** Superset gives every new dataset a COUNT(*) metric named count. */
function countMetric(): MetricWrite {
  return {
    uuid: crypto.randomUUID(),
    metric_name: 'count',
    verbose_name: 'COUNT(*)',
    expression: 'COUNT(*)',
    metric_type: 'count',
  };
}

/** 422 for a python_date_format no engine can read (issue 17: never a wrong date drawn silently). */
function refuseUnreadableDateFormats(columns: ColumnWrite[] | undefined): void {
  for (const column of columns ?? []) {
    const format = column.python_date_format?.trim();
    if (!format) continue;
    const parsed = parsePythonDateFormat(format);
    if (!parsed.ok)
      throw fieldErrors({ columns: [pythonDateFormatMessage(column.column_name, format, parsed.reason)] });
  }
}

function refuseDuplicates(names: string[] | undefined, field: string): void {
  if (!names) return;
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw fieldErrors({ [field]: [`"${name}" appears twice; names must be unique`] });
    seen.add(name);
  }
}
