import {
  RUNNING_QUERY_STATES,
  type LimitingFactor,
  type QueryState,
  type SqlLabColumn,
  type SqlLabQuery,
  type SqlLabResult,
} from '@meridian/core';

/** A finished run's result as the editor shows it: the first page, with what fetches the rest. */
export interface RunResult {
  columns: SqlLabColumn[];
  /** The first page of rows. */
  firstRows: Record<string, unknown>[];
  /** Rows in the whole stored result. */
  rows: number;
  /** Key of the stored result (further pages, nothing once it expired). */
  resultsKey: string | null;
  limitingFactor: LimitingFactor | null;
  limit: number | null;
}

/** The state of the editor's latest run. */
export interface RunState {
  clientId: string;
  /** The SQL that ran. */
  sql: string;
  status: QueryState;
  /** Epoch ms when it started, and ended (null while running). */
  startedAt: number;
  endedAt: number | null;
  result?: RunResult;
  error?: string;
  /** "Running statement i out of n". */
  progress?: string | null;
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A new client id: 11 random characters, as Superset's editor makes them. */
export function newClientId(
  random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  return Array.from(random(11), (byte) => ID_CHARS[byte % ID_CHARS.length]).join('');
}

/** Whether a run may still change. */
export function isInFlight(status: QueryState): boolean {
  return RUNNING_QUERY_STATES.includes(status);
}

/** The editor's result of a finished run's answer. */
export function resultOf(answer: SqlLabResult): RunResult {
  return {
    columns: answer.columns,
    firstRows: answer.data,
    rows: answer.query.rows ?? answer.data.length,
    resultsKey: answer.query.resultsKey,
    limitingFactor: answer.query.limitingFactor,
    limit: answer.query.limit,
  };
}

/** The run state a query (from execute or the poll) says. */
export function stateOfQuery(previous: RunState, query: SqlLabQuery): RunState {
  return {
    ...previous,
    status: query.state,
    endedAt: isInFlight(query.state) ? null : (query.endDttm ?? Date.now()),
    ...(query.errorMessage ? { error: query.errorMessage } : {}),
    progress: typeof query.extra['progress'] === 'string' ? query.extra['progress'] : null,
  };
}

/** "Limit reached" text, when the dropdown cut the result (Superset's wording for the row limit). */
export function limitMessage(result: RunResult): string | null {
  if (result.limitingFactor === 'DROPDOWN') {
    return `The number of results displayed is limited to ${(result.limit ?? result.rows).toLocaleString('en-US')} by the limit dropdown.`;
  }
  if (result.limitingFactor === 'QUERY' || result.limitingFactor === 'QUERY_AND_DROPDOWN') {
    return `The number of rows displayed is limited to ${result.rows.toLocaleString('en-US')} by the query.`;
  }
  return null;
}

/** Rows sorted by one column (nulls last), as a new array. */
export function sortRows(
  rows: readonly Record<string, unknown>[],
  column: string,
  direction: 'asc' | 'desc',
): Record<string, unknown>[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y), undefined, { numeric: true }) * sign;
  });
}
