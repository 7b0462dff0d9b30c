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
import { inIdOrder, listConditions, pageOfIds, type ListColumns } from './list-query';
import type { MetadataDb, QueryTable } from './schema';

/** A SQL Lab run with its database's name and its user's names. */
export type QueryRow = Selectable<QueryTable> & {
  database_name: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
};

/** Fields of a new run. */
export type NewQueryRow = Insertable<QueryTable>;
/** Changes to a run. */
export type QueryRowChanges = Updateable<QueryTable>;

const QUERY_COLUMNS: ListColumns = {
  id: 'query.id',
  changed_on: 'query.changed_on',
  database: 'query.database_id',
  database_id: 'query.database_id',
  sql: 'query.sql',
  status: 'query.status',
  user: 'query.user_id',
  start_time: 'query.start_time',
  end_time: 'query.end_time',
  rows: 'query.rows',
  sql_editor_id: 'query.sql_editor_id',
  tab_name: 'query.tab_name',
  client_id: 'query.client_id',
};

/** The filters of the history page that are not plain comparisons: relations and time bounds. */
const SPECIAL_OPERATORS = ['rel_o_m', 'gt', 'lt'];

/** SQL Lab runs (Superset's `query` table). */
export class QueriesRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  private joined() {
    return this.db
      .selectFrom('query')
      .leftJoin('dbs', 'dbs.id', 'query.database_id')
      .leftJoin('users', 'users.id', 'query.user_id');
  }

  private selected() {
    return this.joined()
      .selectAll('query')
      .select([
        'dbs.database_name as database_name',
        'users.first_name as user_first_name',
        'users.last_name as user_last_name',
      ]);
  }

  /** Inserts a run; returns its id. */
  async create(row: NewQueryRow): Promise<number> {
    const { id } = await this.db.insertInto('query').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Applies changes to a run. */
  async update(id: number, changes: QueryRowChanges): Promise<void> {
    await this.db.updateTable('query').set(changes).where('id', '=', id).execute();
  }

  /**
   * Changes a run only while it is in one of `states` (a stop and a finishing run race: the first one wins);
   * returns whether it changed.
   */
  async updateWhileIn(id: number, states: readonly string[], changes: QueryRowChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('query')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', [...states])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The run with a client id. */
  async byClientId(clientId: string): Promise<QueryRow | undefined> {
    return this.selected().where('query.client_id', '=', clientId).executeTakeFirst();
  }

  /** The run with a row id. */
  async byId(id: number): Promise<QueryRow | undefined> {
    return this.selected().where('query.id', '=', id).executeTakeFirst();
  }

  /** The run whose stored result has a key. */
  async byResultsKey(key: string): Promise<QueryRow | undefined> {
    return this.selected().where('query.results_key', '=', key).executeTakeFirst();
  }

  /** The status of a run (the worker's check between statements). */
  async statusOf(id: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('query').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status;
  }

  /** One page of runs; only `userId`'s when given. */
  async list(query: ListQuery, userId: number | undefined): Promise<{ count: number; rows: QueryRow[] }> {
    let filtered = this.joined().where((eb) =>
      eb.and(
        listConditions(eb, query.filters, QUERY_COLUMNS, {
          isSpecial: (f) => SPECIAL_OPERATORS.includes(f.opr),
          condition: (f) => specialCondition(eb, f),
        }),
      ),
    );
    if (userId !== undefined) filtered = filtered.where('query.user_id', '=', userId);
    const page = await pageOfIds(filtered, 'query.id', query, {
      columns: QUERY_COLUMNS,
      fallback: 'query.changed_on',
      tieBreak: { column: 'query.id', direction: 'desc' },
    });
    return { count: page.count, rows: await this.byIds(page.ids) };
  }

  /** Runs with these ids, in the given order. */
  async byIds(ids: readonly number[]): Promise<QueryRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.selected()
      .where('query.id', 'in', [...ids])
      .execute();
    return inIdOrder(ids, rows);
  }

  /** A user's runs changed at or after an ISO time, oldest change first (the editor's poll). */
  async updatedSince(userId: number, sinceIso: string, limit: number): Promise<QueryRow[]> {
    return this.selected()
      .where('query.user_id', '=', userId)
      .where('query.changed_on', '>=', sinceIso)
      .orderBy('query.changed_on')
      .limit(limit)
      .execute();
  }

  /** Distinct statuses of runs (the history page's status filter). */
  async distinctStatuses(userId: number | undefined): Promise<string[]> {
    let select = this.db.selectFrom('query').select('status').distinct();
    if (userId !== undefined) select = select.where('user_id', '=', userId);
    const rows = await select.orderBy('status').execute();
    return rows.map((r) => r.status);
  }
}

function specialCondition<DB, TB extends keyof DB>(
  _eb: ExpressionBuilder<DB, TB>,
  filter: ListFilter,
): Expression<SqlBool> {
  const column = QUERY_COLUMNS[filter.col];
  if (filter.opr === 'rel_o_m' && (filter.col === 'database' || filter.col === 'user') && column) {
    return sql<SqlBool>`${sql.ref(column)} = ${Number(filter.value)}`;
  }
  if ((filter.opr === 'gt' || filter.opr === 'lt') && filter.col === 'start_time') {
    const bound = toEpochMs(filter.value);
    return filter.opr === 'gt'
      ? sql<SqlBool>`${sql.ref('query.start_time')} > ${bound}`
      : sql<SqlBool>`${sql.ref('query.start_time')} < ${bound}`;
  }
  throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
    filters: [`Filter "${filter.opr}" does not apply to column "${filter.col}"`],
  });
}

/** A time bound of the history filter: epoch ms, or an ISO date. */
function toEpochMs(value: ListFilter['value']): number {
  const millis = typeof value === 'number' ? value : Date.parse(String(value));
  if (!Number.isFinite(millis)) {
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
      filters: ['start_time bounds are epoch ms or ISO dates'],
    });
  }
  return millis;
}
