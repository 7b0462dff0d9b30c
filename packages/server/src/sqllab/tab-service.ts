import {
  NEW_TAB_LABEL,
  NEW_TAB_SQL,
  type SqlLabBootstrap,
  type SqlLabDatabase,
  type TabState,
  type TabStateUpdate,
} from '@meridian/core';
import { canSeeDatabase } from '../auth/data-access';
import { fieldErrors, notFound } from '../errors';
import type { DatabaseRow } from '../store/databases-repo';
import type { TabStateRow, TabStatesRepo } from '../store/tab-states-repo';
import type { SqlLabCaller } from './caller';

/** What the editor's tabs need: their repository, the databases, the engine of each, a clock. */
export interface TabDeps {
  tabStates: TabStatesRepo;
  databases: {
    names(): Promise<{ id: number; database_name: string }[]>;
    byIds(ids: readonly number[]): Promise<DatabaseRow[]>;
  };
  /** The engine key of a database (`backend`). */
  backendOf(row: DatabaseRow): string;
  clock: () => Date;
}

/** A tab row as the API answers it. */
export function toTabState(row: TabStateRow): TabState {
  return {
    id: row.id,
    label: row.label,
    active: Boolean(row.active),
    database_id: row.database_id,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    query_limit: row.query_limit,
    latest_query_id: row.latest_query_id,
    saved_query_id: row.saved_query_id,
    hide_left_bar: Boolean(row.hide_left_bar),
    created_on: row.created_on,
  };
}

/** The bootstrap fields of a database (Superset's SQL Lab database dict). */
function toSqlLabDatabase(row: DatabaseRow, backend: string): SqlLabDatabase {
  return {
    id: row.id,
    database_name: row.database_name,
    backend,
    allow_ctas: Boolean(row.allow_ctas),
    allow_cvas: Boolean(row.allow_cvas),
    allow_dml: Boolean(row.allow_dml),
    allow_run_async: Boolean(row.allow_run_async),
    allow_file_upload: Boolean(row.allow_file_upload),
    allows_subquery: true,
    expose_in_sqllab: Boolean(row.expose_in_sqllab),
    force_ctas_schema: null,
    disable_data_preview: false,
    disable_drill_to_detail: false,
    allow_multi_catalog: false,
  };
}

/** Each user's editor tabs, kept across reloads, and SQL Lab's bootstrap answer. */
export class TabService {
  constructor(private readonly deps: TabDeps) {}

  /** The caller's tabs and the databases they may use in SQL Lab (`GET /api/v1/sqllab/`). */
  async bootstrap(caller: SqlLabCaller): Promise<SqlLabBootstrap['result']> {
    const tabs = (await this.deps.tabStates.ofUser(caller.userId)).map(toTabState);
    const visible = (await this.deps.databases.names()).filter((db) => canSeeDatabase(caller.access, db.id));
    const rows = await this.deps.databases.byIds(visible.map((db) => db.id));
    const databases: Record<string, SqlLabDatabase> = {};
    for (const row of rows.filter((r) => r.expose_in_sqllab))
      databases[String(row.id)] = toSqlLabDatabase(row, this.deps.backendOf(row));
    return {
      tab_state_ids: tabs.map((tab) => [tab.id, tab.label]),
      tabs,
      active_tab: tabs.find((tab) => tab.active) ?? null,
      databases,
    };
  }

  /** Opens a new tab, the caller's active one; missing fields take a new tab's defaults. */
  async create(caller: SqlLabCaller, fields: TabStateUpdate): Promise<TabState> {
    await this.refuseUnknownDatabase(caller, fields.database_id);
    const now = this.deps.clock().toISOString();
    const id = await this.deps.tabStates.create({
      user_id: caller.userId,
      label: fields.label ?? NEW_TAB_LABEL,
      active: 1,
      database_id: fields.database_id ?? null,
      catalog: fields.catalog ?? null,
      schema: fields.schema ?? null,
      sql: fields.sql ?? NEW_TAB_SQL,
      query_limit: fields.query_limit ?? null,
      latest_query_id: fields.latest_query_id ?? null,
      saved_query_id: fields.saved_query_id ?? null,
      hide_left_bar: Number(fields.hide_left_bar ?? false),
      created_on: now,
      changed_on: now,
    });
    return toTabState(await this.owned(caller, id));
  }

  /** Edits a tab of the caller's. */
  async update(caller: SqlLabCaller, id: number, fields: TabStateUpdate): Promise<TabState> {
    await this.owned(caller, id);
    await this.refuseUnknownDatabase(caller, fields.database_id);
    const { hide_left_bar: hideLeftBar, ...rest } = fields;
    await this.deps.tabStates.update(id, {
      ...rest,
      ...(hideLeftBar === undefined ? {} : { hide_left_bar: Number(hideLeftBar) }),
      changed_on: this.deps.clock().toISOString(),
    });
    return toTabState(await this.owned(caller, id));
  }

  /** 422 for a tab pointing at a database that does not exist or that the caller cannot see (found by the fuzzer). */
  private async refuseUnknownDatabase(
    caller: SqlLabCaller,
    databaseId: number | null | undefined,
  ): Promise<void> {
    if (databaseId === null || databaseId === undefined) return;
    const [row] = await this.deps.databases.byIds([databaseId]);
    if (!row || !canSeeDatabase(caller.access, row.id))
      throw fieldErrors({ database_id: [`No database with id ${databaseId}`] });
  }

  /** Makes a tab the caller's active one. */
  async activate(caller: SqlLabCaller, id: number): Promise<void> {
    await this.owned(caller, id);
    await this.deps.tabStates.activate(caller.userId, id);
  }

  /** Closes a tab of the caller's. */
  async delete(caller: SqlLabCaller, id: number): Promise<void> {
    await this.owned(caller, id);
    await this.deps.tabStates.delete(id);
  }

  /** A tab of the caller's; 404 for anyone else's (so ids reveal nothing). */
  private async owned(caller: SqlLabCaller, id: number): Promise<TabStateRow> {
    const row = await this.deps.tabStates.get(id);
    if (!row || row.user_id !== caller.userId) throw notFound('Tab');
    return row;
  }
}
