import {
  LIMITING_FACTORS,
  QUERY_STATES,
  type LimitingFactor,
  type QueryListItem,
  type QueryState,
  type SqlLabColumn,
  type SqlLabQuery,
  type SqlLabResult,
} from '@meridian/core';
import type { QueryRow } from '../store/queries-repo';

/** The extra JSON of a run: progress text, result columns, errors. */
export interface QueryExtra {
  progress?: string | null;
  columns?: SqlLabColumn[];
  errors?: { message: string; error_type: string }[];
}

/** Reads a run's extra JSON (an object, or empty). */
export function queryExtra(row: Pick<QueryRow, 'extra_json'>): QueryExtra {
  try {
    const parsed: unknown = JSON.parse(row.extra_json ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as QueryExtra) : {};
  } catch {
    return {};
  }
}

const asState = (status: string): QueryState =>
  (QUERY_STATES as readonly string[]).includes(status) ? (status as QueryState) : 'failed';
const asFactor = (factor: string | null): LimitingFactor | null =>
  factor !== null && (LIMITING_FACTORS as readonly string[]).includes(factor)
    ? (factor as LimitingFactor)
    : null;
const fullName = (row: QueryRow): string | null =>
  row.user_first_name === null ? null : `${row.user_first_name} ${row.user_last_name ?? ''}`.trim();

/** A run as Superset's `Query.to_dict()` answers it. */
export function toSqlLabQuery(row: QueryRow): SqlLabQuery {
  return {
    id: row.client_id,
    queryId: row.id,
    serverId: row.id,
    changed_on: row.changed_on.replace(/Z$/, ''),
    dbId: row.database_id,
    db: row.database_name,
    endDttm: row.end_time === null ? null : Number(row.end_time),
    startDttm: Number(row.start_time),
    errorMessage: row.error_message,
    executedSql: row.executed_sql,
    limit: row.limit,
    limitingFactor: asFactor(row.limiting_factor),
    progress: row.progress,
    rows: row.rows,
    catalog: row.catalog,
    schema: row.schema,
    ctas: Boolean(row.select_as_cta),
    sql: row.sql,
    sqlEditorId: row.sql_editor_id,
    state: asState(row.status),
    tab: row.tab_name,
    tempSchema: row.tmp_schema_name,
    tempTable: row.tmp_table_name,
    userId: row.user_id,
    user: fullName(row),
    resultsKey: row.results_key,
    trackingUrl: null,
    extra: { ...queryExtra(row) },
  };
}

/** A run as a row of `GET /api/v1/query/`. */
export function toQueryListItem(row: QueryRow): QueryListItem {
  return {
    id: row.id,
    changed_on: row.changed_on.replace(/Z$/, ''),
    client_id: row.client_id,
    database: { id: row.database_id, database_name: row.database_name ?? '' },
    executed_sql: row.executed_sql,
    error_message: row.error_message,
    limit: row.limit,
    limiting_factor: row.limiting_factor,
    progress: row.progress,
    rows: row.rows,
    schema: row.schema,
    select_as_cta: Boolean(row.select_as_cta),
    sql: row.sql,
    sql_editor_id: row.sql_editor_id,
    sql_tables: [],
    status: asState(row.status),
    tab_name: row.tab_name,
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, first_name: row.user_first_name ?? '', last_name: row.user_last_name ?? '' },
    start_time: Number(row.start_time),
    end_time: row.end_time === null ? null : Number(row.end_time),
    tmp_table_name: row.tmp_table_name,
    tracking_url: null,
    results_key: row.results_key,
  };
}

/** The answer of a finished run or of a results fetch: one page of rows with the run. */
export function resultAnswer(options: {
  row: QueryRow;
  columns: SqlLabColumn[];
  data: Record<string, unknown>[];
  offset: number;
  displayMaxRow: number;
}): SqlLabResult {
  const { row, columns, data, offset } = options;
  return {
    query_id: row.id,
    status: asState(row.status),
    data,
    columns,
    selected_columns: columns,
    expanded_columns: [],
    displayLimitReached: (row.rows ?? 0) > options.displayMaxRow,
    query: toSqlLabQuery(row),
    offset,
  };
}
