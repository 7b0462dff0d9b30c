import type { GenericType, PythonDatePart, TimeGrain } from '@meridian/core';
import type { z } from 'zod';
import type { SqlLexicalRules } from './sql-tokenizer';

/**
 * The engine-spec contract: one folder per database engine (`engines/<name>/`) with
 * `dialect.ts` (pure SQL text), `driver.ts` (I/O) and `spec.ts` (names, parameters, type map, error patterns).
 * Outside `engines/<name>/` code branches on `dialect.capabilities`, never on the engine's name.
 */

/** SQL text with its bound parameters; values are never inlined. */
export interface CompiledSql {
  sql: string;
  parameters: readonly unknown[];
}

/** What an engine can do, for callers that must choose a strategy. */
export interface DialectCapabilities {
  /** Supports window functions (series limit by window instead of join). */
  windowFunctions: boolean;
  /** Has schemas inside a database (PostgreSQL, DuckDB); MySQL calls databases schemas. */
  schemas: boolean;
  /** Supports `ILIKE`; otherwise `LOWER(x) LIKE LOWER(y)` is used. */
  ilike: boolean;
  /** Supports NULLS FIRST/LAST in ORDER BY. */
  nullsOrdering: boolean;
}

/** Pure SQL text generation of one engine. */
export interface Dialect {
  /** Engine name, e.g. `postgresql`. */
  readonly engine: string;
  readonly capabilities: DialectCapabilities;
  /** How this engine spells strings, quoted names and comments (what the SQL tokenizer reads by). */
  readonly lexical: SqlLexicalRules;
  /** Quotes an identifier (table, column, schema, alias), escaping the quote character. */
  quoteIdentifier(name: string): string;
  /** A placeholder for the n-th (1-based) bound parameter: `$1` or `?`. */
  placeholder(index: number): string;
  /** Escapes a string as a SQL literal, only for the rare places parameters are impossible (DDL, introspection of some engines). */
  escapeLiteral(value: string): string;
  /** `LIMIT n OFFSET m` in this engine's syntax (numbers are validated integers, inlined). */
  limitOffset(limit: number | undefined, offset: number | undefined): string;
  /** SQL expression truncating a temporal expression to a grain, or undefined for an unsupported grain. */
  timeGrainExpression(expression: string, grain: TimeGrain): string | undefined;
  /** SQL expression turning epoch seconds / milliseconds into a timestamp. */
  epochToTimestamp(expression: string, unit: 's' | 'ms'): string;
  /** Literal-free SQL for a timestamp parameter comparison, e.g. `CAST($1 AS TIMESTAMP)`. */
  timestampParameter(placeholder: string): string;
  /**
   * SQL expression reading a number or string written in a strftime pattern (a column's python_date_format) as a
   * timestamp, or undefined when the engine can not read one of its directives. The pattern was checked by
   * core's parsePythonDateFormat (directives and plain literal text only).
   */
  patternToTimestamp(expression: string, parts: readonly PythonDatePart[]): string | undefined;
}

/** Generic type of a native column type (e.g. `VARCHAR(20)` -> STRING), or undefined if unknown. */
export type TypeMapper = (nativeType: string) => GenericType | undefined;

/** A column as introspection finds it. */
export interface IntrospectedColumn {
  name: string;
  /** Native type as the database names it. */
  type: string;
  /** Generic type, or null when the native type is unknown. */
  type_generic: GenericType | null;
  nullable: boolean;
  /** Whether the column is temporal (TEMPORAL generic type). */
  is_dttm: boolean;
}

/** A table or view in a schema. */
export interface IntrospectedTable {
  name: string;
  type: 'table' | 'view';
}

/** Partition info of a table (Superset's table_extra answer), empty when the engine has none. */
export interface TableExtra {
  partitions?: { cols: string[]; latest: Record<string, string> } | undefined;
  metadata?: Record<string, unknown> | undefined;
}

/** A result in columnar form: one array per column. */
export interface ColumnarResult {
  colnames: string[];
  /** Native types of the result columns. */
  coltypes: string[];
  /** Generic types of the result columns, null where unknown. */
  coltypesGeneric: (GenericType | null)[];
  /**
   * Column-major values, alike on every engine (see `base/values.ts`): temporal values as ISO strings without
   * offset (`2024-03-13T14:37:52`, `.sss` only when non-zero; zoned values in UTC), numbers and DECIMAL as number,
   * 64-bit integers as number when safe else decimal string, booleans as boolean, NULL as null.
   */
  columns: unknown[][];
  rowcount: number;
}

/** Options of one execution. */
export interface ExecuteOptions {
  /** Statement timeout in milliseconds; the engine cancels after it. */
  timeoutMs?: number;
  /** Aborts the running statement (cancel from the user). */
  signal?: AbortSignal;
  /** Caps rows fetched (safety net on top of the SQL LIMIT). */
  maxRows?: number;
}

/** Rows of one statement of a session, read a batch at a time (never all at once). */
export interface StatementRows {
  /** Names of the result columns; empty when the statement returns no rows (DDL, DML). */
  colnames: string[];
  /** Native types of the result columns. */
  coltypes: string[];
  /** Generic types of the result columns, null where unknown. */
  coltypesGeneric: (GenericType | null)[];
  /** The next batch of rows, column-major in the shared value forms; undefined once every row was read. */
  nextBatch(): Promise<unknown[][] | undefined>;
  /** Stops reading and frees the statement: rows not read yet are never fetched. */
  close(): Promise<void>;
}

