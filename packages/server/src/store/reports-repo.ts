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
import { atomically } from './atomic';
import {
  countMatches,
  inIdOrder,
  listConditions,
  listFilterCondition,
  onePage,
  pageOfIds,
  type ListColumns,
} from './list-query';
import type {
  MetadataDb,
  ReportExecutionLogTable,
  ReportRecipientTable,
  ReportScheduleTable,
} from './schema';

/** A schedule with the names of what it reports on and who made and changed it. */
export type ReportRow = Selectable<ReportScheduleTable> & {
  slice_name: string | null;
  viz_type: string | null;
  dashboard_title: string | null;
  database_name: string | null;
  creator_first_name: string | null;
  creator_last_name: string | null;
  changer_first_name: string | null;
  changer_last_name: string | null;
};

/** An owner of a schedule. */
export interface ReportOwner {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** A schedule with its owners and recipients. */
export interface ReportBundle {
  row: ReportRow;
  owners: ReportOwner[];
  recipients: Selectable<ReportRecipientTable>[];
}

/** A recipient to store (the schedule id is added). */
export type NewRecipient = Omit<Insertable<ReportRecipientTable>, 'report_schedule_id'>;
/** Changes to a schedule row. */
export type ReportChanges = Updateable<ReportScheduleTable>;

/** An execution log row. */
export type ReportLogRow = Selectable<ReportExecutionLogTable>;

const REPORT_COLUMNS: ListColumns = {
  id: 'report_schedule.id',
  name: 'report_schedule.name',
  type: 'report_schedule.type',
  active: 'report_schedule.active',
  description: 'report_schedule.description',
  crontab: 'report_schedule.crontab',
  last_state: 'report_schedule.last_state',
  last_eval_dttm: 'report_schedule.last_eval_dttm',
  creation_method: 'report_schedule.creation_method',
  dashboard_id: 'report_schedule.dashboard_id',
  chart_id: 'report_schedule.chart_id',
  changed_on: 'report_schedule.changed_on',
  changed_on_delta_humanized: 'report_schedule.changed_on',
  created_on: 'report_schedule.created_on',
};

const LOG_COLUMNS: ListColumns = {
  id: 'id',
  state: 'state',
  scheduled_dttm: 'scheduled_dttm',
  start_dttm: 'start_dttm',
  end_dttm: 'end_dttm',
};

/** Report schedules, their owners, recipients, execution logs and tick claims. */
export class ReportsRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  private selected() {
    return this.db
      .selectFrom('report_schedule')
      .leftJoin('slices', 'slices.id', 'report_schedule.chart_id')
      .leftJoin('dashboards', 'dashboards.id', 'report_schedule.dashboard_id')
      .leftJoin('dbs', 'dbs.id', 'report_schedule.database_id')
      .leftJoin('users as creator', 'creator.id', 'report_schedule.created_by_fk')
      .leftJoin('users as changer', 'changer.id', 'report_schedule.changed_by_fk')
      .selectAll('report_schedule')
      .select([
        'slices.slice_name as slice_name',
        'slices.viz_type as viz_type',
        'dashboards.dashboard_title as dashboard_title',
        'dbs.database_name as database_name',
        'creator.first_name as creator_first_name',
        'creator.last_name as creator_last_name',
        'changer.first_name as changer_first_name',
        'changer.last_name as changer_last_name',
      ]);
  }

  /** One page of schedules; `ownerId` limits it to those the user owns. */
  async list(query: ListQuery, ownerId?: number): Promise<{ count: number; ids: number[] }> {
    const filtered = this.db.selectFrom('report_schedule').where((eb) =>
      eb.and([
        ...listConditions(eb, query.filters, REPORT_COLUMNS, {
          isSpecial: (f) => SPECIAL_OPERATORS.includes(f.opr),
          condition: (f) => specialCondition(eb, f),
        }),
        ...(ownerId === undefined ? [] : [ownedBy(eb, ownerId)]),
      ]),
    );
    return pageOfIds(filtered, 'report_schedule.id', query, {
      columns: REPORT_COLUMNS,
      fallback: 'report_schedule.changed_on',
      tieBreak: { column: 'report_schedule.id', direction: 'desc' },
    });
  }

