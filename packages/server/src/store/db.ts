import fs from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { MetadataDb } from './schema';
import type { StoreKind } from './store-kind';

/** An open metadata store. */
export interface Store {
  /** Typed query builder over the metadata tables. */
  db: Kysely<MetadataDb>;
  /** Which database is behind it. */
  kind: StoreKind;
  /** Closes every connection. */
  close(): Promise<void>;
}

/** Where the metadata lives: a PostgreSQL URL, or empty for SQLite in the data dir. */
export interface StoreLocation {
  /** postgres://… or empty. */
  databaseUrl: string;
  /** Data dir holding `meridian.db` when SQLite is used. */
  dataDir: string;
}

/** The SQLite file of the metadata store inside a data dir. */
export function sqlitePath(dataDir: string): string {
  return path.join(dataDir, 'meridian.db');
}

/** Opens the metadata store named by the config. */
export function openStore(location: StoreLocation): Store {
  const url = location.databaseUrl;
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url);
  if (url !== '' && !url.startsWith('sqlite:')) {
    throw new Error(
      `MERIDIAN_DATABASE_URL must start with postgres:// or sqlite:, got "${url.split(':')[0]}:"`,
    );
  }
  const file = url.startsWith('sqlite:') ? url.replace(/^sqlite:(\/\/)?/, '') : sqlitePath(location.dataDir);
  return openSqlite(file);
}

function openSqlite(file: string): Store {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new Database(file);
  // WAL lets readers run while a write is in progress; foreign keys are off by default in SQLite.
  database.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  const db = new Kysely<MetadataDb>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/** How many prepared statements the SQLite store keeps: its queries are a few dozen texts run over and over. */
const CACHED_STATEMENTS = 256;

/**
 * A SQLite database whose `prepare` reuses statements by SQL text (least recently used dropped first), since
 * preparing costs more than running the store's small queries. SQLite re-prepares a statement by itself when
 * the schema changed since.
 */
export function withStatementCache(database: SqliteDatabase, size = CACHED_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached) {
        // Re-inserting moves the statement to the most recently used end of the Map.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      // `reader` asks the native statement each time; it never changes, so read it once.
      const prepared: SqliteStatement = {
        reader: statement.reader,
        all: (parameters) => statement.all(parameters),
        run: (parameters) => statement.run(parameters),
        iterate: (parameters) => statement.iterate(parameters),
      };
      statements.set(sql, prepared);
      for (const oldest of statements.keys()) {
        if (statements.size <= size) break;
        statements.delete(oldest);
      }
      return prepared;
    },
  };
}

function openPostgres(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A metadata connection that dies (PostgreSQL restarted) fails its query; it must not end the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<MetadataDb>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
