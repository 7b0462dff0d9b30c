import Database from 'libsql/promise';

/** A column of a prepared statement: its name and declared type (null for expressions). */
export interface LibsqlColumn {
  name: string;
  type: string | null;
}

/** The part of libsql's promise API statement that Meridian uses. */
export interface LibsqlStatement {
  /** Whether the statement returns rows. */
  readonly reader: boolean;
  raw(toggle?: boolean): LibsqlStatement;
  safeIntegers(toggle?: boolean): LibsqlStatement;
  /** Runs on a worker thread until the first row; stepping further rows is synchronous. */
  iterate(parameters: unknown[]): Promise<Iterable<unknown[]>>;
  run(parameters: unknown[]): unknown;
  columns(): LibsqlColumn[];
}

/** One SQLite connection of libsql's promise API (better-sqlite3-shaped, queries off the main thread). */
export interface LibsqlDatabase {
  prepare(sql: string): Promise<LibsqlStatement>;
  exec(sql: string): Promise<void>;
  /** sqlite3_interrupt: stops what this connection runs. */
  interrupt(): void;
  close(): void;
}

/**
 * Opens a SQLite connection (creating the file unless it exists); `readOnly` opens it with SQLite's own read-only
 * mode (a `file:…?mode=ro` URI, since libsql ignores a `readonly` option), so no statement can write to it.
 */
export function openLibsql(path: string, readOnly = false): LibsqlDatabase {
  const name = readOnly && path !== ':memory:' ? readOnlyUri(path) : path;
  const database: LibsqlDatabase = new Database(name, {});
  return database;
}

/** The `file:` URI of a path opened read-only, every segment percent-encoded (`?`, `#`, `%` in names). */
function readOnlyUri(path: string): string {
  return `file:${path.split('/').map(encodeURIComponent).join('/')}?mode=ro`;
}