  /** Schedules with these ids and their owners and recipients, in the given order. */
  async bundles(ids: readonly number[]): Promise<ReportBundle[]> {
    if (ids.length === 0) return [];
    const rows = await this.selected()
      .where('report_schedule.id', 'in', [...ids])
      .execute();
    const owners = await this.db
      .selectFrom('report_schedule_user')
      .innerJoin('users', 'users.id', 'report_schedule_user.user_id')
      .select([
        'report_schedule_user.report_schedule_id as schedule_id',
        'users.id as id',
        'users.first_name as first_name',
        'users.last_name as last_name',
        'users.email as email',
      ])
      .where('report_schedule_user.report_schedule_id', 'in', [...ids])
      .orderBy('users.id')
      .execute();
    const recipients = await this.db
      .selectFrom('report_recipient')
      .selectAll()
      .where('report_schedule_id', 'in', [...ids])
      .orderBy('id')
      .execute();
    return inIdOrder(ids, rows).map((row) => {
      const id = row.id;
      return {
        row,
        owners: owners
          .filter((o) => o.schedule_id === id)
          .map(({ id: userId, first_name, last_name, email }) => ({
            id: userId,
            first_name,
            last_name,
            email,
          })),
        recipients: recipients.filter((r) => r.report_schedule_id === id),
      };
    });
  }

  /** One schedule with its owners and recipients. */
  async get(id: number): Promise<ReportBundle | undefined> {
    return (await this.bundles([id]))[0];
  }

