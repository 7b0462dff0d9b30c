import type { ListFilter, ListQuery } from '@meridian/core';
import {
  sql,
  type Expression,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Transaction,
  type Updateable,
} from 'kysely';
import { AppError } from '../errors';
import { changedByName } from './databases-repo';
import { listFilterCondition, orderColumn, type ListColumns } from './list-query';
import type { MetadataDb, SqlMetricsTable, TableColumnsTable, TablesTable } from './schema';

/** A dataset row with its database's name and URI and who changed it last. */
export type DatasetRow = Selectable<TablesTable> & {
  database_name: string;
  database_uri: string;
  changed_by_name: string | null;
};
/** A stored dataset column. */
export type ColumnRow = Selectable<TableColumnsTable>;
/** A stored saved metric. */
export type MetricRow = Selectable<SqlMetricsTable>;
/** A column to write (id present: update; absent: insert). */
export type ColumnWrite = Omit<Insertable<TableColumnsTable>, 'table_id' | 'id'> & {
  id?: number | undefined;
};
/** A metric to write (id present: update; absent: insert). */
export type MetricWrite = Omit<Insertable<SqlMetricsTable>, 'table_id' | 'id'> & { id?: number | undefined };

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

/** Which datasets a caller sees: all, or those of some databases plus some datasets. */
export interface DatasetVisibility {
  databaseIds: readonly number[];
  datasetIds: readonly number[];
}

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
        eb.and([
          listFilterCondition(
            eb,
            query.filters.filter((f) => !isRelationFilter(f)),
            DATASET_COLUMNS,
          ),
          ...query.filters.filter(isRelationFilter).map(relationCondition),
        ]),
      )
      .where(() => visibilityCondition(visibility));
    const total = await filtered
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    const ids = await filtered
      .select('tables.id')
      .orderBy(orderColumn(query, DATASET_COLUMNS, 'tables.changed_on') as 'tables.id', query.order_direction)
      .orderBy('tables.id')
      .limit(query.page_size)
      .offset(query.page * query.page_size)
      .execute();
    return { count: Number(total.n), bundles: await this.bundles(ids.map((r) => r.id)) };
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
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          row,
          columns: columns.filter((c) => c.table_id === id),
          metrics: metrics.filter((m) => m.table_id === id),
          owners: owners.filter((o) => o.table_id === id).map(({ table_id: _t, ...owner }) => owner),
        },
      ];
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
    return this.db.transaction().execute(async (trx) => {
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
    await this.db.transaction().execute(async (trx) => {
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
    await this.db.transaction().execute(async (trx) => {
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
}

/** Relation filters of Superset's dataset list (`database`, `owners`, `sql` emptiness). */
function isRelationFilter(filter: ListFilter): boolean {
  return ['rel_o_m', 'rel_m_m', 'dataset_is_null_or_empty'].includes(filter.opr);
}

function relationCondition(filter: ListFilter): Expression<SqlBool> {
  if (filter.opr === 'rel_o_m' && filter.col === 'database')
    return sql<SqlBool>`${sql.ref('tables.database_id')} = ${Number(filter.value)}`;
  if (filter.opr === 'rel_m_m' && filter.col === 'owners') {
    return sql<SqlBool>`EXISTS (SELECT 1 FROM dataset_owners o WHERE o.table_id = ${sql.ref('tables.id')} AND o.user_id = ${Number(filter.value)})`;
  }
  if (filter.opr === 'dataset_is_null_or_empty' && filter.col === 'sql') {
    return filter.value === true || filter.value === 'true'
      ? sql<SqlBool>`(${sql.ref('tables.sql')} IS NULL OR ${sql.ref('tables.sql')} = '')`
      : sql<SqlBool>`(${sql.ref('tables.sql')} IS NOT NULL AND ${sql.ref('tables.sql')} <> '')`;
  }
  throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
    filters: [`Filter "${filter.opr}" does not apply to column "${filter.col}"`],
  });
}

function visibilityCondition(visibility: DatasetVisibility | undefined): Expression<SqlBool> {
  if (!visibility) return sql<SqlBool>`1 = 1`;
  const dbIds = visibility.databaseIds.length > 0 ? visibility.databaseIds : [-1];
  const dsIds = visibility.datasetIds.length > 0 ? visibility.datasetIds : [-1];
  return sql<SqlBool>`(${sql.ref('tables.database_id')} IN (${sql.join(dbIds)}) OR ${sql.ref('tables.id')} IN (${sql.join(dsIds)}))`;
}

async function writeChildren(
  trx: Transaction<MetadataDb>,
  tableId: number,
  columns: ColumnWrite[],
  metrics: MetricWrite[],
): Promise<void> {
  if (columns.length > 0)
    await trx
      .insertInto('table_columns')
      .values(columns.map(({ id: _id, ...c }) => ({ ...c, table_id: tableId })))
      .execute();
  if (metrics.length > 0)
    await trx
      .insertInto('sql_metrics')
      .values(metrics.map(({ id: _id, ...m }) => ({ ...m, table_id: tableId })))
      .execute();
}

/** Deletes the rows of a dataset's list whose ids the new list no longer holds. */
async function removeUnlisted(
  trx: Transaction<MetadataDb>,
  table: 'table_columns' | 'sql_metrics',
  tableId: number,
  items: readonly { id?: number | undefined }[],
): Promise<void> {
  const kept = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  let remove = trx.deleteFrom(table).where('table_id', '=', tableId);
  if (kept.length > 0) remove = remove.where('id', 'not in', kept);
  await remove.execute();
}

/** Replaces a dataset's columns: ids update, new ones insert, missing ones go. */
async function replaceColumns(
  trx: Transaction<MetadataDb>,
  tableId: number,
  columns: ColumnWrite[],
): Promise<void> {
  await removeUnlisted(trx, 'table_columns', tableId, columns);
  for (const { id, ...column } of columns) {
    if (id === undefined)
      await trx
        .insertInto('table_columns')
        .values({ ...column, table_id: tableId })
        .execute();
    else
      await trx
        .updateTable('table_columns')
        .set(column)
        .where('id', '=', id)
        .where('table_id', '=', tableId)
        .execute();
  }
}

/** Replaces a dataset's saved metrics: ids update, new ones insert, missing ones go. */
async function replaceMetrics(
  trx: Transaction<MetadataDb>,
  tableId: number,
  metrics: MetricWrite[],
): Promise<void> {
  await removeUnlisted(trx, 'sql_metrics', tableId, metrics);
  for (const { id, ...metric } of metrics) {
    if (id === undefined)
      await trx
        .insertInto('sql_metrics')
        .values({ ...metric, table_id: tableId })
        .execute();
    else
      await trx
        .updateTable('sql_metrics')
        .set(metric)
        .where('id', '=', id)
        .where('table_id', '=', tableId)
        .execute();
  }
}

async function replaceOwners(trx: Transaction<MetadataDb>, tableId: number, owners: number[]): Promise<void> {
  await trx.deleteFrom('dataset_owners').where('table_id', '=', tableId).execute();
  const unique = [...new Set(owners)];
  if (unique.length > 0)
    await trx
      .insertInto('dataset_owners')
      .values(unique.map((user_id) => ({ table_id: tableId, user_id })))
      .execute();
}
