import type { ListFilter, ListQuery } from '@meridian/core';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import { AppError } from '../errors';
import { inIdOrder, listConditions, listFilterCondition, pageOfIds, type ListColumns } from './list-query';
import type { MetadataDb, SavedQueryTable } from './schema';

/** A saved query with its database and the names of who made and changed it. */
export type SavedQueryRow = Selectable<SavedQueryTable> & {
  database_name: string | null;
  database_uuid: string | null;
  creator_first_name: string | null;
  creator_last_name: string | null;
  changer_first_name: string | null;
  changer_last_name: string | null;
};

const SAVED_QUERY_COLUMNS: ListColumns = {
  id: 'saved_query.id',
  label: 'saved_query.label',
  description: 'saved_query.description',
  sql: 'saved_query.sql',
  schema: 'saved_query.schema',
  catalog: 'saved_query.catalog',
  database: 'saved_query.db_id',
  db_id: 'saved_query.db_id',
  'database.database_name': 'dbs.database_name',
  changed_on: 'saved_query.changed_on',
  changed_on_delta_humanized: 'saved_query.changed_on',
  created_on: 'saved_query.created_on',
  last_run: 'saved_query.last_run',
  last_run_delta_humanized: 'saved_query.last_run',
  rows: 'saved_query.rows',
  uuid: 'saved_query.uuid',
};

/** Filters of Superset's saved-query list that are not plain comparisons. */
const SPECIAL_OPERATORS = ['rel_o_m', 'all_text', 'saved_query_all_text'];

/** Saved queries of SQL Lab, each its creator's. */
export class SavedQueriesRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  private joined() {
    return this.db.selectFrom('saved_query').leftJoin('dbs', 'dbs.id', 'saved_query.db_id');
  }

  private selected() {
    return this.joined()
      .leftJoin('users as creator', 'creator.id', 'saved_query.created_by_fk')
      .leftJoin('users as changer', 'changer.id', 'saved_query.changed_by_fk')
      .selectAll('saved_query')
      .select([
        'dbs.database_name as database_name',
        'dbs.uuid as database_uuid',
        'creator.first_name as creator_first_name',
        'creator.last_name as creator_last_name',
        'changer.first_name as changer_first_name',
        'changer.last_name as changer_last_name',
      ]);
  }

  /** One page of a user's saved queries. */
  async list(query: ListQuery, userId: number): Promise<{ count: number; rows: SavedQueryRow[] }> {
    const filtered = this.joined()
      .where('saved_query.user_id', '=', userId)
      .where((eb) =>
        eb.and(
          listConditions(eb, query.filters, SAVED_QUERY_COLUMNS, {
            isSpecial: (f) => SPECIAL_OPERATORS.includes(f.opr),
            condition: (f) => specialCondition(eb, f),
          }),
        ),
      );
    const page = await pageOfIds(filtered, 'saved_query.id', query, {
      columns: SAVED_QUERY_COLUMNS,
      fallback: 'saved_query.changed_on',
      tieBreak: { column: 'saved_query.id', direction: 'desc' },
    });
    return { count: page.count, rows: await this.byIds(page.ids) };
  }

  /** Saved queries with these ids, in the given order (missing ones left out). */
  async byIds(ids: readonly number[]): Promise<SavedQueryRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.selected()
      .where('saved_query.id', 'in', [...ids])
      .execute();
    return inIdOrder(ids, rows);
  }

  /** The saved query with an id. */
  async get(id: number): Promise<SavedQueryRow | undefined> {
    return (await this.byIds([id]))[0];
  }

  /** The saved query with a uuid (import). */
  async byUuid(uuid: string): Promise<SavedQueryRow | undefined> {
    return this.selected().where('saved_query.uuid', '=', uuid).executeTakeFirst();
  }

  /** Inserts a saved query; returns its id. */
  async create(row: Insertable<SavedQueryTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('saved_query')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Applies changes to a saved query. */
  async update(id: number, changes: Updateable<SavedQueryTable>): Promise<void> {
    await this.db.updateTable('saved_query').set(changes).where('id', '=', id).execute();
  }

  /** Deletes saved queries. */
  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('saved_query')
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Records a run of exactly this SQL on this database on the saved queries holding it (Superset's rows/last_run). */
  async recordRun(dbId: number, sqlText: string, rows: number, at: string): Promise<void> {
    await this.db
      .updateTable('saved_query')
      .set({ rows, last_run: at })
      .where('db_id', '=', dbId)
      .where('sql', '=', sqlText)
      .execute();
  }

  /** Distinct values of a column among a user's saved queries (Superset's `/distinct/<column>`). */
  async distinct(column: 'schema' | 'catalog', userId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('saved_query')
      .select(column)
      .distinct()
      .where('user_id', '=', userId)
      .where(column, 'is not', null)
      .orderBy(column)
      .execute();
    return rows.flatMap((r) => (r[column] === null ? [] : [r[column]]));
  }
}

function specialCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  filter: ListFilter,
): Expression<SqlBool> {
  if (filter.opr === 'rel_o_m' && filter.col === 'database')
    return sql<SqlBool>`${sql.ref('saved_query.db_id')} = ${Number(filter.value)}`;
  if (filter.opr === 'rel_o_m' && (filter.col === 'created_by' || filter.col === 'changed_by'))
    return sql<SqlBool>`${sql.ref(`saved_query.${filter.col}_fk`)} = ${Number(filter.value)}`;
  if ((filter.opr === 'all_text' || filter.opr === 'saved_query_all_text') && filter.col === 'label') {
    const texts = ['schema', 'label', 'description', 'sql'];
    return eb.or(
      texts.map((col) =>
        listFilterCondition(eb, [{ col, opr: 'ct', value: filter.value }], SAVED_QUERY_COLUMNS),
      ),
    );
  }
  throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
    filters: [`Filter "${filter.opr}" does not apply to column "${filter.col}"`],
  });
}
