import fs from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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
  const db = new Kysely<MetadataDb>({ dialect: new SqliteDialect({ database }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<MetadataDb>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
