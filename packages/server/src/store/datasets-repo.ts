import type { ListQuery } from '@meridian/core';
import { sql, type Insertable, type Kysely, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { changedByName } from './databases-repo';
import { atomically } from './atomic';
import {
  replaceColumns,
  replaceMetrics,
  replaceOwners,
  writeChildren,
  type ColumnWrite,
  type MetricWrite,
} from './dataset-children';
import {
  isRelationFilter,
  relationCondition,
  visibilityCondition,
  type DatasetVisibility,
} from './dataset-filters';
import { inIdOrder, listConditions, pageOfIds, type ListColumns } from './list-query';
import type { MetadataDb, SqlMetricsTable, TableColumnsTable, TablesTable } from './schema';

/** A dataset row with its database's name and URI and who changed it last. */
export type DatasetRow = Selectable<TablesTable> & {
  database_name: string;
  database_uri: string;
  changed_by_name: string | null;
};
/** A dataset row as stored (no joins), as exports read it. */
export type DatasetExportRow = Selectable<TablesTable>;
/** Fields of a new dataset row. */
export type NewDatasetRow = Insertable<TablesTable>;
/** Changes to a dataset row. */
export type DatasetChanges = Updateable<TablesTable>;

/** A dataset as an import writes it: new, or overwriting the existing one with all its columns and metrics. */
export interface ImportedDataset {
  /** The dataset to overwrite, or undefined to insert `row`. */
  existingId: number | undefined;
  /** The row of a new dataset. */
  row: NewDatasetRow;
  /** The changes that overwrite an existing dataset. */
  changes: DatasetChanges;
  /** Owner of a new dataset, or null. */
  ownerId: number | null;
  /** The datasource_access resource of the dataset's id. */
  accessResource: (id: number) => string;
  columns: ColumnWrite[];
  metrics: MetricWrite[];
}

/** A stored dataset column. */
export type ColumnRow = Selectable<TableColumnsTable>;
/** A stored saved metric. */
export type MetricRow = Selectable<SqlMetricsTable>;
export type { ColumnWrite, MetricWrite } from './dataset-children';

/** A dataset with everything it holds. */
export interface DatasetBundle {
  row: DatasetRow;
  columns: ColumnRow[];
  metrics: MetricRow[];
  owners: { id: number; first_name: string; last_name: string; username: string }[];
}

const DATASET_COLUMNS: ListColumns = {
  id: 'tables.id',
  table_name: 'tables.table_name',
  schema: 'tables.schema',
  changed_on: 'tables.changed_on',
  changed_on_delta_humanized: 'tables.changed_on',
  database_name: 'dbs.database_name',
  uuid: 'tables.uuid',
  kind: 'tables.sql',
  sql: 'tables.sql',
};

export type { DatasetVisibility } from './dataset-filters';

/** Datasets, their columns, metrics and owners. */
export class DatasetsRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  private base() {
    return this.db
      .selectFrom('tables')
      .innerJoin('dbs', 'dbs.id', 'tables.database_id')
      .leftJoin('users as changer', 'changer.id', 'tables.changed_by_fk')
      .selectAll('tables')
      .select([
        'dbs.database_name',
        'dbs.sqlalchemy_uri as database_uri',
        changedByName('changer').as('changed_by_name'),
      ]);
  }

  /** One page of datasets matching a list query, within what the caller may see. */
  async list(
    query: ListQuery,
    visibility?: DatasetVisibility,
  ): Promise<{ count: number; bundles: DatasetBundle[] }> {
    const filtered = this.db
      .selectFrom('tables')
      .innerJoin('dbs', 'dbs.id', 'tables.database_id')
      .where((eb) =>
        eb.and(
          listConditions(eb, query.filters, DATASET_COLUMNS, {
            isSpecial: isRelationFilter,
            condition: relationCondition,
          }),
        ),
      )
      .where(() => visibilityCondition(visibility));
    const page = await pageOfIds(filtered, 'tables.id', query, {
      columns: DATASET_COLUMNS,
      fallback: 'tables.changed_on',
      tieBreak: { column: 'tables.id', direction: 'asc' },
    });
    return { count: page.count, bundles: await this.bundles(page.ids) };
  }

  /** The dataset with an id, or undefined. */
  async get(id: number): Promise<DatasetBundle | undefined> {
    return (await this.bundles([id]))[0];
  }

  /** Datasets with these ids, in the given order. */
  async bundles(ids: readonly number[]): Promise<DatasetBundle[]> {
    if (ids.length === 0) return [];
    const rows = await this.base()
      .where('tables.id', 'in', [...ids])
      .execute();
    const columns = await this.db
      .selectFrom('table_columns')
      .selectAll()
      .where('table_id', 'in', [...ids])
      .orderBy('id')
      .execute();
    const metrics = await this.db
      .selectFrom('sql_metrics')
      .selectAll()
      .where('table_id', 'in', [...ids])
      .orderBy('id')
      .execute();
    const owners = await this.db
      .selectFrom('dataset_owners')
      .innerJoin('users', 'users.id', 'dataset_owners.user_id')
      .select([
        'dataset_owners.table_id',
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.username',
      ])
      .where('dataset_owners.table_id', 'in', [...ids])
      .orderBy('users.id')
      .execute();
    return inIdOrder(ids, rows).map((row) => {
      const id = row.id;
      return {
        row,
        columns: columns.filter((c) => c.table_id === id),
        metrics: metrics.filter((m) => m.table_id === id),
        owners: owners.filter((o) => o.table_id === id).map(({ table_id: _t, ...owner }) => owner),
      };
    });
  }

  /** The id of a dataset with this name in this database and schema, if any. */
  async findByName(
    databaseId: number,
    schema: string | null,
    tableName: string,
  ): Promise<number | undefined> {
    let q = this.db
      .selectFrom('tables')
      .select('id')
      .where('database_id', '=', databaseId)
      .where('table_name', '=', tableName);
    q = schema === null ? q.where('schema', 'is', null) : q.where('schema', '=', schema);
    return (await q.executeTakeFirst())?.id;
  }

  /** Inserts a dataset with its columns, metrics, owners and access permission in one transaction. */
  async create(
    row: Insertable<TablesTable>,
    parts: {
      columns: ColumnWrite[];
      metrics: MetricWrite[];
      owners: number[];
      accessResource: (id: number) => string;
    },
  ): Promise<number> {
    return atomically(this.db, async (trx) => {
      const { id } = await trx.insertInto('tables').values(row).returning('id').executeTakeFirstOrThrow();
      await writeChildren(trx, id, parts.columns, parts.metrics);
      await replaceOwners(trx, id, parts.owners);
      await trx
        .insertInto('permissions')
        .values({ action: 'datasource_access', resource: parts.accessResource(id) })
        .execute();
      return id;
    });
  }

  /** Updates a dataset; given columns/metrics/owners replace the stored lists. All or nothing. */
  async update(
    id: number,
    changes: Updateable<TablesTable>,
    parts: {
      columns?: ColumnWrite[] | undefined;
      metrics?: MetricWrite[] | undefined;
      owners?: number[] | undefined;
      accessRename?: { from: string; to: string } | undefined;
    },
  ): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx.updateTable('tables').set(changes).where('id', '=', id).execute();
      if (parts.columns) await replaceColumns(trx, id, parts.columns);
      if (parts.metrics) await replaceMetrics(trx, id, parts.metrics);
      if (parts.owners) await replaceOwners(trx, id, parts.owners);
      if (parts.accessRename) {
        await trx
          .updateTable('permissions')
          .set({ resource: parts.accessRename.to })
          .where('action', '=', 'datasource_access')
          .where('resource', '=', parts.accessRename.from)
          .execute();
      }
    });
  }

  /** Deletes datasets and their access permissions in one transaction. */
  async delete(items: { id: number; accessResource: string }[]): Promise<void> {
    if (items.length === 0) return;
    await atomically(this.db, async (trx) => {
      await trx
        .deleteFrom('permissions')
        .where('action', '=', 'datasource_access')
        .where(
          'resource',
          'in',
          items.map((i) => i.accessResource),
        )
        .execute();
      await trx
        .deleteFrom('tables')
        .where(
          'id',
          'in',
          items.map((i) => i.id),
        )
        .execute();
    });
  }

  /** Names of the charts reading from a dataset. */
  async chartNames(id: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('slices')
      .select('slice_name')
      .where('datasource_type', '=', 'table')
      .where('datasource_id', '=', id)
      .orderBy('slice_name')
      .execute();
    return rows.map((r) => r.slice_name);
  }

  /** Distinct schemas of datasets, filtered by a prefix-insensitive text. */
  async distinctSchemas(filter: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('schema')
      .distinct()
      .where('schema', 'is not', null)
      .where(sql<SqlBool>`LOWER(${sql.ref('schema')}) LIKE ${`%${filter.toLowerCase()}%`}`)
      .orderBy('schema')
      .execute();
    return rows.flatMap((r) => (r.schema === null ? [] : [r.schema]));
  }

  /** Rows of the given ids (every row when ids is undefined), by id: what an export bundle holds. */
  async exportRows(ids?: readonly number[]): Promise<DatasetExportRow[]> {
    let query = this.db.selectFrom('tables').selectAll();
    if (ids !== undefined) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [-1]);
    return query.orderBy('id').execute();
  }

  /** The uuids among these that are stored. */
  async existingUuids(uuids: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(uuids)];
    if (unique.length === 0) return new Set();
    const rows = await this.db.selectFrom('tables').select('uuid').where('uuid', 'in', unique).execute();
    return new Set(rows.map((r) => r.uuid));
  }

  /** The id of the row with a uuid, or undefined. */
  async idByUuid(uuid: string): Promise<number | undefined> {
    return (await this.db.selectFrom('tables').select('id').where('uuid', '=', uuid).executeTakeFirst())?.id;
  }

  /** Columns of some datasets, by id. */
  async columnsOf(tableIds: readonly number[]): Promise<ColumnRow[]> {
    if (tableIds.length === 0) return [];
    return this.db
      .selectFrom('table_columns')
      .selectAll()
      .where('table_id', 'in', [...tableIds])
      .orderBy('id')
      .execute();
  }

  /** Saved metrics of some datasets, by id. */
  async metricsOf(tableIds: readonly number[]): Promise<MetricRow[]> {
    if (tableIds.length === 0) return [];
    return this.db
      .selectFrom('sql_metrics')
      .selectAll()
      .where('table_id', 'in', [...tableIds])
      .orderBy('id')
      .execute();
  }

  /** Writes an imported dataset, its access permission, columns and metrics; returns its id. */
  async writeImported(entry: ImportedDataset): Promise<number> {
    return atomically(this.db, async (trx) => {
      let id: number;
      if (entry.existingId !== undefined) {
        id = entry.existingId;
        await trx.updateTable('tables').set(entry.changes).where('id', '=', id).execute();
        await trx.deleteFrom('table_columns').where('table_id', '=', id).execute();
        await trx.deleteFrom('sql_metrics').where('table_id', '=', id).execute();
        await trx
          .deleteFrom('permissions')
          .where('action', '=', 'datasource_access')
          .where('resource', 'like', `%(id:${id})`)
          .execute();
      } else {
        ({ id } = await trx.insertInto('tables').values(entry.row).returning('id').executeTakeFirstOrThrow());
        if (entry.ownerId !== null)
          await trx.insertInto('dataset_owners').values({ table_id: id, user_id: entry.ownerId }).execute();
      }
      await trx
        .insertInto('permissions')
        .values({ action: 'datasource_access', resource: entry.accessResource(id) })
        .execute();
      for (const { id: _id, ...column } of entry.columns)
        await trx
          .insertInto('table_columns')
          .values({ ...column, table_id: id })
          .execute();
      for (const { id: _id, ...metric } of entry.metrics)
        await trx
          .insertInto('sql_metrics')
          .values({ ...metric, table_id: id })
          .execute();
      return id;
    });
  }
}
