import type { ListQuery, QueryListItem, SqlLabQuery } from '@meridian/core';
import { notFound } from '../errors';
import type { QueriesRepo } from '../store/queries-repo';
import type { SqlLabCaller } from './caller';
import { toQueryListItem, toSqlLabQuery } from './query-mapping';

/** Most runs one poll of `updated_since` answers. */
const UPDATED_SINCE_LIMIT = 500;

/** Query history: a user's own runs (an admin's list holds everyone's). */
export class QueryHistoryService {
  constructor(private readonly deps: { queries: QueriesRepo }) {}

  /** One page of runs matching a rison list query. */
  async list(
    caller: SqlLabCaller,
    query: ListQuery,
  ): Promise<{ count: number; ids: number[]; result: QueryListItem[] }> {
    const { count, rows } = await this.deps.queries.list(query, caller.isAdmin ? undefined : caller.userId);
    return { count, ids: rows.map((row) => row.id), result: rows.map(toQueryListItem) };
  }

  /** One run by id; 404 when unknown or not the caller's. */
  async get(caller: SqlLabCaller, id: number): Promise<QueryListItem> {
    const row = await this.deps.queries.byId(id);
    if (!row || (row.user_id !== caller.userId && !caller.isAdmin)) throw notFound('Query');
    return toQueryListItem(row);
  }

  /** The caller's runs changed since an epoch-ms time (the editor's poll for async runs). */
  async updatedSince(caller: SqlLabCaller, lastUpdatedMs: number): Promise<SqlLabQuery[]> {
    const since = new Date(Math.max(0, lastUpdatedMs)).toISOString();
    const rows = await this.deps.queries.updatedSince(caller.userId, since, UPDATED_SINCE_LIMIT);
    return rows.map(toSqlLabQuery);
  }

  /** Statuses present in the caller's history (the status filter's choices). */
  async statuses(caller: SqlLabCaller): Promise<string[]> {
    return this.deps.queries.distinctStatuses(caller.isAdmin ? undefined : caller.userId);
  }
}
