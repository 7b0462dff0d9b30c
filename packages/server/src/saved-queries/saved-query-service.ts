import crypto from 'node:crypto';
import {
  humanizeSince,
  type ListQuery,
  type SavedQuery,
  type SavedQueryCreate,
  type SavedQueryUpdate,
} from '@meridian/core';
import type { DataAccess } from '../auth/data-access';
import { canSeeDatabase } from '../auth/data-access';
import { AppError, fieldErrors, notFound } from '../errors';
import type { SavedQueriesRepo, SavedQueryRow } from '../store/saved-queries-repo';

/** What saved queries need: their repository, the databases (to check the one named), a clock. */
export interface SavedQueryDeps {
  savedQueries: SavedQueriesRepo;
  databases: { get(id: number): Promise<{ id: number } | undefined> };
  clock: () => Date;
}

/** Who works with saved queries: a user (each sees their own) and the databases they may use. */
export interface SavedQueryCaller {
  userId: number;
  access: DataAccess;
}

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, first_name: first ?? '', last_name: last ?? '' };

/** A saved query as the API answers it. */
export function toSavedQuery(row: SavedQueryRow, now: Date): SavedQuery {
  return {
    id: row.id,
    uuid: row.uuid,
    label: row.label,
    description: row.description,
    db_id: row.db_id,
    database: { id: row.db_id, database_name: row.database_name ?? '' },
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    sql_tables: [],
    template_parameters: row.template_parameters,
    extra_json: row.extra_json,
    rows: row.rows,
    last_run: row.last_run,
    last_run_delta_humanized: row.last_run ? humanizeSince(row.last_run, now) : null,
    created_on: row.created_on,
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeSince(row.changed_on, now),
    created_by: person(row.created_by_fk, row.creator_first_name, row.creator_last_name),
    changed_by: person(row.changed_by_fk, row.changer_first_name, row.changer_last_name),
    tags: [],
  };
}

/** Saved queries: each user's own, on databases they may use. */
export class SavedQueryService {
  constructor(private readonly deps: SavedQueryDeps) {}

  /** One page of the caller's saved queries. */
  async list(
    caller: SavedQueryCaller,
    query: ListQuery,
  ): Promise<{ count: number; ids: number[]; result: SavedQuery[] }> {
    const { count, rows } = await this.deps.savedQueries.list(query, caller.userId);
    const now = this.deps.clock();
    return { count, ids: rows.map((row) => row.id), result: rows.map((row) => toSavedQuery(row, now)) };
  }

  /** A saved query of the caller's; 404 otherwise. */
  async get(caller: SavedQueryCaller, id: number): Promise<SavedQuery> {
    return toSavedQuery(await this.owned(caller, id), this.deps.clock());
  }

  /** Saves a query on a database the caller may use; returns its id. */
  async create(caller: SavedQueryCaller, body: SavedQueryCreate): Promise<number> {
    await this.checkDatabase(caller, body.db_id);
    const now = this.deps.clock().toISOString();
    return this.deps.savedQueries.create({
      uuid: crypto.randomUUID(),
      user_id: caller.userId,
      db_id: body.db_id,
      catalog: body.catalog ?? null,
      schema: body.schema ?? null,
      label: body.label,
      description: body.description ?? null,
      sql: body.sql,
      template_parameters: body.template_parameters ?? null,
      extra_json: body.extra_json ?? null,
      rows: null,
      last_run: null,
      created_on: now,
      changed_on: now,
      created_by_fk: caller.userId,
      changed_by_fk: caller.userId,
    });
  }

  /** Edits a saved query of the caller's. */
  async update(caller: SavedQueryCaller, id: number, body: SavedQueryUpdate): Promise<void> {
    await this.owned(caller, id);
    if (body.db_id !== undefined) await this.checkDatabase(caller, body.db_id);
    await this.deps.savedQueries.update(id, {
      ...body,
      changed_on: this.deps.clock().toISOString(),
      changed_by_fk: caller.userId,
    });
  }

  /** Deletes saved queries of the caller's; 404 when one is not. */
  async delete(caller: SavedQueryCaller, ids: readonly number[]): Promise<void> {
    for (const id of ids) await this.owned(caller, id);
    await this.deps.savedQueries.delete(ids);
  }

  /** Distinct schemas (or catalogs) of the caller's saved queries. */
  async distinct(caller: SavedQueryCaller, column: 'schema' | 'catalog'): Promise<string[]> {
    return this.deps.savedQueries.distinct(column, caller.userId);
  }

  /** The rows of saved queries of the caller's, for an export. */
  async ownedRows(caller: SavedQueryCaller, ids: readonly number[]): Promise<SavedQueryRow[]> {
    return Promise.all(ids.map((id) => this.owned(caller, id)));
  }

  private async owned(caller: SavedQueryCaller, id: number): Promise<SavedQueryRow> {
    const row = await this.deps.savedQueries.get(id);
    if (!row || row.user_id !== caller.userId) throw notFound('Saved query');
    return row;
  }

  private async checkDatabase(caller: SavedQueryCaller, dbId: number): Promise<void> {
    const database = await this.deps.databases.get(dbId);
    if (!database) throw fieldErrors({ db_id: ['Database not found'] });
    if (!canSeeDatabase(caller.access, dbId))
      throw new AppError('MISSING_PERMISSION', 'You do not have access to this database.');
  }
}