/** A statement's rows written as CSV by the engine itself. */
export interface CsvCopy {
  /** Names of the result columns (the header line is the caller's to write). */
  colnames: string[];
  /**
   * The rows as RFC 4180 lines ending in CRLF, cells in the shared value forms (what csvLines writes of the
   * batches `run` reads), NULL as an empty cell. Leaving the iteration early stops the engine.
   */
  lines: AsyncIterable<Buffer>;
}

/** How a CSV copy may run. */
export interface CsvCopyOptions {
  /** Rows written at most. */
  maxRows?: number | undefined;
  /**
   * The earlier run this download repeats read every row of the SQL (no row limit cut it). The engine may then write
   * the rows in any order where the SQL fixes none and picks no rows by order (no LIMIT, window function…), as
   * reading on every thread gives: the same rows as the run, faster.
   */
  isWholeResult?: boolean;
}

/** One connection held for a script: its statements run in order and share session state (temp tables, SET). */
export interface EngineSession {
  /** Runs one statement; its rows must be read to the end or closed before the next `run`. */
  run(sql: string): Promise<StatementRows>;
  /**
   * Runs one SELECT writing its first `maxRows` rows as CSV natively (far faster than reading batches), or answers
   * undefined when the engine cannot for this statement (its types, its kind): the caller then uses `run`.
   */
  copyCsv?(sql: string, options: CsvCopyOptions): Promise<CsvCopy | undefined>;
}

/** Options of a session. */
export interface SessionOptions {
  /** Milliseconds the whole script may take, rows read included; the engine is cancelled after it. */
  timeoutMs?: number;
  /** Aborts the script: what runs is cancelled on the engine. */
  signal?: AbortSignal;
  /** Schema the statements run in (search_path / USE); the connection's default when absent. */
  schema?: string | null;
  /**
   * Lets the session write although the database is connected read-only (CREATE TABLE/VIEW AS allowed without
   * DML); engines that open a whole file read-only refuse such a session with a message saying so.
   */
  writable?: boolean;
}

/** A live connection pool to one database. */
export interface EngineConnection {
  /**
   * Runs `work` on a connection of its own (never a pooled one, so no session state leaks into chart queries),
   * under the timeout and abort signal of `options`; a stop cancels the running statement on the engine.
   */
  withSession<T>(work: (session: EngineSession) => Promise<T>, options?: SessionOptions): Promise<T>;
  /** Runs one statement and returns columnar rows. Cancels on timeout or abort with an AppError. */
  execute(query: CompiledSql, options?: ExecuteOptions): Promise<ColumnarResult>;
  /** Opens and closes a connection; throws an AppError naming the cause (unknown host, refused, bad password, missing database). */
  testConnection(): Promise<void>;
  schemas(): Promise<string[]>;
  tables(schema: string): Promise<IntrospectedTable[]>;
  columns(schema: string, table: string): Promise<IntrospectedColumn[]>;
  tableExtra(schema: string, table: string): Promise<TableExtra>;
  /** Closes every pooled connection. */
  close(): Promise<void>;
}

/** How to connect: a SQLAlchemy-style URI, decrypted password included. */
export interface ConnectionTarget {
  /** e.g. postgresql://user:pass@host:5432/db, mysql://…, duckdb:///path, sqlite:///path */
  uri: string;
  /** Open read-only where the engine supports it (DuckDB examples, DML not allowed). */
  readOnly: boolean;
  /** Engine-specific extra options from the database's `extra` JSON (engine_params). */
  engineParams?: Record<string, unknown>;
}

/** A parameter field error of validate_parameters, in Superset's shape. */
export interface ParameterError {
  message: string;
  error_type: string;
  level: 'error' | 'warning';
  extra: Record<string, unknown>;
}

/** Everything about one engine; the registry lists one per engine. */
export interface EngineSpec {
  /** Engine key used in URIs and the API (`postgresql`, `mysql`, `sqlite`, `duckdb`). */
  engine: string;
  /** Display name, e.g. "PostgreSQL". */
  engineName: string;
  /** URI schemes accepted, e.g. ['postgresql', 'postgres', 'postgresql+psycopg2']. */
  uriSchemes: readonly string[];
  /** Offered first in the connect form (Superset's `preferred` engines). */
  preferred: boolean;
  /** Example URI shown in the connect form, e.g. `postgresql://user:password@host:port/dbname`. */
  sqlalchemyUriPlaceholder: string;
  /** zod schema of the connection parameters (host, port, username, password, database, …). */
  parametersSchema: z.ZodType<Record<string, unknown>>;
  /** Builds a URI from parameters. */
  buildUri(parameters: Record<string, unknown>): string;
  /** Parses a URI into parameters (the password included, for masking and re-encryption). */
  parseUri(uri: string): Record<string, unknown>;
  /** Checks parameters field by field (missing → "This is a required field"). */
  validateParameters(parameters: Record<string, unknown>): ParameterError[];
  dialect: Dialect;
  typeMapper: TypeMapper;
  /** Opens a pool. */
  connect(target: ConnectionTarget): Promise<EngineConnection>;
}
