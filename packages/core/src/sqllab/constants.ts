/** SQL Lab's limits and messages (Superset's config defaults and error strings, verbatim where clients match them). */

/** Row limit the editor starts with (Superset's DEFAULT_SQLLAB_LIMIT). */
export const DEFAULT_SQLLAB_LIMIT = 1000;
/** Most rows a SQL Lab query returns (Superset's SQL_MAX_ROW); also the cap of the limit dropdown. */
export const SQL_MAX_ROW = 100_000;
/** Rows above which the answer says `displayLimitReached` (Superset's DISPLAY_MAX_ROW). */
export const DISPLAY_MAX_ROW = 10_000;
/** Seconds a synchronous SQL Lab query may run (Superset's SQLLAB_TIMEOUT). */
export const SQLLAB_TIMEOUT_SECONDS = 30;
/** Seconds an asynchronous SQL Lab query may run (Superset's SQLLAB_ASYNC_TIME_LIMIT_SEC). */
export const SQLLAB_ASYNC_TIME_LIMIT_SECONDS = 6 * 60 * 60;
/** Longest SQL text accepted, in characters; longer scripts are refused with 400. */
export const SQLLAB_MAX_SQL_LENGTH = 500_000;
/** Rows in one stored page of a result; the first page comes with the execute answer, the rest by key. */
export const SQLLAB_PAGE_ROWS = 1000;
/** Row limits offered by the editor's dropdown. */
export const SQLLAB_LIMIT_OPTIONS = [10, 100, 1000, 10_000, 100_000] as const;
/** Longest `client_id` (Superset's Query.client_id column is 11 characters). */
export const CLIENT_ID_MAX_LENGTH = 11;
/** Seconds a stored result stays fetchable when its database sets no cache timeout (Superset's CACHE_DEFAULT_TIMEOUT). */
export const SQLLAB_RESULTS_TTL_SECONDS = 24 * 60 * 60;

/** Messages of SQL Lab, verbatim from Superset where it has one. */
export const SQLLAB_MESSAGES = {
  /** A statement that writes, on a database without allow_dml (Superset's DML_NOT_ALLOWED_ERROR). */
  dmlNotAllowed: 'Only SELECT statements are allowed against this database.',
  /** CREATE TABLE AS on a database without allow_ctas. */
  ctasNotAllowed: 'This database does not allow CREATE TABLE AS (CTAS) queries.',
  /** CREATE VIEW AS on a database without allow_cvas. */
  cvasNotAllowed: 'This database does not allow CREATE VIEW AS (CVAS) queries.',
  /** CTAS whose last statement is not a SELECT (Superset's INVALID_CTAS_QUERY_ERROR). */
  invalidCtas:
    'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.',
  /** CVAS that is not exactly one SELECT (Superset's INVALID_CVAS_QUERY_ERROR). */
  invalidCvas:
    'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.',
  /** SQL with nothing to run. */
  emptySql: 'The SQL is empty: write a statement to run.',
  /** A database hidden from SQL Lab (expose_in_sqllab off). */
  notExposed: 'This database is not exposed in SQL Lab.',
  /** A database the caller may not use. */
  noDatabaseAccess: 'You do not have access to this database.',
  /** A stored result that expired (Superset's 410 text). */
  resultsGone: 'Data could not be retrieved from the results backend. You need to re-run the original query.',
  /** A stop for an unknown query (Superset's text, with the id). */
  queryNotFound: (clientId: string) => `Query with client_id ${clientId} not found`,
  /** A stop that could not reach the engine. */
  cannotCancel: 'Could not cancel query',
  /** Enqueueing an async query failed (Superset's ASYNC_WORKERS_ERROR). */
  asyncWorkers: 'Failed to start remote query on a worker.',
  /** A query whose last statement returned no rows, asked for CSV. */
  noResultsToExport: 'This query returned no rows to download: its last statement is not a SELECT.',
  /** Access to another user's query. */
  cannotAccessQuery: 'Cannot access the query',
} as const;

/** Prefix of a failed statement's message when a script has several (Superset's). */
export function statementPrefix(index: number, count: number): string {
  return count > 1 ? `Statement ${index + 1} out of ${count}: ` : '';
}

/** The progress text between statements (Superset's `extra.progress`). */
export function statementProgress(index: number, count: number): string {
  return `Running statement ${index + 1} out of ${count}`;
}

/** The timeout message of a synchronous query (Superset's, verbatim). */
export function sqlLabTimeoutMessage(seconds: number): string {
  return `The query exceeded the ${seconds} seconds timeout.`;
}