  /** The id of the schedule of a type with a name, if any (other than `exceptId`). */
  async idByName(name: string, type: string, exceptId?: number): Promise<number | undefined> {
    let query = this.db
      .selectFrom('report_schedule')
      .select('id')
      .where('name', '=', name)
      .where('type', '=', type);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst())?.id;
  }

  /** Whether a user already made a header report on a chart or dashboard. */
  async hasHeaderReport(options: {
    creationMethod: 'charts' | 'dashboards';
    objectId: number;
    userId: number;
  }): Promise<boolean> {
    const column = options.creationMethod === 'charts' ? 'chart_id' : 'dashboard_id';
    const row = await this.db
      .selectFrom('report_schedule')
      .select('id')
      .where('creation_method', '=', options.creationMethod)
      .where(column, '=', options.objectId)
      .where('created_by_fk', '=', options.userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Inserts a schedule with its owners and recipients; returns its id. */
  async create(
    row: Insertable<ReportScheduleTable>,
    owners: readonly number[],
    recipients: readonly NewRecipient[],
  ): Promise<number> {
    return atomically(this.db, async (trx) => {
      const { id } = await trx
        .insertInto('report_schedule')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceLinks(trx, id, owners, recipients);
      return id;
    });
  }

  /** Applies changes; owners and recipients are replaced when given. */
  async update(
    id: number,
    changes: Updateable<ReportScheduleTable>,
    links: { owners?: readonly number[] | undefined; recipients?: readonly NewRecipient[] | undefined },
  ): Promise<void> {
    await atomically(this.db, async (trx) => {
      if (Object.keys(changes).length > 0)
        await trx.updateTable('report_schedule').set(changes).where('id', '=', id).execute();
      await replaceLinks(trx, id, links.owners, links.recipients);
    });
  }

  /** Deletes schedules (their logs, owners, recipients and claims go with them). */
  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await atomically(this.db, async (trx) => {
      for (const table of [
        'report_recipient',
        'report_schedule_user',
        'report_execution_log',
        'report_execution_claim',
      ] as const)
        await trx
          .deleteFrom(table)
          .where('report_schedule_id', 'in', [...ids])
          .execute();
      await trx
        .deleteFrom('report_schedule')
        .where('id', 'in', [...ids])
        .execute();
    });
  }

  /** Ids of the active schedules, for the scheduler. */
  async activeIds(): Promise<{ id: number; crontab: string; timezone: string; created_on: string }[]> {
    return this.db
      .selectFrom('report_schedule')
      .select(['id', 'crontab', 'timezone', 'created_on'])
      .where('active', '=', 1)
      .orderBy('id')
      .execute();
  }

  /**
   * Takes the run of a schedule for one cron instant: true for exactly one caller, however many processes try
   * (the pair is the table's primary key; the insert that loses the race inserts nothing).
   */
  async claimTick(scheduleId: number, scheduledIso: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .insertInto('report_execution_claim')
      .values({ report_schedule_id: scheduleId, scheduled_dttm: scheduledIso, claimed_on: nowIso })
      .onConflict((oc) => oc.columns(['report_schedule_id', 'scheduled_dttm']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Forgets claims older than a time (they only guard instants that are long past). */
  async pruneClaims(beforeIso: string): Promise<void> {
    await this.db.deleteFrom('report_execution_claim').where('claimed_on', '<', beforeIso).execute();
  }

  /**
   * Records a state of a run and makes it the schedule's last state. With `expected`, only when the schedule is
   * still in that state (compare-and-set): of two runs racing for one schedule, one moves it and the other gets false.
   */
  async recordState(
    log: Insertable<ReportExecutionLogTable>,
    schedule: ReportChanges,
    expected?: { last_state: string; last_eval_dttm: string | null },
  ): Promise<boolean> {
    return atomically(this.db, async (trx) => {
      let update = trx.updateTable('report_schedule').set(schedule).where('id', '=', log.report_schedule_id);
      if (expected) {
        update = update.where('last_state', '=', expected.last_state);
        update =
          expected.last_eval_dttm === null
            ? update.where('last_eval_dttm', 'is', null)
            : update.where('last_eval_dttm', '=', expected.last_eval_dttm);
      }
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx.insertInto('report_execution_log').values(log).execute();
      return true;
    });
  }

  /** A page of a schedule's execution logs. */
  async logs(scheduleId: number, query: ListQuery): Promise<{ count: number; rows: ReportLogRow[] }> {
    const filtered = this.db
      .selectFrom('report_execution_log')
      .where('report_schedule_id', '=', scheduleId)
      .where((eb) => listFilterCondition(eb, query.filters, LOG_COLUMNS));
    const count = await countMatches(filtered);
    const rows = await onePage(filtered.selectAll(), query, {
      columns: LOG_COLUMNS,
      fallback: 'start_dttm',
      tieBreak: { column: 'id', direction: 'desc' },
    }).execute();
    return { count, rows };
  }

  /** Newest log rows of a schedule first (the state machine reads them). */
  async recentLogs(scheduleId: number, limit: number): Promise<ReportLogRow[]> {
    return this.db
      .selectFrom('report_execution_log')
      .selectAll()
      .where('report_schedule_id', '=', scheduleId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Deletes a schedule's log rows that ended before a time. */
  async pruneLogs(scheduleId: number, beforeIso: string): Promise<void> {
    await this.db
      .deleteFrom('report_execution_log')
      .where('report_schedule_id', '=', scheduleId)
      .where('end_dttm', '<', beforeIso)
      .execute();
  }
}

async function replaceLinks(
  trx: Kysely<MetadataDb>,
  id: number,
  owners: readonly number[] | undefined,
  recipients: readonly NewRecipient[] | undefined,
): Promise<void> {
  if (owners !== undefined) {
    await trx.deleteFrom('report_schedule_user').where('report_schedule_id', '=', id).execute();
    if (owners.length > 0)
      await trx
        .insertInto('report_schedule_user')
        .values([...new Set(owners)].map((user_id) => ({ report_schedule_id: id, user_id })))
        .execute();
  }
  if (recipients !== undefined) {
    await trx.deleteFrom('report_recipient').where('report_schedule_id', '=', id).execute();
    if (recipients.length > 0)
      await trx
        .insertInto('report_recipient')
        .values(recipients.map((r) => ({ ...r, report_schedule_id: id })))
        .execute();
  }
}

/** Filters of Superset's report list that are not plain comparisons. */
const SPECIAL_OPERATORS = ['rel_o_m', 'rel_m_m', 'report_all_text'];

function ownedBy<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  userId: number,
): Expression<SqlBool> {
  void eb;
  return sql<SqlBool>`${sql.ref('report_schedule.id')} IN (SELECT report_schedule_id FROM report_schedule_user WHERE user_id = ${userId})`;
}

function specialCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  filter: ListFilter,
): Expression<SqlBool> {
  if (filter.opr === 'rel_m_m' && filter.col === 'owners') return ownedBy(eb, Number(filter.value));
  if (filter.opr === 'rel_o_m' && (filter.col === 'created_by' || filter.col === 'changed_by'))
    return sql<SqlBool>`${sql.ref(`report_schedule.${filter.col}_fk`)} = ${Number(filter.value)}`;
  if (filter.opr === 'report_all_text' && filter.col === 'name')
    return eb.or(
      ['name', 'description', 'sql'].map(
        (col) =>
          sql<SqlBool>`LOWER(COALESCE(${sql.ref(`report_schedule.${col}`)}, '')) LIKE ${`%${String(filter.value).toLowerCase()}%`}`,
      ),
    );
  throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
    filters: [`Filter "${filter.opr}" does not apply to column "${filter.col}"`],
  });
}
