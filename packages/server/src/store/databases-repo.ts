import type { ListQuery } from '@meridian/core';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { inIdOrder, listFilterCondition, pageOfIds, type ListColumns } from './list-query';
import { atomically } from './atomic';
import type { DbsTable, MetadataDb } from './schema';

/** A stored database row (URI without password; password encrypted). */
export type DatabaseRow = Selectable<DbsTable> & { changed_by_name: string | null };
/** Fields of a new database row. */
export type NewDatabaseRow = Insertable<DbsTable>;
/** A database row as stored (no joins), as exports read it. */
export type DatabaseExportRow = Selectable<DbsTable>;
/** Changes to a database row. */
export type DatabaseRowChanges = Updateable<DbsTable>;

const DATABASE_COLUMNS: ListColumns = {
  id: 'dbs.id',
  database_name: 'dbs.database_name',
  expose_in_sqllab: 'dbs.expose_in_sqllab',
  allow_file_upload: 'dbs.allow_file_upload',
  allow_dml: 'dbs.allow_dml',
  changed_on: 'dbs.changed_on',
  changed_on_delta_humanized: 'dbs.changed_on',
  uuid: 'dbs.uuid',
};

/** Database connections in the metadata store. */
export class DatabasesRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  private base() {
    return this.db
      .selectFrom('dbs')
      .leftJoin('users as changer', 'changer.id', 'dbs.changed_by_fk')
      .selectAll('dbs')
      .select(changedByName('changer').as('changed_by_name'));
  }

  /** One page of databases, limited to `visibleIds` when given. */
  async list(
    query: ListQuery,
    visibleIds?: readonly number[],
  ): Promise<{ count: number; rows: DatabaseRow[] }> {
    let filtered = this.db
      .selectFrom('dbs')
      .where((eb) => listFilterCondition(eb, query.filters, DATABASE_COLUMNS));
    if (visibleIds) filtered = filtered.where('dbs.id', 'in', visibleIds.length > 0 ? [...visibleIds] : [-1]);
    const page = await pageOfIds(filtered, 'dbs.id', query, {
      columns: DATABASE_COLUMNS,
      fallback: 'dbs.database_name',
      tieBreak: { column: 'dbs.id', direction: 'asc' },
    });
    return { count: page.count, rows: await this.byIds(page.ids) };
  }

  /** Rows with these ids, in the given order. */
  async byIds(ids: readonly number[]): Promise<DatabaseRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.base()
      .where('dbs.id', 'in', [...ids])
      .execute();
    return inIdOrder(ids, rows);
  }

  /** The row with an id, or undefined. */
  async get(id: number): Promise<DatabaseRow | undefined> {
    return this.base().where('dbs.id', '=', id).executeTakeFirst();
  }

  /** The row with a name, or undefined. */
  async byName(name: string): Promise<DatabaseRow | undefined> {
    return this.base().where('dbs.database_name', '=', name).executeTakeFirst();
  }

  /** The row with a uuid, or undefined. */
  async byUuid(uuid: string): Promise<DatabaseRow | undefined> {
    return this.base().where('dbs.uuid', '=', uuid).executeTakeFirst();
  }

  /** Id and name of every database. */
  async names(): Promise<{ id: number; database_name: string }[]> {
    return this.db.selectFrom('dbs').select(['id', 'database_name']).orderBy('database_name').execute();
  }

  /** Inserts a database and its access permission in one transaction; returns its id. */
  async create(row: NewDatabaseRow, accessResource: (id: number) => string): Promise<number> {
    return atomically(this.db, async (trx) => {
      const { id } = await trx.insertInto('dbs').values(row).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('permissions')
        .values({ action: 'database_access', resource: accessResource(id) })
        .execute();
      return id;
    });
  }

  /** Updates a database, renaming its access permission with it. */
  async update(
    id: number,
    changes: DatabaseRowChanges,
    accessRename?: { from: string; to: string },
  ): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx.updateTable('dbs').set(changes).where('id', '=', id).execute();
      if (accessRename) {
        await trx
          .updateTable('permissions')
          .set({ resource: accessRename.to })
          .where('action', '=', 'database_access')
          .where('resource', '=', accessRename.from)
          .execute();
      }
    });
  }

  /** Deletes a database and its access permission. */
  async delete(id: number, accessResource: string): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx
        .deleteFrom('permissions')
        .where('action', '=', 'database_access')
        .where('resource', '=', accessResource)
        .execute();
      await trx.deleteFrom('dbs').where('id', '=', id).execute();
    });
  }

  /** Names of the datasets reading from a database. */
  async datasetNames(id: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('table_name')
      .where('database_id', '=', id)
      .orderBy('table_name')
      .execute();
    return rows.map((r) => r.table_name);
  }

  /** Rows of the given ids (every row when ids is undefined), by id: what an export bundle holds. */
  async exportRows(ids?: readonly number[]): Promise<DatabaseExportRow[]> {
    let query = this.db.selectFrom('dbs').selectAll();
    if (ids !== undefined) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [-1]);
    return query.orderBy('id').execute();
  }

  /** The uuids among these that are stored. */
  async existingUuids(uuids: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(uuids)];
    if (unique.length === 0) return new Set();
    const rows = await this.db.selectFrom('dbs').select('uuid').where('uuid', 'in', unique).execute();
    return new Set(rows.map((r) => r.uuid));
  }

  /** The id of the row with a uuid, or undefined. */
  async idByUuid(uuid: string): Promise<number | undefined> {
    return (await this.db.selectFrom('dbs').select('id').where('uuid', '=', uuid).executeTakeFirst())?.id;
  }

  /** Whether a database has this uuid or this name. */
  async hasUuidOrName(uuid: string, name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('dbs')
      .select('id')
      .where((eb) => eb.or([eb('uuid', '=', uuid), eb('database_name', '=', name)]))
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** "First Last" of the user joined under an alias, or null when there is none. */
export function changedByName(alias: string) {
  return sql<string | null>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;
}
