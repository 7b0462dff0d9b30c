import type { GenericType, TimeGrain } from '@meridian/core';
import type { z } from 'zod';

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

/** A live connection pool to one database. */
export interface EngineConnection {
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
