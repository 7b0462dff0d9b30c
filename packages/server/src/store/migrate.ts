import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Store } from './db';
import type { StoreKind } from './store-kind';
import * as security from './migrations/0001-security';
import * as databases from './migrations/0002-databases';
import * as datasets from './migrations/0003-datasets';
import * as charts from './migrations/0004-charts';
import * as dashboards from './migrations/0005-dashboards';
import * as sqllab from './migrations/0006-sqllab';
import * as reports from './migrations/0007-reports';
import * as activityLog from './migrations/0008-activity-log';
import * as annotationLayerUuid from './migrations/0009-annotation-layer-uuid';

/** A migration that may emit different DDL per store kind. */
interface KindAwareMigration {
  up(db: Kysely<unknown>, kind: StoreKind): Promise<void>;
}

/** Every migration, in order; each later feature appends its own. */
const MIGRATIONS: Record<string, KindAwareMigration> = {
  '0001-security': security,
  '0002-databases': databases,
  '0003-datasets': datasets,
  '0004-charts': charts,
  '0005-dashboards': dashboards,
  '0006-sqllab': sqllab,
  '0007-reports': reports,
  '0008-activity-log': activityLog,
  '0009-annotation-layer-uuid': annotationLayerUuid,
};

/** Brings the metadata schema up to date; returns the names of the migrations applied now. */
export async function migrateToLatest(store: Store): Promise<string[]> {
  const migrations: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(MIGRATIONS)) {
    migrations[name] = { up: (db) => migration.up(db, store.kind) };
  }
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationSchema(store),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * On PostgreSQL, the schema the store lives in. Kysely looks for its migration tables in every schema unless
 * told one, so a second Meridian in another schema of the same database took the first one's tables for its own.
 */
async function migrationSchema(store: Store): Promise<string | undefined> {
  if (store.kind !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db);
  return rows[0]?.schema ?? undefined;
}
